import type { Language } from '@tabarru/contract/constants';

import type { TFunction } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';

/**
 * How far an item is, as its card says it in the page's language: "Under 1 km away" below a
 * kilometre, then to one decimal ("2.4 km away") below 10 km, and in whole kilometres beyond.
 */
export function distanceText(km: number, language: Language, t: TFunction): string {
  if (km < 1) return t('posts.card.distanceUnderOne');
  const distance = formatNumber(km, language, { maximumFractionDigits: km < 10 ? 1 : 0 });
  return t('posts.card.distance', { distance });
}
