import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MarkDecisionsSeenReply, MarkDecisionsSeenRequest } from '@tabarru/contract/claims';

import { apiRequest } from '../../../lib/api-client';
import { warnOnFailure } from '../../../lib/warn-on-failure';
import { claimCountsQuery } from './get-claim-counts';

/** PUT /api/donations/requests/seen: these answers to the member's claims were shown. */
export function markDecisionsSeen(
  request: MarkDecisionsSeenRequest,
): Promise<MarkDecisionsSeenReply> {
  return apiRequest<MarkDecisionsSeenReply>('/api/donations/requests/seen', {
    method: 'PUT',
    body: request,
  });
}

/**
 * Tells the API the member saw these answers, so the badge stops counting them. A failure only
 * warns: the answers stay marked as new and count until the next visit.
 */
export function useMarkDecisionsSeen(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claimIds: number[]) =>
      warnOnFailure('claims: marking answers seen', markDecisionsSeen({ claim_ids: claimIds })),
    onSuccess: () => void queryClient.invalidateQueries(claimCountsQuery(userId)),
  });
}
