import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeToken, stubApi } from '../test/api-stub';
import { endSession } from './end-session';
import { getSession, signIn, signOut } from './session';

afterEach(() => {
  signOut();
});

describe('endSession', () => {
  it('sends the token to POST /authentication/logout, and forgets it without waiting', async () => {
    const token = makeToken({ userId: 3 });
    signIn(token);
    let answer: () => void = () => undefined;
    const api = stubApi({
      'POST /authentication/logout': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { message: 'Signed out.' } });
        }),
    });
    endSession();
    expect(getSession().status).toBe('signedOut');
    expect(localStorage.getItem('token')).toBeNull();
    await vi.waitFor(() => expect(api.callsTo('POST /authentication/logout')).toHaveLength(1));
    expect(api.calls[0]?.authorization).toBe(`Bearer ${token}`);
    answer();
  });

  it('forgets the token when the API cannot be reached, with a warning only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn(makeToken({}));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    endSession();
    expect(getSession().status).toBe('signedOut');
    expect(localStorage.getItem('token')).toBeNull();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('sign-out'), expect.anything()),
    );
  });

  it('forgets the token when the API refuses it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn(makeToken({}));
    stubApi({
      'POST /authentication/logout': {
        status: 401,
        body: { message: 'Unauthorized', code: 'UNAUTHENTICATED' },
      },
    });
    endSession();
    expect(localStorage.getItem('token')).toBeNull();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(getSession().status).toBe('signedOut');
  });

  it('forgets the token offline, where nothing can be sent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = stubApi({});
    signIn(makeToken({}));
    endSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.calls).toEqual([]);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    onLine.mockRestore();
  });

  it('asks nothing without a session', () => {
    const api = stubApi({});
    endSession();
    expect(api.calls).toEqual([]);
  });
});
