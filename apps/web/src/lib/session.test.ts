import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeToken, storeToken, stubApi } from '../test/api-stub';
import { apiRequest } from './api-client';
import { decodeToken, getSession, loadSessionFromStorage, signIn, signOut } from './session';
import {
  checkSessionWhenBackOnline,
  ensureSessionChecked,
  SESSION_CHECK_RETRY_DELAYS_MS,
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
    expect(getSession()).toEqual({ status: 'signedIn', token: 'not-a-jwt', user: null });
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
  it('is signed in only when /authentication/verify answers exactly true', async () => {
    const token = makeToken({});
    storeToken(token);
    const api = stubApi({ 'POST /authentication/verify': { body: true } });
    loadSessionFromStorage();
    await ensureSessionChecked();
    expect(getSession().status).toBe('signedIn');
    expect(api.calls[0]?.authorization).toBe(`Bearer ${token}`);
  });

  it.each([
    ['"true"', { body: 'true' }],
    ['{valid: true}', { body: { valid: true } }],
  ])('treats a reply of %s as signed out and forgets the token', async (_case, reply) => {
    storeToken(makeToken({}));
    stubApi({ 'POST /authentication/verify': reply });
    loadSessionFromStorage();
    await ensureSessionChecked();
    expect(getSession().status).toBe('signedOut');
    expect(localStorage.getItem('token')).toBeNull();
  });

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

  it('is signed out while the API cannot be reached, but keeps the token for next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const token = makeToken({});
    storeToken(token);
    const fetchMock = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    loadSessionFromStorage();
    await ensureSessionChecked();
    expect(getSession().status).toBe('signedOut');
    expect(localStorage.getItem('token')).toBe(token);
    expect(warn).toHaveBeenCalled();
    // Asked again before giving up, once per wait.
    expect(fetchMock).toHaveBeenCalledTimes(SESSION_CHECK_RETRY_DELAYS_MS.length + 1);
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

describe('back online', () => {
  it('checks again the token an offline start could not check, and signs the member in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const token = makeToken({ username: 'omar' });
    storeToken(token);
    const api = stubApi({ 'POST /authentication/verify': { body: true } });
    checkSessionWhenBackOnline();
    loadSessionFromStorage();
    await ensureSessionChecked();
    expect(getSession().status).toBe('signedOut');
    expect(localStorage.getItem('token')).toBe(token);
    expect(api.calls).toEqual([]);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(getSession().status).toBe('signedIn'));
    expect(getSession().user?.username).toBe('omar');
    onLine.mockRestore();
    warn.mockRestore();
  });
});
