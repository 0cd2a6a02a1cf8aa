import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { ratingPromptsQuery } from './get-rating-prompts';

/** DELETE /api/feedback/prompts/:userId: not asked again to rate that member. */
export function dismissRatingPrompt(memberId: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/feedback/prompts/${memberId}`, {
    method: 'DELETE',
  });
}

/** Dismisses a prompt, then reads the prompts again (the badge hears it over the socket). */
export function useDismissRatingPrompt(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissRatingPrompt,
    onSuccess: () => queryClient.invalidateQueries(ratingPromptsQuery(userId)),
  });
}
