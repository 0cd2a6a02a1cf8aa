import { APP_MANIFEST_PATHS } from '@tabarru/contract/app-install';
import type { Language } from '@tabarru/contract/constants';

import { directionOf } from '../lib/language';
import type { CatalogPart } from './catalog-parts';
import type en from './en.json';
import { mergeTexts, translate, type Texts, type TextValues } from './translate';

/** The catalogs' shape, taken from en.json: a key missing from it does not compile. */
export type Catalog = typeof en;

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** The dotted keys of the texts under `T`, a plural's forms named once without their suffix. */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${PluralForm}` ? Base : K}`
    : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the catalogs. */
export type CatalogKey = KeysOf<Catalog>;

/** The text of a key in the page's language, with `values` put in (see translate.ts). */
export type TFunction = (key: CatalogKey, values?: TextValues) => string;

type CatalogPartModule = () => Promise<{ default: Record<string, unknown> }>;

/** The parts the page loads by language; a map's chunk and the saving of a search bring their own (addTexts). */
type LoadedPart = Exclude<CatalogPart, 'map' | 'saveSearch'>;

/**
 * Each part of each catalog is its own chunk (see catalog-parts.ts): a visitor downloads only
 * the language they read, on the home page only the shell's texts, on the feed the feed's too.
 */
const catalogParts: Record<Language, Record<LoadedPart, CatalogPartModule>> = {
  en: {
    shell: () => import('./en.json?shell'),
    labels: () => import('./en.json?labels'),
    feed: () => import('./en.json?feed'),
    post: () => import('./en.json?post'),
    pages: () => import('./en.json?pages'),
    account: () => import('./en.json?account'),
  },
  ar: {
    shell: () => import('./ar.json?shell'),
    labels: () => import('./ar.json?labels'),
    feed: () => import('./ar.json?feed'),
    post: () => import('./ar.json?post'),
    pages: () => import('./ar.json?pages'),
    account: () => import('./ar.json?account'),
  },
};

/**
 * The parts every activated language needs: 'labels' joins once a page other than home opens,
 * 'feed' once the feed or a page other than a post's preview does, 'post' once a post's page or
 * another page does, 'pages' once a page other than home, the feed and a post's preview does.
 */
const wanted = new Set<LoadedPart>(['shell']);
const loaded = new Set<`${Language}:${LoadedPart}`>();
let current: Language | undefined;

/** The texts loaded so far, per language, the parts merged. */
const catalogs: Record<Language, Texts> = { en: {}, ar: {} };

function missingText(key: string): string {
  // A key missing from a catalog fails loudly in development and tests.
  if (import.meta.env.DEV) console.error(`i18n: no "${key}" in the ${current ?? 'unset'} catalog`);
  return key;
}

/** A translator of the page's language as it is now: a new one each time the texts change. */
function translator(): TFunction {
  const language = current;
  return (key, values) =>
    (language && translate(language, catalogs[language], key, values)) ?? missingText(key);
}

let currentT: TFunction = translator();
const listeners = new Set<() => void>();

function publish(): void {
  currentT = translator();
  for (const listener of listeners) listener();
}

/** The translator of the page's language; it changes when the language or its texts do. */
export function getTranslator(): TFunction {
  return currentT;
}

/** Calls `listener` whenever the page's language or its loaded texts change. */
export function subscribeToTexts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the page's language has a text for `key` loaded (its plural forms count). */
export function hasText(key: string): boolean {
  return (
    current !== undefined &&
    (translate(current, catalogs[current], key) ??
      translate(current, catalogs[current], key, { count: 1 })) !== undefined
  );
}

/** Starts downloading a catalog (the language button calls it on hover) without switching. */
export function preloadCatalog(language: Language): void {
  for (const part of wanted) void catalogParts[language][part]();
}

async function activate(language: Language): Promise<void> {
  const missing = [...wanted].filter((part) => !loaded.has(`${language}:${part}`));
  const parts = await Promise.all(
    missing.map(async (part) => (await catalogParts[language][part]()).default),
  );
  for (const texts of parts) mergeTexts(catalogs[language], texts as Texts);
  for (const part of missing) loaded.add(`${language}:${part}`);
  current = language;
  publish();
  // The one place that writes the document's language and direction, and the manifest that
  // names the app in that language if it is installed from this page. On the server (drawing a
  // page's first screen) the web host writes them.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  document
    .querySelector('link[rel="manifest"]')
    ?.setAttribute('href', APP_MANIFEST_PATHS[language]);
}

let pending: Promise<void> = Promise.resolve();

function enqueue(step: () => Promise<void>): Promise<void> {
  pending = pending.catch(() => undefined).then(step);
  return pending;
}

/**
 * Makes `language` the page's language once its texts are ready: loads the parts of its catalog
 * not loaded yet, switches the texts and sets <html lang dir>. Calls run in order, so the last one
 * wins.
 */
export function activateLanguage(language: Language): Promise<void> {
  return enqueue(() => activate(language));
}

/** The activation under way toward a language other than the page's, while it runs. */
let switching: { language: Language; done: Promise<void> } | undefined;

/**
 * Undefined when `language` is the page's language with its texts loaded; otherwise the one
 * promise of its activation, the same on every call until it settles, which the router awaits
 * before it shows a page in that language.
 */
export function languageReady(language: Language): Promise<void> | undefined {
  if (current === language) return undefined;
  if (switching?.language !== language) {
    const done = activateLanguage(language);
    const settled = () => {
      if (switching?.done === done) switching = undefined;
    };
    done.then(settled, settled);
    switching = { language, done };
  }
  return switching.done;
}

/**
 * Loads `parts` of the catalog in the page's language, and from then on with every language
 * activated. A page's route awaits it before the page shows.
 */
function loadTexts(parts: LoadedPart[]): Promise<void> {
  for (const part of parts) wanted.add(part);
  // Before the first activation there is no language yet: that activation loads them.
  return enqueue(async () => {
    if (current) await activate(current);
  });
}

/** Loads the texts of the feed, a post's labels among them, in the page's language (see loadTexts). */
export function loadFeedTexts(): Promise<void> {
  return loadTexts(['labels', 'feed']);
}

/** Loads the texts of a post's preview, its labels among them (see loadTexts). */
export function loadPostTexts(): Promise<void> {
  return loadTexts(['labels', 'post']);
}

/** Loads the texts of every page other than home (see loadTexts). */
export function loadPageTexts(): Promise<void> {
  return loadTexts(['labels', 'feed', 'post', 'pages']);
}

/**
 * Adds the texts a chunk brings in both languages (a map's: its catalog part 'map'), so they
 * load with the code that shows them and only then, whichever language the page is in or turns to.
 */
export function addTexts(texts: Record<Language, Record<string, unknown>>): void {
  for (const language of ['en', 'ar'] as const) {
    mergeTexts(catalogs[language], texts[language] as Texts);
  }
  publish();
}

/** Loads the texts of the account's security besides every page's (see loadTexts). */
export function loadAccountTexts(): Promise<void> {
  return loadTexts(['labels', 'feed', 'post', 'pages', 'account']);
}
