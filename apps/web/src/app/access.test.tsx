import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import { makeToken, storeToken, stubApi } from '../test/api-stub';
import { buildOwnProfile } from '../test/profiles';
import { renderRoute } from '../test/render-route';

const token = makeToken({ userId: 7, username: 'sara' });

const memberApi = {
  'POST /authentication/verify': { body: true },
  'POST /authentication/login': { body: { jwtToken: token } },
  'GET /profile': { body: [{ ...buildOwnProfile(), zip_code: null }] },
  'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
  'GET /messages/unread/count': { body: { unreadCount: 0 } },
};

describe('pages for members only', () => {
  it.each([
    ['/profile', en, '/authentication/login', '/profile'],
    ['/ar/profile', ar, '/ar/authentication/login', '/ar/profile'],
  ])(
    'send a visitor of %s to the login page of that language and back after signing in',
    async (path, catalog, loginPath, backTo) => {
      const api = stubApi(memberApi);
      const { router } = renderRoute(path);
      await screen.findByRole('heading', { level: 1, name: catalog.auth.login.heading });
      expect(router.state.location.pathname).toBe(loginPath);
      expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/profile');
      expect(api.callsTo('GET /profile')).toHaveLength(0);

      await userEvent.type(screen.getByLabelText(catalog.auth.email), 'sara@example.jo');
      await userEvent.type(screen.getByLabelText(catalog.auth.password), 'a long password');
      await userEvent.click(screen.getByRole('button', { name: catalog.auth.login.submit }));

      await waitFor(() => expect(router.state.location.pathname).toBe(backTo));
      expect(await screen.findByRole('heading', { level: 2, name: 'sara' })).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBe(token);
    },
  );

  it('keeps the query of the page the visitor was going to', async () => {
    stubApi(memberApi);
    const { router } = renderRoute('/profile?tab=edit');
    await screen.findByRole('heading', { level: 1, name: en.auth.login.heading });
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/profile?tab=edit');
  });

  it('let a member in whose stored token the API accepts', async () => {
    storeToken(token);
    stubApi(memberApi);
    const { router } = renderRoute('/profile');
    expect(await screen.findByRole('heading', { level: 2, name: 'sara' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });
});

describe('pages for visitors only', () => {
  it.each([
    ['/authentication/login', '/'],
    ['/authentication/registration', '/'],
    ['/ar/authentication/login', '/ar/home'],
    ['/ar/authentication/registration', '/ar/home'],
  ])('send a signed-in member from %s to %s', async (path, home) => {
    storeToken(token);
    stubApi(memberApi);
    const { router } = renderRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    await screen.findByRole('heading', { level: 1 });
  });
});

describe('startup', () => {
  it('asks nothing of the API for a visitor without a token', async () => {
    const api = stubApi({});
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: en.home.heading });
    expect(api.pageCalls()).toEqual([]);
  });

  it('shows the start screen until the stored token is checked', async () => {
    storeToken(token);
    let answer: () => void = () => undefined;
    stubApi({
      ...memberApi,
      'POST /authentication/verify': () =>
        new Promise((resolve) => (answer = () => resolve({ body: true }))),
    });
    renderRoute('/');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answer();
    await screen.findByRole('heading', { level: 1, name: en.home.heading });
    expect(screen.getByRole('button', { name: /sara/ })).toBeInTheDocument();
  });
});
