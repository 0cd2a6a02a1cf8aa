import type { TFunction } from 'i18next';

import { CATEGORIES, type Category } from '@tabarru/contract/constants';

import { isKnownRegion, locationParts } from './feed-filters';

/** A stored location with its region named in the page's language: 'عمّان - عبدون'. */
export function displayLocation(location: string, t: TFunction): string {
  const { region, area } = locationParts(location);
  const regionName = isKnownRegion(region) ? t(`posts.regions.${region}`) : region;
  return area ? `${regionName} - ${area}` : regionName;
}

const isCategory = (value: string): value is Category =>
  (CATEGORIES as readonly string[]).includes(value);

/** A category in the page's language; one the list does not know is shown as stored. */
export function categoryName(category: string, t: TFunction): string {
  return isCategory(category) ? t(`posts.categories.${category}`) : category;
}
