import { isRegion } from '@tabarru/contract/constants';
import { ITEM_WORDS } from '@tabarru/contract/item-words';
import { placeById, placeKey, placeNamed } from '@tabarru/contract/place-search';
import { PLACES, type Place } from '@tabarru/contract/places';

import { stemOf, wordsOf } from './word-forms';

/**
 * Search across languages, dialects and places (docs/decisions.md, "Search by words"): a post
 * is also found through the things of the dictionary its words name (packages/contract
 * item-words.ts, docs/item-words.md) and the place its location names, so «كنبة» finds a "grey
 * sofa", "heater" a «صوبة» and "Khalda" a post located 'Amman - Khalda'. Each post keeps them as
 * concept words: `#` and an entry's id, `@` and a place's id. Typed words are letters and digits
 * only (wordsOf), so none is, or begins, a concept word, and the word index keeps `#`, `@` and
 * `-` inside its tokens (migration 0028).
 */

const ITEM_MARK = '#';
const PLACE_MARK = '@';

export const itemWord = (id: string) => `${ITEM_MARK}${id}`;
export const placeWord = (id: string) => `${PLACE_MARK}${id}`;

/** A name of the dictionary as its words' stems, with the concept words of the entries it names. */
interface Name {
  stems: readonly string[];
  words: readonly string[];
}

/** The stems of a name's words, as a post's words are compared. */
const stemsOf = (text: string) => wordsOf(text).map(stemOf);

function namesOfDictionary(): Map<string, Name[]> {
  const byKey = new Map<string, { stems: string[]; words: Set<string> }>();
  for (const entry of ITEM_WORDS) {
    for (const name of [...entry.en, ...entry.ar, ...(entry.arabizi ?? [])]) {
      const stems = stemsOf(name);
      if (stems.length === 0) continue;
      const key = stems.join(' ');
      const known = byKey.get(key) ?? { stems, words: new Set<string>() };
      known.words.add(itemWord(entry.id));
      byKey.set(key, known);
    }
  }
  // By a name's first stem, the longest names first: «شاشة كمبيوتر» is a monitor before «شاشة»
  // alone is a television.
  const byFirst = new Map<string, Name[]>();
  for (const { stems, words } of byKey.values()) {
    const first = stems[0] as string;
    byFirst.set(first, [...(byFirst.get(first) ?? []), { stems, words: [...words].sort() }]);
  }
  for (const names of byFirst.values()) names.sort((a, b) => b.stems.length - a.stems.length);
  return byFirst;
}

const NAMES_BY_FIRST_STEM = namesOfDictionary();

const startsAt = (stems: readonly string[], at: number, name: Name) =>
  name.stems.every((stem, offset) => stems[at + offset] === stem);

/**
 * The concept words of the dictionary entries a text names: its words' stems read from the
 * start, each time as the longest name that begins there, so a word already read as part of a
 * longer name does not name a thing of its own.
 */
export function itemWordsOf(text: string): string[] {
  const stems = stemsOf(text);
  const found = new Set<string>();
  for (let at = 0; at < stems.length;) {
    const name = NAMES_BY_FIRST_STEM.get(stems[at] as string)?.find((candidate) =>
      startsAt(stems, at, candidate),
    );
    if (!name) {
      at += 1;
      continue;
    }
    for (const word of name.words) found.add(word);
    at += name.stems.length;
  }
  return [...found];
}

const GOVERNORATE_OF_REGION: ReadonlyMap<string, Place> = new Map(
  PLACES.filter((place) => place.kind === 'governorate').map((place) => [place.region, place]),
);

/**
 * The concept words of the place a post's location names ('Amman - Khalda', «عمان - خلدا»):
 * the place and the places that contain it, when its area names a known place other than the
 * governorate itself (placeNamed), and always the governorate of its region.
 */
export function placeWordsOf(location: string, region: string): string[] {
  const found = new Set<string>();
  const place = placeNamed(location, isRegion(region) ? region : undefined);
  if (place && place.kind !== 'governorate') {
    for (let at: Place | undefined = place; at; at = placeById(at.parent)) {
      found.add(placeWord(at.id));
    }
  }
  const governorate = GOVERNORATE_OF_REGION.get(region);
  if (governorate) found.add(placeWord(governorate.id));
  return [...found];
}

/**
 * What a post is indexed as besides its words (posts.concept_words): the things of the
 * dictionary its title, description and features name, and the places of its location, once
 * each, separated by spaces.
 */
