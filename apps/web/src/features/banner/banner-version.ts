import type { Banner } from '@tabarru/contract/banners';
import type { Language } from '@tabarru/contract/constants';

import { otherLanguage } from '../../lib/language';

export interface BannerVersion {
  html: string;
  /** the language it is written in, which differs from the page's when it stands in */
  language: Language;
}

/**
 * What a page shows of a banner: the version in the page's language, or the other one when the
 * administrator left that one empty.
 */
export function bannerVersion(
  banner: Pick<Banner, 'content' | 'content_en' | 'content_ar'>,
  language: Language,
): BannerVersion {
  const versions: Record<Language, string | null> = {
    en: banner.content_en,
    ar: banner.content_ar,
  };
  const own = versions[language];
  if (own !== null) return { html: own, language };
  const other = otherLanguage(language);
  return { html: versions[other] ?? banner.content, language: other };
}
