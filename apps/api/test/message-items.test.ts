import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { ChatMessage, Contact } from '@tabarru/contract/messages';

import {
  createMember,
  del,
  get,
  patch,
  post,
  put,
  registerAdmin,
  type Member,
} from './support/accounts';
import { danglingReferences } from './support/integrity';
import { createdPostId, jpegImage, postFields } from './support/posts';
import { expectRefused } from './support/refusals';
import { connectSocket, emitWithAnswer, listen, until, type Received } from './support/sockets';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * A conversation is one thread per pair of members and item: each message keeps the post it was
 * sent about and goes to that item's thread (a request naming no item, as the earlier client's,
 * to the pair's thread about none); the contacts list has a row per thread with its item.
 */

let testApp: TestApp;
let sara: Member;
let omar: Member;
let lina: Member;
/** Omar's items, and one of Sara's and of Lina's */
let heater: number;
let bicycle: number;
let sarasLamp: number;
let linasSofa: number;

let clock = Date.UTC(2026, 10, 24, 9, 0);
const sockets: Received[] = [];

beforeEach(async () => {
  clock = Date.UTC(2026, 10, 24, 9, 0);
  testApp = await createTestApp({}, { now: () => clock });
  [sara, omar, lina] = [
    await createMember(testApp),
    await createMember(testApp),
    await createMember(testApp),
  ];
  heater = await createdPostId(testApp, omar.token, postFields({ title: 'Oil heater' }), [
    await jpegImage(11),
  ]);
  bicycle = await createdPostId(testApp, omar.token, postFields({ title: 'Kids bicycle' }), [
    await jpegImage(12),
  ]);
  sarasLamp = await createdPostId(testApp, sara.token, postFields({ title: 'Desk lamp' }), [
    await jpegImage(13),
  ]);
  linasSofa = await createdPostId(testApp, lina.token, postFields({ title: 'Sofa' }), [
    await jpegImage(14),
  ]);
});

afterEach(async () => {
  for (const received of sockets.splice(0)) received.socket.close();
  await testApp.close();
});

function sendAbout(from: Member, to: Member, content: string, postId?: unknown) {
  return post(testApp, '/messages', { receiver_id: to.id, content, post_id: postId }, from.token);
}

async function send(from: Member, to: Member, content: string, postId?: number) {
  const response = await sendAbout(from, to, content, postId);
  expect(response.statusCode, response.body).toBe(201);
  clock += 60_000;
  return response.json<{ id: number; timestamp: string }>();
}

/** `?post_id=` of a thread's routes: its item, none for the thread about no item. */
const threadQuery = (postId: number | undefined) =>
  postId === undefined ? '' : `?post_id=${postId}`;

