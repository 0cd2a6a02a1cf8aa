import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { ChatMessage, Contact } from '@tabarru/contract/messages';

import { del, get, post, put, registerAdmin, createMember, type Member } from './support/accounts';
import { danglingReferences } from './support/integrity';
import { createdPostId, jpegImage, postFields } from './support/posts';
import { expectRefused } from './support/refusals';
import { connectSocket, emitWithAnswer, listen, until, type Received } from './support/sockets';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * A conversation says which item it is about (issue 19): each message keeps the post it was
 * sent about, and the conversation shows the one of its latest message about a post the viewer
 * may see.
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

async function history(viewer: Member, other: Member): Promise<ChatMessage[]> {
  const response = await get(testApp, `/messages/${other.id}`, viewer.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatMessage[]>();
}

async function contacts(member: Member): Promise<Contact[]> {
  const response = await get(testApp, '/messages/contacts', member.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Contact[]>();
}

/** The item each of the member's conversations shows, by the other member's id. */
async function itemsOf(member: Member): Promise<Record<number, number | null>> {
  return Object.fromEntries((await contacts(member)).map((row) => [row.id, row.item?.id ?? null]));
}

const itemsOfHistory = async (viewer: Member, other: Member) =>
  (await history(viewer, other)).map((message) => message.post_id);

function setModeration(postId: number, status: 'visible' | 'flagged') {
  return testApp.database.db
    .updateTable('posts')
    .set({ moderation_status: status })
    .where('id', '=', postId)
    .execute();
}

describe('a message about an item', () => {
  it("keeps the receiver's item and shows it to both members, with its photo and availability", async () => {
    const sent = await send(sara, omar, 'Is the heater still available?', heater);
    const detail = await get(testApp, `/Posting/posts/${heater}`, sara.token);
    const cover = detail.json<{ images: { thumbnail_url: string }[] }>().images[0];

    const stored = await testApp.database.db
      .selectFrom('messages')
      .select(['id', 'post_id'])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ id: sent.id, post_id: heater });
    for (const [viewer, other] of [
      [sara, omar],
      [omar, sara],
    ] as const) {
      expect(await history(viewer, other)).toEqual([
        expect.objectContaining({ id: sent.id, post_id: heater }),
      ]);
      const [conversation] = await contacts(viewer);
      expect(conversation).toMatchObject({ id: other.id, unread_count: viewer === omar ? 1 : 0 });
      expect(conversation?.item).toEqual({
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
    expect(await itemsOf(omar)).toEqual({ [sara.id]: sarasLamp });
  });

  it('leaves a message without post_id, or with null, about no item, as before', async () => {
    await send(sara, omar, 'Hello');
    const response = await sendAbout(sara, omar, 'Hello again', null);
    expect(response.statusCode, response.body).toBe(201);
    expect(await itemsOfHistory(omar, sara)).toEqual([null, null]);
    expect(await itemsOf(omar)).toEqual({ [sara.id]: null });
  });
});

describe('a conversation about several items over time', () => {
  it('shows the item of its latest message that had one, and each message keeps its own', async () => {
    await send(sara, omar, 'Is the heater still available?', heater);
    await send(omar, sara, 'Yes, come by tomorrow');
    expect(await itemsOf(sara)).toEqual({ [omar.id]: heater });

    await send(sara, omar, 'And the bicycle?', bicycle);
    await send(omar, sara, 'That one too');
    expect(await itemsOf(sara)).toEqual({ [omar.id]: bicycle });
    expect(await itemsOf(omar)).toEqual({ [sara.id]: bicycle });

    await send(omar, sara, 'Would you give me your lamp?', sarasLamp);
    expect(await itemsOf(sara)).toEqual({ [omar.id]: sarasLamp });
    expect(await itemsOfHistory(omar, sara)).toEqual([heater, null, bicycle, null, sarasLamp]);
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

  it('keeps each conversation to its own items', async () => {
    await send(sara, omar, 'The heater?', heater);
    await send(sara, lina, 'The sofa?', linasSofa);
    expect(await itemsOf(sara)).toEqual({ [omar.id]: heater, [lina.id]: linasSofa });
    expect(await itemsOf(omar)).toEqual({ [sara.id]: heater });
    expect(await itemsOf(lina)).toEqual({ [sara.id]: linasSofa });
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
  it('is not shown to them: the conversation shows the item before it, its owner sees it', async () => {
    await send(sara, omar, 'Is the heater still available?', heater);
    await send(sara, omar, 'And the bicycle?', bicycle);
    await setModeration(bicycle, 'flagged');

    expect(await itemsOf(sara)).toEqual({ [omar.id]: heater });
    expect(await itemsOfHistory(sara, omar)).toEqual([heater, null]);
    expect(await itemsOf(omar)).toEqual({ [sara.id]: bicycle });
    expect(await itemsOfHistory(omar, sara)).toEqual([heater, bicycle]);

    const admin = await registerAdmin(testApp);
    await send(admin, omar, 'About your bicycle: it was reported', bicycle);
    expect(await itemsOf(admin)).toEqual({ [omar.id]: bicycle });

    await setModeration(bicycle, 'visible');
    expect(await itemsOf(sara)).toEqual({ [omar.id]: bicycle });
  });

  it("is the owner's own flagged post: they may write about it, the other member sees no item", async () => {
    await setModeration(bicycle, 'flagged');
    await send(omar, sara, 'My bicycle is under review, but still yours if you want it', bicycle);
    expect(await itemsOf(sara)).toEqual({ [omar.id]: null });
    expect(await itemsOfHistory(sara, omar)).toEqual([null]);
    expect(await itemsOf(omar)).toEqual({ [sara.id]: bicycle });
  });
});

describe('a deleted item', () => {
  it('leaves the messages about it, which lose their item', async () => {
    await send(sara, omar, 'Is the heater still available?', heater);
    await send(sara, omar, 'And the bicycle?', bicycle);
    const deleted = await del(testApp, `/Posting/delete-post/${bicycle}`, omar.token);
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect((await history(sara, omar)).map((message) => message.content)).toEqual([
      'Is the heater still available?',
      'And the bicycle?',
    ]);
    expect(await itemsOfHistory(sara, omar)).toEqual([heater, null]);
    expect(await itemsOf(sara)).toEqual({ [omar.id]: heater });

    const adminDeleted = await del(
      testApp,
      `/admin/posts/${heater}`,
      (await registerAdmin(testApp)).token,
    );
    expect(adminDeleted.statusCode, adminDeleted.body).toBe(200);
    expect(await itemsOfHistory(omar, sara)).toEqual([null, null]);
    expect(await itemsOf(omar)).toEqual({ [sara.id]: null });
    expect(await danglingReferences(testApp)).toEqual([]);
  });

  it("goes with its member's account, whose conversations go too; others keep theirs", async () => {
    await send(sara, lina, 'The sofa?', linasSofa);
    await send(sara, omar, 'The heater?', heater);
    const deleted = await del(testApp, '/api/users/me', lina.token, { password: lina.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await itemsOf(sara)).toEqual({ [omar.id]: heater });
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
      expect.objectContaining({ id: sent.id, fromUserId: sara.id, postId: heater }),
    ]);
    expect(saraTab.of('message_sent')).toEqual([
      expect.objectContaining({ id: sent.id, toUserId: omar.id, postId: heater }),
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
    expect(omarTab.of('private_message')[0]).toMatchObject({ postId: bicycle });
    expect(await itemsOf(omar)).toEqual({ [sara.id]: bicycle });
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

  it('leave out an item the receiver may not see', async () => {
    await setModeration(bicycle, 'flagged');
    const saraTab = await socketOf(sara);
    await send(omar, sara, 'My bicycle is under review', bicycle);
    await until(() => saraTab.of('private_message').length > 0, "Sara's message");
    expect(saraTab.of('private_message')[0]).toMatchObject({ postId: null });
  });
});
