import { useQuery } from '@tanstack/react-query';

import type { PendingClaimsCountReply } from '@tabarru/contract/claims';

import { apiRequest } from '../../../lib/api-client';
import { notificationCountQuery } from '../../../lib/notification-count-query';

/** GET /api/donations/claims/count/:userId: claims on the member's donations awaiting an answer. */
export function getPendingClaimsCount(userId: number): Promise<PendingClaimsCountReply> {
  return apiRequest<PendingClaimsCountReply>(`/api/donations/claims/count/${userId}`);
}

export function pendingClaimsCountQuery(userId: number | undefined) {
  return notificationCountQuery(userId, {
    key: 'pendingClaims',
    name: 'pending claims',
    read: getPendingClaimsCount,
  });
}

export function usePendingClaimsCount(userId: number | undefined): number {
  return useQuery(pendingClaimsCountQuery(userId)).data?.pendingClaims ?? 0;
}
