import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/**
 * After a handover each member is asked to rate the other, once: a member who dismisses the
 * prompt about another member is not asked again (one row per pair, the member first). Gone
 * with either account.
 */
export function ratingPrompts(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rating_prompt_dismissals')
        .addColumn('member_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('other_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('dismissed_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('rating_prompt_dismissals_pk', ['member_id', 'other_id'])
        .execute();
      // Deleting an account removes the dismissals that name it on either side.
      await db.schema
        .createIndex('rating_prompt_dismissals_other_idx')
        .on('rating_prompt_dismissals')
        .column('other_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rating_prompt_dismissals').execute();
    },
  };
}
