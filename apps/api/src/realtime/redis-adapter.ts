import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';

/** The prefix of the adapter's Redis channels, shared by every instance of one deployment. */
export const DEFAULT_REDIS_CHANNEL = 'tabarru:socket.io';

/**
 * The adapter publishes without waiting for the result, so a publish that fails during a Redis
 * outage would be an unhandled rejection, which stops the process. Through this view of the
 * client a failed publish reaches nobody else, and a failed count of the instances counts this
 * one alone: during an outage each instance delivers to its own sockets, the messages stay
 * stored, and the adapter works across instances again once Redis answers.
 */
function outageTolerant(client: Redis): Redis {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'publish') {
        return (channel: string, message: string | Buffer) =>
          target.publish(channel, message).catch(() => 0);
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
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The Socket.IO adapter over Redis pub/sub (two connections of its own beside the API's), so a
 * member's room spans every instance. Returns the adapter and how to close its connections.
 */
export function redisAdapter(redis: Redis, channel: string) {
  const publisher = redis.duplicate({ lazyConnect: false });
  const subscriber = redis.duplicate({ lazyConnect: false });
  // Outages are logged once by the API's own client (infra/redis-fallback); ioredis reconnects
  // these by itself and subscribes again.
  for (const client of [publisher, subscriber]) client.on('error', () => undefined);
  return {
    adapter: createAdapter(outageTolerant(publisher), subscriber, { key: channel }),
    close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
