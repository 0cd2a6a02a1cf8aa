import { ammanInstant } from '@tabarru/contract/amman-time';
import type { Language } from '@tabarru/contract/constants';
import { eventToday } from '@tabarru/contract/event-time';

import { formatDate } from '../../lib/format';

/** Items are collected in Jordan: every time is shown on Amman's clock, wherever the reader is. */
export const PICKUP_TIME_ZONE = 'Asia/Amman';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A time to collect as the API sends it: two ISO instants. */
export interface PickupSpan {
  starts_at: string;
  ends_at: string;
}

/** A time to collect in words: its day and its from-to, in the page's language. */
export interface PickupSpanText {
  day: string;
  start: string;
  end: string;
}

/**
 * A time to collect on Amman's clock in the page's language, e.g. "Saturday 5 December",
 * "5:00 pm", "7:00 pm", or "السبت، 5 كانون الأول", "5:00 م", "7:00 م". The day names no year:
 * a time is offered at most a month ahead.
 */
export function pickupSpanText(span: PickupSpan, language: Language): PickupSpanText {
  const clock: Intl.DateTimeFormatOptions = {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone: PICKUP_TIME_ZONE,
  };
  return {
    day: formatDate(span.starts_at, language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: PICKUP_TIME_ZONE,
    }),
    start: formatDate(span.starts_at, language, clock),
    end: formatDate(span.ends_at, language, clock),
  };
}

/**
 * A day (YYYY-MM-DD on Amman's clock) in the page's language, e.g. "Friday 27 November": the
 * day of a draw, at most two months ahead, so no year.
 */
export function dayText(date: string, language: Language): string {
  // Midday of the day in Amman: the same date whatever the offset.
  return formatDate(ammanInstant(date, '12:00'), language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: PICKUP_TIME_ZONE,
  });
}

/**
 * The days a donor may offer, as the date control's min and max (YYYY-MM-DD): from today in
 * Amman to `daysAhead` days later.
 */
export function offerableDays(now: Date, daysAhead: number): { first: string; last: string } {
  const first = eventToday(now);
  // Noon UTC of Amman's today, so adding whole days never crosses into another date.
  const last = new Date(Date.parse(`${first}T12:00:00Z`) + daysAhead * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return { first, last };
}
