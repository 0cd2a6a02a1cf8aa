import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

import { filtersFromSearch, searchOfFilters, type FeedFilters } from './feed-filters';

/** The navigation state of the URL changes the feed writes itself. */
const WRITTEN_BY_FILTERS = { feedFilters: true } as const;

function writtenByFilters(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'feedFilters' in state;
}

/**
 * The feed's filters, kept in the URL (?category=&region=&q=&sort=) so a filtered feed can be
 * shared and reloaded. The page holds them as state, which the controls and the query read,
 * and writes the URL after them: the router renders a new URL a moment later (in a
 * transition), and a change made in that moment must build on the change before it, not on
 * the URL as last rendered. Arriving from elsewhere (a link, the language button) brings the
 * filters of the URL.
 */
export function useFeedFilters(): [FeedFilters, (change: Partial<FeedFilters>) => void] {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState(() => filtersFromSearch(searchParams));
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    if (!writtenByFilters(location.state)) setFilters(filtersFromSearch(searchParams));
  }

  const search = searchOfFilters(filters).toString();
  useEffect(() => {
    if (search === searchParams.toString()) return;
    setSearchParams(search, { replace: true, state: WRITTEN_BY_FILTERS });
  }, [search, searchParams, setSearchParams]);

  const change = useCallback((next: Partial<FeedFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
  }, []);
  return [filters, change];
}
