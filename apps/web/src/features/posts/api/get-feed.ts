import { useInfiniteQuery } from '@tanstack/react-query';

import type { FeedReply } from '@tabarru/contract/posts';

import { apiRequest } from '../../../lib/api-client';
import { feedRequestSearch, type FeedFilters } from '../feed-filters';

export function getFeedPage(
  filters: FeedFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<FeedReply> {
  return apiRequest<FeedReply>(`/posts?${feedRequestSearch(filters, cursor)}`, { signal });
}

export const FEED_QUERY_KEY = ['posts', 'feed'] as const;

/** The feed, a page of 12 at a time by keyset cursor, for one set of filters. */
export function useFeed(filters: FeedFilters) {
  return useInfiniteQuery({
    queryKey: [...FEED_QUERY_KEY, filters],
    queryFn: ({ pageParam, signal }) => getFeedPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
