import type { ClaimStatus } from '@tabarru/contract/constants';

import type { Db } from '../../db/schema';

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

/** What deciding on a claim needs to know about the claimed post. */
export function findClaimablePost(db: Db, postId: number) {
  return db
    .selectFrom('posts')
    .select(['id', 'user_id', 'availability', 'moderation_status'])
    .where('id', '=', postId)
    .executeTakeFirst();
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

/** The status of a member's most recent claim on a post, or null when there is none. */
export async function latestClaimStatus(
  db: Db,
  postId: number,
  receiverId: number,
): Promise<ClaimStatus | null> {
  const row = await db
    .selectFrom('donation_claims')
    .select('status')
    .where('post_id', '=', postId)
    .where('receiver_id', '=', receiverId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.status ?? null;
}
