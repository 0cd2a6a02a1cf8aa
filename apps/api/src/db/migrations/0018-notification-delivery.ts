import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/**
 * Notifications by web push and email:
 * - a member's choices per kind and channel, only those that differ from the defaults of
 *   packages/contract/src/notification-preferences.ts; the unread-message email's on/off flag
 *   (users.message_emails, migration 0009) becomes the message kind's email choice, and the
 *   member's night choice takes its place on users;
 * - each device's push subscription, one row per endpoint;
 * - the pushes and emails still to send (`notification_deliveries`), each taken by one
 *   instance with a conditional update before it goes and removed once sent;
 * - when each kind was last emailed to a member (at most one email per kind an hour), and the
 *   unsubscribe links already used (each works once).
 */
export function notificationDelivery(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  const id = (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
  const member = (column: ColumnDefinitionBuilder) =>
    column.notNull().references('users.id').onDelete('cascade');
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notification_preferences')
        .addColumn('user_id', 'integer', member)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('setting', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'kind', 'channel'])
        .execute();
      await sql`insert into notification_preferences (user_id, kind, channel, setting)
        select id, 'message', 'email', 'off' from users where message_emails = 0`.execute(db);
      await db.schema.alterTable('users').dropColumn('message_emails').execute();
      await db.schema
        .alterTable('users')
        .addColumn('notify_at_night', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`notify_at_night in (0, 1)`),
        )
        .execute();

      await db.schema
        .createTable('push_subscriptions')
        .addColumn('id', 'integer', id)
        .addColumn('user_id', 'integer', member)
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('push_subscriptions_member_idx')
        .on('push_subscriptions')
        .column('user_id')
        .execute();

      await db.schema
        .createTable('notification_deliveries')
        .addColumn('id', 'integer', id)
        .addColumn('notification_id', 'integer', (c) =>
          c.notNull().references('notifications.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', member)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('due_at', timestamp, (c) => c.notNull())
        .addColumn('claimed_until', timestamp)
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('notification_deliveries_once', ['notification_id', 'channel'])
        .execute();
      // The job reads what is due per channel; a new email joins its kind's pending batch.
      await db.schema
        .createIndex('notification_deliveries_due_idx')
        .on('notification_deliveries')
        .columns(['channel', 'due_at'])
        .execute();
      await db.schema
        .createIndex('notification_deliveries_member_idx')
        .on('notification_deliveries')
        .columns(['user_id', 'channel', 'kind'])
        .execute();

      await db.schema
        .createTable('notification_mailings')
        .addColumn('user_id', 'integer', member)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('last_sent_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('notification_mailings_pk', ['user_id', 'kind'])
        .execute();

      await db.schema
        .createTable('used_unsubscribe_links')
        .addColumn('nonce', 'text', (c) => c.primaryKey())
        .addColumn('used_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('used_unsubscribe_links_used_idx')
        .on('used_unsubscribe_links')
        .column('used_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'used_unsubscribe_links',
        'notification_mailings',
        'notification_deliveries',
        'push_subscriptions',
      ]) {
        await db.schema.dropTable(table).execute();
      }
      await db.schema.alterTable('users').dropColumn('notify_at_night').execute();
      await db.schema
        .alterTable('users')
        .addColumn('message_emails', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(1)
            .check(sql`message_emails in (0, 1)`),
        )
        .execute();
      await sql`update users set message_emails = 0 where id in (
        select user_id from notification_preferences
        where kind = 'message' and channel = 'email' and setting = 'off'
      )`.execute(db);
      await db.schema.dropTable('notification_preferences').execute();
    },
  };
}
