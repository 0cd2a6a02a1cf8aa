import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The administrators' overview counts, per week of the last half-year, the accounts, posts,
 * handovers and reports whose time falls in it: each is read from an index of that time, so a
 * count reads the half-year's entries of the index and never the table. The handovers' index
 * holds the status after the time, so the confirmed ones are counted from it alone; led by the
 * status, it would draw the queries that ask only for confirmed claims (a handover between two
 * members) away from the donor's index.
 */
export const weeklyFigures: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('users_created_idx').on('users').column('created_at').execute();
    await db.schema.createIndex('posts_created_idx').on('posts').column('created_at').execute();
    await db.schema
      .createIndex('donation_claims_decided_idx')
      .on('donation_claims')
      .columns(['decided_at', 'status'])
      .execute();
    await db.schema
      .createIndex('post_reports_created_idx')
      .on('post_reports')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('post_reports_created_idx').execute();
    await db.schema.dropIndex('donation_claims_decided_idx').execute();
    await db.schema.dropIndex('posts_created_idx').execute();
    await db.schema.dropIndex('users_created_idx').execute();
  },
};
