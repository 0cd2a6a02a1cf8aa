import { queryOptions, useQuery } from '@tanstack/react-query';

import type { MyAsksReply } from '@tabarru/contract/pickups';

import { apiRequest } from '../../../lib/api-client';

/** GET /api/asks: the member's own asks, newest first, each with its item and its donor. */
export function getMyAsks(signal?: AbortSignal): Promise<MyAsksReply> {
  return apiRequest<MyAsksReply>('/api/asks', { signal });
}

export function myAsksQuery(userId: number | undefined) {
  return queryOptions({
    queryKey: ['account', userId, 'asks'],
    queryFn: ({ signal }) => getMyAsks(signal),
    enabled: userId !== undefined,
  });
}

export function useMyAsks(userId: number | undefined) {
  return useQuery(myAsksQuery(userId));
}
