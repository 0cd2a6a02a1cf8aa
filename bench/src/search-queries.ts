import { ITEM_WORDS } from '@tabarru/contract/item-words';
import { PLACES } from '@tabarru/contract/places';

import { seededRandom } from '../../apps/api/test/support/seeded-random';
import { ADJECTIVES, ARABIC_THINGS, ENGLISH_THINGS } from './seed';

/** How many different searches the varied-search scenario draws from. */
export const VARIED_SEARCHES = 2000;

/**
 * The searches of the varied-search scenario: names of things from the dictionary in English,
 * Arabic and Arabizi (most of them words no seeded post holds as such), the seeded things with
 * and without an adjective, places, and a thing with a place, so that the caches of the feed
 * hold few of them and each search's parts are read and counted.
 */
export function variedSearches(count = VARIED_SEARCHES): string[] {
  // The same searches in every run.
  const random = seededRandom(20_261_130);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const dictionary = ITEM_WORDS.flatMap((entry) => [
    ...entry.en,
    ...entry.ar,
    ...(entry.arabizi ?? []),
  ]);
  const seeded = [...ENGLISH_THINGS, ...ARABIC_THINGS];
  const places = PLACES.flatMap((place) => [place.en, place.ar]);
  const makers: (() => string)[] = [
    () => pick(dictionary),
    () => pick(dictionary),
    () => pick(dictionary),
    () => pick(seeded),
    () => `${pick(ADJECTIVES)} ${pick(ENGLISH_THINGS)}`,
    () => pick(places),
    () => `${pick(dictionary)} ${pick(places)}`,
  ];
  const searches = new Set<string>();
  while (searches.size < count) searches.add(pick(makers)());
  return [...searches];
}

/**
 * A draw of an index below `count` as people's searches fall (Zipf's law): the first is asked
 * for most often, the second half as often, the hundredth a hundredth as often, so a few
 * searches are common and most are rare.
 */
export function zipfDraw(count: number, random: () => number = Math.random): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= count; rank += 1) {
    total += 1 / rank;
    cumulative.push(total);
  }
  return () => {
    const target = random() * total;
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? total) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}
