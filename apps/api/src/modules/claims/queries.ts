import type { ClaimStatus } from '@tabarru/contract/constants';

import type { Dialect } from '../../db/database';
import type { Db } from '../../db/schema';
import { withCover } from '../../db/post-cover';

/** Claims on this donor's posts still waiting for an answer. */
export async function countPendingClaims(db: Db, donorId: number): Promise<number> {
  const row = await db
    .selectFrom('donation_claims')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('donor_id', '=', donorId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** This member's claims still waiting for their donors: the fair-claiming quota. */
export async function countClaimsAwaitingDonors(db: Db, receiverId: number): Promise<number> {
  const row = await db
    .selectFrom('donation_claims')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('receiver_id', '=', receiverId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Donors' answers to this member's claims that the member has not seen yet. */
export async function countUnseenDecisions(db: Db, receiverId: number): Promise<number> {
  const row = await db
    .selectFrom('donation_claims')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('receiver_id', '=', receiverId)
    .where('status', '<>', 'pending')
    .where('decision_seen_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The member's row, locked until the transaction ends on PostgreSQL, so two claims of one
 * member count their pending claims one after the other. SQLite has one writer at a time.
 */
export async function lockClaimant(trx: Db, dialect: Dialect, memberId: number): Promise<void> {
  const query = trx.selectFrom('users').select('id').where('id', '=', memberId);
  await (dialect === 'postgres' ? query.forNoKeyUpdate() : query).executeTakeFirst();
}

export async function hasPendingClaim(
  db: Db,
  postId: number,
  receiverId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('donation_claims')
    .select('id')
    .where('post_id', '=', postId)
    .where('receiver_id', '=', receiverId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewClaim {
  postId: number;
  receiverId: number;
  donorId: number;
  message: string | null;
}

export async function insertClaim(db: Db, claim: NewClaim): Promise<number> {
  const row = await db
    .insertInto('donation_claims')
    .values({
      post_id: claim.postId,
      receiver_id: claim.receiverId,
      donor_id: claim.donorId,
      message: claim.message,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What deciding on a claim needs to know about it. */
export function findClaim(db: Db, claimId: number) {
  return db
    .selectFrom('donation_claims')
    .select(['id', 'post_id', 'receiver_id', 'donor_id', 'status'])
    .where('id', '=', claimId)
    .executeTakeFirst();
}

export type ClaimRow = NonNullable<Awaited<ReturnType<typeof findClaim>>>;

/** Answers a pending claim; false when it was no longer pending. */
export async function decideClaim(
  db: Db,
  claimId: number,
  status: Exclude<ClaimStatus, 'pending'>,
  decidedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('donation_claims')
    .set({ status, decided_at: decidedAt })
    .where('id', '=', claimId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Claims with their post's title and cover. */
function claimsWithTheirPost(db: Db) {
  return withCover(
    db.selectFrom('donation_claims').innerJoin('posts', 'posts.id', 'donation_claims.post_id'),
  ).select([
    'donation_claims.id',
    'donation_claims.post_id',
    'donation_claims.message',
    'donation_claims.created_at',
    'posts.title',
    'cover.image_hash as cover_hash',
  ]);
}

/** The oldest claims waiting for this donor's answer, first come first shown. */
export function pendingClaimsOf(db: Db, donorId: number, limit: number) {
  return claimsWithTheirPost(db)
    .innerJoin('users as receiver', 'receiver.id', 'donation_claims.receiver_id')
    .select(['donation_claims.receiver_id', 'receiver.username as receiver_username'])
    .where('donation_claims.donor_id', '=', donorId)
    .where('donation_claims.status', '=', 'pending')
    .orderBy('donation_claims.created_at')
    .orderBy('donation_claims.id')
    .limit(limit)
    .execute();
}

export type PendingClaimRow = Awaited<ReturnType<typeof pendingClaimsOf>>[number];

/** This member's own claims, newest first, with where each stands. */
export function requestsOf(db: Db, receiverId: number, limit: number) {
  return claimsWithTheirPost(db)
    .innerJoin('users as donor', 'donor.id', 'donation_claims.donor_id')
    .select([
      'donation_claims.donor_id',
      'donation_claims.status',
      'donation_claims.decided_at',
      'donation_claims.decision_seen_at',
      'donor.username as donor_username',
    ])
    .where('donation_claims.receiver_id', '=', receiverId)
    .orderBy('donation_claims.created_at', 'desc')
    .orderBy('donation_claims.id', 'desc')
    .limit(limit)
    .execute();
}

export type RequestRow = Awaited<ReturnType<typeof requestsOf>>[number];

/** Marks the given answers to this member's claims as seen; returns how many were unseen. */
export async function markDecisionsSeen(
  db: Db,
  receiverId: number,
  claimIds: number[],
  seenAt: string,
): Promise<number> {
  const result = await db
    .updateTable('donation_claims')
    .set({ decision_seen_at: seenAt })
    .where('receiver_id', '=', receiverId)
    .where('id', 'in', claimIds)
    .where('status', '<>', 'pending')
    .where('decision_seen_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
