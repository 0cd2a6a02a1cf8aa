import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';

function signedIn(isAdmin: boolean) {
  storeToken(makeToken({ userId: 1, username: 'admin', isAdmin }));
  stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/1': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /admin/banners': { body: [] },
  });
}

describe('/admin', () => {
  it.each([
    ['/admin', en, '/admin/banner'],
    ['/ar/admin', ar, '/ar/admin/banner'],
  ])('on %s lists the tools, each a link in the same language', async (path, catalog, banner) => {
    signedIn(true);
    const { router } = renderRoute(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: catalog.admin.heading }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: new RegExp(catalog.admin.tools.createEvent.name) }),
    ).toHaveAttribute('href', path.replace('/admin', '/admin/create-event'));
    await userEvent.click(
      screen.getByRole('link', { name: new RegExp(catalog.admin.tools.banner.name) }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(banner));
  });

  it('has the six tools of the spec, then the contact inbox, the organisations and the audit log', async () => {
    signedIn(true);
    renderRoute('/ar/admin');
    await screen.findByRole('heading', { level: 1, name: ar.admin.heading });
    const tools = ar.admin.tools;
    const links = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/ar/admin/'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/ar/admin/users',
      '/ar/admin/posts',
      '/ar/admin/events',
      '/ar/admin/create-event',
      '/ar/admin/flagged',
      '/ar/admin/banner',
      '/ar/admin/contact-messages',
      '/ar/admin/organisations',
      '/ar/admin/audit-log',
    ]);
    expect(links[0]).toHaveTextContent(tools.users.name);
    expect(links[7]).toHaveTextContent(ar.organisations.admin.toolName);
    expect(links[7]).toHaveTextContent(ar.organisations.admin.toolDescription);
    expect(links[8]).toHaveTextContent(tools.auditLog.name);
  });

  it('sends a member who is not an administrator to /not-authorized', async () => {
    signedIn(false);
    const { router } = renderRoute('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'));
  });
});
