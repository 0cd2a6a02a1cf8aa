import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { MESSAGE_CONTENT_MAX, MESSAGE_PAGE_SIZE } from '@tabarru/contract/message-constants';
import type { ChatMessage, Contact } from '@tabarru/contract/messages';

import { get, patch, post, createMember, type Member } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let sara: Member;
let omar: Member;
let lina: Member;

/** A clock the test moves: messages take their time from it. */
let clock = Date.UTC(2026, 10, 24, 9, 0);

beforeEach(async () => {
  clock = Date.UTC(2026, 10, 24, 9, 0);
  testApp = await createTestApp({}, { now: () => clock });
  sara = await createMember(testApp);
  omar = await createMember(testApp);
  lina = await createMember(testApp);
});

afterEach(async () => {
  await testApp.close();
});

async function send(from: Member, to: Member | number, content: string) {
  const response = await post(
    testApp,
    '/messages',
    { receiver_id: typeof to === 'number' ? to : to.id, content },
    from.token,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; timestamp: string }>();
}

async function history(viewer: Member, other: Member, before?: string): Promise<ChatMessage[]> {
  const query = before === undefined ? '' : `?before=${encodeURIComponent(before)}`;
  const response = await get(testApp, `/messages/${other.id}${query}`, viewer.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatMessage[]>();
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

async function markRead(reader: Member, other: Member): Promise<number[]> {
  const response = await patch(testApp, `/messages/${other.id}/read`, reader.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ readMessageIds: number[] }>().readMessageIds;
}

function messageTables() {
  const { db } = testApp.database;
  return Promise.all([
    db.selectFrom('messages').selectAll().orderBy('id').execute(),
    db.selectFrom('conversations').selectAll().orderBy('id').execute(),
  ]);
}

/** The unread counts the conversations keep, against the messages themselves. */
async function expectCountsMatchMessages() {
  const [messages, conversations] = await messageTables();
  for (const conversation of conversations) {
    const unreadBy = (memberId: number) =>
      messages.filter(
        (message) =>
          message.conversation_id === conversation.id &&
          message.receiver_id === memberId &&
          message.status !== 'read',
      ).length;
    expect(conversation.user_a_unread).toBe(unreadBy(conversation.user_a_id));
    expect(conversation.user_b_unread).toBe(unreadBy(conversation.user_b_id));
  }
}

describe('POST /messages', () => {
  it('stores the message, trimmed, with its conversation, and answers its id and time', async () => {
    const sent = await send(sara, omar, '  Is the heater still available?  ');
    expect(sent).toEqual({ id: expect.any(Number), timestamp: new Date(clock).toISOString() });

    const [messages, conversations] = await messageTables();
    expect(messages).toEqual([
      expect.objectContaining({
        id: sent.id,
        sender_id: sara.id,
        receiver_id: omar.id,
        content: 'Is the heater still available?',
        status: 'sent',
        created_at: sent.timestamp,
        delivered_at: null,
        read_at: null,
        post_id: null,
      }),
    ]);
    const [low, high] = sara.id < omar.id ? [sara, omar] : [omar, sara];
    expect(conversations).toEqual([
      expect.objectContaining({
        user_a_id: low.id,
        user_b_id: high.id,
        last_message_id: sent.id,
        last_message_at: sent.timestamp,
        user_a_unread: low === omar ? 1 : 0,
        user_b_unread: high === omar ? 1 : 0,
      }),
    ]);
    const expected = {
      id: sent.id,
      sender_id: sara.id,
      content: 'Is the heater still available?',
      timestamp: sent.timestamp,
      status: 'sent',
      post_id: null,
      ask: null,
    };
    expect(await history(sara, omar)).toEqual([expected]);
    expect(await history(omar, sara)).toEqual([expected]);
  });

  it('takes the receiver as digits too, and Arabic text with emoji and line breaks as written', async () => {
    const content = 'مرحبا، هل ما زالت متوفرة؟ 🙏\nأستطيع المرور غدًا';
    const response = await post(
      testApp,
      '/messages',
      { receiver_id: String(omar.id), content },
      sara.token,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect((await history(omar, sara)).map((message) => message.content)).toEqual([content]);
  });

  describe('refuses, leaving every table as it was', () => {
    async function expectRefused(
      body: object,
      token: string | undefined,
      status: number,
      expected: Record<string, unknown>,
    ) {
      const before = await messageTables();
      const response = await post(testApp, '/messages', body, token);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject(expected);
      expect(await messageTables()).toEqual(before);
    }

    it('without a live session', async () => {
      await expectRefused({ receiver_id: omar.id, content: 'Hello' }, undefined, 401, {
        code: 'UNAUTHENTICATED',
      });
      await expectRefused({ receiver_id: omar.id, content: 'Hello' }, 'not-a-token', 401, {
        code: 'UNAUTHENTICATED',
      });
    });

    it('a message to oneself', async () => {
      await expectRefused({ receiver_id: sara.id, content: 'Note to self' }, sara.token, 400, {
        code: 'MESSAGE_TO_SELF',
        field: 'receiver_id',
        message: 'You cannot send a message to yourself.',
      });
    });

    it('a member who does not exist', async () => {
      await expectRefused({ receiver_id: lina.id + 1000, content: 'Hello' }, sara.token, 404, {
        code: 'USER_NOT_FOUND',
        message: 'User not found',
      });
    });

    it('an empty or blank message, or none', async () => {
      for (const content of ['', '   \n  ']) {
        await expectRefused({ receiver_id: omar.id, content }, sara.token, 400, {
          code: 'FIELD_REQUIRED',
          field: 'content',
          message: 'Please write a message.',
        });
      }
      await expectRefused({ receiver_id: omar.id }, sara.token, 400, {
        code: 'FIELD_REQUIRED',
        field: 'content',
      });
    });

    it(`a message over ${MESSAGE_CONTENT_MAX} characters (one of exactly that many passes)`, async () => {
      await expectRefused(
        { receiver_id: omar.id, content: 'ع'.repeat(MESSAGE_CONTENT_MAX + 1) },
        sara.token,
        400,
        { code: 'FIELD_TOO_LONG', field: 'content' },
      );
      await send(sara, omar, 'ع'.repeat(MESSAGE_CONTENT_MAX));
    });

    it('a receiver that is not an id, and control characters', async () => {
      for (const receiver_id of [null, 'omar', -3, 1.5]) {
        await expectRefused({ receiver_id, content: 'Hello' }, sara.token, 400, {
          field: 'receiver_id',
        });
      }
      await expectRefused({ receiver_id: omar.id, content: 'Hi\u0000there' }, sara.token, 400, {
        code: 'CONTROL_CHARACTERS',
        field: 'content',
      });
    });
  });

  it('allows 180 messages a minute per member, then answers 429 with Retry-After', async () => {
    for (let index = 0; index < 180; index += 1) await send(sara, omar, `Message ${index}`);
    const before = await messageTables();
    const refused = await post(
      testApp,
      '/messages',
      { receiver_id: omar.id, content: 'One too many' },
      sara.token,
    );
    expect(refused.statusCode, refused.body).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await messageTables()).toEqual(before);
    // Another member's allowance is their own.
    await send(omar, sara, 'Thanks for all of these');
  });
});

describe('GET /messages/:otherUserId', () => {
  it(`pages the history ${MESSAGE_PAGE_SIZE} at a time with before, oldest first in a page`, async () => {
    const sent: string[] = [];
    for (let index = 0; index < 45; index += 1) {
      const [from, to] = index % 3 === 0 ? [omar, sara] : [sara, omar];
      await send(from, to, `Message ${index}`);
      sent.push(`Message ${index}`);
      clock += 1000;
    }
    const latest = await history(sara, omar);
    expect(latest.map((message) => message.content)).toEqual(sent.slice(25));
    const older = await history(sara, omar, latest[0]?.timestamp);
    expect(older.map((message) => message.content)).toEqual(sent.slice(5, 25));
    const oldest = await history(sara, omar, older[0]?.timestamp);
    expect(oldest.map((message) => message.content)).toEqual(sent.slice(0, 5));
    expect(await history(sara, omar, oldest[0]?.timestamp)).toEqual([]);
  });

  it('pages exactly when messages are sent within the same millisecond', async () => {
    // The clock stands still: each message still gets a later time than the one before.
    const sent: string[] = [];
    for (let index = 0; index < 25; index += 1) {
      await send(index % 2 ? sara : omar, index % 2 ? omar : sara, `Same moment ${index}`);
      sent.push(`Same moment ${index}`);
    }
    const latest = await history(omar, sara);
    const older = await history(omar, sara, latest[0]?.timestamp);
    expect([...older, ...latest].map((message) => message.content)).toEqual(sent);
    const times = [...older, ...latest].map((message) => message.timestamp);
    expect(new Set(times).size).toBe(times.length);
  });

  it('answers an empty list before the first message, 400 for oneself and a bad before, 404 for nobody', async () => {
    expect(await history(sara, lina)).toEqual([]);
    const self = await get(testApp, `/messages/${sara.id}`, sara.token);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'MESSAGE_TO_SELF' });
    const nobody = await get(testApp, `/messages/${lina.id + 1000}`, sara.token);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    const badBefore = await get(testApp, `/messages/${omar.id}?before=yesterday`, sara.token);
    expect(badBefore.statusCode).toBe(400);
    expect(badBefore.json()).toMatchObject({ field: 'before' });
    expect((await get(testApp, `/messages/${omar.id}`)).statusCode).toBe(401);
  });

  it('shows a conversation only to its two members', async () => {
    await send(sara, omar, 'Between us');
    expect(await history(lina, sara)).toEqual([]);
    expect(await history(lina, omar)).toEqual([]);
  });
});

