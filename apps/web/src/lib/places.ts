import type { ComponentType, Ref } from 'react';

import type { Language, Region } from '@tabarru/contract/constants';
import type { Point } from '@tabarru/contract/geo';
import type { PlaceReply } from '@tabarru/contract/place-schemas';

/**
 * Where things are: the place picker and the "Use my location" button (features/places), which
 * the app layer hands the pages that use them (the feed, the give form, the profile), since
 * features do not import each other. Only types and a few helpers here: the list of Jordan's
 * places loads with the picker's first use, never with a page.
 */

/** A place as the picker hands it over: its id, its names and its governorate. */
export interface PlaceChoice extends PlaceReply {
  region: Region;
}

export interface PlacePickerProps {
  /** the input's id */
  id: string;
  label: string;
  /** the label for screen readers only, where the layout says what the field is */
  labelHidden?: boolean;
  /** the chosen place's id; null for none */
  value: string | null;
  /** the chosen place's names when a reply gave them, shown before the list of places loads */
  named?: PlaceReply | null;
  onChange: (place: PlaceChoice | null) => void;
  placeholder?: string;
  /** an error of the field, already in the page's language */
  error?: string;
  /** classes of the outer box (its width) */
  className?: string;
  /** a form's field (the default), or a rounded chip among the feed's filters */
  look?: 'field' | 'chip';
  /** focused as it shows, having been asked for (the feed's Near) */
  autoFocus?: boolean;
  /** the text field, for a form that focuses its first invalid field */
  inputRef?: Ref<HTMLInputElement>;
}

export interface LocateButtonProps {
  label: string;
  /** the position, rounded to 6 decimals (about 10 cm), once the browser gave one in Jordan */
  onLocate: (point: Point) => void;
  className?: string;
}

/**
 * The place picker and the location button, as the app layer hands them to a page: each loads
 * when first shown, so a page shows them inside Suspense.
 */
export interface PlaceControls {
  Picker: ComponentType<PlacePickerProps>;
  LocateButton: ComponentType<LocateButtonProps>;
  /** starts loading both, and the list of places, ahead of showing them */
  preload: () => void;
}

/** A place's name in the page's language. */
export function placeNameIn(place: PlaceReply, language: Language): string {
  return language === 'ar' ? place.name_ar : place.name_en;
}

/** A point as the API reads it: 'lat,lng'. */
export function pointText(point: Point): string {
  return `${point.lat},${point.lng}`;
}

/** A coordinate to 6 decimals, the most the API takes (about 10 cm). */
export function roundCoordinate(degrees: number): number {
  return Math.round(degrees * 1e6) / 1e6;
}
