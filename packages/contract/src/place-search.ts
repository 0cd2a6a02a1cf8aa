import { canonicalRegion } from './canonical-names';
import type { Region } from './constants';
import { distanceKm, type Point } from './geo';
import { splitLocation } from './location';
import { PLACES, type Place, type PlaceKind } from './places';

const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
const APOSTROPHES = /['\u2018\u2019\u02bb\u02bc\u0060\u00b4]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
const LATIN_ARTICLE = /(^| )[ae]l (?=\S)/g;
/** 'As-Salt', 'Ar-Ramtha', 'Ash-Shobak': the article written as the letter it runs into. */
const ASSIMILATED_ARTICLE = /(^| )[ae](th|dh|sh|[tdrzsn]) (?=\2)/g;
/** «ال» at the start of a word that is more than the article. */
const ARABIC_ARTICLE = /(^| )ال(?=\S\S)/g;

/**
 * A name as compared: width and case, accents, Arabic diacritics and tatweel, the forms of alef,
 * ta marbuta and alef maqsura, apostrophes, punctuation and spacing set aside, and the article
 * dropped from the start of each word («ال», 'al-', 'el ', 'as-' before an s…), since people
 * write "Shmeisani" and «شميساني» as often as "Al-Shmeisani" and «الشميساني».
 */
export function placeKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(LATIN_ACCENTS, '')
    .normalize('NFC')
    .replace(ARABIC_MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/[ىی]/g, 'ي')
    .replace(/ک/g, 'ك')
    .replace(APOSTROPHES, '')
    .replace(SEPARATORS, ' ')
    .trim()
    .replace(LATIN_ARTICLE, '$1')
    .replace(ASSIMILATED_ARTICLE, '$1')
    .replace(ARABIC_ARTICLE, '$1');
}

function namesOf(place: Place): string[] {
  return [place.en, place.ar, ...place.aliases];
}

function keysOf(place: Place): Set<string> {
  return new Set(namesOf(place).map(placeKey));
}

function isWithin(place: Place, ancestor: Place): boolean {
  for (let at: Place | undefined = place; at !== undefined; at = placeById(at.parent)) {
    if (at.parent === ancestor.id) return true;
  }
  return false;
}

/**
 * Two places may share a name when they are in different governorates (there is an Al-Mazar in
 * Irbid and another in Karak) or when one contains the other (an area named after its main
 * neighbourhood); anywhere else a shared name is a mistake in the list, refused at load.
 */
function mayShareName(a: Place, b: Place): boolean {
  return a.region !== b.region || isWithin(a, b) || isWithin(b, a);
}

function indexById(places: readonly Place[]): ReadonlyMap<string, Place> {
  const byId = new Map<string, Place>();
  for (const place of places) {
    if (byId.has(place.id)) throw new Error(`two places have the id ${place.id}`);
    byId.set(place.id, place);
  }
  return byId;
}

const PLACE_BY_ID = indexById(PLACES);

function indexByKey(places: readonly Place[]): ReadonlyMap<string, readonly Place[]> {
  const byKey = new Map<string, Place[]>();
  for (const place of places) {
    for (const key of keysOf(place)) {
      const named = byKey.get(key) ?? [];
      for (const other of named) {
        if (!mayShareName(place, other)) {
          throw new Error(`"${key}" would name both ${other.id} and ${place.id}`);
        }
      }
      byKey.set(key, [...named, place]);
    }
  }
  return byKey;
}

const PLACES_BY_KEY = indexByKey(PLACES);

interface SearchEntry {
  /** A name's key, or the part of it from one of its later words on. */
  key: string;
  place: Place;
  /** Whether `key` is the whole name, not a part from a later word. */
  whole: boolean;
}

function searchEntriesOf(places: readonly Place[]): readonly SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const place of places) {
    for (const key of keysOf(place)) {
      const words = key.split(' ');
      words.forEach((_, at) => {
        entries.push({ key: words.slice(at).join(' '), place, whole: at === 0 });
      });
    }
  }
  return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Every name's key and each of its word suffixes, sorted, so a prefix is a contiguous run. */
const SEARCH_ENTRIES = searchEntriesOf(PLACES);