describe('PATCH /messages/:otherUserId/read', () => {
  it("marks the partner's messages read, not one's own, and lowers the unread counts", async () => {
    const first = await send(sara, omar, 'First');
    const second = await send(sara, omar, 'Second');
    const reply = await send(omar, sara, 'My answer');
    await send(lina, omar, 'From Lina');
    expect(await unreadCount(omar)).toBe(2);
    expect(await unreadCount(sara)).toBe(1);

    expect(await markRead(omar, sara)).toEqual([first.id, second.id]);
    expect(await markRead(omar, sara)).toEqual([]);
    expect(await unreadCount(omar)).toBe(1);
    expect(await unreadCount(sara)).toBe(1);
    const statuses = (await history(sara, omar)).map(({ id, status }) => ({ id, status }));
    expect(statuses).toEqual([
      { id: first.id, status: 'read' },
      { id: second.id, status: 'read' },
      { id: reply.id, status: 'sent' },
    ]);
    await expectCountsMatchMessages();
  });

  it('answers an empty list with no conversation, 400 for oneself, 404 for nobody, 401 without a session', async () => {
    expect(await markRead(sara, lina)).toEqual([]);
    expect((await patch(testApp, `/messages/${sara.id}/read`, sara.token)).statusCode).toBe(400);
    expect((await patch(testApp, `/messages/${lina.id + 1000}/read`, sara.token)).statusCode).toBe(
      404,
    );
    expect((await patch(testApp, `/messages/${omar.id}/read`)).statusCode).toBe(401);
  });
});

