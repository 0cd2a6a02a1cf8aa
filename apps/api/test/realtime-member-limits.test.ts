import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SOCKETS_PER_MEMBER_MAX } from '../src/realtime/sessions';
import { createMember, type Member } from './support/accounts';
import { connectSocket, listen, until, type Received } from './support/sockets';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * One member cannot slow everybody through their sockets: their sockets are capped, their
 * events too, across all their sockets, typing reaches a partner as about one change a second,
 * and no socket event takes the database connections requests need.
 */

let testApp: TestApp;
let baseUrl: string;
let flooder: Member;
let partner: Member;
let bystander: Member;
const sockets: Received[] = [];

beforeEach(async () => {
  testApp = await createTestApp();
  baseUrl = await listen(testApp);
  flooder = await createMember(testApp);
  partner = await createMember(testApp);
  bystander = await createMember(testApp);
});

afterEach(async () => {
  for (const received of sockets.splice(0)) received.socket.close();
  await testApp.close();
});

/** Opens `count` sockets of `member` at once; the ones the server let in and kept. */
async function openSockets(member: Member, count: number): Promise<Received[]> {
  const attempts = await Promise.allSettled(
    Array.from({ length: count }, () => connectSocket(baseUrl, member.token)),
  );
  const opened = attempts.flatMap((attempt) =>
    attempt.status === 'fulfilled' ? [attempt.value] : [],
  );
  sockets.push(...opened);
  // Those past the cap that came in at the same moment are disconnected once counted.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return opened.filter((received) => received.socket.connected);
}

/**
 * `count` requests of the bystander, one after another, over real HTTP, each answered. Their
 * speed is not asserted: a ratio of times is noise on a loaded machine, and speed is for the
 * benchmarks.
 */
async function bystanderAsks(count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const reply = await fetch(`${baseUrl}/messages/contacts`, {
      headers: { authorization: `Bearer ${bystander.token}` },
    });
    await reply.arrayBuffer();
    expect(reply.status).toBe(200);
  }
}

describe('what one member can push through sockets', () => {
  it(`keeps ${SOCKETS_PER_MEMBER_MAX} sockets of a member open at most`, async () => {
    const kept = await openSockets(flooder, 30);
    expect(kept.length).toBe(SOCKETS_PER_MEMBER_MAX);
    // Another member is not held to the first one's count.
    expect(await openSockets(partner, 2)).toHaveLength(2);
  });

  it('gives the partner about one typing change a second from 1,800 events of 30 sockets, and others are still answered', async () => {
    const receiver = (await openSockets(partner, 1))[0];
    expect(receiver).toBeDefined();

    const kept = await openSockets(flooder, 30);
    const started = Date.now();
    const flooding = (async () => {
      for (let round = 0; round < 60; round += 1) {
        for (const received of kept) {
          received.socket.emit(round % 2 === 0 ? 'typing' : 'stop_typing', {
            toUserId: partner.id,
          });
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await bystanderAsks(25);
    await flooding;
    // The last state, if it differs from the last one sent, comes at the end of a spacing.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const seconds = (Date.now() - started) / 1000;

    const heard = (receiver?.events ?? []).filter(
      (entry) => entry.event === 'typing' || entry.event === 'stop_typing',
    );
    expect(heard.length).toBeGreaterThan(0);
    expect(heard.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
  });

  it('refuses the events of a member past their budget across all their sockets', async () => {
    const kept = await openSockets(flooder, 5);
    const answers: unknown[] = [];
    for (let round = 0; round < 30; round += 1) {
      for (const received of kept) {
        received.socket.emit('message_read', { messageId: 1 }, (answer: unknown) =>
          answers.push(answer),
        );
      }
    }
    await until(() => answers.length === 150, 'every answer');
    const refused = answers.filter(
      (answer) => (answer as { error?: { code?: string } }).error?.code === 'RATE_LIMITED',
    );
    // 150 events of 5 sockets, 30 each: every socket within its own 60, the member over 120.
    expect(refused).toHaveLength(30);
    expect((refused[0] as { error: { retryAfter?: number } }).error.retryAfter).toBeGreaterThan(0);
  });
});
