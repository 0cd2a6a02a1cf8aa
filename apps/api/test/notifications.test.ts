import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Notification, NotificationListReply } from '@tabarru/contract/notifications';

import { pruneNotifications } from '../src/modules/notifications/service';
import {
  get,
  patch,
  post,
  put,
  registerAdmin,
  createMember,
  signedInAt,
  type Member,
} from './support/accounts';
import { answerClaim, claimNewPost, claimPost, rate } from './support/handover';
import { createdPostId } from './support/posts';
import { expectRefused } from './support/refusals';
import { connectSocket, emitWithAnswer, listen, until, type Received } from './support/sockets';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * The notification centre: each event a member should hear of is written with its
 * cause, in its transaction, never of a member's own doing nor between members who blocked
 * each other; the member reads and marks their own, and their sockets hear of changes.
 */

const START = Date.UTC(2026, 10, 27, 9, 0);

let clock = START;
let testApp: TestApp;
let donor: Member;
let claimant: Member;
let other: Member;
const sockets: Received[] = [];

beforeEach(async () => {
  clock = START;
  testApp = await createTestApp({ RATE_LIMITS: 'off' }, { now: () => clock });
  donor = await createMember(testApp);
  claimant = await createMember(testApp);
  other = await createMember(testApp);
});

afterEach(async () => {
  for (const received of sockets.splice(0)) received.socket.close();
  await testApp.close();
});

async function centre(member: Member, before?: number): Promise<NotificationListReply> {
  const query = before === undefined ? '' : `?before=${before}`;
  const response = await get(testApp, `/api/notifications${query}`, member.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationListReply>();
}

async function kindsOf(member: Member): Promise<string[]> {
  return (await centre(member)).notifications.map((notification) => notification.kind);
}

async function unreadCount(member: Member): Promise<number> {
  const response = await get(testApp, '/api/notifications/unread-count', member.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ unreadCount: number }>().unreadCount;
}

const send = (from: Member, to: Member, content = 'Is the lamp still there?', postId?: number) =>
  post(testApp, '/messages', { receiver_id: to.id, content, post_id: postId }, from.token);

async function sent(from: Member, to: Member, content?: string, postId?: number) {
  const response = await send(from, to, content, postId);
  expect(response.statusCode, response.body).toBe(201);
}

const block = (by: Member, whom: Member) =>
  put(testApp, `/api/blocks/${whom.id}`, {}, by.token).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
  });

