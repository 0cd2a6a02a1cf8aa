import { CLAIM_PENDING_MAX } from '@tabarru/contract/claims';
import type { Availability, ClaimStatus, PostKind } from '@tabarru/contract/constants';

import { canSeePost, isPostOwner, type PostAccess, type Viewer } from '../posts/policy';

export interface ClaimedPost extends PostAccess {
  availability: Availability;
  kind: PostKind;
  /** when its offer left the feed (its 30 days ran out, or its donor withdrew it) */
  expired_at: string | null;
}

/** Why a member may not claim a post, or null when they may. */
export type ClaimRefusal = 'not-found' | 'own-post' | 'blocked' | 'wanted' | 'not-available';

/**
 * A member claims another member's available post. A post the claimant may not see is answered
 * as missing, like its page. A claim carries a note to the donor, so, like a message, it does
 * not go between two members of whom either blocked the other (`blocked`); claims made before
 * a block stay as they are.
 */
export function claimRefusal(
  claimant: Viewer,
  post: ClaimedPost | undefined,
  blocked: boolean,
): ClaimRefusal | null {
  if (!post || !canSeePost(claimant, post)) return 'not-found';
  if (isPostOwner(claimant, post)) return 'own-post';
  if (blocked) return 'blocked';
  // A wanted post asks for an item: it is answered by a message, not claimed.
  if (post.kind === 'wanted') return 'wanted';
  // An offer that ended is no longer on offer, as the earlier client is told of one reserved.
  if (
    post.moderation_status !== 'visible' ||
    post.availability !== 'available' ||
    post.expired_at !== null
  ) {
    return 'not-available';
  }
  return null;
}

/**
 * Fair claiming: a member with this many claims waiting for donors sends no more until a donor
 * answers one (docs/decisions.md).
 */
export function claimQuotaReached(claimsAwaitingDonors: number): boolean {
  return claimsAwaitingDonors >= CLAIM_PENDING_MAX;
}

/**
 * The claims waiting on a member's donations, and the answers to their own claims, are theirs
 * alone to know: an administrator reads them no more than another member does.
 */
export function canSeeClaimsOf(viewer: Viewer, memberId: number): boolean {
  return viewer.id === memberId;
}

/** Why a member may not confirm or decline a claim, or null when they may. */
export type DecisionRefusal = 'not-found' | 'not-donor' | 'not-pending';

/**
 * Only the donor of the claimed post answers a claim, once, while it is pending. A claim whose
 * post was deleted went with it (`claim` or `post` undefined).
 */
export function decisionRefusal(
  member: Viewer,
  claim: { status: ClaimStatus } | undefined,
  post: PostAccess | undefined,
): DecisionRefusal | null {
  if (!claim || !post) return 'not-found';
  if (!isPostOwner(member, post)) return 'not-donor';
  if (claim.status !== 'pending') return 'not-pending';
  return null;
}
