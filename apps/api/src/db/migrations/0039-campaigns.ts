import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/**
 * Campaigns by season: the title and text in both languages, the categories asked for (a JSON
 * list), the first and last day (YYYY-MM-DD, Amman's clock), and who runs it: a verified
 * organisation (`organisation_id`) or the administrators (null), with the member who started it.
 * `campaign_targets` holds one target per governorate it covers. What counts toward a target is
 * read from the handovers and receipts themselves, never kept as a counter.
 */
export function campaigns(dialect: Dialect): Migration {
  const id = (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('campaigns')
        .addColumn('id', 'integer', id)
        .addColumn('organisation_id', 'integer', (c) =>
          c.references('organisations.id').onDelete('cascade'),
        )
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('title_en', 'text', (c) => c.notNull())
        .addColumn('title_ar', 'text', (c) => c.notNull())
        .addColumn('text_en', 'text', (c) => c.notNull())
        .addColumn('text_ar', 'text', (c) => c.notNull())
        .addColumn('categories', 'text', (c) => c.notNull())
        .addColumn('starts_on', 'text', (c) => c.notNull())
        .addColumn('ends_on', 'text', (c) => c.notNull().check(sql`ends_on >= starts_on`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('campaigns_ends_on_idx')
        .on('campaigns')
        .columns(['ends_on', 'starts_on'])
        .execute();
      await db.schema
        .createTable('campaign_targets')
        .addColumn('campaign_id', 'integer', (c) =>
          c.notNull().references('campaigns.id').onDelete('cascade'),
        )
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
        .addPrimaryKeyConstraint('campaign_targets_pk', ['campaign_id', 'region'])
        .execute();
      // A campaign's progress reads the receipts of its days.
      await db.schema
        .createIndex('need_receipts_received_idx')
        .on('need_receipts')
        .column('received_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('need_receipts_received_idx').execute();
      await db.schema.dropTable('campaign_targets').execute();
      await db.schema.dropTable('campaigns').execute();
    },
  };
}
