import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/**
 * The columns of a post that decide which feeds show it, where, and for which words (the search
 * words are made from the title, the description and the features), as they were when this
 * migration was written: the rules kept since are modules/feed/feed-changes.ts.
 */
const FEED_COLUMNS = [
  'moderation_status',
  'kind',
  'expires_at',
  'availability',
  'category',
  'region',
  'title',
  'description',
  'features',
];

/**
 * One number that changes, in the same transaction, whenever a post enters, leaves or moves in
 * the feed: inserted, deleted, or changed in a column the feed filters or searches by. Every
 * instance keeps the feed's counts and page starts (modules/feed/feed-cache.ts) for as long as
 * it has not changed, instead of for a few seconds, so they are recomputed after a change and
 * not on a timer, whichever instance or path wrote it.
 */
export function feedVersion(dialect: Dialect): Migration {
  const columns = sql.raw(FEED_COLUMNS.join(', '));
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('feed_version')
        .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
      await sql`insert into feed_version (id, version) values (1, 0)`.execute(db);
      if (dialect === 'postgres') {
        await sql`create function feed_version_bump() returns trigger language plpgsql as $$
          begin
            update feed_version set version = version + 1 where id = 1;
            return null;
          end;
        $$`.execute(db);
        // Once per statement: hiding a member's hundred posts is one change of the feed.
        await sql`create trigger posts_feed_version after insert or delete or update of ${columns}
          on posts for each statement execute function feed_version_bump()`.execute(db);
        return;
      }
      for (const [name, event] of [
        ['insert', sql`insert`],
        ['delete', sql`delete`],
        ['update', sql`update of ${columns}`],
      ] as const) {
        await sql`create trigger ${sql.raw(`posts_feed_version_${name}`)} after ${event} on posts
          begin
            update feed_version set version = version + 1 where id = 1;
          end`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`drop trigger posts_feed_version on posts`.execute(db);
        await sql`drop function feed_version_bump()`.execute(db);
      } else {
        for (const name of ['insert', 'delete', 'update']) {
          await sql`drop trigger ${sql.raw(`posts_feed_version_${name}`)}`.execute(db);
        }
      }
      await db.schema.dropTable('feed_version').execute();
    },
  };
}
