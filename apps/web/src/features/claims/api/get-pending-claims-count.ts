import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import type { PendingClaimsCountReply } from '@tabarru/contract/claims';

import { apiRequest } from '../../../lib/api-client';
import { warnOnFailure } from '../../../lib/warn-on-failure';

/** GET /api/donations/claims/count/:userId: claims on the member's donations awaiting an answer. */
export function getPendingClaimsCount(userId: number): Promise<PendingClaimsCountReply> {
  return apiRequest<PendingClaimsCountReply>(`/api/donations/claims/count/${userId}`);
}

/**
 * Under the member's ['account', userId] key, which signing out clears. A failure is logged
 * only and the badge keeps its last value (spec 000 §8), so it is not retried.
 */
export function pendingClaimsCountQuery(userId: number | undefined) {
  return queryOptions({
    queryKey: ['account', userId, 'pendingClaims'],
    queryFn:
      userId === undefined
        ? skipToken
        : () => warnOnFailure('notification counts: pending claims', getPendingClaimsCount(userId)),
    retry: false,
  });
}

export function usePendingClaimsCount(userId: number | undefined): number {
  return useQuery(pendingClaimsCountQuery(userId)).data?.pendingClaims ?? 0;
}
