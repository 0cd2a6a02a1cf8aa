import type { FeedbackEntry, RatingPrompt } from '@tabarru/contract/feedback';

import type { FeedbackRow, UnratedHandoverRow } from './queries';

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

/**
 * One prompt per member to rate: the latest handover with each (rows come newest first), with
 * the member's own part in it.
 */
export function presentRatingPrompts(memberId: number, rows: UnratedHandoverRow[]): RatingPrompt[] {
  const prompts = new Map<number, RatingPrompt>();
  for (const row of rows) {
    if (prompts.has(row.other_id)) continue;
    prompts.set(row.other_id, {
      user_id: row.other_id,
      username: row.other_username,
      role: row.donor_id === memberId ? 'donor' : 'receiver',
      post_id: row.post_id,
      post_title: row.post_title,
      handed_over_at: row.decided_at,
    });
  }
  return [...prompts.values()];
}
