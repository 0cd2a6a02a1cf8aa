import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import type { Language } from '@tabarru/contract/constants';

import type en from './en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    returnNull: false;
  }
}

/** Each catalog is its own chunk: a visitor downloads only the language they read. */
const catalogs: Record<Language, () => Promise<{ default: typeof en }>> = {
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
};

export async function initI18n(language: Language): Promise<i18n> {
  const { default: resources } = await catalogs[language]();
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: resources } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

/** Loads the catalog when first needed, then switches. */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    const { default: resources } = await catalogs[language]();
    instance.addResourceBundle(language, 'translation', resources);
  }
  await instance.changeLanguage(language);
}
