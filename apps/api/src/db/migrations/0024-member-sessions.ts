import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/**
 * Sessions that live on the server, and what protects the account behind them:
 * - `member_sessions`: one row per sign-in (or registration), named by the token it issued. A
 *   token is refused once its row is ended (sign-out, a member or an administrator ending it, a
 *   password change or reset) or has lain unused or lived too long (docs/operations.md,
 *   Sessions). Ended rows are kept a while, so a sign-in from a device seen before is told
 *   apart from a new one; `device_*` is what the user agent names, `network` the /24 or /48.
 * - the second sign-in step: the authenticator's secret (encrypted under the server secret),
 *   set up first as pending and then confirmed with a code, the last time step used (so a code
 *   works once), and ten recovery codes stored as keyed hashes, each usable once.
 * - email changes waiting for the link mailed to the new address, with the link that lets the
 *   old address say "this was not me".
 * - a notification's `detail`: what it says beyond the member and item it names (the browser
 *   and system of a new sign-in).
 */
export function memberSessions(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  const id = (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
  const member = (column: ColumnDefinitionBuilder) =>
    column.notNull().references('users.id').onDelete('cascade');
  const flag = (name: string) => (column: ColumnDefinitionBuilder) =>
    column
      .notNull()
      .defaultTo(0)
      .check(sql`${sql.ref(name)} in (0, 1)`);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('member_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', member)
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('last_used_at', timestamp, (c) => c.notNull())
        .addColumn('ended_at', timestamp)
        .addColumn('device_browser', 'text')
        .addColumn('device_system', 'text')
        .addColumn('network', 'text')
        .addColumn('second_factor', 'integer', flag('second_factor'))
        .execute();
      await db.schema
        .createIndex('member_sessions_member_idx')
        .on('member_sessions')
        .columns(['user_id', 'last_used_at'])
        .execute();

      await db.schema.alterTable('users').addColumn('two_factor_secret', 'text').execute();
      await db.schema.alterTable('users').addColumn('two_factor_pending_secret', 'text').execute();
      await db.schema.alterTable('users').addColumn('two_factor_since', timestamp).execute();
      // 30-second steps since 1970 stay below 2^31 until the year 4010.
      await db.schema.alterTable('users').addColumn('two_factor_last_step', 'integer').execute();
      await db.schema
        .createTable('recovery_codes')
        .addColumn('user_id', 'integer', member)
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', timestamp)
        .addPrimaryKeyConstraint('recovery_codes_pk', ['user_id', 'code_hash'])
        .execute();

      await db.schema
        .createTable('email_changes')
        .addColumn('id', 'integer', id)
        .addColumn('user_id', 'integer', member)
        .addColumn('old_email', 'text', (c) => c.notNull())
        .addColumn('new_email', 'text', (c) => c.notNull())
        .addColumn('confirm_hash', 'text', (c) => c.notNull().unique())
        .addColumn('undo_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('confirm_by', timestamp, (c) => c.notNull())
        .addColumn('undo_by', timestamp, (c) => c.notNull())
        .addColumn('confirmed_at', timestamp)
        .addColumn('undone_at', timestamp)
        .addColumn('cancelled_at', timestamp)
        .execute();
      await db.schema
        .createIndex('email_changes_member_idx')
        .on('email_changes')
        .column('user_id')
        .execute();

      await db.schema.alterTable('notifications').addColumn('detail', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('notifications').dropColumn('detail').execute();
      await db.schema.dropTable('email_changes').execute();
      await db.schema.dropTable('recovery_codes').execute();
      for (const column of [
        'two_factor_last_step',
        'two_factor_since',
        'two_factor_pending_secret',
        'two_factor_secret',
      ]) {
        await db.schema.alterTable('users').dropColumn(column).execute();
      }
      await db.schema.dropTable('member_sessions').execute();
    },
  };
}
