import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import { signOut } from '../lib/session';
import { makeToken, storeToken, stubApi, type StubReply } from '../test/api-stub';
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

      await userEvent.type(
        screen.getByLabelText(catalog.auth.login.emailOrPhone),
        'sara@example.jo',
      );
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

describe('a member whose session the API cannot check', () => {
  const busy: StubReply = { status: 503, body: { message: 'Busy', code: 'SERVICE_UNAVAILABLE' } };
  const tooMany: StubReply = { status: 429, body: { message: 'Slow down', code: 'RATE_LIMITED' } };
  const pagesApi = {
    ...memberApi,
    'GET /messages/contacts': { body: [] },
  };

  // The check that gets no answer says so in the console.
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    warn.mockRestore();
    signOut();
  });

  it.each([
    ['/create_post', en, en.posts.create.heading, tooMany],
    ['/ar/create_post', ar, ar.posts.create.heading, busy],
    ['/messages', en, en.messages.list.title, busy],
    ['/ar/messages', ar, ar.messages.list.title, tooMany],
  ])(
    'opens %s, saying it cannot reach Tabarru, never the sign-in form',
    async (path, catalog, heading, refusal) => {
      storeToken(token);
      stubApi({ ...pagesApi, 'POST /authentication/verify': refusal });
      const { router } = renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByText(catalog.install.offline.unreachable)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(screen.getByRole('button', { name: /sara/ })).toBeInTheDocument();
    },
  );

  it('drops the notice once the API answers the check', async () => {
    storeToken(token);
    let answer = busy;
    stubApi({ ...pagesApi, 'POST /authentication/verify': () => answer });
    renderRoute('/messages');
    expect(await screen.findByText(en.install.offline.unreachable)).toBeInTheDocument();
    answer = { body: true };
    await waitFor(
      () => expect(screen.queryByText(en.install.offline.unreachable)).not.toBeInTheDocument(),
      { timeout: 5000 },
    );
    expect(screen.getByRole('heading', { level: 1, name: en.messages.list.title })).toBeVisible();
  });

  it.each([
    ['/create_post', en, en.posts.create.heading],
    ['/ar/messages', ar, ar.messages.list.title],
  ])(
    'opens %s offline with the offline notice, never the sign-in form',
    async (path, catalog, heading) => {
      const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      try {
        storeToken(token);
        const api = stubApi(pagesApi);
        const { router } = renderRoute(path);
        expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
        expect(screen.getByText(catalog.install.offline.notice)).toBeInTheDocument();
        expect(router.state.location.pathname).toBe(path);
        expect(api.callsTo('POST /authentication/verify')).toEqual([]);
      } finally {
        onLine.mockRestore();
      }
    },
  );
});
