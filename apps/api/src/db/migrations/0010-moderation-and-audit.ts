import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

const REPORT_REASONS = ['spam', 'scam', 'prohibited', 'offensive', 'other'];

/**
 * Moderation and the audit log:
 * - posts get a `version` (raised by every edit), the `approved_version` an administrator last
 *   approved, when they were flagged and what the blocklist found, so reports count per version;
 * - post_reports is made again with the reported version, a reason from the list and a note: one
 *   report per member and version (the table was never written before, its rows are kept);
 * - contact_messages.read_at becomes handled_at, what the admin inbox marks;
 * - audit_log, append-only: triggers refuse every update and delete on both databases;
 * - posts_created_idx goes: the admin post list reads posts in id order, like the feed.
 */
export function moderationAndAudit(dialect: Dialect): Migration {
  const postgres = dialect === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  const id = (column: ColumnDefinitionBuilder) =>
    postgres
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('posts')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('posts').addColumn('approved_version', 'integer').execute();
      await db.schema.alterTable('posts').addColumn('flagged_at', timestamp).execute();
      await db.schema.alterTable('posts').addColumn('blocklist_matches', 'text').execute();
      await db.schema.dropIndex('posts_created_idx').execute();

      const { rows: earlierReports } = await sql<{
        post_id: number;
        reporter_id: number;
        reason: string;
        created_at: string;
      }>`select post_id, reporter_id, reason, created_at from post_reports`.execute(db);
      await db.schema.dropTable('post_reports').execute();
      await db.schema
        .createTable('post_reports')
        .addColumn('id', 'integer', id)
        .addColumn('post_id', 'integer', (c) =>
          c.notNull().references('posts.id').onDelete('cascade'),
        )
        .addColumn('reporter_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('post_version', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) =>
          c.notNull().check(sql`reason in (${sql.join(REPORT_REASONS.map((r) => sql.lit(r)))})`),
        )
        .addColumn('note', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addUniqueConstraint('post_reports_one_per_version', [
          'post_id',
          'post_version',
          'reporter_id',
        ])
        .execute();
      // Deleting a member removes the reports they made.
      await db.schema
        .createIndex('post_reports_reporter_idx')
        .on('post_reports')
        .column('reporter_id')
        .execute();
      for (const report of earlierReports) {
        await sql`insert into post_reports (post_id, reporter_id, post_version, reason, created_at)
          values (${report.post_id}, ${report.reporter_id}, 1,
            ${REPORT_REASONS.includes(report.reason) ? report.reason : 'other'}, ${report.created_at})`.execute(
          db,
        );
      }

      await db.schema
        .alterTable('contact_messages')
        .renameColumn('read_at', 'handled_at')
        .execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'integer', id)
        // No foreign keys: the log outlives the accounts and things it names, by their names.
        .addColumn('actor_id', 'integer', (c) => c.notNull())
        .addColumn('actor_name', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('target_label', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await appendOnly(db, postgres);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('audit_log').execute();
      if (postgres) await sql`drop function audit_log_append_only()`.execute(db);
      await db.schema
        .alterTable('contact_messages')
        .renameColumn('handled_at', 'read_at')
        .execute();
      // One report per member and post again: the first of each pair is kept.
      const { rows: reports } = await sql<{
        post_id: number;
        reporter_id: number;
        reason: string;
        created_at: string;
      }>`select post_id, reporter_id, reason, created_at from post_reports order by id`.execute(db);
      await db.schema.dropTable('post_reports').execute();
      await db.schema
        .createTable('post_reports')
        .addColumn('id', 'integer', id)
        .addColumn('post_id', 'integer', (c) =>
          c.notNull().references('posts.id').onDelete('cascade'),
        )
        .addColumn('reporter_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addUniqueConstraint('post_reports_one_per_reporter', ['post_id', 'reporter_id'])
        .execute();
      await db.schema
        .createIndex('post_reports_reporter_idx')
        .on('post_reports')
        .column('reporter_id')
        .execute();
      const kept = new Set<string>();
      for (const report of reports) {
        const pair = `${report.post_id}:${report.reporter_id}`;
        if (kept.has(pair)) continue;
        kept.add(pair);
        await sql`insert into post_reports (post_id, reporter_id, reason, created_at)
          values (${report.post_id}, ${report.reporter_id}, ${report.reason}, ${report.created_at})`.execute(
          db,
        );
      }
      await db.schema
        .createIndex('posts_created_idx')
        .on('posts')
        .columns(['created_at', 'id'])
        .execute();
      for (const column of ['blocklist_matches', 'flagged_at', 'approved_version', 'version']) {
        await db.schema.alterTable('posts').dropColumn(column).execute();
      }
    },
  };
}

/** Refuses every change and deletion of an audit entry, whoever connects. */
async function appendOnly(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  if (postgres) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only';
      end;
    $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each statement execute function audit_log_append_only()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`.execute(db);
    return;
  }
  for (const operation of ['update', 'delete']) {
    await sql`create trigger ${sql.raw(`audit_log_no_${operation}`)} before ${sql.raw(operation)} on audit_log
      begin
        select raise(abort, 'audit_log is append-only');
      end`.execute(db);
  }
}
