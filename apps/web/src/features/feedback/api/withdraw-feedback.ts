import { useMutation } from '@tanstack/react-query';

import type { DeleteFeedbackReply } from '@tabarru/contract/feedback';

import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/feedback/:userId: removes the signed-in member's feedback on that member. */
export function withdrawFeedback(memberId: number): Promise<DeleteFeedbackReply> {
  return apiRequest<DeleteFeedbackReply>(`/api/feedback/${memberId}`, { method: 'DELETE' });
}

/** The member's page reads the feedback again 1.5 s later: see FeedbackSection. */
export function useWithdrawFeedback() {
  return useMutation({ mutationFn: withdrawFeedback });
}
