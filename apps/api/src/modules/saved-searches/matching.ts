import { distanceKm, WITHIN_KM_OPTIONS, type Point } from '@tabarru/contract/geo';
import { placeById } from '@tabarru/contract/place-search';
import { PLACES, type Place } from '@tabarru/contract/places';
import { SEARCH_ALERTS_PER_DAY } from '@tabarru/contract/saved-searches';

import { namingWordsOf, storedConcepts } from '../feed/concept-words';
import { searchedStems, searchedTermsOf } from '../feed/search-words';

/*
 * Which saved searches a new post matches (docs/decisions.md, "Saved searches"). A saved search
 * matches exactly the posts the feed's search with the same filters shows: the same stems
 * (searchedStems), each beginning one of the post's indexed words (title_words, body_words, as
 * the feed's word index holds them) or naming one of its concept words (concept_words: the
 * dictionary's things, places), the same category and region, and near a place, the post's
 * shown point within the distance of the place's centre, measured as the feed measures it.
 * Each saved search keeps one key that every post it matches holds among its own keys, so one
 * indexed read of the keys of a post finds every candidate, which `searchMatches` then confirms.
 */

/** What a saved search looks for, in the form the feed searches by. */
export interface SearchCriteria {
  /** the stems of its words, without repeats, sorted; none for a search by filters only */
  stems: readonly string[];
  category: string | null;
  region: string | null;
  /** the place it measures from, by id; null for none */
  place: string | null;
  /** how far from the place's centre, in km: set with a place, null without */
  withinKm: number | null;
}

/**
 * What a new post offers a saved search: its indexed words and concept words, its category, its
 * region and its shown point.
 */
export interface MatchablePost {
  forms: readonly string[];
  concepts: readonly string[];
  category: string;
  region: string;
  /** the blurred point everyone is shown, which the feed measures distances to; null for none */
  shown: Point | null;
}

/** A key is at most this many letters: the beginning of a stem stands for it. */
export const MATCH_KEY_LETTERS = 12;

const firstLetters = (word: string, count: number) => [...word].slice(0, count).join('');

/**
 * The criteria of the feed's filters: its words as searched stems, sorted, and a place with its
 * distance, or neither.
 */
export function criteriaOf(filters: {
  q?: string | null;
  category?: string | null;
  region?: string | null;
  place?: string | null;
  within_km?: number | null;
}): SearchCriteria {
  const near = filters.place && filters.within_km ? filters : undefined;
  return {
    stems: [...searchedStems(filters.q ?? '')].sort(),
    category: filters.category ?? null,
    region: filters.region ?? null,
    place: near?.place ?? null,
    withinKm: near?.within_km ?? null,
  };
}

/** Whether the criteria ask for anything: a search of nothing would match every post. */
export function hasCriteria(criteria: SearchCriteria): boolean {
  return (
    criteria.stems.length > 0 ||
    criteria.category !== null ||
    criteria.region !== null ||
    criteria.place !== null
  );
}

/**
 * One text per distinct search, so the same search saved twice is found again. A search without
 * a place has the text it had before places, so the searches saved then are still found.
 */
export function signatureOf(criteria: SearchCriteria): string {
  const filters = [criteria.stems, criteria.category, criteria.region];
  return JSON.stringify(
    criteria.place === null ? filters : [...filters, criteria.place, criteria.withinKm],
  );
}

/**
 * Whether a post shown at `shown` is within `km` of the place, as the feed measures it
 * (modules/feed/service.ts, and places/shown-points.ts pointsWithin): the distance from the place's
 * centre to the shown point, on the same sphere, at most `km`, the boundary included.
 */
export function isWithinReach(place: Place, km: number, shown: Point): boolean {
  return distanceKm({ lat: place.lat, lng: place.lng }, shown) <= km;
}

const categoryKey = (category: string) => `category:${category}`;
const regionKey = (region: string) => `region:${region}`;
const nearKey = (placeId: string, km: number) => `near:${placeId}:${km}`;

/**
 * The key of a saved search: the beginning of its longest stem (the rarest, most likely), else
 * its place and distance, else its category, else its region. Words hold no ':', so the kinds of
 * keys never meet.
 *
 * A place's key is the place with the distance, which every post within that distance holds
 * (keysOfPost). Not the region of the place: a circle of 25 or 50 km crosses into the next
 * governorate (50 km around Amman reaches Zarqa, Salt, Madaba and Jerash), whose posts hold
 * another region's key and would be lost. The key is exact, measured as the match is, so such a
 * search is a candidate only for the posts in its reach: fewer than share a region or a category,
 * at the distances a neighbourhood is searched by.
 */
