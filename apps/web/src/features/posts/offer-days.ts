import { ammanInstant, dayAfter } from '@tabarru/contract/amman-time';
import { POST_DEADLINE_DAYS_MAX, type Language } from '@tabarru/contract/constants';
import { eventToday } from '@tabarru/contract/event-time';

import { formatDate } from '../../lib/format';

/** An offer goes in Jordan: its days are those of Amman's clock, wherever the reader is. */
const OFFER_TIME_ZONE = 'Asia/Amman';

/**
 * The days an offer's deadline may be (YYYY-MM-DD), as the date control's min and max: from
 * today in Amman to POST_DEADLINE_DAYS_MAX days later, as the API allows.
 */
export function deadlineDays(now: Date): { first: string; last: string } {
  const first = eventToday(now);
  return { first, last: dayAfter(first, POST_DEADLINE_DAYS_MAX) };
}

/**
 * A day (YYYY-MM-DD on Amman's clock) in the page's language, e.g. "Friday 27 November" or
 * "الجمعة، 27 تشرين الثاني"; with its year when that is not this year in Amman.
 */
export function offerDayText(date: string, language: Language, now: Date): string {
  const thisYear = date.slice(0, 4) === eventToday(now).slice(0, 4);
  // Midday of the day in Amman: the same date whatever the offset.
  return formatDate(ammanInstant(date, '12:00'), language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(!thisYear && { year: 'numeric' }),
    timeZone: OFFER_TIME_ZONE,
  });
}

/** The day in Amman of an instant (ISO-8601), in the page's language, as offerDayText. */
export function offerInstantDayText(iso: string, language: Language, now: Date): string {
  return offerDayText(eventToday(new Date(iso)), language, now);
}
