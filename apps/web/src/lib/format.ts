import type { Language } from '@tabarru/contract/constants';

/**
 * The Intl locale of each page language. English writes dates day first, as Jordan does.
 * Arabic follows Jordan (Levantine month names such as تشرين الثاني) with Western digits, as
 * Jordanian sites and phone numbers do.
 */
export const LOCALES: Record<Language, string> = {
  en: 'en-GB',
  ar: 'ar-JO-u-nu-latn',
};

export function formatNumber(
  value: number,
  language: Language,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(LOCALES[language], options).format(value);
}

export function formatDate(
  value: Date | string | number,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return new Intl.DateTimeFormat(LOCALES[language], options).format(new Date(value));
}
