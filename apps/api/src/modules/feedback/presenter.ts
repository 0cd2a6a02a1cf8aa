import type { FeedbackEntry } from '@tabarru/contract/feedback';

import type { FeedbackRow } from './queries';

/**
 * The mean of a member's ratings to one decimal, as pages show it (spec 000 §2.3), from the sum
 * and count kept on their row; null before the first rating, which is not a zero.
 */
export function averageRating(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum / count) * 10) / 10;
}

export function presentFeedback(row: FeedbackRow): FeedbackEntry {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    giver_id: row.giver_id,
    giver_username: row.giver_username,
    created_at: row.created_at,
  };
}
