import { useInfiniteQuery } from '@tanstack/react-query';

import type { FeedReply } from '@tabarru/contract/posts';

import { useSession } from '../../../hooks/use-session';
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

/** The feed of `filters` as a viewer reads it: a member by their id, or a visitor. */
export const feedQueryKey = (filters: FeedFilters, viewerId: number | undefined) => [
  ...FEED_QUERY_KEY,
  filters,
  viewerId ?? 'visitor',
];

/**
 * The feed, a page of 12 at a time by keyset cursor, for one set of filters, as the viewer
 * reads it: a member's feed leaves out whom they blocked, so it is not another's or a visitor's.
 * Nothing is asked while not `enabled` (the feed waits to know where it opens).
 */
export function useFeed(filters: FeedFilters, enabled = true) {
  // The token's member, known while the session is still being checked: the request carries it.
  const viewerId = useSession().user?.userId;
  return useInfiniteQuery({
    queryKey: feedQueryKey(filters, viewerId),
    queryFn: ({ pageParam, signal }) => getFeedPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
