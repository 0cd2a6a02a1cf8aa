import type { Db } from '../../db/schema';

export async function insertPasswordReset(
  db: Db,
  row: { userId: number; tokenHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      user_id: row.userId,
      token_hash: row.tokenHash,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** The user of an unused, unexpired reset token. */
export function findLiveReset(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('password_resets')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Marks this reset used and ends the user's other outstanding ones; false when another request
 * used it first.
 */
export async function useReset(db: Db, resetId: number, userId: number, at: string) {
  const used = await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('id', '=', resetId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (used.numUpdatedRows === 0n) return false;
  await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  return true;
}
