import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { constraintViolation } from '../src/db/database';
import { conversationThreads } from '../src/db/migrations/0025-conversation-threads';
import type { Database } from '../src/db/schema';
import { danglingReferences } from './support/integrity';
import { createTestDatabase, inTurn, type TestDatabase } from './support/test-database';

/*
 * Migration 0025: the conversations written before, one per pair, become one thread per pair and
 * item, each message in the thread of the item it was about.
 */

let database: TestDatabase;
let db: Kysely<Database>;

beforeEach(async () => {
  database = await createTestDatabase({ runMigrations: true });
  db = database.db;
});

afterEach(async () => {
  await database.destroy();
});

function at(minutes: number): string {
  return new Date(Date.UTC(2025, 0, 1) + minutes * 60_000).toISOString();
}

async function insertUser(username: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username,
      username_key: username.toLowerCase(),
      email: `${username.toLowerCase()}@example.test`,
      phone_number: `+96279${String(username.length).padStart(2, '0')}${username.charCodeAt(0)}000`,
      password_hash: 'argon2id-hash',
      created_at: at(0),
      updated_at: at(0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertPost(userId: number, title: string): Promise<number> {
  const row = await db
    .insertInto('posts')
    .values({
      user_id: userId,
      title,
      description: 'Still sturdy',
      email: 'donor@example.test',
      phone: '0791234567',
      location: 'Amman - Abdoun',
      region: 'Amman',
      category: 'Furniture',
      features: '[]',
      search_text: title.toLowerCase(),
      created_at: at(0),
      updated_at: at(0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A conversation as the product wrote it before 0025: one per pair, no item of its own. */
async function insertPairConversation(oneId: number, otherId: number): Promise<number> {
  const { rows } = await sql<{ id: number }>`insert into conversations
      (user_a_id, user_b_id, created_at, user_a_email_due_at)
    values (${Math.min(oneId, otherId)}, ${Math.max(oneId, otherId)}, ${at(1)}, ${at(99)})
    returning id`.execute(db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no conversation');
  return id;
}

interface OldMessage {
  from: number;
  to: number;
  content: string;
  postId: number | null;
  minute: number;
  status?: 'sent' | 'read';
}

async function insertMessages(conversationId: number, messages: OldMessage[]) {
  for (const message of messages) {
    await db
      .insertInto('messages')
      .values({
        conversation_id: conversationId,
        sender_id: message.from,
        receiver_id: message.to,
        content: message.content,
        post_id: message.postId,
        status: message.status ?? 'sent',
        created_at: at(message.minute),
      })
      .execute();
  }
}

/** Each thread, by pair then item (none last): its messages, counts and due email. */
async function threads() {
  const conversations = (await db.selectFrom('conversations').selectAll().execute()).sort(
    (one, other) =>
      one.user_b_id - other.user_b_id || (one.item_id ?? Infinity) - (other.item_id ?? Infinity),
  );
  const messages = await db
    .selectFrom('messages')
    .select(['id', 'conversation_id', 'content'])
    .orderBy('id')
    .execute();
  return conversations.map((thread) => {
    const own = messages.filter((message) => message.conversation_id === thread.id);
    return {
      pair: [thread.user_a_id, thread.user_b_id],
      item: thread.item_id,
      messages: own.map((message) => message.content),
      last: thread.last_message_id === own.at(-1)?.id,
      unread: [thread.user_a_unread, thread.user_b_unread],
      emailDue: thread.user_a_email_due_at !== null,
    };
  });
}

describe('migration 0025: a thread per pair and item', () => {
  it('moves each message to the thread of its item, or of the item it was written under', async () => {
    const migration = conversationThreads(database.dialect);
    const [sara, omar, lina] = [
      await insertUser('Sara'),
      await insertUser('Omar'),
      await insertUser('Lina'),
    ];
    const chair = await insertPost(omar, 'Chair');
    const lamp = await insertPost(omar, 'Lamp');
    await inTurn(database, async () => migration.down?.(db));

    await insertMessages(await insertPairConversation(sara, omar), [
      { from: sara, to: omar, content: 'Hello', postId: null, minute: 1, status: 'read' },
      { from: sara, to: omar, content: 'The chair?', postId: chair, minute: 2 },
      { from: omar, to: sara, content: 'Yes, come by', postId: null, minute: 3, status: 'read' },
      { from: sara, to: omar, content: 'And the lamp?', postId: lamp, minute: 4 },
      { from: omar, to: sara, content: 'That one too', postId: null, minute: 5 },
    ]);
    await insertMessages(await insertPairConversation(lina, omar), [
      { from: lina, to: omar, content: 'Is the chair free?', postId: chair, minute: 6 },
    ]);

    await inTurn(database, async () => migration.up(db));
    // Sara < Omar < Lina by id: Sara is side a with Omar, Omar side a with Lina.
    const saraUnread = (count: number, omarCount: number) => [count, omarCount];
    expect(await threads()).toEqual([
      {
        pair: [sara, omar],
        item: chair,
        messages: ['The chair?', 'Yes, come by'],
        last: true,
        unread: saraUnread(0, 1),
        emailDue: false,
      },
      {
        pair: [sara, omar],
        item: lamp,
        messages: ['And the lamp?', 'That one too'],
        last: true,
        unread: saraUnread(1, 1),
        emailDue: true,
      },
      {
        pair: [sara, omar],
        item: null,
        messages: ['Hello'],
        last: true,
        unread: saraUnread(0, 0),
        emailDue: false,
      },
      {
        pair: [omar, lina],
        item: chair,
        messages: ['Is the chair free?'],
        last: true,
        unread: [1, 0],
        emailDue: true,
      },
    ]);
    expect(await danglingReferences({ database })).toEqual([]);

    // One thread per pair and item, and one per pair about none.
    const thread = (itemId: number | null) =>
      db
        .insertInto('conversations')
        .values({ user_a_id: sara, user_b_id: omar, item_id: itemId, created_at: at(9) })
        .execute()
        .then(
          () => undefined,
          (error: unknown) => constraintViolation(error),
        );
    expect(await thread(chair)).toBe('unique');
    expect(await thread(null)).toBe('unique');

    // Down: each pair's messages in one conversation again, and up once more.
    await inTurn(database, async () => migration.down?.(db));
    const merged = await db
      .selectFrom('conversations')
      .select(['user_a_id', 'user_b_id', 'user_a_unread', 'user_b_unread'])
      .orderBy('user_b_id')
      .execute();
    expect(merged).toEqual([
      { user_a_id: sara, user_b_id: omar, user_a_unread: 1, user_b_unread: 2 },
      { user_a_id: omar, user_b_id: lina, user_a_unread: 1, user_b_unread: 0 },
    ]);
    expect(await db.selectFrom('messages').select('id').execute()).toHaveLength(6);
    await inTurn(database, async () => migration.up(db));
    expect((await threads()).map((row) => [row.item, row.messages.length])).toEqual([
      [chair, 2],
      [lamp, 2],
      [null, 1],
      [chair, 1],
    ]);
  });
});
