import type { ClaimStatus } from '@tabarru/contract/constants';
import { CLAIM_MESSAGES, type ParsedCreateClaimRequest } from '@tabarru/contract/claims';
import { ERROR_CODES } from '@tabarru/contract/errors';

import type { ModuleContext } from '../../context';
import { constraintViolation } from '../../db/database';
import { badRequest, forbidden, notFound, type HttpError } from '../../infra/http-errors';
import type { UserRow } from '../users/queries';
import { canSeeClaimsOf, claimRefusal, type ClaimRefusal } from './policy';
import {
  countPendingClaims,
  findClaimablePost,
  hasPendingClaim,
  insertClaim,
  latestClaimStatus,
} from './queries';

const postNotFound = () => notFound(ERROR_CODES.postNotFound, CLAIM_MESSAGES.postNotFound);

/** Spec 001 §7: a refused claim is a 400 whose message the client shows. */
const REFUSALS: Record<ClaimRefusal, () => HttpError> = {
  'not-found': postNotFound,
  'own-post': () => badRequest(ERROR_CODES.claimOwnPost, CLAIM_MESSAGES.ownPost, 'post_id'),
  'not-available': () =>
    badRequest(ERROR_CODES.claimNotAvailable, CLAIM_MESSAGES.notAvailable, 'post_id'),
};

const alreadyClaimed = () =>
  badRequest(ERROR_CODES.claimAlreadySent, CLAIM_MESSAGES.alreadyClaimed, 'post_id');

/** Records a pending claim on another member's available post; returns its id. */
export async function createClaim(
  context: ModuleContext,
  member: UserRow,
  request: ParsedCreateClaimRequest,
): Promise<number> {
  const post = await findClaimablePost(context.db, request.post_id);
  const refusal = claimRefusal(member, post);
  if (refusal || !post) throw REFUSALS[refusal ?? 'not-found']();
  if (await hasPendingClaim(context.db, post.id, member.id)) throw alreadyClaimed();
  try {
    return await insertClaim(context.db, {
      postId: post.id,
      receiverId: member.id,
      donorId: post.user_id,
      message: request.message ?? null,
    });
  } catch (error) {
    // Lost a race: a second request of the same member claimed first, or the post was deleted.
    const violation = constraintViolation(error);
    if (violation === 'unique') throw alreadyClaimed();
    if (violation === 'foreign-key') throw postNotFound();
    throw error;
  }
}

/** The claims waiting for a donor's answer: the donor's own count (or an administrator's view). */
export async function pendingClaimsCount(
  context: ModuleContext,
  viewer: UserRow,
  donorId: number,
): Promise<number> {
  if (!canSeeClaimsOf(viewer, donorId)) {
    throw forbidden(ERROR_CODES.forbidden, 'You can only see the claims on your own donations.');
  }
  return countPendingClaims(context.db, donorId);
}

/** Where the viewer's latest claim on a post stands, or null when they made none. */
export function viewerClaimStatus(
  context: ModuleContext,
  viewer: UserRow,
  postId: number,
): Promise<ClaimStatus | null> {
  return latestClaimStatus(context.db, postId, viewer.id);
}
