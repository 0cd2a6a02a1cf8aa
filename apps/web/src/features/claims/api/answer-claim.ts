import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ClaimDecisionReply } from '@tabarru/contract/claims';

import { apiRequest } from '../../../lib/api-client';

export type ClaimAnswer = 'confirm' | 'decline';

/** PUT /api/donations/claims/:claimId/confirm or …/decline, with no body. */
export function answerClaim(claimId: number, answer: ClaimAnswer): Promise<ClaimDecisionReply> {
  return apiRequest<ClaimDecisionReply>(`/api/donations/claims/${claimId}/${answer}`, {
    method: 'PUT',
  });
}

/**
 * The donor's answer. It changes what the member's account shows (the pending claims, the
 * badge's count, their items donated) and the answered post: all are read again.
 */
export function useAnswerClaim(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, answer }: { claimId: number; answer: ClaimAnswer }) =>
      answerClaim(claimId, answer),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['account', userId] });
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
    },
  });
}
