import { isCategory } from '@tabarru/contract/constants';

import type { TFunction } from '../../i18n/i18n';

/** A category in the page's language; one the list does not know is shown as stored. */
export function categoryName(category: string, t: TFunction): string {
  return isCategory(category) ? t(`posts.categories.${category}`) : category;
}
