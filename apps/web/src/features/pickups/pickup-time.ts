import type { Language } from '@tabarru/contract/constants';

import { AMMAN_TIME_ZONE } from '../../lib/amman-days';
import { formatDate } from '../../lib/format';

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
    timeZone: AMMAN_TIME_ZONE,
  };
  return {
    day: formatDate(span.starts_at, language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: AMMAN_TIME_ZONE,
    }),
    start: formatDate(span.starts_at, language, clock),
    end: formatDate(span.ends_at, language, clock),
  };
}
