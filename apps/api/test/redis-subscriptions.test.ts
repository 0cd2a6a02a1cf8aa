import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';

import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';

import { REDIS_CLIENT_OPTIONS } from '../src/infra/redis-fallback';
import { subscriptionsTaken } from '../src/realtime/redis-adapter';

const redisUrl = process.env.TEST_REDIS_URL;

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a starting instance waits for Redis to take its subscriptions', () => {
  const clients: Redis[] = [];
  const client = (url: string) => {
    const created = new Redis(url, { ...REDIS_CLIENT_OPTIONS, protocol: 2 });
    created.on('error', () => undefined);
    clients.push(created);
    return created;
  };

  afterEach(() => {
    for (const created of clients.splice(0)) created.disconnect();
  });

  it.skipIf(!redisUrl)('resolves once subscribed: what is published next is heard', async () => {
    const channel = `tabarru-test:${randomBytes(6).toString('hex')}`;
    // The publisher is connected first, so only the wait can make its publish come second.
    const publisher = client(redisUrl ?? '');
    await publisher.ping();
    const subscriber = client(redisUrl ?? '');
    const heard: string[] = [];
    subscriber.on('message', (_channel: string, message: string) => heard.push(message));
    void subscriber.subscribe(channel);
    expect(await subscriptionsTaken(subscriber, 5000)).toBe(true);
    // Published at once: Redis already counts the subscriber.
    expect(await publisher.publish(channel, 'first')).toBe(1);
    await expect.poll(() => heard).toEqual(['first']);
  });

  it('gives up after its limit when Redis does not answer, so the instance still starts', async () => {
    const subscriber = client(`redis://127.0.0.1:${await closedPort()}`);
    const started = Date.now();
    expect(await subscriptionsTaken(subscriber, 600)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
  });
});
