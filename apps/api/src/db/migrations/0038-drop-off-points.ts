import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/**
 * An organisation's drop-off points: where people may bring what it accepts (`place_id`, one of
 * the places list, and the address in both languages) and when (the opening hours in both
 * languages), in the organisation's order (`position`). Gone with the organisation.
 */
export function dropOffPoints(dialect: Dialect): Migration {
  const id = (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('drop_off_points')
        .addColumn('id', 'integer', id)
        .addColumn('organisation_id', 'integer', (c) =>
          c.notNull().references('organisations.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 0`))
        .addColumn('place_id', 'text', (c) => c.notNull())
        .addColumn('address_en', 'text', (c) => c.notNull())
        .addColumn('address_ar', 'text', (c) => c.notNull())
        .addColumn('hours_en', 'text', (c) => c.notNull())
        .addColumn('hours_ar', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('drop_off_points_organisation_idx')
        .on('drop_off_points')
        .columns(['organisation_id', 'position'])
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('drop_off_points').execute();
    },
  };
}
