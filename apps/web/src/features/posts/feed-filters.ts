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
import {
  isInJordanBounds,
  isWithinKm,
  parsePoint,
  WITHIN_KM_OPTIONS,
  type WithinKm,
} from '@tabarru/contract/geo';

import { pointText } from '../../lib/places';

export interface FeedFilters {
  category: Category | undefined;
  region: Region | undefined;
  /** the search as typed */
  q: string;
  sort: FeedSort;
  /** by default the items still on offer (available or reserved) */
  availability: FeedAvailability;
  /** the Wanted switch: what members are looking for instead of what they give */
  wanted: boolean;
  /** one of Jordan's places by its id, to measure from */
  place: string | undefined;
  /** or the device's position, 'lat,lng', which a place then gives way to */
  near: string | undefined;
  /** only what is at most this far from the place or position */
  withinKm: WithinKm | undefined;
}

export const NO_FILTERS: FeedFilters = {
  category: undefined,
  region: undefined,
  q: '',
  sort: 'newest',
  availability: 'open',
  wanted: false,
  place: undefined,
  near: undefined,
  withinKm: undefined,
};

/** How far the feed looks around a member's home area when it opens there. */
export const HOME_WITHIN_KM: WithinKm = 10;

/** A place's id as places.ts writes them ('amman-khalda'); whether it names one, the API says. */
const PLACE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PLACE_ID_MAX = 80;

function placeOf(text: string | null): string | undefined {
  return text !== null && text.length <= PLACE_ID_MAX && PLACE_ID.test(text) ? text : undefined;
}

/** 'lat,lng' in Jordan, as parsePoint reads it, written again plainly. */
function nearOf(text: string | null): string | undefined {
  const point = text === null ? undefined : parsePoint(text);
  return point && isInJordanBounds(point) ? pointText(point) : undefined;
}

/** Whether the feed measures from somewhere: a distance and Nearest first need it. */
export function measuresFrom(filters: Pick<FeedFilters, 'place' | 'near'>): boolean {
  return filters.place !== undefined || filters.near !== undefined;
}

/** The next distance out from `withinKm`, to widen a search that found nothing. */
export function widerThan(withinKm: WithinKm): WithinKm | undefined {
  return WITHIN_KM_OPTIONS.find((option) => option > withinKm);
}

/** The order asked for; Nearest first only with somewhere to measure from. */
function sortOf(filters: FeedFilters): FeedSort {
  return filters.sort === 'distance' && !measuresFrom(filters) ? 'newest' : filters.sort;
}

/** The filters without a place or position, nor the distance and order that need one. */
export function withoutNear(filters: FeedFilters): Partial<FeedFilters> {
  return {
    place: undefined,
    near: undefined,
    withinKm: undefined,
    sort: filters.sort === 'distance' ? 'newest' : filters.sort,
  };
}

/** The feed as it opens for a member with a home area: near it, within 10 km, newest first. */
export function nearHome(homePlace: string): Partial<FeedFilters> {
  return { place: homePlace, near: undefined, withinKm: HOME_WITHIN_KM, sort: 'newest' };
}

/**
 * The filters of the feed's URL (?category=&region=&q=&sort=&availability=&kind=wanted, and
 * &place= or &near=lat,lng with &within_km=); anything unknown is ignored, and so are a distance
 * and sort=distance with nowhere to measure from.
 */
export function filtersFromSearch(search: URLSearchParams): FeedFilters {
  const category = search.get('category');
  const region = search.get('region');
  const availability = FEED_AVAILABILITIES.find((value) => value === search.get('availability'));
  const near = nearOf(search.get('near'));
  const place = near === undefined ? placeOf(search.get('place')) : undefined;
  const measured = measuresFrom({ place, near });
  const withinKm = Number(search.get('within_km'));
  const sort = search.get('sort');
  return {
    category: isCategory(category) ? category : undefined,
    region: isRegion(region) ? region : undefined,
    q: (search.get('q') ?? '').slice(0, SEARCH_QUERY_MAX),
    sort: sort === 'oldest' ? 'oldest' : sort === 'distance' && measured ? 'distance' : 'newest',
    availability: availability ?? 'open',
    wanted: search.get('kind') === 'wanted',
    place,
    near,
    withinKm: measured && isWithinKm(withinKm) ? withinKm : undefined,
  };
}

/** The URL search of a set of filters, leaving out what is at its default. */
export function searchOfFilters(filters: FeedFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.category) search.set('category', filters.category);
  if (filters.region) search.set('region', filters.region);
  if (filters.q.trim()) search.set('q', filters.q);
  if (sortOf(filters) !== 'newest') search.set('sort', sortOf(filters));
  if (filters.availability !== 'open') search.set('availability', filters.availability);
  if (filters.wanted) search.set('kind', 'wanted');
  if (filters.near) search.set('near', filters.near);
  else if (filters.place) search.set('place', filters.place);
  if (measuresFrom(filters) && filters.withinKm) search.set('within_km', String(filters.withinKm));
  return search;
}

/** The query of GET /posts for a page of the feed: filters in the database, never here. */
export function feedRequestSearch(filters: FeedFilters, cursor: string | undefined): string {
  const search = searchOfFilters(filters);
  search.set('sort', sortOf(filters));
  if (filters.q.trim()) search.set('q', filters.q.trim());
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}
