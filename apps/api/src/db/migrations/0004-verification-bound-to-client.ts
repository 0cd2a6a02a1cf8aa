import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A verification is bound to the client that completed it: the address of its check, and the
 * keyed hash of the single-use token that check answered.
 */
export const verificationBoundToClient: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('phone_verifications').addColumn('verified_ip', 'text').execute();
    await db.schema.alterTable('phone_verifications').addColumn('token_hash', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('phone_verifications').dropColumn('token_hash').execute();
    await db.schema.alterTable('phone_verifications').dropColumn('verified_ip').execute();
  },
};