describe('what writes a notification', () => {
  it('a claim tells the donor, naming the claimant and the item, and opens the claims page', async () => {
    const { postId } = await claimNewPost(testApp, donor, claimant);

    const { notifications, unreadCount: unread } = await centre(donor);
    expect(unread).toBe(1);
    expect(notifications).toEqual([
      {
        id: expect.any(Number),
        kind: 'claim_received',
        created_at: expect.any(String),
        read: false,
        count: 1,
        actor: { id: claimant.id, username: claimant.username },
        post: { id: postId, title: expect.any(String), thumbnail: expect.stringMatching(/^http/) },
        rating: null,
        device: null,
        path: '/myclaims',
      },
    ]);
    expect(await kindsOf(claimant)).toEqual([]);
  });

  it('confirming tells the receiver, and every other claimant that it went to another', async () => {
    const { postId, claimId } = await claimNewPost(testApp, donor, claimant);
    await claimPost(testApp, postId, other);

    const confirmed = await answerClaim(testApp, claimId, 'confirm', donor);
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const [toReceiver] = (await centre(claimant)).notifications;
    expect(toReceiver).toMatchObject({
      kind: 'claim_confirmed',
      actor: { id: donor.id },
      post: { id: postId },
      path: '/myrequests',
    });
    expect(await kindsOf(other)).toEqual(['claim_declined']);
    expect(await kindsOf(donor)).toEqual(['claim_received', 'claim_received']);
  });

  it('declining tells the claimant', async () => {
    const { claimId } = await claimNewPost(testApp, donor, claimant);
    const declined = await answerClaim(testApp, claimId, 'decline', donor);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await kindsOf(claimant)).toEqual(['claim_declined']);
  });

  it('a rating tells the rated member its stars, after a handover', async () => {
    const { claimId } = await claimNewPost(testApp, donor, claimant);
    await answerClaim(testApp, claimId, 'confirm', donor);
    await rate(testApp, claimant, donor, 4, 'Kind and on time');

    const [rating] = (await centre(donor)).notifications;
    expect(rating).toMatchObject({
      kind: 'rating_received',
      actor: { id: claimant.id },
      rating: 4,
      post: null,
      path: '/profile',
    });
  });

  it('messages fold into one notification per conversation, counting what is unread, moved to the top', async () => {
    await sent(claimant, donor, 'Hello');
    clock += 1000;
    await sent(other, donor, 'Is it still there?');
    clock += 1000;
    await sent(claimant, donor, 'Are you there?');

    const { notifications, unreadCount: unread } = await centre(donor);
    expect(
      notifications.map(({ kind, actor, count }) => ({ kind, from: actor?.id, count })),
    ).toEqual([
      { kind: 'message', from: claimant.id, count: 2 },
      { kind: 'message', from: other.id, count: 1 },
    ]);
    expect(unread).toBe(2);
    expect(notifications[0]?.path).toBe(`/dm/${claimant.id}`);
  });

  it('reading the conversation reads its notification, and the next message counts from one', async () => {
    await sent(claimant, donor, 'Hello');
    await sent(claimant, donor, 'Still there?');
    const read = await patch(testApp, `/messages/${claimant.id}/read`, donor.token);
    expect(read.statusCode, read.body).toBe(200);
    expect(await unreadCount(donor)).toBe(0);

    await sent(claimant, donor, 'Thanks!');
    const [notification] = (await centre(donor)).notifications;
    expect(notification).toMatchObject({ kind: 'message', count: 1, read: false });
  });

  it('a message about an item names it', async () => {
    const postId = await createdPostId(testApp, donor.token);
    await sent(claimant, donor, 'Can I have it?', postId);
    const [notification] = (await centre(donor)).notifications;
    expect(notification?.post?.id).toBe(postId);
  });

  it('reports that hide a post tell its owner without naming them, and approval tells them again', async () => {
    const postId = await createdPostId(testApp, donor.token);
    for (const reporter of [claimant, other]) {
      const response = await post(
        testApp,
        `/posts/${postId}/report`,
        { reason: 'spam' },
        reporter.token,
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await centre(donor)).notifications).toEqual([
      expect.objectContaining({
        kind: 'post_flagged',
        actor: null,
        post: expect.objectContaining({ id: postId }),
        path: `/posts/${postId}`,
      }),
    ]);

    const admin = await registerAdmin(testApp);
    const approved = await put(testApp, `/admin/posts/${postId}/approve`, {}, admin.token);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await kindsOf(donor)).toEqual(['post_approved', 'post_flagged']);
  });
});

describe('what writes none', () => {
  it('nothing between members of whom either blocked the other', async () => {
    await sent(claimant, donor, 'Before the block');
    await block(donor, claimant);
    const postId = await createdPostId(testApp, claimant.token);
    const claimed = await post(testApp, '/api/donations/claims', { post_id: postId }, donor.token);
    expect(claimed.statusCode).toBe(403);
    expect(await kindsOf(claimant)).toEqual([]);
    expect(await kindsOf(donor)).toEqual(['message']);
  });

  it('a refused claim writes no notification', async () => {
    const postId = await createdPostId(testApp, donor.token);
    await expectRefused(
      testApp,
      () => post(testApp, '/api/donations/claims', { post_id: postId }, donor.token),
      400,
      { code: 'CLAIM_OWN_POST' },
    );
  });

  it('a claim and its notification are one transaction: when the notification fails, no claim is left', async () => {
    const postId = await createdPostId(testApp, donor.token);
    const { db, dialect } = testApp.database;
    if (dialect === 'postgres') {
      await sql`create function refuse_notification() returns trigger language plpgsql as $$
        begin raise exception 'notifications refused'; end $$`.execute(db);
      await sql`create trigger refuse_notification before insert on notifications
        for each row execute function refuse_notification()`.execute(db);
    } else {
      await sql`create trigger refuse_notification before insert on notifications
        begin select raise(abort, 'notifications refused'); end`.execute(db);
    }

    const claimed = await post(
      testApp,
      '/api/donations/claims',
      { post_id: postId },
      claimant.token,
    );
    expect(claimed.statusCode).toBe(500);
    const claims = await db.selectFrom('donation_claims').select('id').execute();
    expect(claims).toEqual([]);
  });
});

