import { describe, expect, it } from 'vitest';

import {
  directionOf,
  languageFromPath,
  localizePath,
  otherLanguage,
  stripLanguagePrefix,
  toggleLanguagePath,
} from './language';

describe('language from the path', () => {
  it.each([
    ['/', 'en'],
    ['/about', 'en'],
    ['/arabic-books', 'en'],
    ['/ar', 'ar'],
    ['/ar/', 'ar'],
    ['/ar/about', 'ar'],
    ['/AR/about', 'ar'],
  ] as const)('%s is %s', (path, language) => {
    expect(languageFromPath(path)).toBe(language);
  });

  it('gives the direction and the other language', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(otherLanguage('ar')).toBe('en');
    expect(otherLanguage('en')).toBe('ar');
  });

  it('strips only a real prefix', () => {
    expect(stripLanguagePrefix('/ar/posts/3')).toBe('/posts/3');
    expect(stripLanguagePrefix('/ar')).toBe('/');
    expect(stripLanguagePrefix('/arabic')).toBe('/arabic');
  });

  it('localises a path for either language', () => {
    expect(localizePath('/about', 'ar')).toBe('/ar/about');
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(localizePath('/ar/about', 'en')).toBe('/about');
    expect(localizePath('/ar/about', 'ar')).toBe('/ar/about');
  });
});

describe('the language button target', () => {
  it.each([
    ['/about', '/ar/about'],
    ['/ar/about', '/about'],
    ['/', '/ar'],
    ['/ar', '/'],
    ['/home', '/ar/home'],
    ['/Privacy-Policy', '/ar/Privacy-Policy'],
    ['/ar/privacy-policy', '/privacy-policy'],
  ])('%s → %s', (from, to) => {
    expect(toggleLanguagePath(from)).toBe(to);
  });

  it('keeps the query string and the hash', () => {
    expect(toggleLanguagePath('/feed', '?category=Books', '#top')).toBe(
      '/ar/feed?category=Books#top',
    );
  });
});
