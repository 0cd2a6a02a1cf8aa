import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';

/** How the API's Redis client behaves, so an outage costs a request little time. */
export const REDIS_CLIENT_OPTIONS = {
  connectTimeout: 5000,
  maxRetriesPerRequest: 1,
  // A Redis that stops answering without closing the connection fails a command in half a second.
  commandTimeout: 500,
} as const satisfies RedisOptions;

/** After a failure Redis is left alone this long before it is tried again. */
export const REDIS_RETRY_MS = 5000;

/**
 * Redis is shared state that the API can do without for a while: while it is down, each use
 * falls back to its in-process twin (the API keeps answering, limits are counted per process),
 * and Redis is used again once it answers, without a restart. An outage is logged once when it
 * starts and once when it ends, never per request.
 */
export class RedisFallback {
  #down = false;
  #retryAt = 0;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    // ioredis reconnects by itself and says so with an error event per failed attempt.
    redis.on('error', (error: Error) => this.#failed(error));
    redis.on('ready', () => {
      this.#retryAt = 0;
      this.#answered();
    });
  }

  /** Runs `shared` on Redis, or `local` while Redis is down (tried again every few seconds). */
  async run<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (this.redis.status !== 'ready') {
      this.#failed(new Error(`the Redis connection is ${this.redis.status}`));
      return local();
    }
    if (this.now() < this.#retryAt) return local();
    let result: T;
    try {
      result = await shared();
    } catch (error) {
      this.#failed(error instanceof Error ? error : new Error(String(error)));
      return local();
    }
    this.#answered();
    return result;
  }

  #failed(error: Error): void {
    this.#retryAt = this.now() + REDIS_RETRY_MS;
    if (this.#down) return;
    this.#down = true;
    this.log.warn(
      { err: error },
      'Redis does not answer: rate limits are counted in this process until it is back',
    );
  }

  #answered(): void {
    if (!this.#down) return;
    this.#down = false;
    this.log.info('Redis answers again: rate limits are shared again');
  }
}
