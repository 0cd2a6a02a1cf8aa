import { describe, expect, it } from 'vitest';

import {
  chosenLanguage,
  isCrawler,
  opensInArabic,
  preferredLanguage,
} from './first-visit-language';

const PHONE_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';

describe('preferredLanguage', () => {
  it.each([
    ['ar-JO,ar;q=0.9,en-US;q=0.8,en;q=0.7', 'ar'],
    ['ar', 'ar'],
    ['en-US,en;q=0.9,ar;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,ar;q=0.5', 'ar'],
    ['fr-FR,fr;q=0.9,ar;q=0.5,en;q=0.6', 'en'],
    ['en;q=0.5, ar;q=0.5', 'en'],
    ['ar;q=0.5, en;q=0.5', 'ar'],
    ['ar, *', 'ar'],
    ['*', 'en'],
    ['ar;q=0, en;q=0.1', 'en'],
  ])('%s prefers %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });

  it('names neither for other languages or no header', () => {
    expect(preferredLanguage('fr-FR,fr;q=0.9')).toBeUndefined();
    expect(preferredLanguage('')).toBeUndefined();
    expect(preferredLanguage(undefined)).toBeUndefined();
    expect(preferredLanguage('ar;q=abc')).toBeUndefined();
  });
});

describe('chosenLanguage', () => {
  it('reads the language cookie among others, and nothing else', () => {
    expect(chosenLanguage('a=1; tabarru_lang=ar; b=2')).toBe('ar');
    expect(chosenLanguage('tabarru_lang=en')).toBe('en');
    expect(chosenLanguage('tabarru_lang=fr')).toBeUndefined();
    expect(chosenLanguage('my_tabarru_lang=ar')).toBeUndefined();
    expect(chosenLanguage(undefined)).toBeUndefined();
  });

  it('reads the __Host- cookie first, then the plain one', () => {
    expect(chosenLanguage('__Host-tabarru_lang=ar')).toBe('ar');
    expect(chosenLanguage('tabarru_lang=en; __Host-tabarru_lang=ar')).toBe('ar');
    expect(chosenLanguage('__Host-tabarru_lang=en; tabarru_lang=ar')).toBe('en');
    expect(chosenLanguage('__Host-tabarru_lang=fr; tabarru_lang=ar')).toBe('ar');
    expect(chosenLanguage('__Secure-tabarru_lang=ar')).toBeUndefined();
  });
});

describe('opensInArabic', () => {
  it('follows the choice, else the browser, and never for crawlers', () => {
    expect(opensInArabic({ acceptLanguage: 'ar-JO', userAgent: PHONE_BROWSER })).toBe(true);
    expect(opensInArabic({ acceptLanguage: 'en-GB', userAgent: PHONE_BROWSER })).toBe(false);
    expect(
      opensInArabic({
        acceptLanguage: 'ar-JO',
        cookie: 'tabarru_lang=en',
        userAgent: PHONE_BROWSER,
      }),
    ).toBe(false);
    expect(
      opensInArabic({
        acceptLanguage: 'en-GB',
        cookie: 'tabarru_lang=ar',
        userAgent: PHONE_BROWSER,
      }),
    ).toBe(true);
    expect(
      opensInArabic({
        acceptLanguage: 'en-GB',
        cookie: '__Host-tabarru_lang=ar',
        userAgent: PHONE_BROWSER,
      }),
    ).toBe(true);
    expect(opensInArabic({ acceptLanguage: 'ar', userAgent: 'Googlebot/2.1' })).toBe(false);
    expect(opensInArabic({ acceptLanguage: 'ar' })).toBe(false);
  });

  it('knows the common crawlers and link-preview fetchers', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1',
      'WhatsApp/2.23.20.0',
      'TelegramBot (like TwitterBot)',
      'Twitterbot/1.0',
      'Mozilla/5.0 (compatible; YandexBot/3.0)',
    ]) {
      expect(isCrawler(agent), agent).toBe(true);
    }
    expect(isCrawler(PHONE_BROWSER)).toBe(false);
  });
});
