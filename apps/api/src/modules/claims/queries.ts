import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';

/** Claims on this donor's posts still waiting for an answer. */
export async function countPendingClaims(db: Kysely<Database>, donorId: number): Promise<number> {
  const row = await db
    .selectFrom('donation_claims')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('donor_id', '=', donorId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
