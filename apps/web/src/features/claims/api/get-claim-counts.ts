import { useQuery } from '@tanstack/react-query';

import type { PendingClaimsCountReply } from '@tabarru/contract/claims';

import { apiRequest } from '../../../lib/api-client';
import { notificationCountQuery } from '../../../lib/notification-count-query';

/**
 * GET /api/donations/claims/count/:userId: claims on the member's donations awaiting an
 * answer, the answers to their own claims they have not seen, and the members they are asked
 * to rate after a handover.
 */
export function getClaimCounts(
  userId: number,
  signal?: AbortSignal,
): Promise<PendingClaimsCountReply> {
  return apiRequest<PendingClaimsCountReply>(`/api/donations/claims/count/${userId}`, { signal });
}

export function claimCountsQuery(userId: number | undefined) {
  return notificationCountQuery(userId, {
    key: 'claimCounts',
    name: 'claims',
    read: getClaimCounts,
  });
}

/** The badge's claim counts of the signed-in member: 0 until known. */
export function useClaimCounts(userId: number | undefined): PendingClaimsCountReply {
  const data = useQuery(claimCountsQuery(userId)).data;
  return {
    pendingClaims: data?.pendingClaims ?? 0,
    unseenDecisions: data?.unseenDecisions ?? 0,
    ratingPrompts: data?.ratingPrompts ?? 0,
  };
}
