import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { Dialect } from '../database';

/**
 * The handover: what confirming a claim, answering it and rating a member keep.
 * - `users.items_received`, beside `items_donated`: confirmed handovers on each side.
 * - `users.rating_sum` and `users.rating_count`: the ratings a member received, kept by atomic
 *   increments in the transaction of each feedback insert or delete, so the mean is exact under
 *   concurrent writes and a card shows it without reading the feedback table.
 * - `donation_claims.decision_seen_at`: when the claimant saw the donor's answer; until then it
 *   counts on their badge.
 * The counters start from the rows already there; decisions made before count as seen.
 */
export function handoverCountsAndRatings(dialect: Dialect): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['items_received', 'rating_sum', 'rating_count']) {
        await db.schema
          .alterTable('users')
          .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      }
      await db.schema
        .alterTable('donation_claims')
        .addColumn('decision_seen_at', timestamp)
        .execute();

      await sql`update users set
        items_received = (select count(*) from donation_claims
          where donation_claims.receiver_id = users.id and donation_claims.status = 'confirmed'),
        rating_sum = coalesce((select sum(rating) from feedback where feedback.receiver_id = users.id), 0),
        rating_count = (select count(*) from feedback where feedback.receiver_id = users.id)`.execute(
        db,
      );
      // Donated posts came from demo data only (nothing confirmed a claim before this).
      await sql`update users set items_donated = (select count(*) from posts
          where posts.user_id = users.id and posts.availability = 'donated')
        where items_donated < (select count(*) from posts
          where posts.user_id = users.id and posts.availability = 'donated')`.execute(db);
      await sql`update donation_claims set decision_seen_at = decided_at
        where status <> 'pending'`.execute(db);

      // My requests, newest first; it also serves removing a member's claims with them.
      await db.schema
        .createIndex('donation_claims_receiver_created_idx')
        .on('donation_claims')
        .columns(['receiver_id', 'created_at'])
        .execute();
      await db.schema.dropIndex('donation_claims_receiver_idx').execute();
      // The badge's count of answers a claimant has not seen: a handful of rows per member.
      await sql`create index donation_claims_unseen_decisions_idx on donation_claims (receiver_id)
        where status <> 'pending' and decision_seen_at is null`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('donation_claims_unseen_decisions_idx').execute();
      await db.schema
        .createIndex('donation_claims_receiver_idx')
        .on('donation_claims')
        .column('receiver_id')
        .execute();
      await db.schema.dropIndex('donation_claims_receiver_created_idx').execute();
      await db.schema.alterTable('donation_claims').dropColumn('decision_seen_at').execute();
      for (const column of ['rating_count', 'rating_sum', 'items_received']) {
        await db.schema.alterTable('users').dropColumn(column).execute();
      }
    },
  };
}
