import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createFileOutbox } from '../src/infra/outbox';
import { sendDueUnreadMails } from '../src/modules/messages/unread-mail';
import { searchColumnsOf } from '../src/modules/feed/search-words';
import { del, get, patch, post, put, createMember, type Member } from './support/accounts';
import { danglingReferences } from './support/integrity';
import { createdPostId, postFields } from './support/posts';
import { expectRefused } from './support/refusals';
import { connectSocket, emitWithAnswer, listen, until, type Received } from './support/sockets';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * Blocking: a block stops messages both ways, by REST and by socket, and hides the
 * blocked member's posts from the blocker's feed, nobody else's; the blocked member is not told.
 */

const START = Date.UTC(2026, 10, 25, 9, 0);

let clock = START;
let testApp: TestApp;
let sara: Member;
let omar: Member;
let layla: Member;
const sockets: Received[] = [];

beforeEach(async () => {
  clock = START;
  testApp = await createTestApp({ RATE_LIMITS: 'off' }, { now: () => clock });
  sara = await createMember(testApp);
  omar = await createMember(testApp);
  layla = await createMember(testApp);
});

afterEach(async () => {
  for (const received of sockets.splice(0)) received.socket.close();
  await testApp.close();
});

const block = (by: Member, whom: number) => put(testApp, `/api/blocks/${whom}`, {}, by.token);
const unblock = (by: Member, whom: number) => del(testApp, `/api/blocks/${whom}`, by.token);

async function blocked(by: Member, whom: Member): Promise<void> {
  const response = await block(by, whom.id);
  expect(response.statusCode, response.body).toBe(200);
}

async function blockList(member: Member) {
  const response = await get(testApp, '/api/blocks', member.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ blocks: { id: number; username: string; blocked_at: string }[] }>().blocks;
}

const send = (from: Member, to: Member, content = 'Is the lamp still there?') =>
  post(testApp, '/messages', { receiver_id: to.id, content }, from.token);

async function sent(from: Member, to: Member, content?: string): Promise<number> {
  const response = await send(from, to, content);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

const MEMBER_BLOCKED = {
  code: 'MEMBER_BLOCKED',
  message: 'You cannot exchange messages with this member.',
};

describe('blocking a member', () => {
  it('lists whom the member blocked with their name and when, blocks once, and unblocks', async () => {
    expect(await blockList(sara)).toEqual([]);

    const first = await block(sara, omar.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      message: 'Member blocked.',
      block: { id: omar.id, username: omar.username, blocked_at: new Date(START).toISOString() },
    });
    clock += 60_000;
    await blocked(sara, layla);
    // Blocking again changes nothing, its time included.
    clock += 60_000;
    expect((await block(sara, omar.id)).json()).toMatchObject({
      block: { blocked_at: new Date(START).toISOString() },
    });
    expect((await blockList(sara)).map((entry) => entry.id)).toEqual([layla.id, omar.id]);
    // Omar is not told: his own list is his.
    expect(await blockList(omar)).toEqual([]);

    const ended = await unblock(sara, omar.id);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ message: 'Member unblocked.' });
    expect((await unblock(sara, omar.id)).statusCode).toBe(200);
    expect((await blockList(sara)).map((entry) => entry.id)).toEqual([layla.id]);
  });

  it('refuses oneself and a member who does not exist', async () => {
    for (const response of [await block(sara, sara.id), await unblock(sara, sara.id)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BLOCK_SELF', field: 'userId' });
    }
    for (const response of [await block(sara, 999_999), await unblock(sara, 999_999)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    }
    expect((await block(sara, 0)).statusCode).toBe(400);
    expect(await blockList(sara)).toEqual([]);
  });

  it('answers every block and unblock of a pair sent at once with 200, ending as the last to commit', async () => {
    for (let round = 0; round < 3; round += 1) {
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          index % 2 === 0 ? block(sara, omar.id) : unblock(sara, omar.id),
        ),
      );
      expect(replies.map((reply) => `${reply.statusCode} ${reply.json().code ?? ''}`)).toEqual(
        replies.map(() => '200 '),
      );
      // The final state is one of the two, and a last block or unblock settles it as asked.
      const settle = round % 2 === 0 ? block : unblock;
      expect((await settle(sara, omar.id)).statusCode).toBe(200);
      expect((await blockList(sara)).map((entry) => entry.id)).toEqual(
        round % 2 === 0 ? [omar.id] : [],
      );
    }
  });

  it('goes with either account', async () => {
    await blocked(sara, omar);
    await blocked(layla, sara);
    const admin = await createMember(testApp);
    await testApp.database.db
      .updateTable('users')
      .set({ is_admin: 1 })
      .where('id', '=', admin.id)
      .execute();
    expect((await del(testApp, `/admin/users/${sara.id}`, admin.token)).statusCode).toBe(200);
    expect(await testApp.database.db.selectFrom('member_blocks').selectAll().execute()).toEqual([]);
    expect(await danglingReferences(testApp)).toEqual([]);
  });
});

