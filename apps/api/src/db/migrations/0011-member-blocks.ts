import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/**
 * Members block members: one row per pair, the blocker first. Deleting either
 * account removes the row. "Who blocked me" (a message's receiver checked against its sender,
 * both ways) reads the second index; "whom did I block" the primary key.
 */
export function memberBlocks(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('member_blocks')
        .addColumn('blocker_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('blocked_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('member_blocks_pk', ['blocker_id', 'blocked_id'])
        .addCheckConstraint('member_blocks_not_self', sql`blocker_id <> blocked_id`)
        .execute();
      await db.schema
        .createIndex('member_blocks_blocked_idx')
        .on('member_blocks')
        .columns(['blocked_id', 'blocker_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('member_blocks').execute();
    },
  };
}
