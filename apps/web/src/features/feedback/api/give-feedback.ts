import { useMutation } from '@tanstack/react-query';

import type { CreateFeedbackReply, CreateFeedbackRequest } from '@tabarru/contract/feedback';

import { apiRequest } from '../../../lib/api-client';

/** POST /api/feedback: rates a member, with an optional comment. */
export function giveFeedback(request: CreateFeedbackRequest): Promise<CreateFeedbackReply> {
  return apiRequest<CreateFeedbackReply>('/api/feedback', { method: 'POST', body: request });
}

/** The member's page reads the feedback again 1.5 s later: see FeedbackSection. */
export function useGiveFeedback() {
  return useMutation({ mutationFn: giveFeedback });
}
