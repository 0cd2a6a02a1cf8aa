import { CLAIM_MESSAGES, type ParsedCreateClaimRequest } from '@tabarru/contract/claims';
import { ERROR_CODES } from '@tabarru/contract/errors';

import type { ModuleContext } from '../../context';
import { constraintViolation } from '../../db/database';
import { HttpError, notFound } from '../../infra/http-errors';
import type { UserRow } from '../users/queries';
import { claimRefusal, type ClaimRefusal } from './policy';
import { findClaimablePost, hasPendingClaim, insertClaim } from './queries';

const REFUSALS: Record<ClaimRefusal, () => HttpError> = {
  'not-found': () => notFound(CLAIM_MESSAGES.postNotFound),
  'own-post': () => new HttpError(400, ERROR_CODES.claimOwnPost, CLAIM_MESSAGES.ownPost, 'post_id'),
  'not-available': () =>
    new HttpError(400, ERROR_CODES.claimNotAvailable, CLAIM_MESSAGES.notAvailable, 'post_id'),
};

const alreadyClaimed = () =>
  new HttpError(409, ERROR_CODES.claimAlreadySent, CLAIM_MESSAGES.alreadyClaimed, 'post_id');

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
    // A second request of the same member won the race past the check above.
    if (constraintViolation(error) === 'unique') throw alreadyClaimed();
    throw error;
  }
}
