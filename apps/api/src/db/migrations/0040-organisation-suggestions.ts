import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/**
 * `posts.organisation_suggested_at`: when the donor of an offer nobody claimed or asked for in
 * 14 days was told, once, that an organisation near them collects such items. The partial index
 * serves the job that looks for the offers still to be told, oldest first.
 */
export function organisationSuggestions(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('posts')
        .addColumn('organisation_suggested_at', timestamp)
        .execute();
      await db.schema
        .createIndex('posts_organisation_suggestion_idx')
        .on('posts')
        .column('created_at')
        .where(sql.ref('organisation_suggested_at'), 'is', null)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('posts_organisation_suggestion_idx').execute();
      await db.schema.alterTable('posts').dropColumn('organisation_suggested_at').execute();
    },
  };
}
