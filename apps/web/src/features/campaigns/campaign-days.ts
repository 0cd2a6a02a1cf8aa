import type { Language } from '@tabarru/contract/constants';

import { LOCALES } from '../../lib/format';

/** The Hijri calendar as Jordan's calendars print it beside the Gregorian one. */
const HIJRI_LOCALES: Record<Language, string> = {
  en: 'en-GB-u-ca-islamic-umalqura',
  ar: 'ar-JO-u-ca-islamic-umalqura-nu-latn',
};

/** A calendar day (YYYY-MM-DD) as an instant inside it whatever the reader's time zone. */
const noonOf = (day: string) => Date.parse(`${day}T12:00:00Z`);

function dayRange(locale: string, startsOn: string, endsOn: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return startsOn === endsOn
    ? format.format(noonOf(startsOn))
    : format.formatRange(noonOf(startsOn), noonOf(endsOn));
}

/**
 * A campaign's days in the page's language, in the Gregorian calendar ("1 December 2026 –
 * 28 February 2027") and in the Hijri one ("21 Jumada II – 21 Ramadan 1448 AH"), which is how
 * people in Jordan count Ramadan and the Eids.
 */
export function campaignDays(
  startsOn: string,
  endsOn: string,
  language: Language,
): { gregorian: string; hijri: string } {
  return {
    gregorian: dayRange(LOCALES[language], startsOn, endsOn),
    hijri: dayRange(HIJRI_LOCALES[language], startsOn, endsOn),
  };
}
