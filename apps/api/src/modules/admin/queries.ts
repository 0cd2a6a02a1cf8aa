import type { Db } from '../../db/schema';
import { usernameKey } from '../users/username-key';

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', usernameKey(username))
    .executeTakeFirst();
  return row !== undefined;
}

/** Promotes, sets the phone, and with a new password hash ends the account's older tokens. */
export async function promoteToAdministrator(
  db: Db,
  userId: number,
  changes: { phone: string; passwordHash: string | undefined },
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      is_admin: 1,
      phone_number: changes.phone,
      updated_at: new Date().toISOString(),
      ...(changes.passwordHash
        ? { password_hash: changes.passwordHash, token_version: eb('token_version', '+', 1) }
        : {}),
    }))
    .where('id', '=', userId)
    .execute();
}

export async function insertAdministrator(
  db: Db,
  account: { username: string; email: string; phone: string; passwordHash: string },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      username: account.username,
      username_key: usernameKey(account.username),
      email: account.email.toLowerCase(),
      phone_number: account.phone,
      password_hash: account.passwordHash,
      is_admin: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