describe('GET /messages/contacts', () => {
  it('lists the conversations, latest first, named by the other member with the own unread count', async () => {
    const toOmar = await send(sara, omar, 'Hello Omar');
    clock += 60_000;
    await send(lina, sara, 'Hello Sara');
    clock += 60_000;
    const again = await send(lina, sara, 'Are you there?');
    clock += 60_000;
    const answer = await send(omar, sara, 'Hi Sara!');

    expect(await contacts(sara)).toEqual([
      {
        id: omar.id,
        username: omar.username,
        last_message: 'Hi Sara!',
        last_ask_event: null,
        last_timestamp: answer.timestamp,
        last_sender_id: omar.id,
        last_status: 'sent',
        unread_count: 1,
        post_id: null,
        item: null,
      },
      {
        id: lina.id,
        username: lina.username,
        last_message: 'Are you there?',
        last_ask_event: null,
        last_timestamp: again.timestamp,
        last_sender_id: lina.id,
        last_status: 'sent',
        unread_count: 2,
        post_id: null,
        item: null,
      },
    ]);
    expect(await contacts(omar)).toEqual([
      expect.objectContaining({ id: sara.id, last_sender_id: omar.id, unread_count: 1 }),
    ]);
    expect(toOmar.id).toBeLessThan(answer.id);

    await markRead(sara, lina);
    expect((await contacts(sara)).map((contact) => contact.unread_count)).toEqual([1, 0]);
    expect((await contacts(lina))[0]).toMatchObject({ id: sara.id, last_status: 'read' });
    expect(await unreadCount(sara)).toBe(1);
    expect(await contacts(await createMember(testApp))).toEqual([]);
  });
});

describe('races', () => {
  it('keeps the unread counts exact while both members send and read at once', async () => {
    const sends = Array.from({ length: 12 }, (_, index) =>
      index % 2 ? send(sara, omar, `From Sara ${index}`) : send(omar, sara, `From Omar ${index}`),
    );
    const reads = Array.from({ length: 4 }, (_, index) =>
      index % 2 ? markRead(sara, omar) : markRead(omar, sara),
    );
    await Promise.all([...sends, ...reads]);
    await expectCountsMatchMessages();
    const [messages, conversations] = await messageTables();
    expect(conversations).toHaveLength(1);
    expect(messages).toHaveLength(12);
    const times = messages.map((message) => message.created_at);
    expect(new Set(times).size).toBe(12);
  });

  it('creates one conversation when a pair writes each other their first message at once', async () => {
    await Promise.all([send(sara, lina, 'Hi Lina'), send(lina, sara, 'Hi Sara')]);
    const [, conversations] = await messageTables();
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({ user_a_unread: 1, user_b_unread: 1 });
  });
});

describe.runIf(process.env.TEST_DIALECT === 'postgres')(
  'a receiver deleted while a message is sent (PostgreSQL)',
  () => {
    it('answers that the member is not found, and writes nothing', async () => {
      const { db } = testApp.database;
      let sending: ReturnType<typeof post> | undefined;
      await db.transaction().execute(async (trx) => {
        // The send finds Omar, then waits to write the pair's thread until he is gone.
        await sql`lock table conversations in exclusive mode`.execute(trx);
        sending = post(testApp, '/messages', { receiver_id: omar.id, content: 'Hi' }, sara.token);
        await expect
          .poll(async () => {
            const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting
            from pg_locks where relation = 'conversations'::regclass and not granted`.execute(db);
            return rows[0]?.waiting;
          })
          .toBe(1);
        await trx.deleteFrom('users').where('id', '=', omar.id).execute();
      });
      const sent = await sending;
      expect(sent?.statusCode, sent?.body).toBe(404);
      expect(sent?.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: 'User not found' });
      expect(await messageTables()).toEqual([[], []]);
    });
  },
);
