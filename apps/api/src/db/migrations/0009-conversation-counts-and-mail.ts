import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

const SIDES = ['a', 'b'] as const;

/**
 * Direct messages in realtime: each side of a conversation keeps its unread count,
 * written in the same transaction as each message, so the contacts list and the badge read one
 * row per conversation; when an email about its unread messages is due, and when the last one
 * went (at most one an hour). A message records when a device of its receiver got it, and a
 * member may turn the unread-message emails off.
 */
export function conversationCountsAndMail(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      for (const side of SIDES) {
        await db.schema
          .alterTable('conversations')
          .addColumn(`user_${side}_unread`, 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .alterTable('conversations')
          .addColumn(`user_${side}_email_due_at`, timestamp)
          .execute();
        await db.schema
          .alterTable('conversations')
          .addColumn(`user_${side}_emailed_at`, timestamp)
          .execute();
        await sql`update conversations set ${sql.ref(`user_${side}_unread`)} = (
          select count(*) from messages
          where messages.conversation_id = conversations.id
            and messages.receiver_id = conversations.${sql.ref(`user_${side}_id`)}
            and messages.status <> 'read'
        )`.execute(db);
        // The unread-message emails that are due, read by the mail job every minute.
        await db.schema
          .createIndex(`conversations_user_${side}_email_due_idx`)
          .on('conversations')
          .column(`user_${side}_email_due_at`)
          .execute();
      }
      await db.schema.alterTable('messages').addColumn('delivered_at', timestamp).execute();
      await db.schema
        .alterTable('users')
        .addColumn('message_emails', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(1)
            .check(sql`message_emails in (0, 1)`),
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('message_emails').execute();
      await db.schema.alterTable('messages').dropColumn('delivered_at').execute();
      for (const side of SIDES) {
        await db.schema.dropIndex(`conversations_user_${side}_email_due_idx`).execute();
        for (const column of ['unread', 'email_due_at', 'emailed_at']) {
          await db.schema
            .alterTable('conversations')
            .dropColumn(`user_${side}_${column}`)
            .execute();
        }
      }
    },
  };
}
