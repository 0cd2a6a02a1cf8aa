import type { Language } from '@tabarru/contract/constants';
import { findPlaces, placeById } from '@tabarru/contract/place-search';
import type { Place } from '@tabarru/contract/places';

import type { PlaceChoice } from '../../lib/places';

/**
 * Jordan's places (about 150, in both languages) and their search: their own chunk, loaded by
 * use-place-data.ts when a picker is first focused or must name a place, never with a page.
 */

/** The places a typed name may mean, in either language (see findPlaces). */
export function placesMatching(query: string): Place[] {
  return findPlaces(query);
}

export function placeOfId(id: string): Place | undefined {
  return placeById(id);
}

/** What a picker hands over of a place. */
export function choiceOf(place: Place): PlaceChoice {
  return { id: place.id, name_en: place.en, name_ar: place.ar, region: place.region };
}

/** The governorate a place is in, or undefined for a governorate itself. */
function governorateOf(place: Place): Place | undefined {
  if (place.kind === 'governorate') return undefined;
  let at: Place | undefined = place;
  while (at?.parent !== undefined) at = placeById(at.parent);
  return at !== undefined && at !== place && at.kind === 'governorate' ? at : undefined;
}

/**
 * A place as an option reads, in the page's language: its name with its governorate
 * ("Khalda, Amman", «خلدا، عمّان»), a governorate alone.
 */
export function placeLabel(place: Place, language: Language): string {
  const governorate = governorateOf(place);
  if (governorate === undefined) return place[language];
  return `${place[language]}${language === 'ar' ? '، ' : ', '}${governorate[language]}`;
}