describe('messages between a blocked pair', () => {
  it('are refused both ways, with the history, reading and the conversation in both lists, until the block ends', async () => {
    await sent(omar, sara, 'Hello Sara');
    await sent(sara, omar, 'Hello Omar');
    await sent(omar, sara, 'Is it still there?');
    clock += 60_000;
    await sent(layla, sara, 'And the books?');
    await blocked(sara, omar);

    for (const [from, to] of [
      [omar, sara],
      [sara, omar],
    ] as const) {
      const refused = await send(from, to);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(MEMBER_BLOCKED);
      const history = await get(testApp, `/messages/${to.id}`, from.token);
      expect(history.statusCode).toBe(403);
      expect(history.json()).toEqual(MEMBER_BLOCKED);
      const read = await patch(testApp, `/messages/${to.id}/read`, from.token);
      expect(read.statusCode).toBe(403);
    }
    // Nothing was written, and nothing read.
    expect(
      await testApp.database.db.selectFrom('messages').select('status').execute(),
    ).toHaveLength(4);
    // Neither lists the conversation, nor counts it; Layla's stays.
    const contacts = async (member: Member) =>
      (await get(testApp, '/messages/contacts', member.token))
        .json<{ id: number }[]>()
        .map((contact) => contact.id);
    expect(await contacts(sara)).toEqual([layla.id]);
    expect(await contacts(omar)).toEqual([]);
    expect((await get(testApp, '/messages/unread/count', sara.token)).json()).toEqual({
      unreadCount: 1,
    });
    expect((await get(testApp, '/messages/unread/count', omar.token)).json()).toEqual({
      unreadCount: 0,
    });
    // Others write to both as before.
    await sent(layla, omar);

    await unblock(sara, omar.id);
    expect(await contacts(sara)).toEqual([layla.id, omar.id]);
    expect((await get(testApp, '/messages/unread/count', sara.token)).json()).toEqual({
      unreadCount: 2,
    });
    const history = await get(testApp, `/messages/${omar.id}`, sara.token);
    expect(history.json<unknown[]>()).toHaveLength(3);
    await sent(omar, sara, 'Thank you');
  });

  it('are refused by socket too: no message, no read, no typing, either way', async () => {
    const baseUrl = await listen(testApp);
    const saraTab = await connectSocket(baseUrl, sara.token);
    const omarTab = await connectSocket(baseUrl, omar.token);
    sockets.push(saraTab, omarTab);
    const earlier = await sent(omar, sara, 'Before the block');
    await until(() => saraTab.of('private_message').length === 1, 'the message before the block');
    await blocked(sara, omar);

    for (const [tab, to] of [
      [omarTab, sara],
      [saraTab, omar],
    ] as const) {
      expect(
        await emitWithAnswer(tab, 'private_message', { toUserId: to.id, message: 'Hello?' }),
      ).toEqual({ ok: false, error: MEMBER_BLOCKED });
      tab.socket.emit('typing', { toUserId: to.id });
    }
    expect(await emitWithAnswer(saraTab, 'message_read', { messageId: earlier })).toEqual({
      ok: false,
      error: MEMBER_BLOCKED,
    });
    // Each tab's next answered event comes after its typing was handled; a message from Layla
    // arrives after anything the block let through would have.
    for (const tab of [omarTab, saraTab]) {
      expect(
        await emitWithAnswer(tab, 'private_message', { toUserId: layla.id, message: 'Hi' }),
      ).toMatchObject({ ok: true });
    }
    await sent(layla, sara, 'After the block');
    await until(() => saraTab.of('private_message').length === 2, 'Layla’s message');
    expect(saraTab.of('private_message').map((message) => message.message)).toEqual([
      'Before the block',
      'After the block',
    ]);
    expect(saraTab.of('typing')).toEqual([]);
    expect(omarTab.of('private_message')).toEqual([]);
    expect(omarTab.of('typing')).toEqual([]);
    const stored = await testApp.database.db
      .selectFrom('messages')
      .select(['id', 'status'])
      .orderBy('id')
      .execute();
    expect(stored).toHaveLength(4);
    expect(stored[0]).toMatchObject({ id: earlier, status: 'delivered' });
  });

  it('get no unread-message email', async () => {
    await sent(omar, sara, 'Are you there?');
    await sent(layla, sara, 'And you?');
    await blocked(sara, omar);
    clock += 20 * 60_000;
    const context = {
      db: testApp.database.db,
      now: () => clock,
      outbox: createFileOutbox(testApp.config.dataDir),
      config: testApp.config,
      serverSecret: testApp.serverSecret,
    };
    expect(await sendDueUnreadMails(context, pino({ level: 'silent' }))).toBe(1);
    const emails = (await testApp.readOutbox()).filter((entry) => entry.channel === 'email');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toContain(layla.username);
  });
});

