import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/**
 * Saved searches with alerts. A saved search keeps the feed's filters as the feed
 * reads them (its words as stems) and one `match_key`, which a new post must hold for the
 * search to be a candidate: one indexed read finds the candidates of a post among every saved
 * search (modules/saved-searches/matching.ts). `post_matching` holds, per post, that its
 * matching is due and then done, so each post is matched once, by one instance. Both go with
 * their member or their post.
 */
export function savedSearches(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  const id = (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('saved_searches')
        .addColumn('id', 'integer', id)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('query', 'text', (c) => c.notNull())
        .addColumn('stems', 'text', (c) => c.notNull())
        .addColumn('category', 'text')
        .addColumn('region', 'text')
        .addColumn('signature', 'text', (c) => c.notNull())
        .addColumn('match_key', 'text', (c) => c.notNull())
        .addColumn('alert_day', 'text')
        .addColumn('alerts_that_day', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      // The same search saved twice by one member is one row; the list reads a member's.
      await db.schema
        .createIndex('saved_searches_member_idx')
        .on('saved_searches')
        .columns(['user_id', 'signature'])
        .unique()
        .execute();
      await db.schema
        .createIndex('saved_searches_key_idx')
        .on('saved_searches')
        .column('match_key')
        .execute();

      await db.schema
        .createTable('post_matching')
        .addColumn('post_id', 'integer', (c) =>
          c.primaryKey().references('posts.id').onDelete('cascade'),
        )
        .addColumn('due_at', timestamp, (c) => c.notNull())
        .addColumn('done_at', timestamp)
        .execute();
      await db.schema
        .createIndex('post_matching_due_idx')
        .on('post_matching')
        .column('due_at')
        .where(sql.ref('done_at'), 'is', null)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('post_matching').execute();
      await db.schema.dropTable('saved_searches').execute();
    },
  };
}
