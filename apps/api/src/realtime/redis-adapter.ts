import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';

/** The prefix of the adapter's Redis channels, shared by every instance of one deployment. */
export const DEFAULT_REDIS_CHANNEL = 'tabarru:socket.io';

/** Calls the adapter makes without looking at their result. */
const UNWATCHED_CALLS = new Set([
  'publish',
  'subscribe',
  'psubscribe',
  'unsubscribe',
  'punsubscribe',
]);

/**
 * The adapter publishes and (un)subscribes without waiting for the result, so a call that fails
 * during a Redis outage would be an unhandled rejection, which stops the process. Through this
 * view of a client such a failure is dropped (a publish then reaches nobody else), and a failed
 * count of the instances counts this one alone: during an outage each instance delivers to its
 * own sockets, the messages stay stored, and ioredis reconnects and subscribes again by itself.
 */
function outageTolerant(client: Redis): Redis {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (typeof property === 'string' && UNWATCHED_CALLS.has(property)) {
        return (...args: unknown[]) =>
          (value as (...args: unknown[]) => Promise<unknown>)
            .apply(target, args)
            .catch(() => undefined);
      }
      if (property === 'send_command') {
        return (
          command: string,
          args: string[],
          callback: (error: Error | null, result?: unknown) => void,
        ) => {
          target.call(command, ...args).then(
            (result) => callback(null, result),
            () => callback(null, [args[1] ?? '', 1]),
          );
        };
      }
      return value.bind(target);
    },
  });
}

/** How long a starting instance waits for Redis to take its subscriptions. */
export const SUBSCRIPTIONS_WAIT_MS = 5000;

const PING_RETRY_MS = 100;

/**
 * Resolves true once Redis has taken every subscription asked for so far on `subscriber`: a PING
 * sent after them on the same connection is answered after them. False when Redis does not
 * answer within `limitMs`, so an instance started during an outage still starts (ioredis
 * subscribes again by itself once Redis is back).
 */
export async function subscriptionsTaken(subscriber: Redis, limitMs: number): Promise<boolean> {
  const giveUpAt = Date.now() + limitMs;
  for (;;) {
    try {
      await subscriber.ping();
      return true;
    } catch {
      if (Date.now() >= giveUpAt) return false;
      await new Promise((resolve) => setTimeout(resolve, PING_RETRY_MS));
    }
  }
}

/**
 * The Socket.IO adapter over Redis pub/sub (two connections of its own beside the API's), so a
 * member's room spans every instance. Returns the adapter, how to close its connections, and
 * `subscribed`, which an instance waits for before it takes sockets: until Redis has taken the
 * adapter's subscriptions, what other instances publish (a message, the end of a session) would
 * not reach this one's sockets. The adapter subscribes when Socket.IO creates it, so `subscribed`
 * is called after the server is made.
 */
export function redisAdapter(redis: Redis, channel: string) {
  // RESP2, not ioredis's default RESP3: under RESP3 the adapter's messages from one instance
  // never reached the sockets of another (its pub/sub handling expects RESP2's replies).
  const publisher = redis.duplicate({ lazyConnect: false, protocol: 2 });
  const subscriber = redis.duplicate({ lazyConnect: false, protocol: 2 });
  // Outages are logged once by the API's own client (infra/redis-fallback); ioredis reconnects
  // these by itself and subscribes again.
  for (const client of [publisher, subscriber]) client.on('error', () => undefined);
  return {
    adapter: createAdapter(outageTolerant(publisher), outageTolerant(subscriber), { key: channel }),
    subscribed: () => subscriptionsTaken(subscriber, SUBSCRIPTIONS_WAIT_MS),
    close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