async function history(viewer: Member, other: Member, postId?: number): Promise<ChatMessage[]> {
  const response = await get(testApp, `/messages/${other.id}${threadQuery(postId)}`, viewer.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatMessage[]>();
}

async function markRead(reader: Member, other: Member, postId?: number): Promise<number[]> {
  const response = await patch(
    testApp,
    `/messages/${other.id}/read${threadQuery(postId)}`,
    reader.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ readMessageIds: number[] }>().readMessageIds;
}

async function contacts(member: Member): Promise<Contact[]> {
  const response = await get(testApp, '/messages/contacts', member.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Contact[]>();
}

async function unreadCount(member: Member): Promise<number> {
  const response = await get(testApp, '/messages/unread/count', member.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ unreadCount: number }>().unreadCount;
}

/** The member's threads, latest first: the other member, the thread's item and the item shown. */
async function threadsOf(member: Member) {
  return (await contacts(member)).map((row) => ({
    with: row.id,
    post_id: row.post_id,
    item: row.item?.id ?? null,
  }));
}

const contentsOf = async (viewer: Member, other: Member, postId?: number) =>
  (await history(viewer, other, postId)).map((message) => message.content);

function setModeration(postId: number, status: 'visible' | 'flagged') {
  return testApp.database.db
    .updateTable('posts')
    .set({ moderation_status: status })
    .where('id', '=', postId)
    .execute();
}

describe('a message about an item', () => {
  it("goes to the item's thread, shown to both members with its photo and availability", async () => {
    const sent = await send(sara, omar, 'Is the heater still available?', heater);
    const detail = await get(testApp, `/Posting/posts/${heater}`, sara.token);
    const cover = detail.json<{ images: { thumbnail_url: string }[] }>().images[0];

    const stored = await testApp.database.db
      .selectFrom('messages')
      .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
      .select(['messages.id', 'messages.post_id', 'conversations.item_id'])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ id: sent.id, post_id: heater, item_id: heater });
    for (const [viewer, other] of [
      [sara, omar],
      [omar, sara],
    ] as const) {
      expect(await history(viewer, other, heater)).toEqual([
        expect.objectContaining({ id: sent.id, post_id: heater }),
      ]);
      expect(await history(viewer, other)).toEqual([]);
      const [thread] = await contacts(viewer);
      expect(thread).toMatchObject({
        id: other.id,
        post_id: heater,
        unread_count: viewer === omar ? 1 : 0,
      });
      expect(thread?.item).toEqual({
        id: heater,
        title: 'Oil heater',
        thumbnail_url: cover?.thumbnail_url,
        availability: 'available',
      });
    }
  });

  it("takes the sender's own item and the post's id as digits", async () => {
    const response = await sendAbout(sara, omar, 'I also give this lamp', String(sarasLamp));
    expect(response.statusCode, response.body).toBe(201);
    expect(await threadsOf(omar)).toEqual([{ with: sara.id, post_id: sarasLamp, item: sarasLamp }]);
  });

  it('follows the availability of its item', async () => {
    await send(sara, omar, 'Is the heater still available?', heater);
    await testApp.database.db
      .updateTable('posts')
      .set({ availability: 'reserved' })
      .where('id', '=', heater)
      .execute();
    expect((await contacts(sara))[0]?.item).toMatchObject({ id: heater, availability: 'reserved' });
  });
});

describe('two items between the same pair', () => {
  it('give two threads, each with its own messages, beside the thread about no item', async () => {
    await send(sara, omar, 'Hello Omar');
    await send(sara, omar, 'Is the heater still available?', heater);
    await send(omar, sara, 'Yes, come by tomorrow', heater);
    await send(sara, omar, 'And the bicycle?', bicycle);
    await send(omar, sara, 'Would you give me your lamp?', sarasLamp);

    expect(await threadsOf(sara)).toEqual([
      { with: omar.id, post_id: sarasLamp, item: sarasLamp },
      { with: omar.id, post_id: bicycle, item: bicycle },
      { with: omar.id, post_id: heater, item: heater },
      { with: omar.id, post_id: null, item: null },
    ]);
    expect(await contentsOf(sara, omar, heater)).toEqual([
      'Is the heater still available?',
      'Yes, come by tomorrow',
    ]);
    expect(await contentsOf(omar, sara, bicycle)).toEqual(['And the bicycle?']);
    expect(await contentsOf(omar, sara, sarasLamp)).toEqual(['Would you give me your lamp?']);
    expect(await contentsOf(omar, sara)).toEqual(['Hello Omar']);
    expect(await history(sara, omar, linasSofa)).toEqual([]);
  });

  it('count and read each thread apart: the badge counts the threads with an unread message', async () => {
    const hello = await send(sara, omar, 'Hello Omar');
    const aboutHeater = await send(sara, omar, 'The heater?', heater);
    const aboutBicycle = await send(sara, omar, 'The bicycle?', bicycle);
    await send(sara, omar, 'Tomorrow at five?', bicycle);
    expect(await unreadCount(omar)).toBe(3);
    expect((await contacts(omar)).map((row) => [row.post_id, row.unread_count])).toEqual([
      [bicycle, 2],
      [heater, 1],
      [null, 1],
    ]);

    expect(await markRead(omar, sara, heater)).toEqual([aboutHeater.id]);
    expect(await unreadCount(omar)).toBe(2);
    expect((await history(sara, omar, heater))[0]).toMatchObject({ status: 'read' });
    expect((await history(sara, omar, bicycle))[0]).toMatchObject({
      id: aboutBicycle.id,
      status: 'sent',
    });
    expect(await markRead(omar, sara)).toEqual([hello.id]);
    expect(await unreadCount(omar)).toBe(1);
  });

  it('each have their notification, read with their thread, opening that thread', async () => {
    await send(sara, omar, 'The heater?', heater);
    await send(sara, omar, 'The bicycle?', bicycle);
    const notifications = async () => {
      const response = await get(testApp, '/api/notifications', omar.token);
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<{ notifications: { kind: string; read: boolean; path: string }[] }>()
        .notifications.filter((notification) => notification.kind === 'message')
        .map(({ read, path }) => ({ read, path }));
    };
    expect(await notifications()).toEqual([
      { read: false, path: `/dm/${sara.id}?post=${bicycle}` },
      { read: false, path: `/dm/${sara.id}?post=${heater}` },
    ]);
    await markRead(omar, sara, heater);
    expect(await notifications()).toEqual([
      { read: false, path: `/dm/${sara.id}?post=${bicycle}` },
      { read: true, path: `/dm/${sara.id}?post=${heater}` },
    ]);
  });

  it('keep each pair to its own threads', async () => {
    await send(sara, omar, 'The heater?', heater);
    await send(sara, lina, 'The sofa?', linasSofa);
    expect(await threadsOf(sara)).toEqual([
      { with: lina.id, post_id: linasSofa, item: linasSofa },
      { with: omar.id, post_id: heater, item: heater },
    ]);
    expect(await threadsOf(omar)).toEqual([{ with: sara.id, post_id: heater, item: heater }]);
    expect(await history(lina, sara, heater)).toEqual([]);
  });
});

