import { criteriaOfFilters, type ChosenCriteria } from '@tabarru/contract/feed-search';

/** The feed's filters as Alert me reads them: the feed's own (features/posts), by their shape. */
export interface FeedSearch {
  /** the search as typed */
  q: string;
  category?: string | undefined;
  region?: string | undefined;
  /** one of Jordan's places by its id */
  place?: string | undefined;
  /** or the device's position, 'lat,lng', saved as the place nearest it */
  near?: string | undefined;
  withinKm?: number | undefined;
}

/**
 * The criteria the feed's filters are saved with, measured from `place`: the feed's own, or the
 * place found for the device's position.
 */
export function criteriaOfSearch(search: FeedSearch, place = search.place): ChosenCriteria {
  return criteriaOfFilters({
    q: search.q,
    category: search.category,
    region: search.region,
    place,
    within_km: search.withinKm,
  });
}

/** Whether the device's position with a distance is part of the search, to save as a place. */
export function measuresFromPosition(search: FeedSearch): boolean {
  return search.near !== undefined && search.withinKm !== undefined;
}

/**
 * Whether the feed's filters choose anything to save: words, a category, a region, or a place or
 * the device's position with a distance (without one, the feed near them shows all of Jordan).
 */
export function hasSearchToSave(search: FeedSearch): boolean {
  return Object.keys(criteriaOfSearch(search)).length > 0 || measuresFromPosition(search);
}
