import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/**
 * Organisations as members: a member's account applies to be an organisation's (a charity, a
 * mosque or church committee, a school, a food or clothing bank), with its name in both
 * languages, its registration number and a contact, and what it accepts (`accepts`, a JSON list
 * of categories, and a note in each language). An administrator verifies it or turns it down
 * (`status`, `decided_at`, `decided_by`; the audit log keeps who did). One per account, gone
 * with it.
 */
export function organisations(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  const id = (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('organisations')
        .addColumn('id', 'integer', id)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().unique().references('users.id').onDelete('cascade'),
        )
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_ar', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) =>
          c
            .notNull()
            .check(
              sql`kind in ('charity', 'mosque_committee', 'church_committee', 'school', 'food_bank', 'clothing_bank')`,
            ),
        )
        .addColumn('registration_number', 'text', (c) => c.notNull())
        .addColumn('contact_name', 'text', (c) => c.notNull())
        .addColumn('contact_phone', 'text', (c) => c.notNull())
        .addColumn('accepts', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('accepts_note_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('accepts_note_ar', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(sql`status in ('pending', 'verified', 'rejected')`),
        )
        .addColumn('applied_at', timestamp, (c) => c.notNull())
        .addColumn('decided_at', timestamp)
        .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('organisations_status_idx')
        .on('organisations')
        .columns(['status', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('organisations').execute();
    },
  };
}