describe('a client that names no item (the earlier one)', () => {
  it('sends, reads and marks read the thread about no item, whatever the threads about items', async () => {
    await send(sara, omar, 'The heater?', heater);
    const hello = await send(sara, omar, 'Hello');
    const again = await sendAbout(sara, omar, 'Hello again', null);
    expect(again.statusCode, again.body).toBe(201);

    expect(await contentsOf(omar, sara)).toEqual(['Hello', 'Hello again']);
    expect((await history(omar, sara)).map((message) => message.post_id)).toEqual([null, null]);
    expect(await markRead(omar, sara)).toEqual([hello.id, again.json<{ id: number }>().id]);
    expect((await contacts(omar)).map((row) => [row.post_id, row.unread_count])).toEqual([
      [null, 0],
      [heater, 1],
    ]);
  });
});

describe('refuses a message about an item, leaving every table as it was', () => {
  beforeEach(async () => {
    await send(sara, omar, 'Is the heater still available?', heater);
  });

  it('of a post that does not exist', async () => {
    await expectRefused(testApp, () => sendAbout(sara, omar, 'This one?', linasSofa + 1000), 404, {
      code: 'MESSAGE_ITEM_NOT_FOUND',
      message: 'The item this message is about was not found.',
    });
  });

  it('of a third member', async () => {
    await expectRefused(testApp, () => sendAbout(sara, omar, 'Her sofa?', linasSofa), 400, {
      code: 'MESSAGE_ITEM_OF_ANOTHER',
      field: 'post_id',
      message: 'A message can only be about an item of one of its two members.',
    });
  });

  it('the sender may not see (flagged), as if it did not exist', async () => {
    await setModeration(bicycle, 'flagged');
    await expectRefused(testApp, () => sendAbout(sara, omar, 'The bicycle?', bicycle), 404, {
      code: 'MESSAGE_ITEM_NOT_FOUND',
    });
  });

  it('that is not an id', async () => {
    for (const postId of ['bicycle', 0, -3, 1.5, 2 ** 31]) {
      await expectRefused(testApp, () => sendAbout(sara, omar, 'This?', postId), 400, {
        code: 'FIELD_INVALID',
        field: 'post_id',
      });
    }
  });

  it('read or marked read in a thread named by something that is not an id', async () => {
    for (const postId of ['bicycle', '0', '-3', '1.5', String(2 ** 31)]) {
      const query = `?post_id=${encodeURIComponent(postId)}`;
      await expectRefused(
        testApp,
        () => get(testApp, `/messages/${sara.id}${query}`, omar.token),
        400,
        {
          code: 'FIELD_INVALID',
          field: 'post_id',
        },
      );
      await expectRefused(
        testApp,
        () => patch(testApp, `/messages/${sara.id}/read${query}`, omar.token),
        400,
        { code: 'FIELD_INVALID', field: 'post_id' },
      );
    }
  });

  it('between a blocked pair, whose block is what the refusal says', async () => {
    expect((await put(testApp, `/api/blocks/${sara.id}`, {}, omar.token)).statusCode).toBe(200);
    await expectRefused(testApp, () => sendAbout(sara, omar, 'The heater?', heater), 403, {
      code: 'MEMBER_BLOCKED',
    });
    expect(await contacts(sara)).toEqual([]);
  });

  it('to oneself or nobody, before looking at the item', async () => {
    await expectRefused(testApp, () => sendAbout(sara, sara, 'Mine', linasSofa), 400, {
      code: 'MESSAGE_TO_SELF',
    });
    const nobody = { ...omar, id: lina.id + 1000 };
    await expectRefused(testApp, () => sendAbout(sara, nobody, 'Yours?', linasSofa), 404, {
      code: 'USER_NOT_FOUND',
    });
  });
});

