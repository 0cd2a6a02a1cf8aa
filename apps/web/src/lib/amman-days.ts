import { ammanInstant, dayAfter } from '@tabarru/contract/amman-time';
import type { Language } from '@tabarru/contract/constants';
import { eventToday } from '@tabarru/contract/event-time';

import { AMMAN_TIME_ZONE, formatDate } from './format';

export { AMMAN_TIME_ZONE };

/**
 * The days from today in Amman to `daysAhead` days later (YYYY-MM-DD), as a date control's min
 * and max.
 */
export function daysFromToday(now: Date, daysAhead: number): { first: string; last: string } {
  const first = eventToday(now);
  return { first, last: dayAfter(first, daysAhead) };
}

/**
 * A day (YYYY-MM-DD on Amman's clock) in the page's language, e.g. "Friday 27 November" or
 * "الجمعة، 27 تشرين الثاني"; with its year when that is not this year in Amman.
 */
export function ammanDayText(date: string, language: Language, now: Date): string {
  const thisYear = date.slice(0, 4) === eventToday(now).slice(0, 4);
  // Midday of the day in Amman: the same date whatever the offset.
  return formatDate(ammanInstant(date, '12:00'), language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(!thisYear && { year: 'numeric' }),
    timeZone: AMMAN_TIME_ZONE,
  });
}

/** The day in Amman of an instant (ISO-8601), in the page's language, as ammanDayText. */
export function ammanInstantDayText(iso: string, language: Language, now: Date): string {
  return ammanDayText(eventToday(new Date(iso)), language, now);
}
