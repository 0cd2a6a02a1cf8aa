import { queryOptions, useQuery } from '@tanstack/react-query';

import type { FeedbackListReply } from '@tabarru/contract/feedback';

import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/feedback/:userId: the feedback a member received, the mean and count, and where the
 * viewer stands on rating them, so the key names the viewer too.
 */
export function getFeedback(memberId: number): Promise<FeedbackListReply> {
  return apiRequest<FeedbackListReply>(`/api/feedback/${memberId}`);
}

export const feedbackQueryKey = (memberId: number) => ['feedback', memberId] as const;

export function feedbackQuery(memberId: number, viewerId: number | undefined) {
  return queryOptions({
    queryKey: [...feedbackQueryKey(memberId), viewerId ?? 'visitor'],
    queryFn: () => getFeedback(memberId),
  });
}

export function useFeedback(memberId: number, viewerId: number | undefined) {
  return useQuery(feedbackQuery(memberId, viewerId));
}
