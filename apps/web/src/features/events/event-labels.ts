import type { Language } from '@tabarru/contract/constants';

import { formatDate } from '../../lib/format';

/**
 * An event's day in the page's language, e.g. "Saturday, 5 December 2026" or
 * "السبت، 5 كانون الأول 2026". The stored day is a calendar day, so it is read as UTC and shown
 * as UTC: no time zone can move it to the day before.
 */
export function formatEventDate(
  day: string,
  language: Language,
  style: 'long' | 'short' = 'long',
): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
      : { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };
  return formatDate(`${day}T00:00:00Z`, language, options);
}

/** A stored HH:MM in the page's language on a 12-hour clock, e.g. "2:30 pm" or "2:30 م". */
export function formatEventTime(time: string, language: Language): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return formatDate(Date.UTC(2000, 0, 1, hours, minutes), language, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone: 'UTC',
  });
}
