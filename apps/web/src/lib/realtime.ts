import { useEffect, useLayoutEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';

import { SOCKET_RECONNECTION } from '@tabarru/contract/message-constants';
import type { ClientToServerEvents, ServerToClientEvents } from '@tabarru/contract/realtime';

import { ApiError, apiRequest } from './api-client';
import { apiUrl } from './runtime-config';
import { getSession, subscribeToSession } from './session';

/**
 * The realtime socket of a signed-in member: one per tab, opened while some component uses it and
 * the session is signed in, with the session's token in its handshake. Only members' pages import
 * this module, so a visitor's first page never loads the client.
 */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: RealtimeSocket | null = null;
let users = 0;
/** the token of the socket's current handshake */
let handshakeToken: string | null = null;

function createSocket(): RealtimeSocket {
  const created: RealtimeSocket = io(apiUrl(), {
    transports: ['websocket'],
    withCredentials: true,
    autoConnect: false,
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: SOCKET_RECONNECTION.delayMs,
    reconnectionDelayMax: SOCKET_RECONNECTION.delayMaxMs,
    timeout: SOCKET_RECONNECTION.connectTimeoutMs,
    // Read at every attempt, so a reconnection carries the newest token.
    auth: (send) => send({ token: getSession().token }),
  });
  // This tab has the message: its sender sees it delivered.
  created.on('private_message', (_message, ack) => ack(true));
  created.on('connect_error', (error) => console.warn('realtime: cannot connect', error.message));
  created.on('disconnect', (reason) => {
    // The server ended the socket: its token no longer holds. After a reconnection's delay
    // (a password changed in this tab brings its new token meanwhile), asking the API settles
    // it: a 401 signs this tab out; a session that still holds connects again.
    if (reason !== 'io server disconnect') return;
    setTimeout(() => {
      const token = getSession().token;
      if (token === null || token !== handshakeToken) return;
      const reconnect = () => {
        if (users > 0 && getSession().token === token) created.connect();
      };
      apiRequest<unknown>('/authentication/verify', { method: 'POST' }).then(
        (valid) => {
          if (valid === true) reconnect();
        },
        // A 401 has signed the tab out; an API out of reach is tried again by the socket.
        (error: unknown) => {
          if (!(error instanceof ApiError && error.status === 401)) reconnect();
        },
      );
    }, SOCKET_RECONNECTION.delayMs);
  });
  return created;
}

/** Opens, re-opens with a new token, or closes the socket to match the session and its users. */
function sync(): void {
  const { status, token } = getSession();
  if (!socket) return;
  if (users === 0 || status !== 'signedIn' || token === null) {
    handshakeToken = null;
    socket.disconnect();
    return;
  }
  if (handshakeToken !== token) {
    handshakeToken = token;
    socket.disconnect().connect();
  }
}

subscribeToSession(sync);

/** The tab's one socket, made (not connected) on first use. */
function tabSocket(): RealtimeSocket {
  socket ??= createSocket();
  return socket;
}

/**
 * The tab's socket, connected while some mounted component uses it and the session is signed in
 * (docs/decisions.md: it connects when a member's page loads).
 */
export function useRealtime(): RealtimeSocket {
  useEffect(() => {
    users += 1;
    sync();
    return () => {
      users -= 1;
      // A page that replaces another keeps the socket: closing waits for this render to settle.
      queueMicrotask(sync);
    };
  }, []);
  return tabSocket();
}

/** Runs `handler` on every `event` of the socket while the component is mounted. */
export function useRealtimeEvent<Event extends keyof ServerToClientEvents>(
  event: Event,
  handler: ServerToClientEvents[Event],
): void {
  const current = useRealtime();
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener = ((...args: Parameters<ServerToClientEvents[Event]>) =>
      (latest.current as (...args: unknown[]) => void)(...args)) as ServerToClientEvents[Event];
    // The typed `on` cannot follow a generic event name to its listener.
    const on = current.on as (event: string, listener: unknown) => void;
    const off = current.off as (event: string, listener: unknown) => void;
    on.call(current, event, listener);
    return () => off.call(current, event, listener);
  }, [current, event]);
}

/**
 * Runs `handler` each time the socket connects, the first time and after every reconnection:
 * what happened meanwhile reached this tab by no event, so it is read again.
 */
export function useRealtimeConnect(handler: () => void): void {
  const current = useRealtime();
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener = () => latest.current();
    current.on('connect', listener);
    return () => {
      current.off('connect', listener);
    };
  }, [current]);
}