describe('an item the viewer may not see', () => {
  it('is not shown to them, its thread still is (its owner and admins see the item)', async () => {
    await send(sara, omar, 'Is the heater still available?', heater);
    await send(sara, omar, 'And the bicycle?', bicycle);
    await setModeration(bicycle, 'flagged');

    expect(await threadsOf(sara)).toEqual([
      { with: omar.id, post_id: bicycle, item: null },
      { with: omar.id, post_id: heater, item: heater },
    ]);
    expect((await history(sara, omar, bicycle)).map((message) => message.post_id)).toEqual([null]);
    expect(await threadsOf(omar)).toEqual([
      { with: sara.id, post_id: bicycle, item: bicycle },
      { with: sara.id, post_id: heater, item: heater },
    ]);
    expect((await history(omar, sara, bicycle)).map((message) => message.post_id)).toEqual([
      bicycle,
    ]);

    // The thread goes on: a member is not cut off by a review of its item.
    await send(sara, omar, 'Is it still yours to give?', bicycle);
    expect(await contentsOf(omar, sara, bicycle)).toEqual([
      'And the bicycle?',
      'Is it still yours to give?',
    ]);

    const admin = await registerAdmin(testApp);
    await send(admin, omar, 'About your bicycle: it was reported', bicycle);
    expect(await threadsOf(admin)).toEqual([{ with: omar.id, post_id: bicycle, item: bicycle }]);

    await setModeration(bicycle, 'visible');
    expect((await threadsOf(sara))[0]).toEqual({ with: omar.id, post_id: bicycle, item: bicycle });
  });

  it("is the owner's own flagged post: they may write about it, the other member sees no item", async () => {
    await setModeration(bicycle, 'flagged');
    await send(omar, sara, 'My bicycle is under review, but still yours if you want it', bicycle);
    expect(await threadsOf(sara)).toEqual([{ with: omar.id, post_id: bicycle, item: null }]);
    expect((await history(sara, omar, bicycle)).map((message) => message.post_id)).toEqual([null]);
    expect(await threadsOf(omar)).toEqual([{ with: sara.id, post_id: bicycle, item: bicycle }]);
  });
});