describe('reading the centre', () => {
  it('marks one read, then all, and each member reaches only their own', async () => {
    const first = await claimNewPost(testApp, donor, claimant);
    await claimNewPost(testApp, donor, other);
    const [latest, earliest] = (await centre(donor)).notifications as [Notification, Notification];
    expect(earliest.post?.id).toBe(first.postId);

    const foreign = await patch(testApp, `/api/notifications/${latest.id}/read`, claimant.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOTIFICATION_NOT_FOUND' });

    const one = await patch(testApp, `/api/notifications/${latest.id}/read`, donor.token);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ message: 'Notification marked as read.', unreadCount: 1 });
    expect((await centre(donor)).notifications.map((n) => n.read)).toEqual([true, false]);

    const all = await post(testApp, '/api/notifications/read-all', {}, donor.token);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ message: 'All notifications marked as read.', unreadCount: 0 });
    expect(await unreadCount(donor)).toBe(0);
  });

  it('pages by cursor, newest first', async () => {
    for (let index = 0; index < 32; index += 1) await sent(other, claimant, `${index}`);
    for (let index = 0; index < 31; index += 1) {
      const member = await createMember(testApp);
      await sent(member, donor, 'Hello');
    }
    const first = await centre(donor);
    expect(first.notifications).toHaveLength(30);
    expect(first.nextCursor).toBe(first.notifications[29]?.id);
    const second = await centre(donor, first.nextCursor ?? undefined);
    expect(second.notifications).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(second.notifications[0]?.id).toBeLessThan(first.notifications[29]?.id ?? 0);
  });

  it('refuses visitors and a bad cursor', async () => {
    expect((await get(testApp, '/api/notifications')).statusCode).toBe(401);
    expect((await get(testApp, '/api/notifications?before=abc', donor.token)).statusCode).toBe(400);
    expect((await patch(testApp, '/api/notifications/0/read', donor.token)).statusCode).toBe(400);
  });

  it('a post taken down meanwhile is not named to anyone but its owner', async () => {
    const postId = await createdPostId(testApp, donor.token);
    await sent(donor, claimant, 'Would you like it?', postId);
    await sent(claimant, donor, 'Yes please', postId);
    await testApp.database.db
      .updateTable('posts')
      .set({ moderation_status: 'removed' })
      .where('id', '=', postId)
      .execute();
    const [toClaimant] = (await centre(claimant)).notifications;
    expect(toClaimant?.post).toBeNull();
    const [toOwner] = (await centre(donor)).notifications;
    expect(toOwner?.post?.id).toBe(postId);
  });
});

