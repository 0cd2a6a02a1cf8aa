import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeToken, stubApi } from '../test/api-stub';
import { currentSocket } from '../test/realtime';
import { useRealtime } from './realtime';
import { getSession, signIn, signOut } from './session';

const sara = makeToken({ userId: 7, username: 'sara' });

afterEach(() => {
  vi.useRealTimers();
  act(() => signOut());
});

describe('the realtime socket', () => {
  it('connects while a member’s page uses it, with the token in the handshake, and closes on sign-out', async () => {
    act(() => signIn(sara));
    const view = renderHook(() => useRealtime());
    const socket = currentSocket();
    await waitFor(() => expect(socket.connected).toBe(true));
    expect(socket.handshake()).toEqual({ token: sara });

    const renewed = makeToken({ userId: 7, username: 'sara', tv: 1 });
    const connects = socket.connects;
    act(() => signIn(renewed));
    expect(socket.connects).toBe(connects + 1);
    expect(socket.handshake()).toEqual({ token: renewed });

    act(() => signOut());
    expect(socket.connected).toBe(false);
    view.unmount();
  });

  it('asks the API after the server ends it: connects again while the session holds, signs out when not', async () => {
    vi.useFakeTimers();
    const api = stubApi({ 'POST /authentication/verify': { body: true } });
    act(() => signIn(sara));
    const view = renderHook(() => useRealtime());
    const socket = currentSocket();
    await vi.waitFor(() => expect(socket.connected).toBe(true));

    act(() => {
      socket.connected = false;
      socket.receive('disconnect', 'io server disconnect');
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await vi.waitFor(() => expect(socket.connected).toBe(true));
    expect(api.callsTo('POST /authentication/verify')).toHaveLength(1);

    stubApi({
      'POST /authentication/verify': {
        status: 401,
        body: { message: 'Please sign in', code: 'UNAUTHENTICATED' },
      },
    });
    act(() => {
      socket.connected = false;
      socket.receive('disconnect', 'io server disconnect');
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await vi.waitFor(() => expect(getSession().status).toBe('signedOut'));
    expect(socket.connected).toBe(false);
    view.unmount();
  });
});
