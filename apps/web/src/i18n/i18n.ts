import i18next, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';

import type { Language } from '@tabarru/contract/constants';

import { directionOf } from '../lib/language';
import type en from './en.json';

/** The catalogs' shape, taken from en.json: a key missing from it does not compile. */
export type Catalog = typeof en;

/** A key of the catalogs. */
export type CatalogKey = ParseKeys;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
    returnNull: false;
  }
}

/** Each catalog is its own chunk: a visitor downloads only the language they read. */
const catalogs: Record<Language, () => Promise<{ default: Catalog }>> = {
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
};

/** Starts downloading a catalog (the language button calls it on hover) without switching. */
export function preloadCatalog(language: Language): void {
  void catalogs[language]();
}

async function activate(language: Language): Promise<void> {
  // Before init, i18next has no resource store to ask.
  const catalog =
    i18next.isInitialized && i18next.hasResourceBundle(language, 'translation')
      ? undefined
      : (await catalogs[language]()).default;
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      resources: catalog ? { [language]: { translation: catalog } } : {},
      // React escapes text itself.
      interpolation: { escapeValue: false },
      returnNull: false,
      // A key missing from a catalog fails loudly in development and tests.
      saveMissing: import.meta.env.DEV,
      missingKeyHandler: (languages, _namespace, key) => {
        console.error(`i18n: no "${key}" in the ${languages.join(', ')} catalog`);
      },
    });
  } else {
    if (catalog) i18next.addResourceBundle(language, 'translation', catalog);
    if (i18next.language !== language) await i18next.changeLanguage(language);
  }
  // The one place that writes the document's language and direction.
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

let pending: Promise<void> = Promise.resolve();

/**
 * Makes `language` the page's language once its catalog is ready: loads the catalog the first
 * time, switches i18next and sets <html lang dir>. Calls run in order, so the last one wins.
 */
export function activateLanguage(language: Language): Promise<void> {
  pending = pending.catch(() => undefined).then(() => activate(language));
  return pending;
}
