import type { RatingStanding } from '@tabarru/contract/feedback';

/**
 * Whether a viewer may rate a member: signed in, not themselves, once, and only after a handover
 * between the two was confirmed, whichever of them gave the item (docs/decisions.md). A member who
 * rated keeps that standing, and may delete the rating.
 */
export function ratingStanding(
  viewerId: number | undefined,
  memberId: number,
  facts: { rated: boolean; hadHandover: boolean },
): RatingStanding {
  if (viewerId === undefined) return 'signed_out';
  if (viewerId === memberId) return 'self';
  if (facts.rated) return 'rated';
  return facts.hadHandover ? 'may_rate' : 'no_handover';
}
