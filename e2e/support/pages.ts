import type { Locator, Page } from '@playwright/test';

import { t, type Lang } from './i18n';

/** The pages of the shell and the static screens, by their English paths. */
export const PAGES = {
  home: '/',
  about: '/about',
  privacy: '/Privacy-Policy',
  terms: '/terms',
  contact: '/contact',
  notAuthorized: '/not-authorized',
  notFound: '/no-such-page-e2e',
} as const;
export type PageName = keyof typeof PAGES;

/** Each page's name in the catalogs: its h1 and, through app.pageTitle, its document title. */
export const PAGE_TITLE_KEYS: Record<PageName, string> = {
  home: 'home.title',
  about: 'about.title',
  privacy: 'privacy.title',
  terms: 'terms.title',
  contact: 'contact.title',
  notAuthorized: 'notAuthorized.title',
  notFound: 'notFound.title',
};

/** The main links of the navigation bar, by catalog key. */
export const MAIN_LINKS = [
  { key: 'nav.home', path: '/' },
  { key: 'nav.feed', path: '/feed' },
  { key: 'nav.events', path: '/events' },
  { key: 'nav.about', path: '/about' },
] as const;

/** The top navigation bar. */
export function navbar(page: Page): Locator {
  return page.getByRole('banner');
}

/** The bell in the header: its name starts with "Notifications", then says how many are new. */
export function notificationBell(page: Page, lang: Lang): Locator {
  return navbar(page).getByRole('link', {
    name: new RegExp(`^${t(lang, 'nav.notificationCentre')}`),
  });
}

export function footer(page: Page): Locator {
  return page.getByRole('contentinfo');
}

export function main(page: Page): Locator {
  return page.getByRole('main');
}

/** The page's h1, once the app has rendered it. */
export function pageHeading(page: Page): Locator {
  return main(page).getByRole('heading', { level: 1 });
}

/**
 * The link that switches from `lang` to the other language. Its accessible name may be a longer
 * label, but it contains the visible text (WCAG 2.5.3), which is what a user looks for.
 */
export function languageButton(page: Page, lang: Lang): Locator {
  return navbar(page).getByRole('link', { name: t(lang, 'nav.switchLanguage') });
}
