import { queryOptions, useQuery } from '@tanstack/react-query';

import type { MyRequest } from '@tabarru/contract/claims';

import { apiRequest } from '../../../lib/api-client';

/** GET /api/donations/requests: the member's own claims, newest first, with their answers. */
export function getMyRequests(): Promise<MyRequest[]> {
  return apiRequest<MyRequest[]>('/api/donations/requests');
}

export function myRequestsQuery(userId: number | undefined) {
  return queryOptions({
    queryKey: ['account', userId, 'requests'],
    queryFn: getMyRequests,
    enabled: userId !== undefined,
  });
}

export function useMyRequests(userId: number | undefined) {
  return useQuery(myRequestsQuery(userId));
}
