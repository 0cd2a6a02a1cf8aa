import type { Locator, Page } from '@playwright/test';
import { t, type Lang } from './i18n';

/** The pages of the shell and the static screens, by their English paths (spec 000 §2). */
export const PAGES = {
  home: '/',
  about: '/about',
  privacy: '/Privacy-Policy',
  terms: '/terms',
  contact: '/contact',
  notAuthorized: '/not-authorized',
  notFound: '/no-such-page-e2e',
} as const;

/** The top navigation bar. */
export function navbar(page: Page): Locator {
  return page.getByRole('banner');
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

/** The button that switches to the other language; it is named in the language it leads to. */
export function languageButton(page: Page, lang: Lang): Locator {
  const name = t(lang, 'nav.switchLanguage');
  return navbar(page)
    .getByRole('link', { name, exact: true })
    .or(navbar(page).getByRole('button', { name, exact: true }));
}
