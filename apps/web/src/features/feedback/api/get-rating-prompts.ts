import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import type { RatingPromptsReply } from '@tabarru/contract/feedback';

import { apiRequest } from '../../../lib/api-client';

/** GET /api/feedback/prompts: the members the signed-in member is asked to rate. */
export function getRatingPrompts(): Promise<RatingPromptsReply> {
  return apiRequest<RatingPromptsReply>('/api/feedback/prompts');
}

/**
 * Under the member's ['account', userId] key, which signing out clears; read again when the
 * socket says the prompts changed (app shell) and when the page regains focus.
 */
export function ratingPromptsQuery(userId: number | undefined) {
  return queryOptions({
    queryKey: ['account', userId, 'ratingPrompts'],
    queryFn: userId === undefined ? skipToken : getRatingPrompts,
    refetchOnWindowFocus: 'always',
  });
}

export function useRatingPrompts(userId: number | undefined) {
  return useQuery(ratingPromptsQuery(userId));
}
