import type { Language } from '@tabarru/contract/constants';
import { HOME_HERO_POSTER } from '@tabarru/contract/home-hero';
import { pathInLanguage, type PublicStaticPage } from '@tabarru/contract/web-paths';

import { translate } from '../i18n/translate';
import type { PageSummary } from '../modules/previews/service';
import type { PageHead } from './page-head';

/** Where a page is, in its language and in both, at `webUrl`. */
function addresses(webUrl: string, path: string, language: Language) {
  return {
    url: `${webUrl}${pathInLanguage(path, language)}`,
    alternates: {
      en: `${webUrl}${pathInLanguage(path, 'en')}`,
      ar: `${webUrl}${pathInLanguage(path, 'ar')}`,
    },
  };
}

const documentTitle = (language: Language, page: string) =>
  translate(language, 'pages.pageTitle', { page });

/** The head of a public page without parameters (home, the feed, about…), in its language. */
export function staticPageHead(
  page: PublicStaticPage,
  path: string,
  language: Language,
  webUrl: string,
): PageHead {
  const title = documentTitle(language, translate(language, `pages.${page}.title`));
  return {
    language,
    title,
    description: translate(language, `pages.${page}.description`),
    ...addresses(webUrl, path, language),
    siteName: translate(language, 'pages.siteName'),
    shareTitle: title,
    kind: 'website',
    // The home page's largest paint is the poster of the loop behind its first screen.
    ...(page === 'home' && { photo: { url: HOME_HERO_POSTER } }),
  };
}

/** The head of a post's or an event's page, from what the database says of it. */
export function summaryPageHead(
  summary: PageSummary,
  path: string,
  language: Language,
  webUrl: string,
): PageHead {
  return {
    language,
    title: documentTitle(language, summary.title),
    description: summary.description,
    ...addresses(webUrl, path, language),
    siteName: translate(language, 'pages.siteName'),
    shareTitle: summary.title,
    kind: 'article',
    image: summary.image,
    postPreview: summary.postPreview,
  };
}
