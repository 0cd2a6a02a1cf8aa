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

/**
 * Items are given and collected in Jordan: their days and times are those of Amman's clock,
 * wherever the reader is.
 */
export const AMMAN_TIME_ZONE = 'Asia/Amman';

/**
 * A date as Amman's clock shows it unless `options` name another zone: the page the server
 * renders first and the browser that takes it over then write the same day (a post made at
 * 22:30 UTC is already the next day in Amman).
 */
export function formatDate(
  value: Date | string | number,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: AMMAN_TIME_ZONE,
    ...options,
  }).format(new Date(value));
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const DAYS_IN_MONTH = 30.44;
const DAYS_IN_YEAR = 365.25;

/** The largest whole unit that fits a span, so a card says "3 hours ago", not "180 minutes ago". */
function largestUnit(ms: number): [number, Intl.RelativeTimeFormatUnit] {
  const days = ms / DAY_MS;
  if (ms < HOUR_MS) return [Math.floor(ms / MINUTE_MS), 'minute'];
  if (ms < DAY_MS) return [Math.floor(ms / HOUR_MS), 'hour'];
  if (days < 7) return [Math.floor(days), 'day'];
  if (days < 30) return [Math.floor(days / 7), 'week'];
  if (days < DAYS_IN_YEAR) return [Math.max(1, Math.floor(days / DAYS_IN_MONTH)), 'month'];
  return [Math.floor(days / DAYS_IN_YEAR), 'year'];
}

/**
 * How long before `now` a moment was, in the page's language: "now" under a minute (a clock
 * a little ahead of the server's counts as now too), then minutes, hours, days, weeks, months
 * or years ago. Always a number ("1 day ago", not "yesterday"): a day ago need not be the
 * calendar day before.
 */
export function timeAgo(iso: string, now: Date, language: Language): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (elapsed < MINUTE_MS) {
    return new Intl.RelativeTimeFormat(LOCALES[language], { numeric: 'auto' }).format(0, 'second');
  }
  const [count, unit] = largestUnit(elapsed);
  return new Intl.RelativeTimeFormat(LOCALES[language], { numeric: 'always' }).format(-count, unit);
}

/** The first letter of a name, as an avatar shows it (a whole letter, even outside the BMP). */
export function initialOf(name: string): string {
  return (Array.from(name.trim())[0] ?? '?').toLocaleUpperCase();
}

/**
 * A member's own words (a name) inside a plain text such as a dialog's title or a toast:
 * isolated (U+2068 … U+2069), so a Latin name on an Arabic page, or the other way round, keeps
 * its own direction and leaves the sentence's alone. Markup uses <bdi> instead.
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
