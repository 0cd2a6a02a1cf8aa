import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';

import { HttpError } from './http-errors';
import {
  ACTION_LIMITS,
  createActionLimiter,
  createMemoryHitCounter,
  createRedisHitCounter,
  type HitCounter,
} from './rate-limits';

describe('the memory hit counter', () => {
  it('counts within a window and starts again after it', async () => {
    let now = 1_000_000;
    const counter = createMemoryHitCounter(() => now);
    expect(await counter.hit('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
    now += 400;
    expect(await counter.hit('k', 1000)).toEqual({ count: 2, resetInMs: 600 });
    expect((await counter.hit('other', 1000)).count).toBe(1);
    now += 600;
    expect(await counter.hit('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
  });
});

describe('the action limiter', () => {
  it('refuses the hit after the limit with 429 and the seconds left', async () => {
    const limit = createActionLimiter(createMemoryHitCounter(), true);
    for (let hit = 0; hit < ACTION_LIMITS.registrationPerIp.max; hit += 1) {
      await limit('registrationPerIp', '10.0.0.1');
    }
    const refusal = await limit('registrationPerIp', '10.0.0.1').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 429, retryAfter: 1800 });
    await expect(limit('registrationPerIp', '10.0.0.2')).resolves.toBeUndefined();
  });

  it('lets everything through when limits are off', async () => {
    const limit = createActionLimiter(createMemoryHitCounter(), false);
    for (let hit = 0; hit < 50; hit += 1) await limit('registrationPerIp', '10.0.0.1');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('the Redis hit counter', () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
  });

  function counterOnNewConnection(): HitCounter {
    const client = new Redis(redisUrl ?? '');
    clients.push(client);
    return createRedisHitCounter(client);
  }

  it('shares one count between instances, with the window set by the first hit', async () => {
    const key = `test:${process.pid}:${Date.now()}`;
    const [first, second] = [counterOnNewConnection(), counterOnNewConnection()];
    expect((await first.hit(key, 5000)).count).toBe(1);
    const secondHit = await second.hit(key, 5000);
    expect(secondHit.count).toBe(2);
    expect(secondHit.resetInMs).toBeGreaterThan(4000);
    expect(secondHit.resetInMs).toBeLessThanOrEqual(5000);
  });
});
