import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/**
 * What a donor may say of an offer beyond its text, and how it is shared:
 * - `item_condition` (new, like new, used, needs repair; null when not said);
 * - `quantity` ("5 school books") and `quantity_left`, lowered by each handover: the post is
 *   given away when none is left;
 * - `can_deliver`: the donor can bring it;
 * - `deadline` ("must go by Friday"), a day on Amman's clock, and `deadline_at`, the end of
 *   that day, when a draw is due;
 * - `share_mode`: the donor chooses among the asks ('choose'), the first askers are promised
 *   it ('first'), or a draw among those who asked before the deadline ('draw'), from
 *   `draw_seed`, shown on the post from the start, done once (`drawn_at`).
 * The draw job finds the draws due by their deadline.
 */
export function offerDetails(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  const oneOf = (name: string, values: readonly string[]) => (column: ColumnDefinitionBuilder) =>
    column.check(sql`${sql.ref(name)} in (${sql.join(values.map((value) => sql.lit(value)))})`);
  return {
    async up(db: Kysely<unknown>) {
      const posts = () => db.schema.alterTable('posts');
      await posts()
        .addColumn(
          'item_condition',
          'text',
          oneOf('item_condition', ['new', 'like_new', 'used', 'needs_repair']),
        )
        .execute();
      await posts()
        .addColumn('quantity', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(1)
            .check(sql`quantity between 1 and 99`),
        )
        .execute();
      // A post given away before quantities were kept reads as none left (its availability).
      await posts()
        .addColumn('quantity_left', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(1)
            .check(sql`quantity_left between 0 and 99`),
        )
        .execute();
      await posts()
        .addColumn('can_deliver', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`can_deliver in (0, 1)`),
        )
        .execute();
      await posts().addColumn('deadline', 'text').execute();
      await posts().addColumn('deadline_at', timestamp).execute();
      await posts()
        .addColumn('share_mode', 'text', (c) =>
          oneOf('share_mode', ['choose', 'first', 'draw'])(c.notNull().defaultTo('choose')),
        )
        .execute();
      await posts().addColumn('draw_seed', 'text').execute();
      await posts().addColumn('drawn_at', timestamp).execute();
      await sql`create index posts_draw_due_idx on posts (deadline_at)
        where share_mode = 'draw' and drawn_at is null`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop index posts_draw_due_idx`.execute(db);
      for (const column of [
        'drawn_at',
        'draw_seed',
        'share_mode',
        'deadline_at',
        'deadline',
        'can_deliver',
        'quantity_left',
        'quantity',
        'item_condition',
      ]) {
        await db.schema.alterTable('posts').dropColumn(column).execute();
      }
    },
  };
}
