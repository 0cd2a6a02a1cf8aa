import { LANGUAGE_CHOICE_COOKIE, type Language } from '@tabarru/contract/constants';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers the language picked with the language button for a year: the web host reads it
 * when / is opened again, and opens that language rather than the browser's (decisions.md).
 */
export function rememberLanguageChoice(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_CHOICE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
