import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/**
 * Notifications: one row per event a member should hear of, gone with the member,
 * the member who caused it, or the post it is about. A conversation's messages fold into one
 * row per receiver and sender (`fold_key`). The centre reads a member's newest first
 * (`notifications_member_idx`) and counts the unread through a partial index.
 */
export function notifications(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  const id = (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notifications')
        .addColumn('id', 'integer', id)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('post_id', 'integer', (c) => c.references('posts.id').onDelete('cascade'))
        .addColumn('rating', 'integer')
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('fold_key', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('read_at', timestamp)
        .execute();
      await db.schema
        .createIndex('notifications_member_idx')
        .on('notifications')
        .columns(['user_id', 'id'])
        .execute();
      await db.schema
        .createIndex('notifications_unread_idx')
        .on('notifications')
        .column('user_id')
        .where(sql.ref('read_at'), 'is', null)
        .execute();
      await db.schema
        .createIndex('notifications_fold_idx')
        .on('notifications')
        .columns(['user_id', 'fold_key'])
        .unique()
        .execute();
      // Deleting a member or a post finds the notifications that name them; pruning, the oldest.
      await db.schema
        .createIndex('notifications_actor_idx')
        .on('notifications')
        .column('actor_id')
        .execute();
      await db.schema
        .createIndex('notifications_post_idx')
        .on('notifications')
        .column('post_id')
        .execute();
      await db.schema
        .createIndex('notifications_created_idx')
        .on('notifications')
        .column('created_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('notifications').execute();
    },
  };
}
