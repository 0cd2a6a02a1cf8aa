import { SEARCH_ALERTS_PER_DAY } from '@tabarru/contract/saved-searches';

import { namingWordsOf, storedConcepts } from '../feed/concept-words';
import { searchedStems, searchedTermsOf } from '../feed/search-words';

/*
 * Which saved searches a new post matches (docs/decisions.md, "Saved searches"). A saved search
 * matches exactly the posts the feed's search with the same filters shows: the same stems
 * (searchedStems), each beginning one of the post's indexed words (title_words, body_words, as
 * the feed's word index holds them) or naming one of its concept words (concept_words: the
 * dictionary's things, places), and the same category and region. Each saved search keeps one
 * key that every post it matches holds among its own keys, so one indexed read of the keys of a
 * post finds every candidate, which `searchMatches` then confirms.
 */

/** What a saved search looks for, in the form the feed searches by. */
export interface SearchCriteria {
  /** the stems of its words, without repeats, sorted; none for a search by filters only */
  stems: readonly string[];
  category: string | null;
  region: string | null;
}

/** What a new post offers a saved search: its indexed words and concept words, its category and its region. */
export interface MatchablePost {
  forms: readonly string[];
  concepts: readonly string[];
  category: string;
  region: string;
}

/** A key is at most this many letters: the beginning of a stem stands for it. */
export const MATCH_KEY_LETTERS = 12;

const firstLetters = (word: string, count: number) => [...word].slice(0, count).join('');

/** The criteria of the feed's filters: its words as searched stems, sorted. */
export function criteriaOf(filters: {
  q?: string | null;
  category?: string | null;
  region?: string | null;
}): SearchCriteria {
  return {
    stems: [...searchedStems(filters.q ?? '')].sort(),
    category: filters.category ?? null,
    region: filters.region ?? null,
  };
}

/** Whether the criteria ask for anything: a search of nothing would match every post. */
export function hasCriteria(criteria: SearchCriteria): boolean {
  return criteria.stems.length > 0 || criteria.category !== null || criteria.region !== null;
}

/** One text per distinct search, so the same search saved twice is found again. */
export function signatureOf(criteria: SearchCriteria): string {
  return JSON.stringify([criteria.stems, criteria.category, criteria.region]);
}

const categoryKey = (category: string) => `category:${category}`;
const regionKey = (region: string) => `region:${region}`;

/**
 * The key of a saved search: the beginning of its longest stem (the rarest, most likely), else
 * its category, else its region. Words hold no ':', so the kinds of keys never meet.
 */
export function matchKeyOf(criteria: SearchCriteria): string {
  const longest = criteria.stems.reduce<string | undefined>(
    (best, stem) => (best === undefined || [...stem].length > [...best].length ? stem : best),
    undefined,
  );
  if (longest !== undefined) return firstLetters(longest, MATCH_KEY_LETTERS);
  if (criteria.category !== null) return categoryKey(criteria.category);
  if (criteria.region !== null) return regionKey(criteria.region);
  throw new Error('a saved search needs a criterion');
}

/** A post as its stored columns hold its words, for the matcher. */
export function matchableOf(post: {
  title_words: string;
  body_words: string;
  concept_words: string;
  category: string;
  region: string;
}): MatchablePost {
  return {
    forms: `${post.title_words} ${post.body_words}`.split(' ').filter((form) => form.length > 0),
    concepts: storedConcepts(post.concept_words),
    category: post.category,
    region: post.region,
  };
}

/**
 * Every key a saved search that matches the post may have: each beginning of each of its
 * indexed words up to MATCH_KEY_LETTERS letters, and of each word that names one of its concept
 * words (a stem names one by being, or beginning, such a word: namingWordsOf), its category and
 * its region. At most MATCH_KEY_LETTERS per word, so the list is bounded by the post's length
 * and the names of its things and places.
 */
export function keysOfPost(post: MatchablePost): string[] {
  const keys = new Set<string>([categoryKey(post.category), regionKey(post.region)]);
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

/**
 * Whether the feed's search with these criteria shows the post: each stem begins one of its
 * words or names one of its concept words (`concepts`, by stem: conceptsOfQuery).
 */
export function searchMatches(
  criteria: SearchCriteria,
  post: MatchablePost,
  concepts: ReadonlyMap<string, readonly string[]> = new Map(),
): boolean {
  if (criteria.category !== null && criteria.category !== post.category) return false;
  if (criteria.region !== null && criteria.region !== post.region) return false;
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
