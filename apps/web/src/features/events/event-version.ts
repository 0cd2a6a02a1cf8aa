import type { Language } from '@tabarru/contract/constants';
import type { Event } from '@tabarru/contract/events';

import { directionOf, otherLanguage } from '../../lib/language';

export interface EventVersion {
  title: string;
  description: string;
  /** the language it is written in, which differs from the page's when it stands in */
  language: Language;
}

type EventTexts = Pick<
  Event,
  'title' | 'description' | 'title_en' | 'description_en' | 'title_ar' | 'description_ar'
>;

/**
 * What a page shows of an event: the title and description in the page's language, or the
 * other language's when the administrator wrote only that one (as the banner does).
 */
export function eventVersion(event: EventTexts, language: Language): EventVersion {
  const versions: Record<Language, { title: string | null; description: string | null }> = {
    en: { title: event.title_en, description: event.description_en },
    ar: { title: event.title_ar, description: event.description_ar },
  };
  const own = versions[language];
  if (own.title !== null) return { title: own.title, description: own.description ?? '', language };
  const other = otherLanguage(language);
  const stand = versions[other];
  return {
    title: stand.title ?? event.title,
    description: stand.description ?? event.description,
    language: other,
  };
}

/**
 * The attributes of an element showing an event's words: their own direction on a page of
 * their language (an administrator may still mix scripts), and the other language's `lang`
 * and direction when they stand in for a version left empty.
 */
export function versionAttributes(
  version: EventVersion,
  pageLanguage: Language,
): { lang?: Language; dir: 'auto' | 'ltr' | 'rtl' } {
  if (version.language === pageLanguage) return { dir: 'auto' };
  return { lang: version.language, dir: directionOf(version.language) };
}
