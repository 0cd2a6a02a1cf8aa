import type { Availability } from '@tabarru/contract/constants';

import type { ModerationStatus } from '../../db/schema';

export interface ClaimedPost {
  user_id: number;
  availability: Availability;
  moderation_status: ModerationStatus;
}

export interface Claimant {
  id: number;
  is_admin: number;
}

/** Why a member may not claim a post, or null when they may. */
export type ClaimRefusal = 'not-found' | 'own-post' | 'not-available';

/**
 * A member claims another member's available post (spec 001 §4). A post the claimant may not see
 * (flagged or removed, and not theirs nor seen by an admin) is answered as missing, like its page.
 */
export function claimRefusal(
  claimant: Claimant,
  post: ClaimedPost | undefined,
): ClaimRefusal | null {
  if (!post) return 'not-found';
  const isOwner = post.user_id === claimant.id;
  const mayView = post.moderation_status === 'visible' || isOwner || claimant.is_admin === 1;
  if (!mayView) return 'not-found';
  if (isOwner) return 'own-post';
  if (post.moderation_status !== 'visible' || post.availability !== 'available') {
    return 'not-available';
  }
  return null;
}
