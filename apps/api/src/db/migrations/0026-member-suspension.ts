import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/**
 * A member an administrator suspended: `users.suspended_at` (null while not suspended) and the
 * reason given, if any. While suspended their posts are 'removed' (the status nothing else uses),
 * so every place that shows only visible posts leaves them out with no query of its own;
 * `posts.status_before_suspension` keeps what each was, so lifting the suspension gives back
 * exactly the posts it took (a flagged post stays flagged).
 */
export function memberSuspension(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('suspended_at', timestamp).execute();
      await db.schema.alterTable('users').addColumn('suspended_reason', 'text').execute();
      await db.schema
        .alterTable('posts')
        .addColumn('status_before_suspension', 'text', (c) =>
          c.check(sql`status_before_suspension in ('visible', 'flagged')`),
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`update posts set moderation_status = status_before_suspension
        where status_before_suspension is not null`.execute(db);
      await db.schema.alterTable('posts').dropColumn('status_before_suspension').execute();
      await db.schema.alterTable('users').dropColumn('suspended_reason').execute();
      await db.schema.alterTable('users').dropColumn('suspended_at').execute();
    },
  };
}
