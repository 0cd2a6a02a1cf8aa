import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/**
 * Asks for items and the pickups they lead to:
 * - `item_asks`: one row per member and post ("I'd like this", with a note), in the order they
 *   came. An item given as several (a quantity) is promised to as many askers at once, each
 *   promise made with the post locked, so two racing are counted one after the other. A promise
 *   carries the pickup: its state, the place (the donor's area, a meeting point they name, or
 *   an address sent in the conversation), the agreed time (copied from the window picked, so the
 *   reminders find it by an index), whether a relative may collect with a one-time code, and
 *   when each reminder went (each goes once, whichever instance finds it first).
 * - `pickup_windows`: the times the donor offers for a promise, up to three.
 * - `users.pickups_completed` and `users.pickups_missed`: the member's asks that ended collected
 *   and missed, kept with each outcome.
 * - `messages.ask_id` and `messages.ask_event`: a message that is a step of an ask (asked,
 *   promised, a time picked…), written into the conversation about the item.
 */
export function itemAsks(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  const id = (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
  const member = (column: ColumnDefinitionBuilder) =>
    column.notNull().references('users.id').onDelete('cascade');
  const oneOf = (name: string, values: readonly string[]) => (column: ColumnDefinitionBuilder) =>
    column.check(sql`${sql.ref(name)} in (${sql.join(values.map((value) => sql.lit(value)))})`);
  const count = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo(0);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('item_asks')
        .addColumn('id', 'integer', id)
        .addColumn('post_id', 'integer', (c) =>
          c.notNull().references('posts.id').onDelete('cascade'),
        )
        .addColumn('asker_id', 'integer', member)
        .addColumn('donor_id', 'integer', member)
        .addColumn('note', 'text')
        .addColumn('status', 'text', (c) =>
          oneOf('status', [
            'waiting',
            'promised',
            'collected',
            'missed',
            'released',
            'withdrawn',
            'closed',
          ])(c.notNull().defaultTo('waiting')),
        )
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addColumn('release_reason', 'text')
        .addColumn(
          'pickup_state',
          'text',
          oneOf('pickup_state', ['offered', 'another_time', 'agreed']),
        )
        .addColumn('place_kind', 'text', oneOf('place_kind', ['area', 'meeting_point', 'in_chat']))
        .addColumn('meeting_point', 'text')
        .addColumn('relative_may_collect', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`relative_may_collect in (0, 1)`),
        )
        .addColumn('collector_code', 'text')
        .addColumn('collector_code_tries', 'integer', count)
        .addColumn('collector_code_used_at', timestamp)
        .addColumn('agreed_window_id', 'integer')
        .addColumn('agreed_starts_at', timestamp)
        .addColumn('agreed_ends_at', timestamp)
        .addColumn('reminded_soon_at', timestamp)
        .addColumn('reminded_now_at', timestamp)
        .addColumn('outcome_asked_at', timestamp)
        .addUniqueConstraint('item_asks_one_per_member', ['post_id', 'asker_id'])
        .execute();
      await db.schema
        .createIndex('item_asks_asker_idx')
        .on('item_asks')
        .columns(['asker_id', 'status'])
        .execute();
      await db.schema
        .createIndex('item_asks_donor_idx')
        .on('item_asks')
        .columns(['donor_id', 'status'])
        .execute();
      // The reminders look for agreed pickups by their time.
      await sql`create index item_asks_agreed_idx on item_asks (agreed_starts_at)
        where status = 'promised' and pickup_state = 'agreed'`.execute(db);

      await db.schema
        .createTable('pickup_windows')
        .addColumn('id', 'integer', id)
        .addColumn('ask_id', 'integer', (c) =>
          c.notNull().references('item_asks.id').onDelete('cascade'),
        )
        .addColumn('starts_at', timestamp, (c) => c.notNull())
        .addColumn('ends_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('pickup_windows_ask_idx')
        .on('pickup_windows')
        .column('ask_id')
        .execute();

      await db.schema
        .alterTable('messages')
        .addColumn('ask_id', 'integer', (c) => c.references('item_asks.id').onDelete('set null'))
        .execute();
      await db.schema
        .alterTable('messages')
        .addColumn(
          'ask_event',
          'text',
          oneOf('ask_event', [
            'asked',
            'promised',
            'promise_withdrawn',
            'times_offered',
            'time_picked',
            'another_time',
            'collected',
            'missed',
            'ask_withdrawn',
          ]),
        )
        .execute();
      // Deleting an ask (with its post) finds the messages naming it by this index.
      await db.schema
        .createIndex('messages_ask_idx')
        .on('messages')
        .column('ask_id')
        .where(sql.ref('ask_id'), 'is not', null)
        .execute();

      await db.schema
        .alterTable('users')
        .addColumn('pickups_completed', 'integer', count)
        .execute();
      await db.schema.alterTable('users').addColumn('pickups_missed', 'integer', count).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('pickups_missed').execute();
      await db.schema.alterTable('users').dropColumn('pickups_completed').execute();
      await db.schema.dropIndex('messages_ask_idx').execute();
      await db.schema.alterTable('messages').dropColumn('ask_event').execute();
      await db.schema.alterTable('messages').dropColumn('ask_id').execute();
      await db.schema.dropTable('pickup_windows').execute();
      await db.schema.dropTable('item_asks').execute();
    },
  };
}