export function conceptWordsOf(post: {
  title: string;
  description: string;
  extras: readonly string[];
  location?: string;
  region?: string;
}): string {
  const found = new Set<string>();
  for (const text of [post.title, post.description, ...post.extras]) {
    for (const word of itemWordsOf(text)) found.add(word);
  }
  if (post.location !== undefined && post.region !== undefined) {
    for (const word of placeWordsOf(post.location, post.region)) found.add(word);
  }
  return [...found].join(' ');
}

// What a search's words name.

/** A word of the dictionary's names (a stem), with the concept words of the entries it names. */
interface NameWord {
  stem: string;
  words: readonly string[];
}

const byStem = (a: NameWord, b: NameWord) => (a.stem < b.stem ? -1 : a.stem > b.stem ? 1 : 0);

/**
 * The word a name is a name of a thing by: the last of an English name ("gas heater", "school
 * book"), the first of an Arabic or Arabizi one («صوبة غاز», «كتب مدرسية»); «طاولة» in «لمبة
 * طاولة» (a table lamp) is not a table.
 */
function headWordsOfDictionary(): NameWord[] {
  const byHead = new Map<string, Set<string>>();
  const add = (head: string | undefined, id: string) => {
    if (head === undefined) return;
    const words = byHead.get(head) ?? new Set<string>();
    words.add(itemWord(id));
    byHead.set(head, words);
  };
  for (const entry of ITEM_WORDS) {
    for (const name of entry.en) add(stemsOf(name).at(-1), entry.id);
    for (const name of [...entry.ar, ...(entry.arabizi ?? [])]) add(stemsOf(name)[0], entry.id);
  }
  return [...byHead].map(([stem, words]) => ({ stem, words: [...words] })).sort(byStem);
}

/** The head words of the dictionary's names, sorted: those a stem begins are a run of them. */
const HEAD_WORDS = headWordsOfDictionary();

/** Every word of the dictionary's names, with the entries of the names it is in. */
function everyWordOfDictionary(): NameWord[] {
  const byWord = new Map<string, Set<string>>();
  for (const names of NAMES_BY_FIRST_STEM.values()) {
    for (const name of names) {
      for (const stem of name.stems) {
        const words = byWord.get(stem) ?? new Set<string>();
        for (const word of name.words) words.add(word);
        byWord.set(stem, words);
      }
    }
  }
  return [...byWord].map(([stem, words]) => ({ stem, words: [...words] }));
}

/** The first head word not below `stem`. */
function firstAtOrAfter(stem: string): number {
  let low = 0;
  let high = HEAD_WORDS.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((HEAD_WORDS[middle]?.stem ?? stem) < stem) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** From this many letters, the beginning of a head word names its things too. */
export const MIN_NAMING_LETTERS = 3;
/**
 * A beginning that would name more things than this («ملا» begins «ملابس», the head of many
 * names) names only those of the word it is whole, so that a search's query stays short.
 */
export const MAX_THINGS_PER_WORD = 32;

/**
 * The concept words of the things a searched stem names: those with a name whose head word
 * (headWordsOfDictionary) it is and, from MIN_NAMING_LETTERS letters, those with a name whose
 * head word it begins ("heat" names the heater and the gas heater, «مدفاه» «مدفأة غاز»).
 */
export function itemWordsNamedBy(stem: string): string[] {
  const whole = new Set<string>();
  const begun = new Set<string>();
  const byPrefix = [...stem].length >= MIN_NAMING_LETTERS;
  for (let at = firstAtOrAfter(stem); at < HEAD_WORDS.length; at += 1) {
    const word = HEAD_WORDS[at] as NameWord;
    if (!word.stem.startsWith(stem)) break;
    if (word.stem === stem) for (const id of word.words) whole.add(id);
    else if (byPrefix) for (const id of word.words) begun.add(id);
    else break;
  }
  const named = new Set([...whole, ...begun]);
  return [...(named.size > MAX_THINGS_PER_WORD ? whole : named)].sort();
}

/** The keys a name of a place is known by: as the contract compares names, and word by word. */
function placeKeysOf(name: string): string[] {
  return [...new Set([placeKey(name), placeKey(wordsOf(name).join(' '))])].filter(
    (key) => key !== '',
  );
}

const namesOfPlace = (place: Place) => [place.en, place.ar, ...place.aliases];

function placesByKey(): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const place of PLACES) {
    for (const key of new Set(namesOfPlace(place).flatMap(placeKeysOf))) {
      byKey.set(key, [...(byKey.get(key) ?? []), placeWord(place.id)]);
    }
  }
  return byKey;
}

