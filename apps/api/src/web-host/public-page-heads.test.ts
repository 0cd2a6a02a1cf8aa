import { existsSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { CATEGORIES, LANGUAGES, REGIONS } from '@tabarru/contract/constants';
import { PUBLIC_STATIC_PAGES } from '@tabarru/contract/web-paths';

import { translate } from '../i18n/translate';
import { staticPageHead } from './public-page-heads';

type Catalog = Record<string, unknown>;

/** The web app's catalog of a language, which the pages' own titles and names come from. */
function webCatalog(language: string): Catalog {
  const file = new URL(`../../../web/src/i18n/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalog;
}

function textAt(catalog: Catalog, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Catalog)?.[part], catalog);
}

/** Where each static page's title lives in the web app's catalogs. */
const WEB_TITLE_KEYS = {
  home: 'home.title',
  feed: 'posts.feed.title',
  events: 'events.list.title',
  about: 'about.title',
  privacy: 'privacy.title',
  terms: 'terms.title',
  contact: 'contact.title',
} as const;

describe('the texts of the heads the web host writes', () => {
  it.each(LANGUAGES)('are the web app’s own in %s: titles, categories, regions', (language) => {
    const web = webCatalog(language);
    expect(translate(language, 'pages.siteName')).toBe(textAt(web, 'app.name'));
    expect(translate(language, 'pages.pageTitle', { page: 'X' })).toBe(
      String(textAt(web, 'app.pageTitle')).replace('{{page}}', 'X'),
    );
    for (const page of PUBLIC_STATIC_PAGES) {
      expect(translate(language, `pages.${page}.title`), page).toBe(
        textAt(web, WEB_TITLE_KEYS[page]),
      );
    }
    for (const category of CATEGORIES) {
      expect(translate(language, `pages.categories.${category}`)).toBe(
        textAt(web, `posts.categories.${category}`),
      );
    }
    for (const region of REGIONS) {
      expect(translate(language, `pages.regions.${region}`)).toBe(
        (web.posts as { regions: Record<string, string> }).regions[region],
      );
    }
    expect(translate(language, 'pages.event.time', { start: 'A', end: 'B' })).toBe(
      String(textAt(web, 'events.timeRange')).replace('{{start}}', 'A').replace('{{end}}', 'B'),
    );
  });
});

describe('the head of the home page', () => {
  it.each(LANGUAGES)(
    'asks in %s for the poster of its first screen, a file of the web app',
    (language) => {
      const { photo } = staticPageHead('home', '/', language, 'https://tabarru.jo');
      expect(photo).toEqual({ url: '/media/home-hero-loop.jpg' });
      expect(existsSync(new URL(`../../../web/public${photo?.url}`, import.meta.url))).toBe(true);
      expect(staticPageHead('about', '/about', language, 'https://tabarru.jo').photo).toBe(
        undefined,
      );
    },
  );
});
