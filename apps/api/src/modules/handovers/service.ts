import type { Db } from '../../db/schema';
import { markDonated } from '../posts/service';
import {
  closeOpenAsksOn,
  collectAskOf,
  confirmClaimOf,
  countHandover,
  declinePendingClaimsOn,
  noneLeftOf,
  stockOf,
  takeOneOf,
} from './queries';

// The demo seed counts its handovers with this, as a confirmed claim counts one.
export { countHandover } from './queries';

export interface Handover {
  postId: number;
  donorId: number;
  receiverId: number;
  /** the receiver's claim, when the donor confirmed it already */
  confirmedClaimId?: number;
}

/** Who else a handover answered: claimants declined, askers whose asks closed. */
export interface HandoverAnswered {
  declinedClaimants: number[];
  closedAskers: number[];
}

/**
 * The moment an item changes hands, however it was agreed (a claim the donor confirmed, or an
 * ask whose pickup both said was collected), in the caller's transaction with the post locked:
 * the receiver's claim confirmed (written when they sent none), the two members' handover
 * counts raised and the receiver's open ask collected. Of a post given as several, one fewer is
 * left; the last one given (or the only one), the post is donated, every other pending claim
 * declined and every other open ask closed.
 */
export async function recordHandover(
  trx: Db,
  handover: Handover,
  at: string,
): Promise<HandoverAnswered & { claimId: number }> {
  const claimId = handover.confirmedClaimId ?? (await confirmClaimOf(trx, handover, at));
  await countHandover(trx, handover.donorId, handover.receiverId);
  await collectAskOf(trx, handover.postId, handover.receiverId, at);
  const stock = await stockOf(trx, handover.postId);
  if (stock && stock.availability !== 'donated' && stock.quantity_left > 1) {
    await takeOneOf(trx, handover.postId, at);
    return { claimId, declinedClaimants: [], closedAskers: [] };
  }
  await noneLeftOf(trx, handover.postId);
  const declinedClaimants = await declinePendingClaimsOn(trx, handover.postId, at);
  await markDonated(trx, handover.postId);
  const closedAskers = await closeOpenAsksOn(trx, handover.postId, at);
  return { claimId, declinedClaimants, closedAskers };
}

/**
 * The donor gave the item away outside the app (their answer to "Still available?"), in the
 * caller's transaction with the post locked: none is left, the post is donated, every pending
 * claim declined and every open ask closed. No handover is counted: nobody here received it.
 */
export async function recordGivenElsewhere(
  trx: Db,
  postId: number,
  at: string,
): Promise<HandoverAnswered> {
  await noneLeftOf(trx, postId);
  const declinedClaimants = await declinePendingClaimsOn(trx, postId, at);
  await markDonated(trx, postId);
  const closedAskers = await closeOpenAsksOn(trx, postId, at);
  return { declinedClaimants, closedAskers };
}

/**
 * An organisation received items for one of its needs from a member it named, in the caller's
 * transaction: one handover for both, as any other (however many items it was).
 */
export async function recordNeedHandover(
  trx: Db,
  donorId: number,
  organisationUserId: number,
): Promise<void> {
  await countHandover(trx, donorId, organisationUserId);
}