describe("a conversation's notification and its unread messages", () => {
  /** What the bell shows of the receiver's notification of the sender's messages. */
  async function bellOf(receiver: Member, sender: Member) {
    const notification = (await centre(receiver)).notifications.find(
      (one) => one.kind === 'message' && one.actor?.id === sender.id,
    );
    return { unread: notification && !notification.read ? notification.count : 0 };
  }

  /** The messages of the sender the receiver has not read, recounted from their rows. */
  async function unreadMessages(receiver: Member, sender: Member) {
    const row = await testApp.database.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('receiver_id', '=', receiver.id)
      .where('sender_id', '=', sender.id)
      .where('status', '!=', 'read')
      .executeTakeFirstOrThrow();
    return { unread: Number(row.count) };
  }

  /** A socket of the member, closed after the test. */
  async function tabOf(member: Member): Promise<Received> {
    const received = await connectSocket(await listen(testApp), member.token);
    sockets.push(received);
    return received;
  }

  it('one message read by socket leaves the notification counting the others', async () => {
    const donorTab = await tabOf(donor);
    await sent(claimant, donor, 'Hello');
    const second = await send(claimant, donor, 'Is it still there?');
    await sent(claimant, donor, 'Are you there?');

    const read = await emitWithAnswer(donorTab, 'message_read', {
      messageId: second.json<{ id: number }>().id,
    });
    expect(read).toMatchObject({ ok: true });
    expect(await bellOf(donor, claimant)).toEqual({ unread: 2 });
    expect(await unreadMessages(donor, claimant)).toEqual({ unread: 2 });
  });

  it('counts the unread messages while 50 are sent and 40 reads race them, by REST and by socket', async () => {
    const [claimantTab, donorTab] = await Promise.all([tabOf(claimant), tabOf(donor)]);
    const sendOne = async (index: number): Promise<number> => {
      if (index % 2 === 0) {
        const response = await send(claimant, donor, `By REST ${index}`);
        expect(response.statusCode, response.body).toBe(201);
        return response.json<{ id: number }>().id;
      }
      const answer = await emitWithAnswer(claimantTab, 'private_message', {
        toUserId: donor.id,
        message: `By socket ${index}`,
      });
      expect(answer).toMatchObject({ ok: true });
      return (answer as { data: { id: number } }).data.id;
    };
    const readAfter = async (index: number, messageId: number) => {
      if (index % 2 === 0) {
        const answer = await emitWithAnswer(donorTab, 'message_read', { messageId });
        expect(answer).toMatchObject({ ok: true });
      } else {
        const response = await patch(testApp, `/messages/${claimant.id}/read`, donor.token);
        expect(response.statusCode, response.body).toBe(200);
      }
    };
    // The first 40 are each followed by a read (of that message by socket, or of the whole
    // conversation by REST) while the others are still being sent; the last 10 are read only
    // when such a read catches them.
    await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const messageId = await sendOne(index);
        if (index < 40) await readAfter(index, messageId);
      }),
    );

    expect(await bellOf(donor, claimant)).toEqual(await unreadMessages(donor, claimant));
  });

  it('stays unread in the centre while its messages are, and is read with them', async () => {
    await claimNewPost(testApp, donor, other);
    await sent(claimant, donor, 'Hello');
    await sent(claimant, donor, 'Still there?');
    const [message] = (await centre(donor)).notifications as [Notification];

    const one = await patch(testApp, `/api/notifications/${message.id}/read`, donor.token);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ unreadCount: 2 });
    const all = await post(testApp, '/api/notifications/read-all', {}, donor.token);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ unreadCount: 1 });
    expect(await kindsOf(donor)).toEqual(['message', 'claim_received']);
    expect(await bellOf(donor, claimant)).toEqual({ unread: 2 });

    const read = await patch(testApp, `/messages/${claimant.id}/read`, donor.token);
    expect(read.statusCode, read.body).toBe(200);
    expect(await unreadCount(donor)).toBe(0);
  });
});

describe('live', () => {
  it("the member's sockets hear that their notifications changed", async () => {
    const received = await connectSocket(await listen(testApp), donor.token);
    sockets.push(received);
    await claimNewPost(testApp, donor, claimant);
    await until(
      () =>
        received.of('notification_count_changed').some((event) => event.count === 'notifications'),
      'the notifications changed',
    );
  });
});

describe('pruning', () => {
  it(`removes notifications older than the kept days, and keeps the rest`, async () => {
    await claimNewPost(testApp, donor, claimant);
    clock += 89 * 24 * 60 * 60 * 1000;
    expect(await pruneNotifications({ db: testApp.database.db, now: () => clock })).toBe(0);
    clock += 2 * 24 * 60 * 60 * 1000;
    expect(await pruneNotifications({ db: testApp.database.db, now: () => clock })).toBe(1);
    expect(await kindsOf(await signedInAt(testApp, donor, () => clock))).toEqual([]);
  });
});
