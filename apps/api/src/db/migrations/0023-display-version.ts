import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/**
 * The poster's columns a post's card or page shows, as they were when this migration was
 * written: the rules kept since are modules/feed/feed-changes.ts.
 */
const POSTER_COLUMNS = ['username', 'rating_sum', 'rating_count', 'is_admin', 'items_donated'];

/** What changes how a post is shown, each with its trigger's name. */
const DISPLAY_CHANGES: { name: string; table: string; event: RawBuilder<unknown> }[] = [
  { name: 'posts_display_version', table: 'posts', event: sql`update` },
  {
    name: 'users_display_version',
    table: 'users',
    event: sql`update of ${sql.raw(POSTER_COLUMNS.join(', '))}`,
  },
  { name: 'post_images_display_version_insert', table: 'post_images', event: sql`insert` },
  { name: 'post_images_display_version_delete', table: 'post_images', event: sql`delete` },
  { name: 'post_images_display_version_update', table: 'post_images', event: sql`update` },
];

/**
 * One number that changes, in the same transaction, whenever how a post is shown on its card or
 * its page may change: any edit of the post, its poster's name, rating, role or count of items
 * given, its photos. With the feed's version (migration 0022) it tells every instance when the
 * feed's pages and the posts it keeps (modules/feed/feed-cache.ts) are out of date; it is apart
 * so that a rating, which changes a card, does not also make every instance count the feed again.
 */
export function displayVersion(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('display_version')
        .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
      await sql`insert into display_version (id, version) values (1, 0)`.execute(db);
      if (dialect === 'postgres') {
        await sql`create function display_version_bump() returns trigger language plpgsql as $$
          begin
            update display_version set version = version + 1 where id = 1;
            return null;
          end;
        $$`.execute(db);
      }
      for (const { name, table, event } of DISPLAY_CHANGES) {
        if (dialect === 'postgres') {
          // Once per statement, as the feed's version.
          await sql`create trigger ${sql.raw(name)} after ${event} on ${sql.table(table)}
            for each statement execute function display_version_bump()`.execute(db);
        } else {
          await sql`create trigger ${sql.raw(name)} after ${event} on ${sql.table(table)}
            begin
              update display_version set version = version + 1 where id = 1;
            end`.execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>) {
      for (const { name, table } of DISPLAY_CHANGES) {
        if (dialect === 'postgres') {
          await sql`drop trigger ${sql.raw(name)} on ${sql.table(table)}`.execute(db);
        } else {
          await sql`drop trigger ${sql.raw(name)}`.execute(db);
        }
      }
      if (dialect === 'postgres') await sql`drop function display_version_bump()`.execute(db);
      await db.schema.dropTable('display_version').execute();
    },
  };
}
