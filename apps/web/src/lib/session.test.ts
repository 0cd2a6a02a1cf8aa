import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeToken, storeToken, stubApi, type StubReply } from '../test/api-stub';
import { apiRequest } from './api-client';
import {
  decodeToken,
  getSession,
  loadSessionFromStorage,
  replacingToken,
  signIn,
  signOut,
} from './session';
import {
  checkSessionWhenBackOnline,
  ensureSessionChecked,
  SESSION_CHECK_RETRY_DELAYS_MS,
  SESSION_CHECK_TIMEOUT_MS,
  SESSION_RECHECK_DELAYS_MS,
} from './session-check';

afterEach(() => {
  signOut();
});

describe('decodeToken', () => {
  it('reads the claims of the payload, Arabic usernames included', () => {
    const token = makeToken({ userId: 12, username: 'سارة', isAdmin: true, exp: 2_000_000_000 });
    expect(decodeToken(token)).toEqual({
      userId: 12,
      username: 'سارة',
      isAdmin: true,
      exp: 2_000_000_000,
    });
  });

  it.each([
    ['no payload', 'header-only'],
    ['a payload that is not JSON', 'a.bm90LWpzb24.c'],
    ['claims of the wrong types', makeToken({ userId: 'seven' })],
  ])('returns null for %s', (_case, token) => {
    expect(decodeToken(token)).toBeNull();
  });
});

describe('session store', () => {
  it('is signed out without a stored token', () => {
    expect(loadSessionFromStorage()).toEqual({ status: 'signedOut', token: null, user: null });
  });

  it('checks a stored token and names its member', () => {
    const token = makeToken({ userId: 3, username: 'omar', isAdmin: false });
    storeToken(token);
    expect(loadSessionFromStorage()).toEqual({
      status: 'checking',
      token,
      user: { userId: 3, username: 'omar', isAdmin: false },
    });
  });

  it('drops an expired token without asking the API', async () => {
    const { fetchMock } = stubApi({});
    storeToken(makeToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    expect(loadSessionFromStorage().status).toBe('signedOut');
    await ensureSessionChecked();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps a token it cannot decode but clears the admin flag and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn('not-a-jwt');
    expect(getSession()).toEqual({
      status: 'signedIn',
      token: 'not-a-jwt',
      user: null,
      confirmed: true,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be decoded'));
  });

  it('stores the token on sign-in and removes it on sign-out', () => {
    const token = makeToken({ isAdmin: true });
    signIn(token);
    expect(localStorage.getItem('token')).toBe(token);
    expect(getSession().user?.isAdmin).toBe(true);
    signOut();
    expect(localStorage.getItem('token')).toBeNull();
    expect(getSession().status).toBe('signedOut');
  });
});

describe('other tabs', () => {
  it('follow a sign-in and a sign-out made in another tab', () => {
    const token = makeToken({ username: 'omar' });
    localStorage.setItem('token', token);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: token }));
    expect(getSession()).toMatchObject({ status: 'signedIn', user: { username: 'omar' } });

    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    expect(getSession().status).toBe('signedOut');
  });
});

describe('startup check', () => {
  it('is confirmed only when /authentication/verify answers exactly true', async () => {
    const token = makeToken({});
    storeToken(token);
    const api = stubApi({ 'POST /authentication/verify': { body: true } });
    loadSessionFromStorage();
    await ensureSessionChecked();
    expect(getSession()).toMatchObject({ status: 'signedIn', confirmed: true });
    expect(api.calls[0]?.authorization).toBe(`Bearer ${token}`);
  });

  it.each([
    ['"true"', { body: 'true' }],
    ['{valid: true}', { body: { valid: true } }],
  ])(
    'takes a reply of %s for no answer: signed in, unconfirmed, the token kept',
    async (_case, reply) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const token = makeToken({});
      storeToken(token);
      stubApi({ 'POST /authentication/verify': reply });
      loadSessionFromStorage();
      await ensureSessionChecked();
      expect(getSession()).toMatchObject({ status: 'signedIn', token, confirmed: false });
      expect(localStorage.getItem('token')).toBe(token);
    },
  );

  it('forgets the token on a 401', async () => {
    storeToken(makeToken({}));
    stubApi({
      'POST /authentication/verify': {
        status: 401,
        body: { message: 'Unauthorized', code: 'UNAUTHENTICATED' },
      },
    });
    loadSessionFromStorage();
    await ensureSessionChecked();
    expect(getSession().status).toBe('signedOut');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks again when the API was busy a moment, and signs in when it answers', async () => {
    storeToken(makeToken({}));
    let calls = 0;
    stubApi({
      'POST /authentication/verify': () =>
        ++calls === 1
          ? { status: 503, body: { message: 'Busy', code: 'SERVICE_UNAVAILABLE' } }
          : { body: true },
    });
    loadSessionFromStorage();
    await ensureSessionChecked();
    expect(getSession().status).toBe('signedIn');
    expect(calls).toBe(2);
  });
});

