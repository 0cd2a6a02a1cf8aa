import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PendingClaim } from '@tabarru/contract/claims';

import { apiRequest } from '../../../lib/api-client';

/** GET /api/donations/claims/:userId: the claims waiting for this donor's answer. */
export function getPendingClaims(userId: number): Promise<PendingClaim[]> {
  return apiRequest<PendingClaim[]>(`/api/donations/claims/${userId}`);
}

/** Under the member's ['account', userId] key, which signing out clears. */
export function pendingClaimsQuery(userId: number | undefined) {
  return queryOptions({
    queryKey: ['account', userId, 'pendingClaims'],
    queryFn: () => getPendingClaims(userId ?? 0),
    enabled: userId !== undefined,
  });
}

export function usePendingClaims(userId: number | undefined) {
  return useQuery(pendingClaimsQuery(userId));
}
