import { sql, type Kysely, type RawBuilder } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { constraintViolation, type ConstraintViolation } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { titleSearchNewestFirst } from '../src/db/migrations/0003-title-search-newest-first';
import { bannerInBothLanguages } from '../src/db/migrations/0007-banner-in-both-languages';
import { handoverCountsAndRatings } from '../src/db/migrations/0008-handover-counts-and-ratings';
import { conversationCountsAndMail } from '../src/db/migrations/0009-conversation-counts-and-mail';
import { wordSearch } from '../src/db/migrations/0012-word-search';
import { messageItems } from '../src/db/migrations/0013-message-items';
import { eventsInBothLanguages } from '../src/db/migrations/0015-events-in-both-languages';
import { notificationDelivery } from '../src/db/migrations/0018-notification-delivery';
import { displayVersion } from '../src/db/migrations/0023-display-version';
import { conceptWords } from '../src/db/migrations/0028-concept-words';
import { savedSearchPlaces } from '../src/db/migrations/0029-saved-search-places';
import { feedWords } from '../src/db/migrations/0030-feed-words';
import { storedLexemes } from '../src/db/migrations/0031-stored-lexemes';
import { shownPointsInMemory } from '../src/db/migrations/0032-shown-points-in-memory';
import { postConcepts } from '../src/db/migrations/0042-post-concepts';
import type { Database } from '../src/db/schema';
import { allLexemes, feedVersions, titleLexemes } from '../src/modules/feed/queries';
import { mergeSearchIndex } from '../src/modules/feed/search-index';
import { searchColumnsOf } from '../src/modules/feed/search-words';
import {
  createTestDatabase,
  inTurn,
  TABLES,
  wordIndexIds,
  type TestDatabase,
} from './support/test-database';

/** Minutes after a fixed instant, as the application writes timestamps. */
function at(minutes: number): string {
  return new Date(Date.UTC(2025, 0, 1) + minutes * 60_000).toISOString();
}

let database: TestDatabase;
let db: Kysely<Database>;
let userCount = 0;

async function openDatabase(): Promise<void> {
  database = await createTestDatabase({ runMigrations: true });
  db = database.db;
}

async function closeDatabase(): Promise<void> {
  await database.destroy();
}

/** Tests that write get a fresh database each; the read-only plan checks share one. */
function freshDatabasePerTest(): void {
  beforeEach(openDatabase);
  afterEach(closeDatabase);
}

/** The migrations built on the columns of the word index's (0012, 0028), latest first. */
const laterWordMigrations = () => [
  postConcepts(database.dialect),
  storedLexemes(database.dialect),
  feedWords(database.dialect),
];

async function takeDownLaterWordMigrations(): Promise<void> {
  for (const migration of laterWordMigrations()) {
    await inTurn(database, async () => migration.down?.(db));
  }
}

async function bringBackLaterWordMigrations(): Promise<void> {
  for (const migration of laterWordMigrations().reverse()) {
    await inTurn(database, async () => migration.up(db));
  }
}

