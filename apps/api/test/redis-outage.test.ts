import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ACTION_LIMITS } from '../src/infra/rate-limits';
import { REDIS_CLIENT_OPTIONS } from '../src/infra/redis-fallback';
import { get, post, createMember, type Member } from './support/accounts';
import { createdPostId } from './support/posts';
import { connectSocket, listen, until } from './support/sockets';
import { createTestApp, type TestApp } from './support/test-app';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * A TCP proxy in front of the test Redis that the test can cut (every connection closed, the
 * port refused) and open again on the same port.
 */
class CuttableProxy {
  #server: Server | undefined;
  #sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: URL) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(Number(this.target.port || 6379), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.#server = server;
  }

  /** Keeps every connection open but passes nothing on: a Redis that stops answering. */
  freeze(): void {
    for (const socket of this.#sockets) socket.unpipe();
  }

  async cut(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

describe.skipIf(!redisUrl)('a Redis outage', () => {
  // Each dialect's run of this file has a database of its own on the test Redis.
  const database = process.env.TEST_DIALECT === 'postgres' ? 10 : 9;
  let direct: Redis;
  let proxy: CuttableProxy;
  let redis: Redis;
  let testApp: TestApp;
  let member: Member;
  const logLines: { level: number; msg: string }[] = [];

  beforeEach(async () => {
    const target = new URL(redisUrl ?? '');
    direct = new Redis(redisUrl ?? '', { db: database });
    await direct.flushdb();
    proxy = new CuttableProxy(target);
    await proxy.open();
    redis = new Redis({
      ...REDIS_CLIENT_OPTIONS,
      host: '127.0.0.1',
      port: proxy.port,
      db: database,
    });
    await redis.ping();
    logLines.length = 0;
    testApp = await createTestApp(
      { LOG_LEVEL: 'info' },
      {
        redis,
        redisChannel: `tabarru-test:${randomBytes(6).toString('hex')}`,
        logStream: { write: (line: string) => logLines.push(JSON.parse(line)) },
      },
    );
    member = await createMember(testApp);
  });

  afterEach(async () => {
    await testApp.close();
    redis.disconnect();
    await proxy.cut();
    await direct.flushdb();
    direct.disconnect();
  });

  const outageWarnings = () =>
    logLines.filter((line) => line.msg.startsWith('Redis does not answer'));
  const signIn = () =>
    post(testApp, '/authentication/login', { email: member.email, password: member.password });
  const forgotPassword = (email: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/forgot-password',
      remoteAddress: '10.9.8.7',
      payload: { email },
    });

  it('keeps the feed, post pages and sign-in answering, with limits counted in-process', async () => {
    const postId = await createdPostId(testApp, member.token);
    expect((await signIn()).statusCode).toBe(200);
    expect((await direct.keys('tabarru:limit:*')).length).toBeGreaterThan(0);

    await proxy.cut();
    await until(() => redis.status !== 'ready', 'the client to see Redis gone');

    for (let round = 0; round < 3; round += 1) {
      const feed = await get(testApp, '/posts');
      expect(feed.statusCode, feed.body).toBe(200);
      const page = await get(testApp, `/Posting/posts/${postId}`, member.token);
      expect(page.statusCode, page.body).toBe(200);
      const signedIn = await signIn();
      expect(signedIn.statusCode, signedIn.body).toBe(200);
    }

    const { max } = ACTION_LIMITS.resetPerEmail;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await forgotPassword('nobody@example.jo')).statusCode).toBe(200);
    }
    const refused = await forgotPassword('nobody@example.jo');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    expect(outageWarnings()).toHaveLength(1);
  });

  it('falls back as well when Redis keeps the connection but stops answering', async () => {
    expect((await signIn()).statusCode).toBe(200);
    proxy.freeze();

    const signedIn = await signIn();
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await get(testApp, '/posts')).statusCode).toBe(200);
    expect(outageWarnings()).toHaveLength(1);
  });

  it('still delivers messages to the sockets of this instance, and stays up, while Redis is down', async () => {
    const baseUrl = await listen(testApp);
    const other = await createMember(testApp);
    const [memberTab, otherTab] = [
      await connectSocket(baseUrl, member.token),
      await connectSocket(baseUrl, other.token),
    ];
    try {
      await proxy.cut();
      await until(() => redis.status !== 'ready', 'the client to see Redis gone');
      const sent = await post(
        testApp,
        '/messages',
        { receiver_id: other.id, content: 'Sent during the outage' },
        member.token,
      );
      expect(sent.statusCode, sent.body).toBe(201);
      await until(() => otherTab.of('private_message').length === 1, 'the message');
      await until(() => memberTab.of('message_status_update').length === 1, 'its delivery');
      expect(memberTab.of('message_status_update')).toEqual([
        { messageId: sent.json<{ id: number }>().id, status: 'delivered' },
      ]);
    } finally {
      memberTab.socket.close();
      otherTab.socket.close();
    }
  });

  it('shares the counts on Redis again once it is back, without a restart', async () => {
    await proxy.cut();
    await until(() => redis.status !== 'ready', 'the client to see Redis gone');
    expect((await forgotPassword('first@example.jo')).statusCode).toBe(200);
    expect(await direct.keys('tabarru:limit:resetPerEmail:*')).toEqual([]);

    await proxy.open();
    await until(() => redis.status === 'ready', 'the client to reconnect');
    expect((await forgotPassword('second@example.jo')).statusCode).toBe(200);
    expect(await direct.keys('tabarru:limit:resetPerEmail:*')).toEqual([
      'tabarru:limit:resetPerEmail:second@example.jo',
    ]);
    expect(outageWarnings()).toHaveLength(1);
    expect(logLines.some((line) => line.msg.startsWith('Redis answers again'))).toBe(true);
  });
});
