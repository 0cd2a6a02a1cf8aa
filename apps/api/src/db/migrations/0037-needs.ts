import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/**
 * Organisations' needs: a wanted post of a verified organisation asking for `need_quantity`
 * items (1 to 10,000; null on every other post) by its `deadline`, with `need_received` counting
 * what has come in. Each receipt the organisation records is a row of `need_receipts`: how many,
 * how ('handover' from a member, named or not, or 'drop_off' at one of its points), and when;
 * `need_received` is their sum, kept in the same transaction with the post locked. The receipts
 * go with the post; a donor's account going leaves the receipt without a name.
 */
export function needs(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  const id = (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('posts')
        .addColumn('need_quantity', 'integer', (c) =>
          c.check(sql`need_quantity between 1 and 10000`),
        )
        .execute();
      await db.schema
        .alterTable('posts')
        .addColumn('need_received', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`need_received >= 0`),
        )
        .execute();
      await db.schema
        .createTable('need_receipts')
        .addColumn('id', 'integer', id)
        .addColumn('post_id', 'integer', (c) =>
          c.notNull().references('posts.id').onDelete('cascade'),
        )
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
        .addColumn('way', 'text', (c) => c.notNull().check(sql`way in ('handover', 'drop_off')`))
        .addColumn('donor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('received_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('need_receipts_post_idx')
        .on('need_receipts')
        .columns(['post_id', 'id'])
        .execute();
      await db.schema
        .createIndex('need_receipts_donor_idx')
        .on('need_receipts')
        .column('donor_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('need_receipts').execute();
      await db.schema.alterTable('posts').dropColumn('need_received').execute();
      await db.schema.alterTable('posts').dropColumn('need_quantity').execute();
    },
  };
}
