import { io, type Socket } from 'socket.io-client';
import { vi } from 'vitest';

import type { ClientToServerEvents, ServerToClientEvents } from '@tabarru/contract/realtime';

import type { TestApp } from './test-app';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What one socket received, event by event, in order. */
export interface Received {
  socket: ClientSocket;
  events: { event: keyof ServerToClientEvents; payload: unknown }[];
  /** the payloads of one event, in order */
  of<Event extends keyof ServerToClientEvents>(
    event: Event,
  ): Parameters<ServerToClientEvents[Event]>[0][];
}

/** The app listening on a free port of 127.0.0.1: its base URL, for real sockets. */
export async function listen(testApp: TestApp): Promise<string> {
  return testApp.app.listen({ port: 0, host: '127.0.0.1' });
}

const RECEIVED_EVENTS: (keyof ServerToClientEvents)[] = [
  'private_message',
  'message_sent',
  'message_status_update',
  'typing',
  'stop_typing',
  'notification_count_changed',
];

/**
 * A socket.io-client socket as the web app opens it (websocket only, the token in the
 * handshake), connected, recording every event it receives; a `private_message` is
 * acknowledged, as the web app does.
 */
export function connectSocket(
  baseUrl: string,
  token?: string,
  options: { origin?: string; acknowledge?: boolean } = {},
): Promise<Received> {
  const socket: ClientSocket = io(baseUrl, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(token !== undefined && { auth: { token } }),
    ...(options.origin !== undefined && { extraHeaders: { origin: options.origin } }),
  });
  const events: Received['events'] = [];
  for (const event of RECEIVED_EVENTS) {
    (socket.on as (event: string, listener: (...args: unknown[]) => void) => void)(
      event,
      (payload: unknown, ack?: unknown) => {
        events.push({ event, payload });
        if (typeof ack === 'function' && options.acknowledge !== false) ack(true);
      },
    );
  }
  const received: Received = {
    socket,
    events,
    of: (event) =>
      events.filter((entry) => entry.event === event).map((entry) => entry.payload) as never[],
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(received));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Waits until `condition` holds (checked every 20 ms, for at most 10 s). */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** Emits an event with an acknowledgement and resolves with the server's answer. */
export function emitWithAnswer<Event extends 'private_message' | 'message_read'>(
  received: Received,
  event: Event,
  payload: Parameters<ClientToServerEvents[Event]>[0],
): Promise<unknown> {
  return new Promise((resolve) => {
    (received.socket.emit as (event: string, ...args: unknown[]) => void)(event, payload, resolve);
  });
}

/** Resolves when the socket is disconnected, with the reason. */
export function disconnected(received: Received): Promise<string> {
  if (!received.socket.connected) return Promise.resolve('already disconnected');
  return new Promise((resolve) => received.socket.once('disconnect', resolve));
}
