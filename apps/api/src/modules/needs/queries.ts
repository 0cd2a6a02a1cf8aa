import type { NeedReceiptWay } from '@tabarru/contract/needs';

import type { Db } from '../../db/schema';

/** A need with its organisation (the verified one its poster's account acts for). */
function needsWithOrganisation(db: Db) {
  return db
    .selectFrom('posts')
    .innerJoin('organisations', 'organisations.user_id', 'posts.user_id')
    .select([
      'posts.id',
      'posts.user_id',
      'posts.title',
      'posts.description',
      'posts.category',
      'posts.region',
      'posts.need_quantity',
      'posts.need_received',
      'posts.deadline',
      'posts.availability',
      'posts.moderation_status',
      'posts.created_at',
      'organisations.id as organisation_id',
      'organisations.name_en as organisation_name_en',
      'organisations.name_ar as organisation_name_ar',
    ])
    .where('posts.kind', '=', 'wanted')
    .where('posts.need_quantity', 'is not', null)
    .where('organisations.status', '=', 'verified');
}

export function findNeed(db: Db, postId: number) {
  return needsWithOrganisation(db).where('posts.id', '=', postId).executeTakeFirst();
}

export type NeedRow = NonNullable<Awaited<ReturnType<typeof findNeed>>>;

/**
 * The organisation's needs still open at `liveAt` (not all received, not past their day, not
 * held for review), the soonest day first.
 */
export function openNeedsOf(db: Db, organisationId: number, liveAt: string, limit: number) {
  return needsWithOrganisation(db)
    .where('organisations.id', '=', organisationId)
    .where('posts.moderation_status', '=', 'visible')
    .where('posts.availability', '<>', 'donated')
    .where('posts.expires_at', '>', liveAt)
    .orderBy('posts.deadline')
    .orderBy('posts.id')
    .limit(limit)
    .execute();
}

/** Makes the wanted post just written a need: how many, and its day, when it leaves the feed. */
export async function markAsNeed(
  trx: Db,
  postId: number,
  need: { quantity: number; deadline: string; deadlineAt: string },
): Promise<void> {
  await trx
    .updateTable('posts')
    .set({
      need_quantity: need.quantity,
      deadline: need.deadline,
      deadline_at: need.deadlineAt,
      expires_at: need.deadlineAt,
    })
    .where('id', '=', postId)
    .execute();
}

export interface NewReceipt {
  postId: number;
  quantity: number;
  way: NeedReceiptWay;
  donorId: number | null;
  at: string;
}

/**
 * A receipt written, and the need's count raised by it in the same statement's transaction (the
 * caller holds the post's row), so the count is always the sum of its receipts.
 */
export async function insertReceipt(trx: Db, receipt: NewReceipt): Promise<void> {
  await trx
    .insertInto('need_receipts')
    .values({
      post_id: receipt.postId,
      quantity: receipt.quantity,
      way: receipt.way,
      donor_id: receipt.donorId,
      received_at: receipt.at,
    })
    .execute();
  await trx
    .updateTable('posts')
    .set((eb) => ({
      need_received: eb('need_received', '+', receipt.quantity),
      updated_at: receipt.at,
    }))
    .where('id', '=', receipt.postId)
    .execute();
}

/** The need's receipts with the names of the members who handed them over, the newest first. */
export function receiptsOf(db: Db, postId: number, limit: number) {
  return db
    .selectFrom('need_receipts')
    .leftJoin('users', 'users.id', 'need_receipts.donor_id')
    .select([
      'need_receipts.id',
      'need_receipts.quantity',
      'need_receipts.way',
      'need_receipts.donor_id',
      'users.username as donor_username',
      'need_receipts.received_at',
    ])
    .where('need_receipts.post_id', '=', postId)
    .orderBy('need_receipts.id', 'desc')
    .limit(limit)
    .execute();
}

export type ReceiptRow = Awaited<ReturnType<typeof receiptsOf>>[number];
