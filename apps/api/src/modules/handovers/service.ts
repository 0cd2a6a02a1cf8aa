import type { Db } from '../../db/schema';
import { markDonated } from '../posts/queries';
import { confirmClaimOf, countHandover, declinePendingClaimsOn, settleAsksOn } from './queries';

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
 * the receiver's claim confirmed (written when they sent none), every other pending claim
 * declined, the post donated, the two members' handover counts raised, and the post's open
 * asks settled (the receiver's collected, the others closed).
 */
export async function recordHandover(
  trx: Db,
  handover: Handover,
  at: string,
): Promise<HandoverAnswered & { claimId: number }> {
  const claimId = handover.confirmedClaimId ?? (await confirmClaimOf(trx, handover, at));
  const declinedClaimants = await declinePendingClaimsOn(trx, handover.postId, at);
  await markDonated(trx, handover.postId);
  await countHandover(trx, handover.donorId, handover.receiverId);
  const closedAskers = await settleAsksOn(trx, handover.postId, handover.receiverId, at);
  return { claimId, declinedClaimants, closedAskers };
}
