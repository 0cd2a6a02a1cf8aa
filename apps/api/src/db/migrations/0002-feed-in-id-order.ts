import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const FEED_INDEXES = [
  ['posts_feed_idx', ['moderation_status']],
  ['posts_category_feed_idx', ['moderation_status', 'category']],
  ['posts_region_feed_idx', ['moderation_status', 'region']],
  ['posts_category_region_feed_idx', ['moderation_status', 'category', 'region']],
] as const;

/**
 * The feed is ordered by post id, which follows creation time, instead of (created_at, id):
 * the id is the table's key, so each filter's index ends in it, a keyset page is one seek,
 * and SQLite's trigram index (whose rowid is the post id) can be read newest first and stop
 * after a page.
 */
export const feedInIdOrder: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, columns] of FEED_INDEXES) {
      await db.schema.dropIndex(name).execute();
      await db.schema
        .createIndex(name)
        .on('posts')
        .columns([...columns, 'id'])
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const [name, columns] of FEED_INDEXES) {
      await db.schema.dropIndex(name).execute();
      await db.schema
        .createIndex(name)
        .on('posts')
        .columns([...columns, 'created_at', 'id'])
        .execute();
    }
  },
};