describe('a deleted item', () => {
  it('leaves its thread, whose messages lose their item and which still takes messages', async () => {
    await send(sara, omar, 'Is the heater still available?', heater);
    await send(sara, omar, 'And the bicycle?', bicycle);
    const deleted = await del(testApp, `/Posting/delete-post/${bicycle}`, omar.token);
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await history(sara, omar, bicycle)).toEqual([
      expect.objectContaining({ content: 'And the bicycle?', post_id: null }),
    ]);
    expect(await threadsOf(sara)).toEqual([
      { with: omar.id, post_id: bicycle, item: null },
      { with: omar.id, post_id: heater, item: heater },
    ]);
    await send(omar, sara, 'Sorry, it went to someone else', bicycle);
    expect(await contentsOf(sara, omar, bicycle)).toEqual([
      'And the bicycle?',
      'Sorry, it went to someone else',
    ]);
    expect(await history(sara, omar)).toEqual([]);
    // A deleted post of no thread of theirs is refused as any missing one.
    await expectRefused(testApp, () => sendAbout(lina, omar, 'The bicycle?', bicycle), 404, {
      code: 'MESSAGE_ITEM_NOT_FOUND',
    });

    const adminDeleted = await del(
      testApp,
      `/admin/posts/${heater}`,
      (await registerAdmin(testApp)).token,
    );
    expect(adminDeleted.statusCode, adminDeleted.body).toBe(200);
    expect((await history(omar, sara, heater)).map((message) => message.post_id)).toEqual([null]);
    expect(await threadsOf(omar)).toEqual([
      { with: sara.id, post_id: bicycle, item: null },
      { with: sara.id, post_id: heater, item: null },
    ]);
    expect(await danglingReferences(testApp)).toEqual([]);
  });

  it("goes with its member's account, whose threads go too; others keep theirs", async () => {
    await send(sara, lina, 'The sofa?', linasSofa);
    await send(sara, omar, 'The heater?', heater);
    const deleted = await del(testApp, '/api/users/me', lina.token, { password: lina.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await threadsOf(sara)).toEqual([{ with: omar.id, post_id: heater, item: heater }]);
    expect(await danglingReferences(testApp)).toEqual([]);
  });
});

describe('the realtime events', () => {
  async function socketOf(member: Member) {
    const received = await connectSocket(await baseUrl(), member.token);
    sockets.push(received);
    return received;
  }
  let listening: string | undefined;
  async function baseUrl() {
    listening ??= await listen(testApp);
    return listening;
  }
  afterEach(() => {
    listening = undefined;
  });

  it('carry the item of a message to the receiver and to the sender’s tabs', async () => {
    const [omarTab, saraTab] = [await socketOf(omar), await socketOf(sara)];
    const sent = await send(sara, omar, 'Is the heater still available?', heater);
    await until(() => omarTab.of('private_message').length > 0, "Omar's message");
    await until(() => saraTab.of('message_sent').length > 0, "Sara's own message");
    expect(omarTab.of('private_message')).toEqual([
      expect.objectContaining({
        id: sent.id,
        fromUserId: sara.id,
        postId: heater,
        threadPostId: heater,
      }),
    ]);
    expect(saraTab.of('message_sent')).toEqual([
      expect.objectContaining({
        id: sent.id,
        toUserId: omar.id,
        postId: heater,
        threadPostId: heater,
      }),
    ]);
  });

  it('take a new message by socket about an item under the rules of POST /messages', async () => {
    const [saraTab, omarTab] = [await socketOf(sara), await socketOf(omar)];
    const answer = await emitWithAnswer(saraTab, 'private_message', {
      toUserId: omar.id,
      message: 'The bicycle?',
      postId: bicycle,
    });
    expect(answer).toMatchObject({ ok: true });
    await until(() => omarTab.of('private_message').length > 0, "Omar's message");
    expect(omarTab.of('private_message')[0]).toMatchObject({
      postId: bicycle,
      threadPostId: bicycle,
    });
    expect(await threadsOf(omar)).toEqual([{ with: sara.id, post_id: bicycle, item: bicycle }]);
    expect(
      await emitWithAnswer(saraTab, 'private_message', {
        toUserId: omar.id,
        message: 'Her sofa?',
        postId: linasSofa,
      }),
    ).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'MESSAGE_ITEM_OF_ANOTHER', field: 'post_id' }),
    });
  });

  it('leave out an item the receiver may not see, and still name its thread', async () => {
    await setModeration(bicycle, 'flagged');
    const saraTab = await socketOf(sara);
    await send(omar, sara, 'My bicycle is under review', bicycle);
    await until(() => saraTab.of('private_message').length > 0, "Sara's message");
    expect(saraTab.of('private_message')[0]).toMatchObject({
      postId: null,
      threadPostId: bicycle,
    });
  });
});