const PLACE_WORDS_BY_KEY = placesByKey();

/** The most words of a place's name, as a search's words are read. */
const MAX_PLACE_NAME_WORDS = Math.max(
  ...[...PLACE_WORDS_BY_KEY.keys()].map((key) => key.split(' ').length),
);

/**
 * For each of a search's words, the concept words of the places named by the words around it:
 * "Khalda", «خلدا», "Shmesani" alone, "Jabal Amman" as two words, by any name or alias.
 */
function placesAlong(words: readonly string[]): Set<string>[] {
  const along = words.map(() => new Set<string>());
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 1; end <= Math.min(words.length, start + MAX_PLACE_NAME_WORDS); end++) {
      const named = PLACE_WORDS_BY_KEY.get(placeKey(words.slice(start, end).join(' ')));
      if (!named) continue;
      for (let at = start; at < end; at += 1) for (const word of named) along[at]?.add(word);
    }
  }
  return along;
}

/** A searched stem with the concept words it also matches a post through. */
export interface SearchedTerm {
  stem: string;
  /** the things of the dictionary and the places it names, sorted; none for most words */
  concepts: readonly string[];
}

/**
 * For each of a search's words, the concept words of the things named by a name of several words
 * that the words around it spell out in full: "gas heater" is the gas heater by both its words,
 * though "gas" is not the head of the name.
 */
function thingsAlong(stems: readonly string[]): Set<string>[] {
  const along = stems.map(() => new Set<string>());
  stems.forEach((stem, start) => {
    for (const name of NAMES_BY_FIRST_STEM.get(stem) ?? []) {
      if (name.stems.length < 2 || !startsAt(stems, start, name)) continue;
      for (let at = start; at < start + name.stems.length; at += 1) {
        for (const word of name.words) along[at]?.add(word);
      }
    }
  });
  return along;
}

/**
 * The stems of a search (the same as searchedStems), each with the concept words of what it
 * names: the dictionary's things (itemWordsNamedBy, thingsAlong) and places (placesAlong), read
 * from the words as typed.
 */
export function searchedTerms(query: string, max: number): SearchedTerm[] {
  const words = wordsOf(query);
  const things = thingsAlong(words.map(stemOf));
  const places = placesAlong(words);
  const byStem = new Map<string, Set<string>>();
  words.forEach((word, at) => {
    const stem = stemOf(word);
    let concepts = byStem.get(stem);
    if (!concepts) {
      if (byStem.size >= max) return;
      concepts = new Set(itemWordsNamedBy(stem));
      byStem.set(stem, concepts);
    }
    for (const concept of [...(things[at] ?? []), ...(places[at] ?? [])]) concepts.add(concept);
  });
  return [...byStem].map(([stem, concepts]) => ({ stem, concepts: [...concepts].sort() }));
}

function namingWordsByConcept(): Map<string, string[]> {
  const naming = new Map<string, Set<string>>();
  const add = (concept: string, words: readonly string[]) => {
    const known = naming.get(concept) ?? new Set<string>();
    for (const word of words) if (word !== '') known.add(word);
    naming.set(concept, known);
  };
  for (const { stem, words } of everyWordOfDictionary()) {
    for (const word of words) add(word, [stem]);
  }
  for (const place of PLACES) {
    for (const name of namesOfPlace(place)) {
      const words = wordsOf(name);
      add(placeWord(place.id), [
        ...words,
        ...words.map(stemOf),
        ...words.flatMap((word) => placeKey(word).split(' ')),
      ]);
    }
  }
  return new Map([...naming].map(([concept, words]) => [concept, [...words]]));
}

const NAMING_WORDS = namingWordsByConcept();

/**
 * The words a searched stem that names the concept begins: a stem that names it is one of them
 * or the beginning of one (saved searches find their candidates by them).
 */
export function namingWordsOf(concept: string): readonly string[] {
  return NAMING_WORDS.get(concept) ?? [];
}

/** The concept words of a post, as its stored column holds them. */
export function storedConcepts(stored: string): string[] {
  return stored === '' ? [] : stored.split(' ');
}
