import { sql } from 'kysely';

import type { FigureWeek } from '@tabarru/contract/figure-weeks';

import type { Dialect } from '../../db/database';
import type { Db } from '../../db/schema';
import { weekBuckets } from '../../db/week-buckets';
import { withPosterAndCover } from '../feed/queries';
import type { UserRow } from '../users/queries';
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

/** Sets the role and ends the account's sessions, so a live token's isAdmin is always true. */
export async function setAdministrator(db: Db, userId: number, admin: boolean): Promise<UserRow> {
  return db
    .updateTable('users')
    .set((eb) => ({
      is_admin: admin ? 1 : 0,
      token_version: eb('token_version', '+', 1),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Suspends the account (`suspension`) or lifts its suspension (null). */
export async function setSuspension(
  db: Db,
  userId: number,
  suspension: { at: string; reason: string | null } | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      suspended_at: suspension?.at ?? null,
      suspended_reason: suspension?.reason ?? null,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', userId)
    .execute();
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `like` of a lower-case substring, the same on both databases. */
function containsLowerCase(column: string, text: string) {
  return sql<boolean>`lower(${sql.ref(column)}) like ${`%${escapeLike(text.toLowerCase())}%`} escape '\\'`;
}

/** Accounts newest first, their email containing `email` (any case); after an id, `limit` of them. */
export function listAccounts(
  db: Db,
  filter: { email?: string | undefined; beforeId?: number | undefined; limit?: number | undefined },
) {
  let query = db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'email',
      'phone_number',
      'is_admin',
      'location',
      'items_donated',
      'created_at',
      'suspended_at',
      'suspended_reason',
    ])
    .orderBy('id', 'desc');
  if (filter.email !== undefined) query = query.where(containsLowerCase('email', filter.email));
  if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  return query.execute();
}

/** Every post whatever its moderation, newest first, its title containing `search` (normalised). */
export function listAllPosts(
  db: Db,
  filter: {
    search?: string | undefined;
    beforeId?: number | undefined;
    limit?: number | undefined;
  },
) {
  let query = withPosterAndCover(db.selectFrom('posts'))
    .select([
      'posts.id',
      'posts.user_id',
      'posts.title',
      'users.username',
      'users.email',
      'posts.category',
      'posts.location',
      'posts.availability',
      'posts.moderation_status',
      'posts.created_at',
      'cover.image_hash as cover_hash',
    ])
    .orderBy('posts.id', 'desc');
  if (filter.search !== undefined) {
    query = query.where(containsLowerCase('posts.search_text', filter.search));
  }
  if (filter.beforeId !== undefined) query = query.where('posts.id', '<', filter.beforeId);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  return query.execute();
}

/**
 * The site's weeks: accounts created, posts written (every kind, removed ones too), offers
 * handed over (claims their donors confirmed, by when) and reports of posts, each counted per
 * week from the first week on, each from an index of its time.
 */
export async function countsByWeek(db: Db, weeks: readonly FigureWeek[]) {
  const buckets = weekBuckets(weeks);
  const [members, posts, handovers, reports] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => [
        buckets.of(eb.ref('users.created_at')).as('week'),
        eb.fn.countAll<number | string>().as('count'),
      ])
      .where('users.created_at', '>=', buckets.since)
      .groupBy('week')
      .execute(),
    db
      .selectFrom('posts')
      .select((eb) => [
        buckets.of(eb.ref('posts.created_at')).as('week'),
        eb.fn.countAll<number | string>().as('count'),
      ])
      .where('posts.created_at', '>=', buckets.since)
      .groupBy('week')
      .execute(),
    db
      .selectFrom('donation_claims')
      .select((eb) => [
        buckets.of(eb.ref('donation_claims.decided_at')).as('week'),
        eb.fn.countAll<number | string>().as('count'),
      ])
      .where('donation_claims.status', '=', 'confirmed')
      .where('donation_claims.decided_at', '>=', buckets.since)
      .groupBy('week')
      .execute(),
    db
      .selectFrom('post_reports')
      .select((eb) => [
        buckets.of(eb.ref('post_reports.created_at')).as('week'),
        eb.fn.countAll<number | string>().as('count'),
      ])
      .where('post_reports.created_at', '>=', buckets.since)
      .groupBy('week')
      .execute(),
  ]);
  return { members, posts, handovers, reports };
}

/** The same four since the start, in one round trip. */
export async function countsSinceStart(db: Db) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('users')
        .select((sub) => sub.fn.countAll<string | number>().as('count'))
        .as('members'),
      eb
        .selectFrom('posts')
        .select((sub) => sub.fn.countAll<string | number>().as('count'))
        .as('posts'),
      eb
        .selectFrom('donation_claims')
        .select((sub) => sub.fn.countAll<string | number>().as('count'))
        .where('status', '=', 'confirmed')
        .as('handovers'),
      eb
        .selectFrom('post_reports')
        .select((sub) => sub.fn.countAll<string | number>().as('count'))
        .as('reports'),
    ])
    .executeTakeFirstOrThrow();
  return {
    members: Number(row.members),
    posts: Number(row.posts),
    handovers: Number(row.handovers),
    reports: Number(row.reports),
  };
}

export type WeekCounts = Awaited<ReturnType<typeof countsByWeek>>;
export type SinceStartCounts = Awaited<ReturnType<typeof countsSinceStart>>;
