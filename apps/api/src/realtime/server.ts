import type { IncomingMessage } from 'node:http';

import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';

import { createRealtime, type Realtime, type RealtimeIo } from './realtime';
import { DEFAULT_REDIS_CHANNEL, redisAdapter } from './redis-adapter';

/**
 * The largest frame a socket may send: a message of MESSAGE_CONTENT_MAX characters, each
 * escaped in JSON at worst, and its envelope (docs/security.md: what a chat message needs).
 */
export const SOCKET_MAX_FRAME_BYTES = 16 * 1024;

export interface RealtimeServerOptions {
  /** whether a page of an origin may open a socket (infra/public-addresses.ts) */
  webOriginAllowed: (origin: string) => boolean;
  /** the Redis adapter's client, when REDIS_URL is set */
  redis?: Redis | undefined;
  /** the adapter's channel prefix: one per deployment (tests use one each) */
  redisChannel?: string | undefined;
}

/**
 * A browser names the page that opens a socket in `Origin`: only the web app's pages may
 * (ASVS 4.4.2). Clients that are not browsers send none and are let through; identity comes
 * from the handshake's token, never from a cookie, so another site's page gains nothing anyway.
 */
export function originAllowed(
  origin: string | undefined,
  webOriginAllowed: (origin: string) => boolean,
): boolean {
  return origin === undefined || webOriginAllowed(origin);
}

export interface RealtimeServer {
  io: RealtimeIo;
  realtime: Realtime;
}

/**
 * Socket.IO on the API's own HTTP server (same host and port): websocket transport only, so a
 * connection is one upgraded request and needs no sticky sessions behind a load balancer; small
 * frames; the Redis adapter when there is Redis. Its sockets are closed when the app closes,
 * before the HTTP server waits for its connections.
 */
export function attachRealtimeServer(
  app: FastifyInstance,
  options: RealtimeServerOptions,
): RealtimeServer {
  const adapter = options.redis
    ? redisAdapter(options.redis, options.redisChannel ?? DEFAULT_REDIS_CHANNEL)
    : undefined;
  const io: RealtimeIo = new Server(app.server, {
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: SOCKET_MAX_FRAME_BYTES,
    allowRequest: (request: IncomingMessage, answer) => {
      answer(null, originAllowed(request.headers.origin, options.webOriginAllowed));
    },
    ...(adapter && { adapter: adapter.adapter }),
  });

  if (adapter) {
    app.addHook('onReady', async () => {
      if (!(await adapter.subscribed())) {
        app.log.warn(
          'Redis did not take the realtime subscriptions at start: sockets here hear other instances once it does',
        );
      }
    });
  }

  // Closing the connections (not disconnecting the sockets) lets clients see a lost transport
  // and reconnect, to this instance once it is back or to another one.
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.of('/').adapter.close();
    adapter?.close();
  });

  return { io, realtime: createRealtime(io) };
}
