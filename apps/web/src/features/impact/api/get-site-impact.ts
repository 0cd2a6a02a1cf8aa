import { useQuery } from '@tanstack/react-query';

import type { SiteImpactReply } from '@tabarru/contract/impact-schemas';
import { STATS_CACHE_SECONDS } from '@tabarru/contract/stats-constants';

import { apiRequest } from '../../../lib/api-client';

async function fetchSiteImpact(signal: AbortSignal): Promise<SiteImpactReply> {
  try {
    return await apiRequest<SiteImpactReply>('/api/stats/impact', { signal });
  } catch (error) {
    if (!signal.aborted) console.warn('Site impact failed', error);
    throw error;
  }
}

/**
 * The site's impact for the home page, asked for once `enabled` (the block is in view), like
 * the counters, so a first visit asks the API nothing before it is scrolled to. The API keeps
 * one answer as long as the home counts, so asking again sooner would only fetch the same
 * numbers; a failure is not retried (the block says the figures are not available instead).
 */
export function useSiteImpact(enabled: boolean) {
  return useQuery({
    queryKey: ['stats', 'impact'],
    queryFn: ({ signal }) => fetchSiteImpact(signal),
    enabled,
    staleTime: STATS_CACHE_SECONDS * 1000,
    retry: false,
    select: (reply) => reply.impact,
  });
}
