import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** When the codes sent to a phone since `since` were sent, oldest first. */
export async function codeSendTimes(db: Db, phone: string, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('phone_verifications')
    .select('created_at')
    .where('phone', '=', phone)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map((row) => row.created_at);
}

export async function insertVerification(
  db: Db,
  row: { phone: string; codeHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('phone_verifications')
    .values({
      phone: row.phone,
      code_hash: row.codeHash,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** The phone's newest code: only the last one sent can be used. */
export function latestVerification(db: Db, phone: string) {
  return db
    .selectFrom('phone_verifications')
    .selectAll()
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Counts a wrong code, unless the limit was reached meanwhile; returns the tries now used, or
 * undefined when another request used the last one first.
 */
export async function countWrongCode(
  db: Db,
  id: number,
  maxTries: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('phone_verifications')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxTries)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

export async function markVerified(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('phone_verifications')
    .set({ verified_at: at })
    .where('id', '=', id)
    .where('verified_at', 'is', null)
    .execute();
}

/**
 * Uses up the phone's verification if it was verified since `verifiedSince` and not used yet.
 * Returns false when there is none; run it in the transaction of the write it allows.
 */
export async function consumeVerification(
  db: Db,
  phone: string,
  verifiedSince: string,
  at: string,
): Promise<boolean> {
  const candidate = await db
    .selectFrom('phone_verifications')
    .select('id')
    .where('phone', '=', phone)
    .where('verified_at', '>=', verifiedSince)
    .where('consumed_at', 'is', null)
    .orderBy('verified_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!candidate) return false;
  const result = await db
    .updateTable('phone_verifications')
    .set({ consumed_at: at })
    .where('id', '=', candidate.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
