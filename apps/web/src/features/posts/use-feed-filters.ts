import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

import {
  filtersFromSearch,
  measuresFrom,
  nearHome,
  searchOfFilters,
  type FeedFilters,
} from './feed-filters';

/** The navigation state of the URL changes the feed writes itself. */
const WRITTEN_BY_FILTERS = { feedFilters: true } as const;

function writtenByFilters(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'feedFilters' in state;
}

/**
 * The filters of a URL the feed arrives at: near the member's home area when the URL names no
 * place or position and they have one. `homePlace` undefined is not known yet.
 */
function arrivalFilters(search: URLSearchParams, homePlace: string | null | undefined) {
  const filters = filtersFromSearch(search);
  const awaitsHome = !measuresFrom(filters) && homePlace !== null;
  if (awaitsHome && homePlace !== undefined) {
    return { filters: { ...filters, ...nearHome(homePlace) }, awaitsHome: false };
  }
  return { filters, awaitsHome };
}

/**
 * The feed's filters, kept in the URL (?category=&region=&q=&sort=&place=…) so a filtered feed
 * can be shared and reloaded. The page holds them as state, which the controls and the query
 * read, and writes the URL after them: the router renders a new URL a moment later (in a
 * transition), and a change made in that moment must build on the change before it, not on
 * the URL as last rendered. Arriving from elsewhere (a link, the language button) brings the
 * filters of the URL.
 *
 * A member with a home area (`homePlace`, its id; null for none or a visitor, undefined while
 * their profile is read) who arrives at a URL naming no place or position sees the feed near
 * it; showing all of Jordan from there stays so until they arrive again. `ready` is false while
 * the feed waits to know whether to open there, so it does not load all of Jordan first.
 */
export function useFeedFilters(
  homePlace: string | null | undefined,
): [FeedFilters, (change: Partial<FeedFilters>) => void, boolean] {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [arrival, setArrival] = useState(() => arrivalFilters(searchParams, homePlace));
  const [filters, setFilters] = useState(arrival.filters);
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (location.key !== seenLocation) {
    setSeenLocation(location.key);
    if (!writtenByFilters(location.state)) {
      const next = arrivalFilters(searchParams, homePlace);
      setArrival(next);
      setFilters(next.filters);
    }
  }
  // The home area came to be known after the feed opened on a URL that names no place.
  if (arrival.awaitsHome && homePlace !== undefined) {
    setArrival({ ...arrival, awaitsHome: false });
    if (homePlace !== null) setFilters((current) => ({ ...current, ...nearHome(homePlace) }));
  }

  const search = searchOfFilters(filters).toString();
  useEffect(() => {
    if (search === searchParams.toString()) return;
    setSearchParams(search, { replace: true, state: WRITTEN_BY_FILTERS });
  }, [search, searchParams, setSearchParams]);

  const change = useCallback((next: Partial<FeedFilters>) => {
    // A place or position chosen meanwhile is not replaced by the home area.
    if ('place' in next || 'near' in next) {
      setArrival((current) => (current.awaitsHome ? { ...current, awaitsHome: false } : current));
    }
    setFilters((current) => ({ ...current, ...next }));
  }, []);
  return [filters, change, !arrival.awaitsHome];
}
