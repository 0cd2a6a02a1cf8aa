import { useQuery } from '@tanstack/react-query';

import type { ActiveBannerReply, Banner } from '@tabarru/contract/banners';

import { apiRequest } from '../../../lib/api-client';

/** Every banner query starts with this, so one invalidation refreshes the shell and the admin list. */
export const BANNER_QUERY_KEY = ['banner'] as const;
const ACTIVE_BANNER_QUERY_KEY = [...BANNER_QUERY_KEY, 'active'] as const;

/** A failure is logged only and shows no banner. */
async function fetchActiveBanner(signal: AbortSignal): Promise<Banner | null> {
  try {
    const reply = await apiRequest<ActiveBannerReply>('/banner', { signal });
    return reply.banner ?? null;
  } catch (error) {
    if (!signal.aborted) console.warn('Banner fetch failed', error);
    throw error;
  }
}

/** The active banner, asked for once per page load; null while loading, on failure or when none. */
export function useActiveBanner(): Banner | null {
  const query = useQuery({
    queryKey: ACTIVE_BANNER_QUERY_KEY,
    queryFn: ({ signal }) => fetchActiveBanner(signal),
    retry: false,
  });
  return query.data ?? null;
}
