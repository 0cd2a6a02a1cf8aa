import { useQuery } from '@tanstack/react-query';

import type { StatsCountsReply } from '@tabarru/contract/stats';
import { STATS_CACHE_SECONDS } from '@tabarru/contract/stats-constants';

import { apiRequest } from '../../../lib/api-client';

async function fetchStatsCounts(signal: AbortSignal): Promise<StatsCountsReply> {
  try {
    return await apiRequest<StatsCountsReply>('/api/stats/counts', { signal });
  } catch (error) {
    if (!signal.aborted) console.warn('Home statistics failed', error);
    throw error;
  }
}

/**
 * The home page's counts, asked for once `enabled` (the block is in view). The API keeps one
 * answer for STATS_CACHE_SECONDS, so asking again sooner would only fetch the same numbers. A
 * failure is not retried: the counters are decoration, they show dashes instead.
 */
export function useStatsCounts(enabled: boolean) {
  return useQuery({
    queryKey: ['stats', 'counts'],
    queryFn: ({ signal }) => fetchStatsCounts(signal),
    enabled,
    staleTime: STATS_CACHE_SECONDS * 1000,
    retry: false,
  });
}
