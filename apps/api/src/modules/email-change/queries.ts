import type { Selectable } from 'kysely';

import type { Db, EmailChangesTable } from '../../db/schema';

export type EmailChangeRow = Selectable<EmailChangesTable>;

/** A new change replaces the member's change still waiting for its link. */
export async function cancelWaitingChanges(db: Db, userId: number, at: string): Promise<void> {
  await db
    .updateTable('email_changes')
    .set({ cancelled_at: at })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .where('undone_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
}

export async function insertEmailChange(
  db: Db,
  row: Omit<EmailChangeRow, 'id' | 'confirmed_at' | 'undone_at' | 'cancelled_at'>,
): Promise<void> {
  await db.insertInto('email_changes').values(row).execute();
}

/** The member's change waiting for its link, if one is, and not past it. */
export function findWaitingChange(
  db: Db,
  userId: number,
  now: string,
): Promise<EmailChangeRow | undefined> {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .where('undone_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('confirm_by', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findChangeByConfirmHash(db: Db, hash: string) {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('confirm_hash', '=', hash)
    .executeTakeFirst();
}

export function findChangeByUndoHash(db: Db, hash: string) {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('undo_hash', '=', hash)
    .executeTakeFirst();
}

/** Marks the change confirmed unless something else happened to it first; false then. */
export async function markConfirmed(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('email_changes')
    .set({ confirmed_at: at })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .where('undone_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks the change undone, once; false when it already was. */
export async function markUndone(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('email_changes')
    .set({ undone_at: at })
    .where('id', '=', id)
    .where('undone_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Sets the account's email (the caller holds its row for update). */
export async function setEmail(db: Db, userId: number, email: string, at: string): Promise<void> {
  await db.updateTable('users').set({ email, updated_at: at }).where('id', '=', userId).execute();
}

/** Ends every token of the account (token version + 1), as a password change does. */
export async function raiseTokenVersion(db: Db, userId: number, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: at }))
    .where('id', '=', userId)
    .execute();
}

export async function emailTakenByAnother(db: Db, email: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
