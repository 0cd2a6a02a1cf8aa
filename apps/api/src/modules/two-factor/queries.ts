import type { Db } from '../../db/schema';

/** Keeps a secret being set up until a code from it confirms it; a newer set-up replaces it. */
export async function setPendingSecret(db: Db, userId: number, sealed: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ two_factor_pending_secret: sealed })
    .where('id', '=', userId)
    .execute();
}

/** Turns the second step on with the pending secret, the step of its first code used. */
export async function enableSecondStep(
  db: Db,
  userId: number,
  change: { sealedSecret: string; since: string; step: number },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      two_factor_secret: change.sealedSecret,
      two_factor_pending_secret: null,
      two_factor_since: change.since,
      two_factor_last_step: change.step,
    })
    .where('id', '=', userId)
    .where('two_factor_secret', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function disableSecondStep(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({
      two_factor_secret: null,
      two_factor_pending_secret: null,
      two_factor_since: null,
      two_factor_last_step: null,
    })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodes(
  db: Db,
  userId: number,
  hashes: string[],
): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
    .execute();
}

/**
 * Takes a code's time step as the last one used, if it is later than the one stored: false
 * when another request used that step (or a later one) first.
 */
export async function useTimeStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ two_factor_last_step: step })
    .where('id', '=', userId)
    .where('two_factor_secret', 'is not', null)
    .where((eb) =>
      eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Uses a recovery code up; false when it is not the member's or was used already. */
export async function useRecoveryCode(
  db: Db,
  userId: number,
  codeHash: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