/** The index of the first entry whose key is not below `key`. */
function firstAtOrAfter(key: string): number {
  let low = 0;
  let high = SEARCH_ENTRIES.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((SEARCH_ENTRIES[middle]?.key ?? key) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

const KIND_ORDER: Record<PlaceKind, number> = {
  governorate: 0,
  town: 1,
  area: 2,
  neighbourhood: 3,
};

const ARABIC_LETTER = /[\u0600-\u06ff]/;
const COLLATORS = { en: new Intl.Collator('en'), ar: new Intl.Collator('ar') };

/** Each place's names as sorted: without the article, as a dictionary sorts them. */
const SORT_KEYS: ReadonlyMap<Place, { en: string; ar: string }> = new Map(
  PLACES.map((place) => [place, { en: placeKey(place.en), ar: placeKey(place.ar) }]),
);

function byName(language: 'en' | 'ar'): (a: Place, b: Place) => number {
  const collator = COLLATORS[language];
  return (a, b) =>
    collator.compare(SORT_KEYS.get(a)?.[language] ?? '', SORT_KEYS.get(b)?.[language] ?? '') ||
    collator.compare(a[language], b[language]);
}

/** «ال» as the whole of a query's last word, or with one letter after it. */
const ARTICLE_BEGUN = /(^| )ال(?=\S?$)/;

/**
 * A query's key, without an article its last word has only begun: «الج» is on its way to
 * «الجبيهة», whose key is «جبيهه».
 */
function queryKey(query: string): string {
  return placeKey(query).replace(ARTICLE_BEGUN, '$1').trim();
}

export interface FindPlacesOptions {
  limit?: number;
}

/**
 * The places a typed name may mean: those with a name or alias, in either language, whose key
 * starts with the query's, at its first word or a later one ('Hussein' finds Jabal Al-Hussein).
 * A match from the start of a name ranks first, then governorates and towns before areas and
 * neighbourhoods, then by name in the query's script, its article set aside.
 */
export function findPlaces(query: string, { limit = 8 }: FindPlacesOptions = {}): Place[] {
  const key = queryKey(query);
  if (key === '' || limit <= 0) return [];
  const fromStart = new Map<Place, boolean>();
  for (let at = firstAtOrAfter(key); ; at += 1) {
    const entry = SEARCH_ENTRIES[at];
    if (entry === undefined || !entry.key.startsWith(key)) break;
    fromStart.set(entry.place, (fromStart.get(entry.place) ?? false) || entry.whole);
  }
  const alphabetical = byName(ARABIC_LETTER.test(query) ? 'ar' : 'en');
  return [...fromStart]
    .sort(
      ([a, aFromStart], [b, bFromStart]) =>
        Number(bFromStart) - Number(aFromStart) ||
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        alphabetical(a, b),
    )
    .slice(0, limit)
    .map(([place]) => place);
}

export function placeById(id: string | undefined): Place | undefined {
  return id === undefined ? undefined : PLACE_BY_ID.get(id);
}

/**
 * The place whose centre is nearest `point`, by the distance every search measures (the first
 * listed of places equally near): what a search from a browser's position is saved as, since a
 * saved search keeps one of the places, never a member's own point.
 */
export function nearestPlace(point: Point): Place {
  let nearest: Place | undefined;
  let nearestKm = Infinity;
  for (const place of PLACES) {
    const km = distanceKm(point, place);
    if (km < nearestKm) {
      nearest = place;
      nearestKm = km;
    }
  }
  if (nearest === undefined) throw new Error('the list of places is empty');
  return nearest;
}

const GOVERNORATE_BY_REGION: ReadonlyMap<Region, Place> = new Map(
  PLACES.filter((place) => place.kind === 'governorate').map((place) => [place.region, place]),
);

/** The region a text names: as the app's regions are named, or by a governorate's name. */
function regionNamed(text: string): Region | undefined {
  return (
    canonicalRegion(text) ??
    PLACES_BY_KEY.get(placeKey(text))?.find((place) => place.kind === 'governorate')?.region
  );
}

/** Of places sharing a name, the most specific, then the first listed. */
function mostSpecific(places: readonly Place[]): Place | undefined {
  return [...places].sort((a, b) => KIND_ORDER[b.kind] - KIND_ORDER[a.kind])[0];
}

/**
 * The place a name stands for within `region`, else that region's governorate: a region, once
 * known, bounds the answer so that a place never contradicts the region a post is filed under.
 * Without a region, the most specific place of that name, then the first listed.
 */
function placeOfName(name: string, region: Region | undefined): Place | undefined {
  const named = PLACES_BY_KEY.get(placeKey(name)) ?? [];
  if (region === undefined) return mostSpecific(named);
  return (
    mostSpecific(named.filter((place) => place.region === region)) ??
    GOVERNORATE_BY_REGION.get(region)
  );
}

/**
 * The place a text names exactly, by any name or alias in either language, for reading what an
 * older client wrote: a bare name ('Khalda'), or 'Region - area' ('Amman - Khalda'), whose
 * region, like `region`, bounds the answer: 'Amman - Khalda' is Khalda, 'Amman - somewhere
 * unknown' is Amman, and so is 'somewhere unknown' with the region Amman. A name in several
 * governorates (Al-Mazar) is taken in the region when one is given. Undefined when nothing is
 * recognised.
 */
export function placeNamed(text: string, region?: Region): Place | undefined {
  if (PLACES_BY_KEY.has(placeKey(text))) return placeOfName(text, region);
  const parts = splitLocation(text);
  const bound = regionNamed(parts.region) ?? region;
  if (parts.area === '') return bound === undefined ? undefined : placeOfName(text, bound);
  return placeOfName(parts.area, bound);
}