interface Feed {
  posts: { post_id: number; user_id: number }[];
  pagination: { totalPosts: number; totalPages: number; hasMore: boolean };
  nextCursor: string | null;
}

async function feedOf(member: Member | undefined, query = ''): Promise<Feed> {
  const response = await get(testApp, `/posts${query}`, member?.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Feed>();
}

const idsOf = (feed: Feed) => feed.posts.map((card) => card.post_id);

describe('claims between a blocked pair', () => {
  const claim = (by: Member, postId: number, message?: string) =>
    post(testApp, '/api/donations/claims', { post_id: postId, message }, by.token);

  it('are refused both ways with words like a refused message, and change nothing', async () => {
    const saraPost = await createdPostId(testApp, sara.token);
    const omarPost = await createdPostId(testApp, omar.token, postFields({ title: 'Heater' }));
    await blocked(sara, omar);
    for (const [by, postId] of [
      [omar, saraPost],
      [sara, omarPost],
    ] as const) {
      await expectRefused(testApp, () => claim(by, postId, 'x'.repeat(500)), 403, {
        code: 'CLAIM_MEMBER_BLOCKED',
        message: 'You cannot claim items from this member.',
      });
    }
    // Anyone else still claims, and so do the two once the block ends.
    expect((await claim(layla, saraPost)).statusCode).toBe(201);
    await unblock(sara, omar.id);
    expect((await claim(omar, saraPost)).statusCode).toBe(201);
  });

  it('made before the block stay, and the donor still answers them', async () => {
    const saraPost = await createdPostId(testApp, sara.token);
    const made = await claim(omar, saraPost, 'I can come on Friday');
    expect(made.statusCode).toBe(201);
    await blocked(sara, omar);
    const pending = await get(testApp, `/api/donations/claims/${sara.id}`, sara.token);
    expect(pending.json<{ id: number }[]>().map((entry) => entry.id)).toEqual([
      made.json<{ claim_id: number }>().claim_id,
    ]);
    const declined = await put(
      testApp,
      `/api/donations/claims/${made.json<{ claim_id: number }>().claim_id}/decline`,
      {},
      sara.token,
    );
    expect(declined.statusCode).toBe(200);
    // Declined, it cannot be sent again while the block holds.
    expect((await claim(omar, saraPost, 'Please')).statusCode).toBe(403);
  });
});

describe('the feed of a member who blocked someone', () => {
  it('leaves out the blocked member’s posts, in searches and filters too, and only for the blocker', async () => {
    const omarLamp = await createdPostId(testApp, omar.token, postFields({ title: 'Desk lamp' }));
    const laylaLamp = await createdPostId(
      testApp,
      layla.token,
      postFields({ title: 'Floor lamp' }),
    );
    const omarBooks = await createdPostId(
      testApp,
      omar.token,
      postFields({ title: 'Story books', category: 'Books' }),
    );
    const saraChair = await createdPostId(testApp, sara.token, postFields({ title: 'Chair' }));
    const everything = [saraChair, omarBooks, laylaLamp, omarLamp];
    await blocked(sara, omar);

    const saraFeed = await feedOf(sara);
    expect(idsOf(saraFeed)).toEqual([saraChair, laylaLamp]);
    expect(saraFeed.pagination).toMatchObject({ totalPosts: 2, totalPages: 1, hasMore: false });
    expect(idsOf(await feedOf(sara, '?q=lamp'))).toEqual([laylaLamp]);
    expect((await feedOf(sara, '?q=lamp')).pagination.totalPosts).toBe(1);
    expect(idsOf(await feedOf(sara, '?q=la'))).toEqual([laylaLamp]);
    expect(idsOf(await feedOf(sara, '?category=Books'))).toEqual([]);
    expect(idsOf(await feedOf(sara, '?sort=oldest&limit=1'))).toEqual([laylaLamp]);
    // Omar is not told: he sees Sara's posts as before, and so do Layla and a visitor.
    expect(idsOf(await feedOf(omar))).toEqual(everything);
    expect(idsOf(await feedOf(layla))).toEqual(everything);
    expect(idsOf(await feedOf(undefined))).toEqual(everything);
    expect((await feedOf(undefined)).pagination.totalPosts).toBe(4);
    // His page still lists his items, and his post opens from a link.
    const items = await get(testApp, `/api/users/${omar.id}/posts`, sara.token);
    expect(items.json<{ posts: unknown[] }>().posts).toHaveLength(2);
    expect((await get(testApp, `/Posting/posts/${omarLamp}`, sara.token)).statusCode).toBe(200);

    await unblock(sara, omar.id);
    expect(idsOf(await feedOf(sara))).toEqual(everything);
  });

  it('pages by cursor and by number over the posts it shows', async () => {
    // 450 posts: every third one Omar's.
    const at = new Date(START).toISOString();
    const rows = Array.from({ length: 450 }, (_, index) => ({
      user_id: index % 3 === 0 ? omar.id : layla.id,
      title: `Lamp ${index}`,
      description: 'Seeded',
      email: 'donor@example.jo',
      phone: '0791234567',
      location: 'Amman - Abdoun',
      region: 'Amman',
      category: 'Tools',
      features: '[]',
      ...searchColumnsOf({ title: `Lamp ${index}`, description: 'Seeded', extras: [] }),
      created_at: at,
      updated_at: at,
    }));
    for (let first = 0; first < rows.length; first += 150) {
      await testApp.database.db
        .insertInto('posts')
        .values(rows.slice(first, first + 150))
        .execute();
    }
    const allIds = (
      await testApp.database.db.selectFrom('posts').select(['id', 'user_id']).execute()
    )
      .filter((row) => row.user_id !== omar.id)
      .map((row) => row.id)
      .sort((one, other) => other - one);
    expect(allIds).toHaveLength(300);
    await blocked(sara, omar);

    for (const query of ['', '&q=lamp', '&category=Tools']) {
      const firstPage = await feedOf(sara, `?limit=48${query}`);
      expect(firstPage.pagination.totalPosts).toBe(300);
      expect(idsOf(firstPage)).toEqual(allIds.slice(0, 48));
      for (const page of [2, 5, 6]) {
        const numbered = await feedOf(sara, `?limit=48&page=${page}${query}`);
        expect(idsOf(numbered), `page ${page}${query}`).toEqual(
          allIds.slice((page - 1) * 48, page * 48),
        );
      }
      let cursor = firstPage.nextCursor;
      const walked = idsOf(firstPage);
      while (cursor) {
        const next = await feedOf(sara, `?limit=48&cursor=${cursor}${query}`);
        walked.push(...idsOf(next));
        cursor = next.nextCursor;
      }
      expect(walked).toEqual(allIds);
    }
    expect((await feedOf(layla, '?limit=48')).pagination.totalPosts).toBe(450);
  });
});
