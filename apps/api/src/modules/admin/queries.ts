import type { FigureWeek } from '@tabarru/contract/figure-weeks';

import type { Db, UserRow } from '../../db/schema';
import { containsLowerCase } from '../../db/text-match';
import { weekBuckets } from '../../db/week-buckets';

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
  account: {
    username: string;
    /** the username as compared (the users module's usernameKey) */
    usernameKey: string;
    email: string;
    phone: string;
    passwordHash: string;
  },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      username: account.username,
      username_key: account.usernameKey,
      email: account.email.toLowerCase(),
      phone_number: account.phone,
      password_hash: account.passwordHash,
      is_admin: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
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
