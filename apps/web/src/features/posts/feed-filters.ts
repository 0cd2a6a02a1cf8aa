import {
  FEED_AVAILABILITIES,
  isCategory,
  isRegion,
  SEARCH_QUERY_MAX,
  type Category,
  type FeedAvailability,
  type FeedSort,
  type Region,
} from '@tabarru/contract/constants';

export interface FeedFilters {
  category: Category | undefined;
  region: Region | undefined;
  /** the search as typed */
  q: string;
  sort: FeedSort;
  /** by default the items still on offer (available or reserved) */
  availability: FeedAvailability;
  /** the Wanted switch: what members are looking for instead of what they give (issue 20) */
  wanted: boolean;
}

export const NO_FILTERS: FeedFilters = {
  category: undefined,
  region: undefined,
  q: '',
  sort: 'newest',
  availability: 'open',
  wanted: false,
};

/**
 * The filters of the feed's URL (?category=&region=&q=&sort=&availability=&kind=wanted); anything
 * unknown is ignored.
 */
export function filtersFromSearch(search: URLSearchParams): FeedFilters {
  const category = search.get('category');
  const region = search.get('region');
  const availability = FEED_AVAILABILITIES.find((value) => value === search.get('availability'));
  return {
    category: isCategory(category) ? category : undefined,
    region: isRegion(region) ? region : undefined,
    q: (search.get('q') ?? '').slice(0, SEARCH_QUERY_MAX),
    sort: search.get('sort') === 'oldest' ? 'oldest' : 'newest',
    availability: availability ?? 'open',
    wanted: search.get('kind') === 'wanted',
  };
}

/** The URL search of a set of filters, leaving out what is at its default. */
export function searchOfFilters(filters: FeedFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.category) search.set('category', filters.category);
  if (filters.region) search.set('region', filters.region);
  if (filters.q.trim()) search.set('q', filters.q);
  if (filters.sort !== 'newest') search.set('sort', filters.sort);
  if (filters.availability !== 'open') search.set('availability', filters.availability);
  if (filters.wanted) search.set('kind', 'wanted');
  return search;
}

/** The query of GET /posts for a page of the feed: filters in the database, never here. */
export function feedRequestSearch(filters: FeedFilters, cursor: string | undefined): string {
  const search = searchOfFilters(filters);
  search.set('sort', filters.sort);
  if (filters.q.trim()) search.set('q', filters.q.trim());
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}
