import type { Db } from '../../db/schema';

/** Whether an account has this phone: a code for signing up is not sent to it. */
export async function isPhoneRegistered(db: Db, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('phone_number', '=', phone)
    .executeTakeFirst();
  return row !== undefined;
}

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
 * Claims one of the code's tries in one atomic step (a conditional UPDATE), before the code is
 * compared: returns the tries now used, or undefined when none was left (or the verification
 * was used meanwhile). Racing checks can therefore never compare a code more than `maxTries`
 * times.
 */
export async function claimTry(db: Db, id: number, maxTries: number): Promise<number | undefined> {
  const row = await db
    .updateTable('phone_verifications')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxTries)
    .where('consumed_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

/**
 * Marks the code right: verified now, from `ip`, provable later by the token whose hash is
 * stored (a newer check of the right code replaces it).
 */
export async function markVerified(
  db: Db,
  id: number,
  proof: { at: string; ip: string; tokenHash: string },
): Promise<void> {
  await db
    .updateTable('phone_verifications')
    .set({ verified_at: proof.at, verified_ip: proof.ip, token_hash: proof.tokenHash })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .execute();
}

/** What ties a verification to the client that completed it: its token's hash, or its address. */
export type VerificationMatch = { tokenHash: string } | { ip: string };

/**
 * The id of the phone's verification that `match` proves, verified since `verifiedSince` and
 * not used yet; undefined when there is none.
 */
export async function usableVerification(
  db: Db,
  phone: string,
  match: VerificationMatch,
  verifiedSince: string,
): Promise<number | undefined> {
  let candidates = db
    .selectFrom('phone_verifications')
    .select('id')
    .where('phone', '=', phone)
    .where('verified_at', '>=', verifiedSince)
    .where('consumed_at', 'is', null);
  candidates =
    'tokenHash' in match
      ? candidates.where('token_hash', '=', match.tokenHash)
      : candidates.where('verified_ip', '=', match.ip);
  const candidate = await candidates.orderBy('verified_at', 'desc').limit(1).executeTakeFirst();
  return candidate?.id;
}

/**
 * Uses up the phone's verification that `match` proves (usableVerification). Returns false
 * when there is none; run it in the transaction of the write it allows.
 */
export async function consumeVerification(
  db: Db,
  phone: string,
  match: VerificationMatch,
  verifiedSince: string,
  at: string,
): Promise<boolean> {
  const id = await usableVerification(db, phone, match, verifiedSince);
  if (id === undefined) return false;
  const result = await db
    .updateTable('phone_verifications')
    .set({ consumed_at: at })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
