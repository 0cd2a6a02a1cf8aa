import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { ADMIN_PAGE_SIZE } from '@tabarru/contract/admin';

import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import { openAdminArea } from '../lib/session';
import { makeToken, storeToken, stubApi, type StubHandler } from '../test/api-stub';
import { renderRoute } from '../test/render-route';

const POSTS = `GET /admin/posts?limit=${ADMIN_PAGE_SIZE}`;
const secondStepRequired = {
  status: 403,
  body: {
    message: 'Administrators must sign in with two-step sign-in on this site.',
    code: 'TWO_FACTOR_REQUIRED',
  },
};

/** An administrator signed in; `more` answers the admin tools' calls. */
function administrator(more: Record<string, StubHandler>) {
  storeToken(makeToken({ userId: 1, username: 'admin', isAdmin: true }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/1': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'POST /authentication/logout': { body: { message: 'Signed out.' } },
    ...more,
  });
}

// The refusal is kept for the token, and a test's token may be the same as the last one's.
afterEach(() => {
  openAdminArea();
});

describe('the admin area without the second sign-in step', { timeout: 15_000 }, () => {
  it.each([
    ['/admin/posts', en, '/profile/security'],
    ['/ar/admin/posts', ar, '/ar/profile/security'],
  ])('on %s says what to do instead of a failed list', async (path, catalog, security) => {
    const api = administrator({ [POSTS]: secondStepRequired });
    const { router } = renderRoute(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: catalog.twoFactor.adminNotice.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(catalog.twoFactor.adminNotice.lead)).toBeInTheDocument();
    expect(screen.queryByText(catalog.admin.posts.failed)).not.toBeInTheDocument();
    const postsNotice = screen.getByRole('heading', { level: 1 });

    // The rest of the admin area says the same without asking again.
    await router.navigate(path.replace('/posts', '/users'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(path.replace('/posts', '/users')),
    );
    // React keeps the posts' tool on screen until the users' one has rendered.
    await waitFor(() => expect(postsNotice).not.toBeInTheDocument());
    expect(
      await screen.findByRole('heading', { level: 1, name: catalog.twoFactor.adminNotice.title }),
    ).toBeInTheDocument();
    expect(api.pageCalls().filter((call) => call.path.startsWith('/admin/users'))).toEqual([]);

    await userEvent.click(
      screen.getByRole('link', { name: catalog.twoFactor.adminNotice.toSecurity }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(security));
  });

  it('signs out for a sign-in with a code, which leads back to the tool', async () => {
    const api = administrator({ [POSTS]: secondStepRequired });
    const { router } = renderRoute('/admin/posts');
    await userEvent.click(
      await screen.findByRole('button', { name: en.twoFactor.adminNotice.signInAgain }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/authentication/login'));
    expect(router.state.location.search).toBe('?next=%2Fadmin%2Fposts');
    expect(api.callsTo('POST /authentication/logout')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('lets the tools show once the session may use them', async () => {
    administrator({ [POSTS]: { body: [] } });
    renderRoute('/admin/posts');
    expect(await screen.findByText(en.admin.posts.empty)).toBeInTheDocument();
    expect(screen.queryByText(en.twoFactor.adminNotice.title)).not.toBeInTheDocument();
  });
});
