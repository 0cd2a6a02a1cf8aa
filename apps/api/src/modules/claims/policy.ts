import type { Availability } from '@tabarru/contract/constants';

import { canSeePost, isPostOwner, type PostAccess, type Viewer } from '../posts/policy';

export interface ClaimedPost extends PostAccess {
  availability: Availability;
}

/** Why a member may not claim a post, or null when they may. */
export type ClaimRefusal = 'not-found' | 'own-post' | 'not-available';

/**
 * A member claims another member's available post (spec 001 §4). A post the claimant may not see
 * is answered as missing, like its page.
 */
export function claimRefusal(claimant: Viewer, post: ClaimedPost | undefined): ClaimRefusal | null {
  if (!post || !canSeePost(claimant, post)) return 'not-found';
  if (isPostOwner(claimant, post)) return 'own-post';
  if (post.moderation_status !== 'visible' || post.availability !== 'available') {
    return 'not-available';
  }
  return null;
}

/** The claims waiting on a member's donations are theirs to know (and an administrator's). */
export function canSeeClaimsOf(viewer: Viewer, donorId: number): boolean {
  return viewer.id === donorId || viewer.is_admin === 1;
}