export function matchKeyOf(criteria: SearchCriteria): string {
  const longest = criteria.stems.reduce<string | undefined>(
    (best, stem) => (best === undefined || [...stem].length > [...best].length ? stem : best),
    undefined,
  );
  if (longest !== undefined) return firstLetters(longest, MATCH_KEY_LETTERS);
  if (criteria.place !== null && criteria.withinKm !== null) {
    return nearKey(criteria.place, criteria.withinKm);
  }
  if (criteria.category !== null) return categoryKey(criteria.category);
  if (criteria.region !== null) return regionKey(criteria.region);
  throw new Error('a saved search needs a criterion');
}

/** A post as its stored columns hold its words and its shown point, for the matcher. */
export function matchableOf(post: {
  title_words: string;
  body_words: string;
  concept_words: string;
  category: string;
  region: string;
  shown_lat: number | null;
  shown_lng: number | null;
}): MatchablePost {
  return {
    forms: `${post.title_words} ${post.body_words}`.split(' ').filter((form) => form.length > 0),
    concepts: storedConcepts(post.concept_words),
    category: post.category,
    region: post.region,
    shown:
      post.shown_lat === null || post.shown_lng === null
        ? null
        : { lat: post.shown_lat, lng: post.shown_lng },
  };
}

/**
 * The keys of the places and distances a post is in reach of: one for each place of the list and
 * each distance a search may choose that reaches the post's shown point. At most one per place
 * and distance (about 300 for a post in Amman, where the places are closest together). Only the
 * distances offered now: a distance taken out of WITHIN_KM_OPTIONS needs the searches saved with
 * it given another key.
 */
function nearKeysOf(shown: Point): string[] {
  const keys: string[] = [];
  for (const place of PLACES) {
    for (const km of WITHIN_KM_OPTIONS) {
      if (isWithinReach(place, km, shown)) keys.push(nearKey(place.id, km));
    }
  }
  return keys;
}

/**
 * Every key a saved search that matches the post may have: each beginning of each of its
 * indexed words up to MATCH_KEY_LETTERS letters, and of each word that names one of its concept
 * words (a stem names one by being, or beginning, such a word: namingWordsOf), its category and
 * its region, and each place and distance that reaches its shown point. At most MATCH_KEY_LETTERS
 * per word, so the list is bounded by the post's length, the names of its things and places, and
 * the list of places.
 */
export function keysOfPost(post: MatchablePost): string[] {
  const keys = new Set<string>([
    categoryKey(post.category),
    regionKey(post.region),
    ...(post.shown ? nearKeysOf(post.shown) : []),
  ]);
  const words = [...post.forms, ...post.concepts.flatMap(namingWordsOf)];
  for (const word of words) {
    const letters = [...word];
    let prefix = '';
    for (const letter of letters.slice(0, MATCH_KEY_LETTERS)) {
      prefix += letter;
      keys.add(prefix);
    }
  }
  return [...keys];
}

/** The concept words each stem of a saved search's query names, as the feed reads them. */
export function conceptsOfQuery(query: string): ReadonlyMap<string, readonly string[]> {
  return new Map(searchedTermsOf(query).map((term) => [term.stem, term.concepts]));
}

/** Whether the post is within the criteria's distance of their place; true without a place. */
function isInReachOf(criteria: SearchCriteria, post: MatchablePost): boolean {
  if (criteria.place === null) return true;
  // A place gone from the list since, or a post shown nowhere, is in no one's reach.
  const place = placeById(criteria.place);
  return (
    place !== undefined &&
    criteria.withinKm !== null &&
    post.shown !== null &&
    isWithinReach(place, criteria.withinKm, post.shown)
  );
}

/**
 * Whether the feed's search with these criteria shows the post: each stem begins one of its
 * words or names one of its concept words (`concepts`, by stem: conceptsOfQuery), and near a
 * place its shown point is within the distance.
 */
export function searchMatches(
  criteria: SearchCriteria,
  post: MatchablePost,
  concepts: ReadonlyMap<string, readonly string[]> = new Map(),
): boolean {
  if (criteria.category !== null && criteria.category !== post.category) return false;
  if (criteria.region !== null && criteria.region !== post.region) return false;
  if (!isInReachOf(criteria, post)) return false;
  return criteria.stems.every(
    (stem) =>
      post.forms.some((form) => form.startsWith(stem)) ||
      (concepts.get(stem) ?? []).some((concept) => post.concepts.includes(concept)),
  );
}

/** The stems of a stored saved search. */
export function storedStems(stems: string): string[] {
  return stems === '' ? [] : stems.split(' ');
}

/**
 * How a match of a saved search is told, from the number of posts it matched that day with
 * this one: one notification each up to SEARCH_ALERTS_PER_DAY, then one folded notification
 * counting the rest of the day.
 */
export function alertOf(
  matchesThatDay: number,
): { folded: false } | { folded: true; count: number } {
  return matchesThatDay <= SEARCH_ALERTS_PER_DAY
    ? { folded: false }
    : { folded: true, count: matchesThatDay - SEARCH_ALERTS_PER_DAY };
}
