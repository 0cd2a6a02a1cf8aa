import { randomBytes } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { REDIS_CLIENT_OPTIONS } from '../src/infra/redis-fallback';
import { SOCKETS_PER_MEMBER_MAX } from '../src/realtime/sessions';
import { createMember, del, patch, post, put, sessionIdOf, type Member } from './support/accounts';
import { connectSocket, disconnected, until, type Received } from './support/sockets';
import { createSecondInstance, createTestApp, type TestApp } from './support/test-app';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * A load balancer without sticky sessions: each new TCP connection goes to the next instance
 * in turn.
 */
async function roundRobin(ports: number[]): Promise<{ url: string; close(): Promise<void> }> {
  let next = 0;
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    const port = ports[next % ports.length] ?? 0;
    next += 1;
    const upstream = connect(port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
  };
}

/*
 * Two API instances on one database (the same SQLite file, or the same PostgreSQL schema) and
 * one Redis: a member on one instance and their partner on the other act as if on one.
 */
describe.skipIf(!redisUrl)('two API instances over Redis', () => {
  const redisClients: Redis[] = [];
  let first: TestApp;
  let second: Awaited<ReturnType<typeof createSecondInstance>>;
  let firstUrl: string;
  let secondUrl: string;
  let sara: Member;
  let omar: Member;
  const sockets: Received[] = [];

  function redis(): Redis {
    const client = new Redis(redisUrl ?? '', REDIS_CLIENT_OPTIONS);
    redisClients.push(client);
    return client;
  }

  async function socketAt(url: string, member: Member): Promise<Received> {
    const received = await connectSocket(url, member.token);
    sockets.push(received);
    return received;
  }

  beforeEach(async () => {
    // The adapter's channels are shared by every database of a Redis: one name per test.
    const redisChannel = `tabarru-test:${randomBytes(6).toString('hex')}`;
    // Limits shared through Redis are tested in redis-outage.test.ts; here they would add up
    // across tests and runs.
    first = await createTestApp(
      { RATE_LIMITS: 'off' },
      { redis: redis(), redisChannel, sessionSweepMs: 3_600_000 },
    );
    second = await createSecondInstance(first, {
      redis: redis(),
      redisChannel,
      sessionSweepMs: 3_600_000,
    });
    firstUrl = await first.app.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
    sara = await createMember(first);
    omar = await createMember(first);
  });

  afterEach(async () => {
    for (const received of sockets.splice(0)) received.socket.close();
    await second.close();
    await first.close();
    for (const client of redisClients.splice(0)) client.disconnect();
  });

  it('delivers a message sent on one instance once to the receiver on the other, and the read receipt back', async () => {
    const saraTab = await socketAt(firstUrl, sara);
    const [omarPhone, omarLaptop] = [
      await socketAt(secondUrl, omar),
      await socketAt(firstUrl, omar),
    ];
    const sent = await post(
      first,
      '/messages',
      { receiver_id: omar.id, content: 'From the first instance' },
      sara.token,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json<{ id: number }>();
    await until(
      () => saraTab.of('message_status_update').length === 1,
      'the delivered status from the other instance',
    );

    const read = await patch(second, `/messages/${sara.id}/read`, omar.token);
    expect(read.json()).toEqual({ readMessageIds: [id] });
    await until(() => saraTab.of('message_status_update').length === 2, 'the read status');
    expect(saraTab.of('message_status_update')).toEqual([
      { messageId: id, status: 'delivered' },
      { messageId: id, status: 'read' },
    ]);

    // A later message is the barrier: nothing arrived twice before it.
    const later = await post(
      first,
      '/messages',
      { receiver_id: omar.id, content: 'Later' },
      sara.token,
    );
    const laterId = later.json<{ id: number }>().id;
    for (const tab of [omarPhone, omarLaptop]) {
      await until(
        () => tab.of('private_message').some((message) => message.id === laterId),
        'the later message',
      );
      expect(tab.of('private_message').map((message) => message.id)).toEqual([id, laterId]);
    }
  });

  it('carries typing, and ends the sessions of a changed password, across instances', async () => {
    const [saraTab, omarTab] = [await socketAt(firstUrl, sara), await socketAt(secondUrl, omar)];
    saraTab.socket.emit('typing', { toUserId: omar.id });
    await until(() => omarTab.of('typing').length === 1, 'typing on the other instance');
    expect(omarTab.of('typing')).toEqual([{ fromUserId: sara.id }]);

    const gone = disconnected(omarTab);
    const changed = await put(
      first,
      '/change-password',
      { currentPassword: omar.password, newPassword: 'another long password' },
      omar.token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('refuses on the other instance a session signed out on one, from its next request, and closes its sockets there', async () => {
    const [omarPhone, omarLaptop] = [
      await socketAt(secondUrl, omar),
      await socketAt(firstUrl, omar),
    ];
    const laptopToken = omar.token;
    const phoneToken = (
      await post(second, '/authentication/login', { email: omar.email, password: omar.password })
    ).json<{ jwtToken: string }>().jwtToken;
    const phoneTab = await connectSocket(secondUrl, phoneToken);
    sockets.push(phoneTab);
    const gone = disconnected(phoneTab);

    // Signed out from the laptop's list, on the first instance; asked on the second at once.
    const ended = await del(
      first,
      `/api/users/me/sessions/${sessionIdOf(phoneToken)}`,
      laptopToken,
    );
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await post(second, '/authentication/verify', {}, phoneToken)).statusCode).toBe(401);
    expect((await post(second, '/authentication/verify', {}, laptopToken)).statusCode).toBe(200);
    // No sweep runs in this test: the ending itself reached the socket on the other instance.
    expect(await gone).toBe('io server disconnect');
    expect(omarPhone.socket.connected && omarLaptop.socket.connected).toBe(true);
  });

  it(`keeps ${SOCKETS_PER_MEMBER_MAX} sockets of a member open across both instances`, async () => {
    // At once: the handshakes may all pass; those past the cap go once counted.
    await Promise.allSettled(
      Array.from({ length: 16 }, (_, index) =>
        socketAt(index % 2 === 0 ? firstUrl : secondUrl, sara),
      ),
    );
    await until(
      () =>
        sockets.filter((received) => received.socket.connected).length <= SOCKETS_PER_MEMBER_MAX,
      'the sockets past the cap to go',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sockets.filter((received) => received.socket.connected)).toHaveLength(
      SOCKETS_PER_MEMBER_MAX,
    );
    await expect(socketAt(secondUrl, sara)).rejects.toThrow(/Too many open connections/);
  });

  it('needs no sticky sessions: websocket-only sockets work through a round-robin balancer', async () => {
    const balancer = await roundRobin([
      Number(new URL(firstUrl).port),
      Number(new URL(secondUrl).port),
    ]);
    try {
      const tabs = [
        await socketAt(balancer.url, sara),
        await socketAt(balancer.url, omar),
        await socketAt(balancer.url, omar),
        await socketAt(balancer.url, sara),
      ];
      const message = await post(
        second,
        '/messages',
        { receiver_id: omar.id, content: 'Hi' },
        sara.token,
      );
      const { id } = message.json<{ id: number }>();
      for (const tab of [tabs[1], tabs[2]]) {
        await until(() => (tab?.of('private_message').length ?? 0) === 1, 'the message');
      }
      for (const tab of [tabs[0], tabs[3]]) {
        await until(
          () => (tab?.of('message_status_update') ?? []).some((update) => update.messageId === id),
          'the delivered status',
        );
      }
    } finally {
      await balancer.close();
    }
  });
});
