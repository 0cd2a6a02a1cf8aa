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

/**
 * The mean of a member's ratings to one decimal, as pages show it, from the sum and count kept on
 * their row; null before the first rating, which is not a zero.
 */
export function averageRating(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum / count) * 10) / 10;
}