async function insertUser(username: string): Promise<number> {
  userCount += 1;
  const row = await db
    .insertInto('users')
    .values({
      username,
      username_key: username.toLowerCase(),
      email: `${username.toLowerCase()}@example.test`,
      phone_number: `+9627${String(userCount).padStart(8, '0')}`,
      password_hash: 'argon2id-hash',
      created_at: at(0),
      updated_at: at(0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertPost(
  userId: number,
  fields: {
    title?: string;
    description?: string;
    features?: string[];
    createdAt?: string;
    location?: string;
    /** written as before migration 0012, which added the words */
    withoutWords?: boolean;
    /** written as before migration 0028, which added the concept words */
    withoutConcepts?: boolean;
  } = {},
): Promise<number> {
  const title = fields.title ?? 'Wooden chair';
  const description = fields.description ?? 'Still sturdy';
  const features = fields.features ?? [];
  const location = fields.location ?? 'Amman - Abdoun';
  const { concept_words, ...words } = searchColumnsOf({
    title,
    description,
    extras: features,
    location,
    region: 'Amman',
  });
  const row = await db
    .insertInto('posts')
    .values({
      user_id: userId,
      title,
      description,
      email: 'donor@example.test',
      phone: '0791234567',
      location,
      region: 'Amman',
      category: 'Furniture',
      features: JSON.stringify(features),
      ...(fields.withoutWords ? { search_text: title.toLowerCase() } : words),
      ...(!fields.withoutWords && !fields.withoutConcepts && { concept_words }),
      created_at: fields.createdAt ?? at(1),
      updated_at: fields.createdAt ?? at(1),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertEvent(createdBy: number | null): Promise<number> {
  const row = await db
    .insertInto('events')
    .values({
      title: 'Clothes swap',
      description: 'Bring what you no longer wear',
      location: 'Irbid',
      owner_name: 'Irbid youth club',
      event_date: '2025-02-01',
      start_time: '10:00',
      end_time: '13:00',
      created_by: createdBy,
      created_at: at(2),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertPostImage(postId: number, imageHash: string): Promise<void> {
  await db
    .insertInto('post_images')
    .values({
      post_id: postId,
      position: 0,
      image_hash: imageHash,
      width: 10,
      height: 10,
      created_at: at(1),
    })
    .execute();
}

async function insertClaim(postId: number, receiverId: number, donorId: number): Promise<number> {
  const row = await db
    .insertInto('donation_claims')
    .values({
      post_id: postId,
      receiver_id: receiverId,
      donor_id: donorId,
      message: null,
      created_at: at(3),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertFeedback(giverId: number, receiverId: number, rating: number) {
  return db
    .insertInto('feedback')
    .values({
      giver_id: giverId,
      receiver_id: receiverId,
      rating,
      comment: null,
      created_at: at(4),
    })
    .execute();
}

/** A conversation with one message from the first member to the second. */
async function insertConversation(fromId: number, toId: number): Promise<number> {
  const conversation = await db
    .insertInto('conversations')
    .values({
      user_a_id: Math.min(fromId, toId),
      user_b_id: Math.max(fromId, toId),
      last_message_id: null,
      last_message_at: null,
      created_at: at(5),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('messages')
    .values({
      conversation_id: conversation.id,
      sender_id: fromId,
      receiver_id: toId,
      content: 'Is the chair still available?',
      created_at: at(5),
      read_at: null,
    })
    .execute();
  return conversation.id;
}

/** Which constraint the write broke, or undefined when it succeeded. */
async function violation(write: Promise<unknown>): Promise<ConstraintViolation | undefined> {
  try {
    await write;
    return undefined;
  } catch (error) {
    const kind = constraintViolation(error);
    if (!kind) throw error;
    return kind;
  }
}

async function count(table: (typeof TABLES)[number]): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(
    db,
  );
  return rows[0]?.n ?? 0;
}

describe('migrations', () => {
  freshDatabasePerTest();

  it('create every table of the schema', async () => {
    // Kysely lists every schema's tables: in turn, while no other test drops its own (inTurn).
    const tables = (await inTurn(database, () => db.introspection.getTables())).map(
      (table) => table.name,
    );
    expect(tables).toEqual(expect.arrayContaining([...TABLES]));
    for (const table of TABLES) expect(await count(table)).toBe(0);
  });

  it('change nothing when run again', async () => {
    const applied = () =>
      sql<{
        name: string;
        timestamp: string;
      }>`select name, timestamp from kysely_migration order by name`.execute(db);
    const before = (await applied()).rows;
    const userId = await insertUser('Sara');

    await inTurn(database, () => runMigrations(db, database.dialect));

    expect((await applied()).rows).toEqual(before);
    expect(before.length).toBeGreaterThan(0);
    expect(await db.selectFrom('users').select('id').execute()).toEqual([{ id: userId }]);
  });

  it('start the handover counters and rating totals from the rows already there', async () => {
    const migration = handoverCountsAndRatings(database.dialect);
    // The display version (0023) watches the rating totals: PostgreSQL keeps them while it does.
    const display = displayVersion(database.dialect);
    await inTurn(database, async () => display.down?.(db));
    await inTurn(database, async () => migration.down?.(db));
    const [sara, omar, lina] = [
      await insertUser('Sara'),
      await insertUser('Omar'),
      await insertUser('Lina'),
    ];
    const donated = await insertPost(sara);
    await db
      .updateTable('posts')
      .set({ availability: 'donated' })
      .where('id', '=', donated)
      .execute();
    const confirmed = await insertClaim(donated, omar, sara);
    const declined = await insertClaim(await insertPost(sara), lina, sara);
    const pending = await insertClaim(await insertPost(omar), sara, omar);
    for (const [id, status] of [
      [confirmed, 'confirmed'],
      [declined, 'declined'],
    ] as const) {
      await db
        .updateTable('donation_claims')
        .set({ status, decided_at: at(5) })
        .where('id', '=', id)
        .execute();
    }
    await insertFeedback(omar, sara, 5);
    await insertFeedback(lina, sara, 2);
    await insertFeedback(sara, omar, 4);

    await inTurn(database, async () => migration.up(db));
    await inTurn(database, async () => display.up(db));

    const users = await db
      .selectFrom('users')
      .select(['id', 'items_donated', 'items_received', 'rating_sum', 'rating_count'])
      .orderBy('id')
      .execute();
    expect(users).toEqual([
      { id: sara, items_donated: 1, items_received: 0, rating_sum: 7, rating_count: 2 },
      { id: omar, items_donated: 0, items_received: 1, rating_sum: 4, rating_count: 1 },
      { id: lina, items_donated: 0, items_received: 0, rating_sum: 0, rating_count: 0 },
    ]);
    const claims = await db
      .selectFrom('donation_claims')
      .select(['id', 'decision_seen_at'])
      .orderBy('id')
      .execute();
    expect(claims).toEqual([
      { id: confirmed, decision_seen_at: at(5) },
      { id: declined, decision_seen_at: at(5) },
      { id: pending, decision_seen_at: null },
    ]);
  });

  it('make an earlier banner written in Arabic letters alone an Arabic-only banner', async () => {
    await inTurn(database, async () => bannerInBothLanguages.down?.(db));
    const texts = [
      '<p>Collection day is <b>Friday</b></p>',
      '<p>يوم الجمع <a href="https://tabarru.jo" rel="noopener noreferrer" target="_blank">الجمعة</a></p>',
      'سوق Tabarru يوم الجمعة',
    ];
    for (const content of texts) {
      await sql`insert into banners (content, is_active, created_at) values (${content}, 0, ${at(0)})`.execute(
        db,
      );
    }
    await inTurn(database, async () => bannerInBothLanguages.up(db));
    const rows = await db
      .selectFrom('banners')
      .select(['content', 'content_ar'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { content: texts[0], content_ar: '' },
      { content: '', content_ar: texts[1] },
      { content: texts[2], content_ar: '' },
    ]);
  });

  it('make an earlier event written in Arabic letters alone an Arabic-only event, and back', async () => {
    await inTurn(database, async () => eventsInBothLanguages.down?.(db));
    const events = [
      { title: 'Winter clothes drive', description: 'Bring warm clothes.' },
      { title: 'تبادل الكتب', description: 'أحضروا كتب السنة الماضية، ٢٠٢٦.' },
      { title: 'سوق Tabarru', description: 'يوم الجمعة' },
    ];
    for (const { title, description } of events) {
      await sql`insert into events (title, description, location, owner_name, event_date, start_time, end_time, created_at) values (${title}, ${description}, ${'Irbid'}, ${'Volunteers'}, ${'2026-12-05'}, ${'10:00'}, ${'12:00'}, ${at(0)})`.execute(
        db,
      );
    }
    await inTurn(database, async () => eventsInBothLanguages.up(db));
    const versions = () =>
      db
        .selectFrom('events')
        .select(['title', 'description', 'title_ar', 'description_ar'])
        .orderBy('id')
        .execute();
    expect(await versions()).toEqual([
      { ...events[0], title_ar: '', description_ar: '' },
      {
        title: '',
        description: '',
        title_ar: events[1]?.title,
        description_ar: events[1]?.description,
      },
      { ...events[2], title_ar: '', description_ar: '' },
    ]);

    // Down gives the Arabic-only event its texts back in the one pair of columns.
    await inTurn(database, async () => eventsInBothLanguages.down?.(db));
    const restored = await sql<{
      title: string;
      description: string;
    }>`select * from events order by id`.execute(db);
    expect(restored.rows.map(({ title, description }) => ({ title, description }))).toEqual(events);
    expect(Object.keys(restored.rows[0] ?? {})).not.toContain('title_ar');
    await inTurn(database, async () => eventsInBothLanguages.up(db));
    expect((await versions())[1]).toMatchObject({ title: '', title_ar: events[1]?.title });
  });

  it('count the unread messages of each side of the conversations written before', async () => {
    const [sara, omar] = [await insertUser('Sara'), await insertUser('Omar')];
    const migration = conversationCountsAndMail(database.dialect);
    // 0018 moved the flag of 0009 into the notification preferences: step back over it first.
    const delivery = notificationDelivery(database.dialect);
    await inTurn(database, async () => delivery.down?.(db));
    await inTurn(database, async () => migration.down?.(db));
    const conversationId = await insertConversation(sara, omar);
    for (const [from, to, status] of [
      [omar, sara, 'sent'],
      [omar, sara, 'read'],
      [sara, omar, 'delivered'],
    ] as const) {
      await sql`insert into messages (conversation_id, sender_id, receiver_id, content, status, created_at) values (${conversationId}, ${from}, ${to}, ${'Hello'}, ${status}, ${at(6)})`.execute(
        db,
      );
    }
    await inTurn(database, async () => migration.up(db));
    const row = await db
      .selectFrom('conversations')
      .select(['user_a_id', 'user_a_unread', 'user_b_unread', 'user_a_email_due_at'])
      .where('id', '=', conversationId)
      .executeTakeFirstOrThrow();
    // Omar has not read Sara's two messages; Sara has read one of Omar's two.
    const saraUnread = 1;
    const omarUnread = 2;
    expect(row).toEqual({
      user_a_id: Math.min(sara, omar),
      user_a_unread: sara < omar ? saraUnread : omarUnread,
      user_b_unread: sara < omar ? omarUnread : saraUnread,
      user_a_email_due_at: null,
    });
    const flag = await sql<{
      message_emails: number;
    }>`select message_emails from users where id = ${sara}`.execute(db);
    expect(flag.rows[0]?.message_emails).toBe(1);
    await inTurn(database, async () => delivery.up(db));
  });

  it('move the unread-message email switch into the notification preferences, and back', async () => {
    const [sara, omar] = [await insertUser('Sara'), await insertUser('Omar')];
    const migration = notificationDelivery(database.dialect);
    await inTurn(database, async () => migration.down?.(db));
    await sql`update users set message_emails = 0 where id = ${omar}`.execute(db);
    await inTurn(database, async () => migration.up(db));
    const choices = await db
      .selectFrom('notification_preferences')
      .select(['user_id', 'kind', 'channel', 'setting'])
      .execute();
    expect(choices).toEqual([{ user_id: omar, kind: 'message', channel: 'email', setting: 'off' }]);
    const night = await db.selectFrom('users').select(['id', 'notify_at_night']).execute();
    expect(night.map((row) => row.notify_at_night)).toEqual([0, 0]);

    await inTurn(database, async () => migration.down?.(db));
    const flags = await sql<{
      id: number;
      message_emails: number;
    }>`select id, message_emails from users order by id`.execute(db);
    expect(flags.rows).toEqual([
      { id: sara, message_emails: 1 },
      { id: omar, message_emails: 0 },
    ]);
    await inTurn(database, async () => migration.up(db));
  });

  it('keep the messages written before as about no item, and give them one after', async () => {
    const [sara, omar] = [await insertUser('Sara'), await insertUser('Omar')];
    const chair = await insertPost(omar);
    await inTurn(database, async () => messageItems.down?.(db));
    const hasItemColumn = () =>
      db
        .selectFrom('messages')
        .select('post_id')
        .execute()
        .then(
          () => true,
          () => false,
        );
    expect(await hasItemColumn()).toBe(false);
    const conversationId = await insertConversation(sara, omar);

    await inTurn(database, async () => messageItems.up(db));
    expect(await hasItemColumn()).toBe(true);
    expect(await db.selectFrom('messages').select('post_id').execute()).toEqual([
      { post_id: null },
    ]);
    await db
      .updateTable('messages')
      .set({ post_id: chair })
      .where('conversation_id', '=', conversationId)
      .execute();
    expect(
      await violation(
        db
          .updateTable('messages')
          .set({ post_id: chair + 99 })
          .execute(),
      ),
    ).toBe('foreign-key');

    // Down and up again: the column goes with what it held, and comes back empty.
    await inTurn(database, async () => messageItems.down?.(db));
    expect(await hasItemColumn()).toBe(false);
    expect(await count('messages')).toBe(1);
    await inTurn(database, async () => messageItems.up(db));
    expect(await db.selectFrom('messages').select('post_id').execute()).toEqual([
      { post_id: null },
    ]);
  });

  it("take the shown points' spatial index away, and back with every point in it", async () => {
    const migration = shownPointsInMemory(database.dialect);
    const spatialIndex = async () => {
      const { rows } =
        database.dialect === 'sqlite'
          ? await sql`select name from sqlite_master where name = 'post_points_rtree'`.execute(db)
          : await sql`select indexname from pg_indexes
              where indexname = 'post_points_earth_idx' and schemaname = current_schema()`.execute(
              db,
            );
      return rows.length;
    };
    expect(await spatialIndex()).toBe(0);
    await db.insertInto('post_points').values({ lat: 31.95, lng: 35.91 }).execute();
    await inTurn(database, async () => migration.down?.(db));
    expect(await spatialIndex()).toBe(1);
    if (database.dialect === 'sqlite') {
      const { rows } = await sql`select id from post_points_rtree`.execute(db);
      expect(rows).toHaveLength(1);
    }
    await inTurn(database, async () => migration.up(db));
    expect(await spatialIndex()).toBe(0);
  });

  it('give two databases open at once their own tables', async () => {
    const other = await createTestDatabase({ runMigrations: true });
    try {
      await insertUser('Sara');
      expect(await other.db.selectFrom('users').select('id').execute()).toEqual([]);
    } finally {
      await other.destroy();
    }
  });

  it('hand back timestamps as the ISO strings written and counts as numbers', async () => {
    const written = '2025-03-04T05:06:07.089Z';
    const userId = await insertUser('Sara');
    await db.updateTable('users').set({ created_at: written }).where('id', '=', userId).execute();

    const user = await db
      .selectFrom('users')
      .select(['created_at', 'is_admin', 'locale', 'token_version', 'items_donated'])
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      created_at: written,
      is_admin: 0,
      locale: 'en',
      token_version: 0,
      items_donated: 0,
    });

    const giverId = await insertUser('Omar');
    await insertFeedback(giverId, userId, 4);
    const totals = await db
      .selectFrom('feedback')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.avg<number>('rating').as('mean'),
      ])
      .executeTakeFirstOrThrow();
    expect(totals).toEqual({ total: 1, mean: 4 });
  });
});

describe('foreign keys', () => {
  freshDatabasePerTest();

  it('remove what a deleted member owns and keep what others need, without its author', async () => {
    const sara = await insertUser('Sara');
    const omar = await insertUser('Omar');
    const saraPost = await insertPost(sara);
    const omarPost = await insertPost(omar);
    await insertPostImage(saraPost, 'a1');
    await insertClaim(omarPost, sara, omar);
    await insertClaim(saraPost, omar, sara);
    await insertFeedback(sara, omar, 5);
    await insertFeedback(omar, sara, 4);
    await insertConversation(sara, omar);
    await db
      .insertInto('password_resets')
      .values({
        user_id: sara,
        token_hash: 'h',
        created_at: at(6),
        expires_at: at(66),
        used_at: null,
      })
      .execute();
    await db
      .insertInto('post_reports')
      .values({
        post_id: omarPost,
        post_version: 1,
        reporter_id: sara,
        reason: 'spam',
        created_at: at(7),
      })
      .execute();
    const eventId = await insertEvent(sara);
    await db
      .insertInto('banners')
      .values({ content: '<p>Hello</p>', is_active: 1, created_by: sara, created_at: at(8) })
      .execute();
    await db
      .insertInto('contact_messages')
      .values({
        name: 'Sara',
        email: 'sara@example.test',
        message: 'Hi',
        user_id: sara,
        created_at: at(9),
        handled_at: null,
      })
      .execute();

    await db.deleteFrom('users').where('id', '=', sara).execute();

    expect(await db.selectFrom('posts').select('id').execute()).toEqual([{ id: omarPost }]);
    for (const table of [
      'post_images',
      'donation_claims',
      'feedback',
      'conversations',
      'messages',
      'password_resets',
      'post_reports',
    ] as const) {
      expect(await count(table), table).toBe(0);
    }
    expect(await db.selectFrom('events').select(['id', 'created_by']).execute()).toEqual([
      { id: eventId, created_by: null },
    ]);
    expect(await db.selectFrom('banners').select('created_by').execute()).toEqual([
      { created_by: null },
    ]);
    expect(await db.selectFrom('contact_messages').select('user_id').execute()).toEqual([
      { user_id: null },
    ]);
  });

  it('remove the images, claims and reports of a deleted post, and the images of a deleted event; keep the messages about it', async () => {
    const sara = await insertUser('Sara');
    const omar = await insertUser('Omar');
    const postId = await insertPost(sara);
    const eventId = await insertEvent(null);
    await insertPostImage(postId, 'a1');
    await db
      .insertInto('event_images')
      .values({
        event_id: eventId,
        position: 0,
        image_hash: 'b2',
        width: 10,
        height: 10,
        created_at: at(2),
      })
      .execute();
    await insertClaim(postId, omar, sara);
    await db
      .insertInto('post_reports')
      .values({
        post_id: postId,
        post_version: 1,
        reporter_id: omar,
        reason: 'spam',
        created_at: at(7),
      })
      .execute();

    const conversationId = await insertConversation(omar, sara);
    await db
      .updateTable('messages')
      .set({ post_id: postId })
      .where('conversation_id', '=', conversationId)
      .execute();

    await db.deleteFrom('posts').where('id', '=', postId).execute();
    await db.deleteFrom('events').where('id', '=', eventId).execute();

    // A message about the post stays, about no item now.
    expect(await db.selectFrom('messages').select('post_id').execute()).toEqual([
      { post_id: null },
    ]);

    for (const table of [
      'post_images',
      'event_images',
      'donation_claims',
      'post_reports',
    ] as const) {
      expect(await count(table), table).toBe(0);
    }
    expect(await count('users')).toBe(2);
  });

  it('refuse a row that points at nothing', async () => {
    expect(await violation(insertPost(999))).toBe('foreign-key');
  });
});

describe('unique constraints', () => {
  freshDatabasePerTest();

  it('keep email, phone number and username (in any case) to one member', async () => {
    await insertUser('Sara');
    const other = {
      username: 'Other',
      username_key: 'other',
      email: 'other@example.test',
      phone_number: '+962799999999',
      password_hash: 'hash',
      created_at: at(0),
      updated_at: at(0),
    };
    const insert = (changes: Partial<typeof other>) =>
      db
        .insertInto('users')
        .values({ ...other, ...changes })
        .execute();

    expect(await violation(insert({ email: 'sara@example.test' }))).toBe('unique');
    expect(await violation(insert({ username: 'SARA', username_key: 'sara' }))).toBe('unique');
    const sara = await db.selectFrom('users').select('phone_number').executeTakeFirstOrThrow();
    expect(await violation(insert({ phone_number: sara.phone_number }))).toBe('unique');
    expect(await violation(insert({}))).toBeUndefined();
  });

  it('allow one feedback per giver and receiver', async () => {
    const sara = await insertUser('Sara');
    const omar = await insertUser('Omar');
    await insertFeedback(sara, omar, 5);

    expect(await violation(insertFeedback(sara, omar, 3))).toBe('unique');
    expect(await violation(insertFeedback(omar, sara, 3))).toBeUndefined();
  });

  it('allow a member one pending claim per post, and a new one once it is decided', async () => {
    const donor = await insertUser('Sara');
    const receiver = await insertUser('Omar');
    const another = await insertUser('Lina');
    const postId = await insertPost(donor);
    const claimId = await insertClaim(postId, receiver, donor);

    expect(await violation(insertClaim(postId, receiver, donor))).toBe('unique');
    expect(await violation(insertClaim(postId, another, donor))).toBeUndefined();

    await db
      .updateTable('donation_claims')
      .set({ status: 'declined', decided_at: at(10) })
      .where('id', '=', claimId)
      .execute();
    expect(await violation(insertClaim(postId, receiver, donor))).toBeUndefined();
  });

  it('keep one conversation per pair, stored smaller id first', async () => {
    const sara = await insertUser('Sara');
    const omar = await insertUser('Omar');
    await insertConversation(sara, omar);
    const pair = (userA: number, userB: number) =>
      db
        .insertInto('conversations')
        .values({
          user_a_id: userA,
          user_b_id: userB,
          last_message_id: null,
          last_message_at: null,
          created_at: at(5),
        })
        .execute();

    expect(await violation(pair(sara, omar))).toBe('unique');
    expect(await violation(pair(omar, sara))).toBe('check');
  });

  it('keep reset tokens and reports of a post by the same member unique', async () => {
    const sara = await insertUser('Sara');
    const omar = await insertUser('Omar');
    const postId = await insertPost(sara);
    const reset = () =>
      db
        .insertInto('password_resets')
        .values({
          user_id: sara,
          token_hash: 'same',
          created_at: at(6),
          expires_at: at(66),
          used_at: null,
        })
        .execute();
    const report = () =>
      db
        .insertInto('post_reports')
        .values({
          post_id: postId,
          post_version: 1,
          reporter_id: omar,
          reason: 'spam',
          created_at: at(7),
        })
        .execute();

    await reset();
    await report();
    expect(await violation(reset())).toBe('unique');
    expect(await violation(report())).toBe('unique');
  });
});

describe('check constraints', () => {
  freshDatabasePerTest();

  it('keep ratings between 1 and 5', async () => {
    const members = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((name) => insertUser(name)));
    const [receiver, ...givers] = members as [number, number, number, number, number];

    expect(await violation(insertFeedback(givers[0], receiver, 0))).toBe('check');
    expect(await violation(insertFeedback(givers[1], receiver, 6))).toBe('check');
    expect(await violation(insertFeedback(givers[2], receiver, 1))).toBeUndefined();
    expect(await violation(insertFeedback(givers[3], receiver, 5))).toBeUndefined();
  });

  it('keep every status column to its listed values', async () => {
    const sara = await insertUser('Sara');
    const omar = await insertUser('Omar');
    const postId = await insertPost(sara);
    const claimId = await insertClaim(postId, omar, sara);
    const conversationId = await insertConversation(sara, omar);
    const set = (table: string, column: string, value: string | number, id: number) =>
      sql`update ${sql.table(table)} set ${sql.ref(column)} = ${value} where id = ${id}`.execute(
        db,
      );

    expect(await violation(set('posts', 'availability', 'sold', postId))).toBe('check');
    for (const availability of ['available', 'reserved', 'donated']) {
      expect(await violation(set('posts', 'availability', availability, postId))).toBeUndefined();
    }
    expect(await violation(set('posts', 'moderation_status', 'hidden', postId))).toBe('check');
    expect(await violation(set('donation_claims', 'status', 'maybe', claimId))).toBe('check');
    expect(
      await violation(
        sql`update messages set status = 'seen' where conversation_id = ${conversationId}`.execute(
          db,
        ),
      ),
    ).toBe('check');
    expect(await violation(set('users', 'is_admin', 2, sara))).toBe('check');
    expect(await violation(set('users', 'locale', 'fr', sara))).toBe('check');
    expect(await violation(set('users', 'locale', 'ar', sara))).toBeUndefined();
  });

  it('refuse feedback on oneself and a claim on one’s own post', async () => {
    const sara = await insertUser('Sara');
    const postId = await insertPost(sara);

    expect(await violation(insertFeedback(sara, sara, 5))).toBe('check');
    expect(await violation(insertClaim(postId, sara, sara))).toBe('check');
  });
});

describe('saved searches near a place', () => {
  freshDatabasePerTest();

  const insertSearch = (userId: number, signature: string, near: [string, number] | null) =>
    db
      .insertInto('saved_searches')
      .values({
        user_id: userId,
        query: 'sofa',
        stems: 'sofa',
        signature,
        match_key: 'sofa',
        place_id: near?.[0] ?? null,
        within_km: near?.[1] ?? null,
        created_at: at(0),
      })
      .execute();

  it('keep a place and its distance together', async () => {
    const sara = await insertUser('Sara');
    expect(await violation(insertSearch(sara, 'a', ['amman-khalda', 5]))).toBeUndefined();
    expect(await violation(insertSearch(sara, 'b', null))).toBeUndefined();
    expect(await violation(insertSearch(sara, 'c', ['amman-khalda', 0]))).toBe('check');
    expect(
      await violation(
        db
          .updateTable('saved_searches')
          .set({ within_km: null })
          .where('signature', '=', 'a')
          .execute(),
      ),
    ).toBe('check');
    expect(
      await violation(
        db
          .updateTable('saved_searches')
          .set({ place_id: 'amman-khalda' })
          .where('signature', '=', 'b')
          .execute(),
      ),
    ).toBe('check');
  });

  it('when undone, take away the searches near a place, which would otherwise match all of Jordan', async () => {
    const sara = await insertUser('Sara');
    await insertSearch(sara, 'near', ['amman-khalda', 5]);
    await insertSearch(sara, 'anywhere', null);
    await inTurn(database, async () => savedSearchPlaces.down?.(db));
    const { rows } = await sql<{ signature: string }>`select * from saved_searches`.execute(db);
    expect(rows.map((row) => row.signature)).toEqual(['anywhere']);
    expect(Object.keys(rows[0] ?? {})).not.toContain('place_id');
    await inTurn(database, async () => savedSearchPlaces.up(db));
    expect(await violation(insertSearch(sara, 'near again', ['amman-khalda', 5]))).toBeUndefined();
  });
});

describe('word search index', () => {
  freshDatabasePerTest();

  const search = (...stems: string[]) => wordIndexIds(database, stems);

  it('finds a post by the beginning of any word of its text, and follows edits and deletions', async () => {
    const sara = await insertPost(await insertUser('Sara'), {
      title: 'كُرسيّ خشب للأطفال',
      description: 'Grey, with cushions',
    });
    const lamp = await insertPost(await insertUser('Omar'), { title: 'Desk LAMPS' });

    expect(await search('كرسي')).toEqual([sara]);
    expect(await search('اطفال')).toEqual([sara]);
    expect(await search('cushion', 'gr')).toEqual([sara]);
    expect(await search('lamp')).toEqual([lamp]);
    expect(await search('amp')).toEqual([]);

    await db
      .updateTable('posts')
      .set(searchColumnsOf({ title: 'Desk light', description: '', extras: [] }))
      .where('id', '=', lamp)
      .execute();
    expect(await search('lamp')).toEqual([]);
    expect(await search('light')).toEqual([lamp]);

    await db.deleteFrom('posts').where('id', '=', sara).execute();
    expect(await search('كرسي')).toEqual([]);
  });

  it('fills the words of the posts written before it', async () => {
    const migration = wordSearch(database.dialect);
    await takeDownLaterWordMigrations();
    await inTurn(database, async () => migration.down?.(db));
    const sara = await insertUser('Sara');
    const chair = await insertPost(sara, {
      title: 'الكراسي الخشبية',
      features: ['Has cushions'],
      withoutWords: true,
    });
    await inTurn(database, async () => migration.up(db));
    await bringBackLaterWordMigrations();

    expect(await search('كراسي')).toEqual([chair]);
    expect(await search('cushion')).toEqual([chair]);
    const [row] = await db.selectFrom('posts').select(['title_words', 'body_words']).execute();
    const { title_words, body_words } = searchColumnsOf({
      title: 'الكراسي الخشبية',
      description: 'Still sturdy',
      extras: ['Has cushions'],
    });
    expect(row).toEqual({ title_words, body_words });
    const vocabulary = await db.selectFrom('search_vocabulary').select('term').execute();
    expect(vocabulary.map((entry) => entry.term)).toEqual(
      expect.arrayContaining(['الكراسي', 'كراسي', 'cushions', 'cushion']),
    );
  });

  it('gives the posts written before migration 0028 their concept words, indexed, and takes them away again', async () => {
    const migration = conceptWords(database.dialect);
    await takeDownLaterWordMigrations();
    await inTurn(database, async () => migration.down?.(db));
    const sara = await insertUser('Sara');
    const couch = await insertPost(sara, {
      title: 'Grey couch',
      description: 'شاشة كمبيوتر معها',
      features: ['صوبة غاز'],
      location: 'Amman - Khalda',
      withoutConcepts: true,
    });
    const plain = await insertPost(sara, {
      title: 'Blue',
      location: 'Amman - Nowhere',
      withoutConcepts: true,
    });
    const before = (await feedVersions(db)).feed;
    await inTurn(database, async () => migration.up(db));
    await bringBackLaterWordMigrations();

    const rows = await db
      .selectFrom('posts')
      .select(['id', 'concept_words'])
      .orderBy('id')
      .execute();
    // The rules of the time (the application's own may change later).
    expect(rows).toEqual([
      {
        id: couch,
        concept_words: '#sofa #monitor #gas-heater @amman-khalda @amman-tla-al-ali @amman',
      },
      { id: plain, concept_words: '@amman' },
    ]);

    const throughIndex = async (word: string) => {
      const { rows: found } =
        database.dialect === 'sqlite'
          ? await sql<{ id: number }>`select -rowid as id from posts_words
              where posts_words match ${`"${word}"`} order by id`.execute(db)
          : await sql<{ id: number }>`select id from posts
              where ${allLexemes} @@ ${`'${word}'`}::tsquery order by id`.execute(db);
      return found.map((row) => row.id);
    };
    expect(await throughIndex('#sofa')).toEqual([couch]);
    expect(await throughIndex('@amman-khalda')).toEqual([couch]);
    const vocabulary = await db.selectFrom('search_vocabulary').select('term').execute();
    expect(vocabulary.map((entry) => entry.term)).toEqual(
      expect.arrayContaining(['#sofa', '#gas-heater', '@amman-khalda', 'grey']),
    );
    expect(await throughIndex('@amman')).toEqual([couch, plain]);
    expect(await search('grey')).toEqual([couch]);
    // The index follows the concept words, and a change of them moves the feed's version.
    await db.updateTable('posts').set({ concept_words: '#lamp' }).where('id', '=', plain).execute();
    expect(await throughIndex('#lamp')).toEqual([plain]);
    expect((await feedVersions(db)).feed).toBeGreaterThan(before);
    if (database.dialect === 'sqlite') {
      await expect(
        sql`insert into posts_words(posts_words, rank) values ('integrity-check', 1)`.execute(db),
      ).resolves.toBeDefined();
    }

    await takeDownLaterWordMigrations();
    await inTurn(database, async () => migration.down?.(db));
    // SQLite's index of the words alone again (PostgreSQL's lexemes name the column).
    if (database.dialect === 'sqlite') expect(await search('grey')).toEqual([couch]);
    await inTurn(database, async () => migration.up(db));
    await bringBackLaterWordMigrations();
    expect(await throughIndex('#sofa')).toEqual([couch]);
  });

  it.runIf(process.env.TEST_DIALECT !== 'postgres')(
    'keeps the SQLite FTS5 word index consistent with the posts, read in its own order',
    async () => {
      const sara = await insertUser('Sara');
      const chair = await insertPost(sara, { title: 'كرسي خشب' });
      await insertPost(sara, { title: 'desk lamp' });
      await db
        .updateTable('posts')
        .set(searchColumnsOf({ title: 'Old wooden chair', description: '', extras: [] }))
        .where('id', '=', chair)
        .execute();

      expect(await search('wood')).toEqual([chair]);
      await expect(
        sql`insert into posts_words(posts_words, rank) values ('integrity-check', 1)`.execute(db),
      ).resolves.toBeDefined();

      const { rows: plan } = await sql<{
        detail: string;
      }>`explain query plan select rowid from posts_words where posts_words match ${'"wood"*'} order by rowid limit 12`.execute(
        db,
      );
      // FTS5 hands the matches over in rowid order (newest post first): no sorting step.
      const steps = plan.map((row) => row.detail).join('\n');
      expect(steps).toContain('VIRTUAL TABLE INDEX');
      expect(steps).not.toContain('TEMP B-TREE');
    },
  );

  it.runIf(process.env.TEST_DIALECT !== 'postgres')(
    'moved the posts of the first SQLite title index (rowid = id) into the newest-first one (rowid = -id)',
    async () => {
      const words = wordSearch('sqlite');
      const newestFirst = titleSearchNewestFirst('sqlite');
      await inTurn(database, async () => words.down?.(db));
      await inTurn(database, async () => newestFirst.down?.(db));
      const titleIndex = async () => {
        const { rows } = await sql<{
          id: number;
        }>`select rowid as id from posts_search where posts_search match ${'"wooden"'} order by rowid`.execute(
          db,
        );
        return rows.map((row) => row.id);
      };
      const sara = await insertUser('Sara');
      const chair = await insertPost(sara, { title: 'wooden chair', withoutWords: true });
      const table = await insertPost(sara, { title: 'wooden table', withoutWords: true });
      expect(await titleIndex()).toEqual([chair, table]);

      await inTurn(database, async () => newestFirst.up(db));
      expect(await titleIndex()).toEqual([-table, -chair]);
      await inTurn(database, async () => words.up(db));
      expect(await search('wooden')).toEqual([chair, table]);
    },
  );

  it.runIf(process.env.TEST_DIALECT !== 'postgres')(
    'merges the segments each write adds to the SQLite index, and then finds nothing to merge',
    async () => {
      const sara = await insertUser('Sara');
      const ids: number[] = [];
      for (let index = 0; index < 40; index++) {
        ids.push(await insertPost(sara, { title: `wooden chair ${index}` }));
      }
      expect(await mergeSearchIndex({ db, dialect: 'sqlite' }, 'all')).toBeGreaterThan(0);
      expect(await mergeSearchIndex({ db, dialect: 'sqlite' }, 'all')).toBe(0);
      expect(await mergeSearchIndex({ db, dialect: 'sqlite' }, 'tiered')).toBe(0);
      expect(await search('chair')).toEqual(ids);
      await expect(
        sql`insert into posts_words(posts_words, rank) values ('integrity-check', 1)`.execute(db),
      ).resolves.toBeDefined();
    },
  );

  it.runIf(process.env.TEST_DIALECT === 'postgres')(
    "uses the GIN indexes of the words for the feed's lexemes, and pg_trgm for the administrators' title search, on PostgreSQL",
    async () => {
      const plans = await db.connection().execute(async (connection) => {
        await sql`set enable_seqscan = off`.execute(connection);
        try {
          const planOf = async (query: RawBuilder<unknown>) => {
            const { rows } = await sql<{
              'QUERY PLAN': string;
            }>`explain ${query}`.execute(connection);
            return rows.map((row) => row['QUERY PLAN']).join('\n');
          };
          return [
            await planOf(
              sql`select id from posts where ${titleLexemes} @@ ${"'chair':*"}::tsquery`,
            ),
            await planOf(sql`select id from posts where ${allLexemes} @@ ${"'chair':*"}::tsquery`),
            await planOf(sql`select id from posts where search_text ilike ${'%chair%'}`),
          ];
        } finally {
          await sql`reset enable_seqscan`.execute(connection);
        }
      });
      expect(plans[0]).toContain('posts_title_lexemes_idx');
      expect(plans[1]).toContain('posts_all_lexemes_idx');
      expect(plans[2]).toContain('posts_search_text_trgm_idx');
    },
  );
});

describe('indexes', () => {
  beforeAll(openDatabase);
  afterAll(closeDatabase);

  const t = '2025-01-01T00:00:00.000Z';
  /** Each query the product makes often, with the index that must serve it (docs/schema.md). */
  const servedBy: [string, string, RawBuilder<unknown>][] = [
    [
      'the feed, newest first, after a cursor',
      'posts_feed_idx',
      sql`select id from posts where moderation_status = 'visible' and kind = 'give' and id < ${5} order by id desc limit 12`,
    ],
    [
      'the feed of a category, oldest first',
      'posts_category_feed_idx',
      sql`select id from posts where moderation_status = 'visible' and kind = 'give' and category = ${'Books'} and id > ${5} order by id limit 12`,
    ],
    [
      'the feed of a region',
      'posts_region_feed_idx',
      sql`select id from posts where moderation_status = 'visible' and kind = 'give' and region = ${'Amman'} order by id desc limit 12`,
    ],
    [
      'the feed of a category in a region',
      'posts_category_region_feed_idx',
      sql`select id from posts where moderation_status = 'visible' and kind = 'give' and category = ${'Books'} and region = ${'Amman'} order by id desc limit 12`,
    ],
    [
      'the wanted posts of a region',
      'posts_region_feed_idx',
      sql`select id from posts where moderation_status = 'visible' and kind = 'wanted' and region = ${'Amman'} and expires_at > ${t} order by id desc limit 12`,
    ],
    [
      'the candidates of a new post among the saved searches',
      'saved_searches_key_idx',
      sql`select id from saved_searches where match_key in (${'sofa'}, ${'category:Books'})`,
    ],
    [
      'my posts',
      'posts_user_idx',
      sql`select id from posts where user_id = ${1} order by created_at desc, id desc`,
    ],
    [
      "a member's available items, after a cursor",
      'posts_user_idx',
      sql`select id from posts where user_id = ${1} and moderation_status = 'visible' and availability = 'available' and (created_at, id) < (${t}, ${9}) order by created_at desc, id desc limit 13`,
    ],
    [
      'is a stored image still used',
      'post_images_hash_idx',
      sql`select 1 from post_images where image_hash = ${'x'} limit 1`,
    ],
    [
      'the pending claims of a donor',
      'donation_claims_donor_status_idx',
      sql`select count(*) from donation_claims where donor_id = ${1} and status = 'pending'`,
    ],
    [
      "a member's own claims, newest first (My requests)",
      'donation_claims_receiver_created_idx',
      sql`select id from donation_claims where receiver_id = ${1} order by created_at desc limit 50`,
    ],
    [
      "the answers to a member's claims they have not seen",
      'donation_claims_unseen_decisions_idx',
      sql`select count(*) from donation_claims where receiver_id = ${1} and status <> 'pending' and decision_seen_at is null`,
    ],
    [
      'a confirmed handover between two members',
      'donation_claims_donor_status_idx',
      sql`select id from donation_claims where status = 'confirmed' and ((donor_id = ${1} and receiver_id = ${2}) or (donor_id = ${2} and receiver_id = ${1})) limit 1`,
    ],
    [
      'the claims of a post, and their removal with it',
      'donation_claims_post_idx',
      sql`select id from donation_claims where post_id = ${1}`,
    ],
    [
      'the history of a conversation before a time',
      'messages_conversation_idx',
      sql`select id from messages where conversation_id = ${1} and created_at < ${t} order by created_at desc, id desc limit 20`,
    ],
    [
      'the item of a conversation: its latest message about one',
      'messages_conversation_item_idx',
      sql`select post_id from messages where conversation_id = ${1} and post_id is not null order by created_at desc, id desc limit 1`,
    ],
    [
      'the messages about a post, which lose their item with it',
      'messages_post_idx',
      sql`select id from messages where post_id = ${1}`,
    ],
    [
      'the conversations with unread messages (the badge)',
      'conversations_user_b_idx',
      sql`select count(*) from conversations where (user_a_id = ${1} and user_a_unread > 0) or (user_b_id = ${1} and user_b_unread > 0)`,
    ],
    [
      'the messages of a conversation a member has not read',
      'messages_receiver_status_idx',
      sql`select id from messages where receiver_id = ${1} and status in ('sent', 'delivered') and conversation_id = ${1}`,
    ],
    [
      'the messages waiting for their receiver to connect',
      'messages_receiver_status_idx',
      sql`select id from messages where receiver_id = ${1} and status = 'sent'`,
    ],
    [
      'the unread-message emails that are due',
      'conversations_user_b_email_due_idx',
      sql`select id from conversations where user_b_email_due_at <= ${t} order by user_b_email_due_at limit 200`,
    ],
    [
      'the conversations of a member',
      'conversations_user_b_idx',
      sql`select id from conversations where user_b_id = ${1} order by last_message_at desc`,
    ],
    [
      'the feedback of a member',
      'feedback_receiver_idx',
      sql`select rating from feedback where receiver_id = ${1} order by created_at desc`,
    ],
    [
      'the recent codes of a phone',
      'phone_verifications_phone_created_idx',
      sql`select id from phone_verifications where phone = ${'+962790000000'} and created_at > ${t} order by created_at desc`,
    ],
    [
      'the active banner',
      'banners_active_idx',
      sql`select id from banners where is_active = 1 order by created_at desc limit 1`,
    ],
    [
      'the upcoming events',
      'events_date_idx',
      sql`select id from events where event_date >= ${'2025-01-01'} order by event_date, start_time`,
    ],
    [
      "the accounts of the administrators' overview, since its first week",
      'users_created_idx',
      sql`select count(*) from users where created_at >= ${t}`,
    ],
    [
      "the posts of the administrators' overview, since its first week",
      'posts_created_idx',
      sql`select count(*) from posts where created_at >= ${t}`,
    ],
    [
      "the handovers of the administrators' overview, since its first week",
      'donation_claims_decided_idx',
      sql`select count(*) from donation_claims where status = ${'confirmed'} and decided_at >= ${t}`,
    ],
    [
      "the reports of the administrators' overview, since its first week",
      'post_reports_created_idx',
      sql`select count(*) from post_reports where created_at >= ${t}`,
    ],
    [
      "the receipts of an organisation's needs, since the first week of its figures",
      'posts_user_idx',
      sql`select sum(need_receipts.quantity) from need_receipts join posts on posts.id = need_receipts.post_id where posts.user_id = ${1} and posts.need_quantity is not null and need_receipts.received_at >= ${t}`,
    ],
  ];

  it.each(servedBy)('serve %s with %s', async (_query, index, query) => {
    const plan = await db.connection().execute(async (connection) => {
      if (database.dialect === 'sqlite') {
        const { rows } = await sql<{ detail: string }>`explain query plan ${query}`.execute(
          connection,
        );
        return rows.map((row) => row.detail).join('\n');
      }
      // The tables are empty: without this PostgreSQL would rightly prefer reading them whole.
      await sql`set enable_seqscan = off`.execute(connection);
      try {
        const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(connection);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await sql`reset enable_seqscan`.execute(connection);
      }
    });
    expect(plan).toContain(index);
  });
});