describe('authenticated calls', () => {
  it('send the token and sign out on a 401', async () => {
    const token = makeToken({});
    signIn(token);
    const api = stubApi({
      'GET /profile': { status: 401, body: { message: 'No', code: 'UNAUTHENTICATED' } },
    });
    await expect(apiRequest('/profile')).rejects.toMatchObject({ status: 401 });
    expect(api.calls[0]?.authorization).toBe(`Bearer ${token}`);
    expect(getSession().status).toBe('signedOut');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keep a newer token when an older call comes back 401', async () => {
    const older = makeToken({ tv: 1 });
    const newer = makeToken({ tv: 2 });
    signIn(older);
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const call = apiRequest('/profile');
    signIn(newer);
    answer(
      new Response(JSON.stringify({ message: 'No', code: 'UNAUTHENTICATED' }), { status: 401 }),
    );
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toMatchObject({ status: 'signedIn', token: newer });
  });

  it('send a call made while the token is replaced with the new token, once it is kept', async () => {
    const older = makeToken({ tv: 1 });
    const newer = makeToken({ tv: 2 });
    signIn(older);
    const api = stubApi({ 'GET /notifications/unread-count': { body: { unreadCount: 0 } } });
    let bringNewer: () => void = () => undefined;
    const replaced = replacingToken(() => new Promise<void>((resolve) => (bringNewer = resolve)));
    // The bell's count, asked for while the password changes, waits for the new token.
    const call = apiRequest('/notifications/unread-count');
    await Promise.resolve();
    expect(api.calls).toHaveLength(0);
    signIn(newer);
    bringNewer();
    await replaced;
    await call;
    expect(api.calls[0]?.authorization).toBe(`Bearer ${newer}`);
  });

  /** A call sent with `token` whose answer the test gives: a refusal, when it chooses. */
  function callInFlight(token: string) {
    signIn(token);
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const call = apiRequest('/profile');
    const refuse = async () => {
      answer(new Response(JSON.stringify({ message: 'No' }), { status: 401 }));
      await expect(call).rejects.toMatchObject({ status: 401 });
    };
    return { refuse };
  }

  it('keep the session when a call sent with the old token is refused while it is replaced', async () => {
    const older = makeToken({ tv: 1 });
    const newer = makeToken({ tv: 2 });
    const { refuse } = callInFlight(older);
    await Promise.resolve();
    let bringNewer: () => void = () => undefined;
    const replaced = replacingToken(
      () =>
        new Promise<void>((resolve) => {
          bringNewer = () => {
            signIn(newer);
            resolve();
          };
        }),
    );
    await refuse();
    expect(getSession()).toMatchObject({ status: 'signedIn', token: older });
    bringNewer();
    await replaced;
    expect(getSession()).toMatchObject({ status: 'signedIn', token: newer });
  });

  it('sign out once the replacing request fails, when the old token was refused meanwhile', async () => {
    const { refuse } = callInFlight(makeToken({}));
    await Promise.resolve();
    const replaced = replacingToken(async () => {
      await refuse();
      expect(getSession().status).toBe('signedIn');
      throw new Error('the password was not changed');
    });
    await expect(replaced).rejects.toThrow('the password was not changed');
    expect(getSession().status).toBe('signedOut');
  });

  it('send no Authorization header when signed out', async () => {
    const api = stubApi({ 'GET /things': { body: {} } });
    await apiRequest('/things');
    expect(api.calls[0]?.authorization).toBeNull();
  });

  it('report the seconds of a Retry-After header', async () => {
    stubApi({
      'POST /api/verify/send': {
        status: 429,
        body: { message: 'Wait', code: 'RESEND_TOO_SOON' },
        headers: { 'Retry-After': '42' },
      },
    });
    await expect(
      apiRequest('/api/verify/send', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      status: 429,
      code: 'RESEND_TOO_SOON',
      retryAfterSeconds: 42,
    });
  });
});

