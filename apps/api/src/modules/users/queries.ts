import { sql } from 'kysely';

import type { Language } from '@tabarru/contract/constants';

import type { Dialect } from '../../db/database';
import type { Db, UserRow } from '../../db/schema';
import { usernameKey } from './username-key';

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone_number', '=', phone).executeTakeFirst();
}

/** The id of the account with this username, compared as usernames are (usernameKey). */
export async function findUserIdByUsername(db: Db, username: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', usernameKey(username))
    .executeTakeFirst();
  return row?.id;
}

export interface IdentityFields {
  username: string;
  /** the username as compared (usernameKey) */
  usernameKey: string;
  email: string;
  phone: string;
}

/** Which of username, email and phone another account already holds. */
export async function takenIdentityFields(
  db: Db,
  { usernameKey, email, phone }: IdentityFields,
  exceptUserId?: number,
): Promise<Set<'username' | 'email' | 'phone'>> {
  let query = db
    .selectFrom('users')
    .select(['username_key', 'email', 'phone_number'])
    .where((eb) =>
      eb.or([
        eb('username_key', '=', usernameKey),
        eb('email', '=', email),
        eb('phone_number', '=', phone),
      ]),
    );
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  const taken = new Set<'username' | 'email' | 'phone'>();
  for (const row of await query.execute()) {
    if (row.username_key === usernameKey) taken.add('username');
    if (row.email === email) taken.add('email');
    if (row.phone_number === phone) taken.add('phone');
  }
  return taken;
}

export async function insertMember(
  db: Db,
  member: IdentityFields & { passwordHash: string; locale: Language },
): Promise<UserRow> {
  const now = new Date().toISOString();
  return db
    .insertInto('users')
    .values({
      username: member.username,
      username_key: member.usernameKey,
      email: member.email,
      phone_number: member.phone,
      password_hash: member.passwordHash,
      locale: member.locale,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateIdentity(
  db: Db,
  userId: number,
  fields: IdentityFields & { location: string | null | undefined },
): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({
      username: fields.username,
      username_key: fields.usernameKey,
      email: fields.email,
      phone_number: fields.phone,
      ...(fields.location === undefined ? {} : { location: fields.location }),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The member's home place by its id, or none. */
export async function setHomePlaceId(
  db: Db,
  userId: number,
  placeId: string | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ home_place_id: placeId, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}

/**
 * Sets a new password hash and ends every token issued before (token version + 1). The caller
 * holds the row for update (AccountLock).
 */
export async function replacePassword(
  db: Db,
  userId: number,
  passwordHash: string,
): Promise<UserRow> {
  return db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Posts still on offer: not donated, not moderated away (the profile's active posts). */
export async function activePostCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('moderation_status', '=', 'visible')
    .where('kind', '=', 'give')
    .where('availability', '!=', 'donated')
    .where('expired_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The first key of the advisory lock on administrator roles, apart from any other lock's. */
const ADMINISTRATOR_ROLES_LOCK = 0x6164_6d6e;

/**
 * Takes, until the transaction ends, the lock every change that may leave fewer administrators
 * takes first (a demotion, deleting an administrator), so two of them cannot each count the
 * other as the one who stays. On PostgreSQL it is an advisory lock every API instance honours;
 * SQLite runs one transaction at a time.
 */
export async function lockAdministratorRoles(trx: Db, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${ADMINISTRATOR_ROLES_LOCK})`.execute(trx);
}

export async function countAdministrators(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('is_admin', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
