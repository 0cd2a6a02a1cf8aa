import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/** The feed's indexes (migration 0016), each now with the kind of post after its moderation. */
const FEED_INDEXES = [
  ['posts_feed_idx', []],
  ['posts_category_feed_idx', ['category']],
  ['posts_region_feed_idx', ['region']],
  ['posts_category_region_feed_idx', ['category', 'region']],
] as const;

async function recreateFeedIndexes(db: Kysely<unknown>, withKind: boolean): Promise<void> {
  for (const [name, columns] of FEED_INDEXES) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on('posts')
      .columns([
        'moderation_status',
        ...(withKind ? ['kind'] : []),
        ...columns,
        'id',
        'availability',
      ])
      .execute();
  }
}

/**
 * Wanted posts: a post is a giving one ('give', every post before) or a member's
 * wanted one, which expires (`expires_at`) unless renewed. Each feed index holds the kind right
 * after the moderation status, so the feed of either kind still reads its index alone, in
 * order. A wanted post keeps its words as a saved search of its author (`wanted_post_id`), gone
 * with it, so a new giving post that matches it tells its author as a saved search does.
 */
export function wantedPosts(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('posts')
        .addColumn('kind', 'text', (c) =>
          c
            .notNull()
            .defaultTo('give')
            .check(sql`kind in ('give', 'wanted')`),
        )
        .execute();
      await db.schema.alterTable('posts').addColumn('expires_at', timestamp).execute();
      await recreateFeedIndexes(db, true);
      await db.schema
        .alterTable('saved_searches')
        .addColumn('wanted_post_id', 'integer', (c) => c.references('posts.id').onDelete('cascade'))
        .execute();
      await db.schema
        .createIndex('saved_searches_wanted_idx')
        .on('saved_searches')
        .column('wanted_post_id')
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('saved_searches_wanted_idx').execute();
      await db.schema.alterTable('saved_searches').dropColumn('wanted_post_id').execute();
      await db
        .deleteFrom('posts' as never)
        .where(sql.ref('kind'), '=', 'wanted')
        .execute();
      await recreateFeedIndexes(db, false);
      await db.schema.alterTable('posts').dropColumn('expires_at').execute();
      await db.schema.alterTable('posts').dropColumn('kind').execute();
    },
  };
}