describe('a session check the API cannot answer', () => {
  const token = makeToken({ userId: 3, username: 'omar' });
  const unconfirmedOmar = {
    status: 'signedIn',
    token,
    user: { userId: 3, username: 'omar', isAdmin: false },
    confirmed: false,
  };

  /** Starts the check of the stored token and lets the start screen's quick tries run out. */
  async function startCheck(): Promise<void> {
    storeToken(token);
    loadSessionFromStorage();
    const done = ensureSessionChecked();
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0));
    await done;
  }

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const refusals: [string, StubReply][] = [
    ['a 429', { status: 429, body: { message: 'Slow down', code: 'RATE_LIMITED' } }],
    ['a 503', { status: 503, body: { message: 'Busy', code: 'SERVICE_UNAVAILABLE' } }],
    ['a proxy’s 502 page', { status: 502, body: '<html>Bad gateway</html>' }],
  ];

  it.each(refusals)(
    'keeps the member signed in on %s, asks again with growing waits, and confirms once the API answers',
    async (_case, refusal) => {
      let answer: StubReply = refusal;
      const api = stubApi({ 'POST /authentication/verify': () => answer });
      await startCheck();
      expect(getSession()).toEqual(unconfirmedOmar);
      expect(localStorage.getItem('token')).toBe(token);
      const asked = api.calls.length;
      expect(asked).toBe(SESSION_CHECK_RETRY_DELAYS_MS.length + 1);

      await vi.advanceTimersByTimeAsync(SESSION_RECHECK_DELAYS_MS[0] ?? 0);
      expect(api.calls).toHaveLength(asked + 1);
      await vi.advanceTimersByTimeAsync((SESSION_RECHECK_DELAYS_MS[1] ?? 0) - 1);
      expect(api.calls).toHaveLength(asked + 1);
      expect(getSession()).toEqual(unconfirmedOmar);

      answer = { body: true };
      await vi.advanceTimersByTimeAsync(1);
      expect(api.calls).toHaveLength(asked + 2);
      expect(getSession()).toEqual({ ...unconfirmedOmar, confirmed: true });
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(api.calls).toHaveLength(asked + 2);
    },
  );

  it('waits as long as a Retry-After asks before asking again', async () => {
    let answer: StubReply = {
      status: 429,
      body: { message: 'Slow down', code: 'RATE_LIMITED' },
      headers: { 'Retry-After': '40' },
    };
    const api = stubApi({ 'POST /authentication/verify': () => answer });
    storeToken(token);
    loadSessionFromStorage();
    await ensureSessionChecked();
    expect(getSession()).toEqual(unconfirmedOmar);
    // A wait that long is not tried again behind the start screen.
    expect(api.calls).toHaveLength(1);
    answer = { body: true };
    await vi.advanceTimersByTimeAsync(39_999);
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(getSession()).toMatchObject({ status: 'signedIn', confirmed: true });
  });

  it('keeps the member signed in when the check times out, and confirms on a later answer', async () => {
    let stalled = true;
    const fetchMock = vi.fn(
      (_input: string | URL | Request, init: RequestInit = {}) =>
        new Promise<Response>((resolve, reject) => {
          if (!stalled) resolve(new Response('true', { status: 200 }));
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The check took too long', 'AbortError')),
          );
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    storeToken(token);
    loadSessionFromStorage();
    const done = ensureSessionChecked();
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_TIMEOUT_MS);
    await done;
    expect(getSession()).toEqual(unconfirmedOmar);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    stalled = false;
    await vi.advanceTimersByTimeAsync(SESSION_RECHECK_DELAYS_MS[0] ?? 0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getSession()).toMatchObject({ status: 'signedIn', confirmed: true });
  });

  it('keeps the member signed in offline without asking, and checks as soon as the connection is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = stubApi({ 'POST /authentication/verify': { body: true } });
    checkSessionWhenBackOnline();
    storeToken(token);
    loadSessionFromStorage();
    await ensureSessionChecked();
    expect(getSession()).toEqual(unconfirmedOmar);
    expect(localStorage.getItem('token')).toBe(token);
    expect(api.calls).toEqual([]);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(getSession()).toEqual({ ...unconfirmedOmar, confirmed: true }));
    expect(api.calls).toHaveLength(1);
    onLine.mockRestore();
  });

  it('signs out when a later check is refused with 401, forgetting the token', async () => {
    let answer: StubReply = { status: 503, body: { message: 'Busy', code: 'SERVICE_UNAVAILABLE' } };
    stubApi({ 'POST /authentication/verify': () => answer });
    await startCheck();
    expect(getSession()).toEqual(unconfirmedOmar);

    answer = { status: 401, body: { message: 'Unauthorized', code: 'UNAUTHENTICATED' } };
    await vi.advanceTimersByTimeAsync(SESSION_RECHECK_DELAYS_MS[0] ?? 0);
    expect(getSession().status).toBe('signedOut');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stops asking once the member signs out meanwhile', async () => {
    const api = stubApi({
      'POST /authentication/verify': { status: 503, body: { message: 'Busy', code: 'INTERNAL' } },
    });
    await startCheck();
    const asked = api.calls.length;
    signOut();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(api.calls).toHaveLength(asked);
  });
});
