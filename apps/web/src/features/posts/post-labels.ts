import type { TFunction } from 'i18next';

import { isCategory, isRegion } from '@tabarru/contract/constants';
import { splitLocation } from '@tabarru/contract/location';

/** A stored location with its region named in the page's language: 'عمّان - عبدون'. */
export function displayLocation(location: string, t: TFunction): string {
  const { region, area } = splitLocation(location);
  const regionName = isRegion(region) ? t(`posts.regions.${region}`) : region;
  return area ? `${regionName} - ${area}` : regionName;
}

/** A category in the page's language; one the list does not know is shown as stored. */
export function categoryName(category: string, t: TFunction): string {
  return isCategory(category) ? t(`posts.categories.${category}`) : category;
}
