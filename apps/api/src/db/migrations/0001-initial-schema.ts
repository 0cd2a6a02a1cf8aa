import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/**
 * The schema of the whole product, designed once. Each index names the query it serves
 * (docs/schema.md). Written with the schema builder; only ids, timestamps and title search
 * differ between SQLite and PostgreSQL.
 */
export function initialSchema(dialect: Dialect): Migration {
  const postgres = dialect === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  const id = (column: ColumnDefinitionBuilder) =>
    postgres
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', id)
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('username_key', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('phone_number', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('is_admin', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`is_admin in (0, 1)`),
        )
        .addColumn('location', 'text')
        .addColumn('locale', 'text', (c) =>
          c
            .notNull()
            .defaultTo('en')
            .check(sql`locale in ('en', 'ar')`),
        )
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('items_donated', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('phone_verifications')
        .addColumn('id', 'integer', id)
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .addColumn('verified_at', timestamp)
        .addColumn('consumed_at', timestamp)
        .execute();
      // The latest codes of a phone: resend interval, hourly send limits, verified-recently check.
      await db.schema
        .createIndex('phone_verifications_phone_created_idx')
        .on('phone_verifications')
        .columns(['phone', 'created_at'])
        .execute();

      await db.schema
        .createTable('password_resets')
        .addColumn('id', 'integer', id)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .addColumn('used_at', timestamp)
        .execute();
      await db.schema
        .createIndex('password_resets_user_idx')
        .on('password_resets')
        .column('user_id')
        .execute();

      await db.schema
        .createTable('posts')
        .addColumn('id', 'integer', id)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('location', 'text', (c) => c.notNull())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('availability', 'text', (c) =>
          c
            .notNull()
            .defaultTo('available')
            .check(sql`availability in ('available', 'reserved', 'donated')`),
        )
        .addColumn('moderation_status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('visible')
            .check(sql`moderation_status in ('visible', 'flagged', 'removed')`),
        )
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      // The feed, newest or oldest first, keyset-paged on (created_at, id), with each filter.
      await db.schema
        .createIndex('posts_feed_idx')
        .on('posts')
        .columns(['moderation_status', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('posts_category_feed_idx')
        .on('posts')
        .columns(['moderation_status', 'category', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('posts_region_feed_idx')
        .on('posts')
        .columns(['moderation_status', 'region', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('posts_category_region_feed_idx')
        .on('posts')
        .columns(['moderation_status', 'category', 'region', 'created_at', 'id'])
        .execute();
      // The admin post list, every moderation status, newest first.
      await db.schema
        .createIndex('posts_created_idx')
        .on('posts')
        .columns(['created_at', 'id'])
        .execute();
      // My posts, and a member's active posts on the profile.
      await db.schema
        .createIndex('posts_user_idx')
        .on('posts')
        .columns(['user_id', 'created_at', 'id'])
        .execute();
      await createTitleSearch(db, postgres);

      await createEvents(db, id, timestamp);
      for (const owner of ['post', 'event'] as const) {
        await db.schema
          .createTable(`${owner}_images`)
          .addColumn('id', 'integer', id)
          .addColumn(`${owner}_id`, 'integer', (c) =>
            c.notNull().references(`${owner}s.id`).onDelete('cascade'),
          )
          .addColumn('position', 'integer', (c) => c.notNull())
          .addColumn('image_hash', 'text', (c) => c.notNull())
          .addColumn('width', 'integer', (c) => c.notNull())
          .addColumn('height', 'integer', (c) => c.notNull())
          .addColumn('created_at', timestamp, (c) => c.notNull())
          .execute();
        // The gallery of a post or event, in order; the first image is the cover.
        await db.schema
          .createIndex(`${owner}_images_${owner}_idx`)
          .on(`${owner}_images`)
          .columns([`${owner}_id`, 'position'])
          .execute();
        // Whether a stored file is still used by any post or event before it is deleted.
        await db.schema
          .createIndex(`${owner}_images_hash_idx`)
          .on(`${owner}_images`)
          .column('image_hash')
          .execute();
      }

      await db.schema
        .createTable('banners')
        .addColumn('id', 'integer', id)
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`is_active in (0, 1)`),
        )
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      // GET /banner: the active one.
      await db.schema
        .createIndex('banners_active_idx')
        .on('banners')
        .columns(['is_active', 'created_at'])
        .execute();

      await db.schema
        .createTable('donation_claims')
        .addColumn('id', 'integer', id)
        .addColumn('post_id', 'integer', (c) =>
          c.notNull().references('posts.id').onDelete('cascade'),
        )
        .addColumn('receiver_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('donor_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('message', 'text')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(sql`status in ('pending', 'confirmed', 'declined')`),
        )
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('decided_at', timestamp)
        .addCheckConstraint('donation_claims_not_own_post', sql`receiver_id <> donor_id`)
        .execute();
      // One pending claim per member and post.
      await sql`create unique index donation_claims_one_pending_idx on donation_claims (post_id, receiver_id) where status = 'pending'`.execute(
        db,
      );
      // A donor's pending claims and their count badge.
      await db.schema
        .createIndex('donation_claims_donor_status_idx')
        .on('donation_claims')
        .columns(['donor_id', 'status', 'created_at'])
        .execute();
      // The claims of a post in any status, and their removal with it: the unique index above
      // holds pending claims only.
      await db.schema
        .createIndex('donation_claims_post_idx')
        .on('donation_claims')
        .columns(['post_id', 'status'])
        .execute();
      await db.schema
        .createIndex('donation_claims_receiver_idx')
        .on('donation_claims')
        .column('receiver_id')
        .execute();

      await db.schema
        .createTable('feedback')
        .addColumn('id', 'integer', id)
        .addColumn('giver_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('receiver_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
        .addColumn('comment', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addUniqueConstraint('feedback_one_per_pair', ['giver_id', 'receiver_id'])
        .addCheckConstraint('feedback_not_self', sql`giver_id <> receiver_id`)
        .execute();
      // A member's feedback list and average rating.
      await db.schema
        .createIndex('feedback_receiver_idx')
        .on('feedback')
        .columns(['receiver_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('conversations')
        .addColumn('id', 'integer', id)
        .addColumn('user_a_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('user_b_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('last_message_id', 'integer')
        .addColumn('last_message_at', timestamp)
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addUniqueConstraint('conversations_one_per_pair', ['user_a_id', 'user_b_id'])
        .addCheckConstraint('conversations_ordered_pair', sql`user_a_id < user_b_id`)
        .execute();
      // /messages/contacts: a member's conversations, latest first, from either side.
      await db.schema
        .createIndex('conversations_user_a_idx')
        .on('conversations')
        .columns(['user_a_id', 'last_message_at'])
        .execute();
      await db.schema
        .createIndex('conversations_user_b_idx')
        .on('conversations')
        .columns(['user_b_id', 'last_message_at'])
        .execute();

      await db.schema
        .createTable('messages')
        .addColumn('id', 'integer', id)
        .addColumn('conversation_id', 'integer', (c) =>
          c.notNull().references('conversations.id').onDelete('cascade'),
        )
        .addColumn('sender_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('receiver_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('sent')
            .check(sql`status in ('sent', 'delivered', 'read')`),
        )
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('read_at', timestamp)
        .execute();
      // History of a conversation, paged backwards with `before`.
      await db.schema
        .createIndex('messages_conversation_idx')
        .on('messages')
        .columns(['conversation_id', 'created_at', 'id'])
        .execute();
      // Unread counts of a receiver.
      await db.schema
        .createIndex('messages_receiver_status_idx')
        .on('messages')
        .columns(['receiver_id', 'status', 'conversation_id'])
        .execute();
      // Deleting a member: PostgreSQL does not index foreign keys by itself.
      await db.schema
        .createIndex('messages_sender_idx')
        .on('messages')
        .column('sender_id')
        .execute();

      await db.schema
        .createTable('post_reports')
        .addColumn('id', 'integer', id)
        .addColumn('post_id', 'integer', (c) =>
          c.notNull().references('posts.id').onDelete('cascade'),
        )
        .addColumn('reporter_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addUniqueConstraint('post_reports_one_per_reporter', ['post_id', 'reporter_id'])
        .execute();
      // Deleting a member removes the reports they made.
      await db.schema
        .createIndex('post_reports_reporter_idx')
        .on('post_reports')
        .column('reporter_id')
        .execute();

      await db.schema
        .createTable('contact_messages')
        .addColumn('id', 'integer', id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('read_at', timestamp)
        .execute();
      // The admin inbox, newest first.
      await db.schema
        .createIndex('contact_messages_created_idx')
        .on('contact_messages')
        .column('created_at')
        .execute();
    },
  };
}

async function createEvents(
  db: Kysely<unknown>,
  id: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder,
  timestamp: ReturnType<typeof sql>,
): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('owner_name', 'text', (c) => c.notNull())
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  // Upcoming events first; past events for the admin list.
  await db.schema
    .createIndex('events_date_idx')
    .on('events')
    .columns(['event_date', 'start_time'])
    .execute();
}

/**
 * Case-insensitive, Arabic-aware title search over the normalised search_text: an FTS5 trigram
 * index on SQLite (kept in sync by triggers), a pg_trgm GIN index on PostgreSQL.
 */
async function createTitleSearch(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  if (postgres) {
    // In public, not the first schema of the search path, which may be one a test or bench drops.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`create index posts_search_text_trgm_idx on posts using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  await sql`create virtual table posts_search using fts5(search_text, content='posts', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`create trigger posts_search_insert after insert on posts begin
    insert into posts_search(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger posts_search_delete after delete on posts begin
    insert into posts_search(posts_search, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db);
  await sql`create trigger posts_search_update after update of search_text on posts begin
    insert into posts_search(posts_search, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into posts_search(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
}
