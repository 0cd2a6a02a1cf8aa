import type { Language } from '@tabarru/contract/constants';

const ARABIC_PREFIX = /^\/ar(?=\/|$)/i;

/** The page's language is decided by the /ar prefix alone. */
export function languageFromPath(pathname: string): Language {
  return ARABIC_PREFIX.test(pathname) ? 'ar' : 'en';
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export function otherLanguage(language: Language): Language {
  return language === 'ar' ? 'en' : 'ar';
}

/** The path without its language prefix: '/ar/about' → '/about', '/ar' → '/'. */
export function stripLanguagePrefix(pathname: string): string {
  return pathname.replace(ARABIC_PREFIX, '') || '/';
}

/** The same page in the given language: '/about' → '/ar/about', '/' → '/ar'. */
export function localizePath(path: string, language: Language): string {
  const bare = stripLanguagePrefix(path);
  if (language === 'en') return bare;
  return bare === '/' ? '/ar' : `/ar${bare}`;
}

/** Where the language button leads: the current page (query and hash kept) in the other language. */
export function toggleLanguagePath(pathname: string, search = '', hash = ''): string {
  return `${localizePath(pathname, otherLanguage(languageFromPath(pathname)))}${search}${hash}`;
}
