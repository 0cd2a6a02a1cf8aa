import { eventToday } from '@tabarru/contract/event-time';
import { PICKUP_DAYS_AHEAD, type PickupWindowInput } from '@tabarru/contract/pickups';

const AMMAN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Amman',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** How far Amman’s clock is ahead of UTC at the instant `at`, in ms. */
export function ammanOffsetAt(at: number): number {
  const parts: Record<string, number> = {};
  for (const part of AMMAN.formatToParts(new Date(at))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
  return wall - Math.floor(at / 60_000) * 60_000;
}

/**
 * The instant Amman's clock reads `time` (HH:MM) on `date` (YYYY-MM-DD). The offset is looked
 * up at a first guess and again at the answer, so a day on which the clocks change is right.
 */
export function ammanInstant(date: string, time: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const guess = wall - ammanOffsetAt(wall);
  return wall - ammanOffsetAt(guess);
}

/** A time to collect as two instants. */
export interface WindowInstants {
  startsAt: number;
  endsAt: number;
}

export type WindowRefusal = 'in-past' | 'too-far';

/** The calendar day `days` after `date` (both YYYY-MM-DD). */
function dayAfter(date: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The offered times as instants, earliest first, or why one cannot be offered: it ends before
 * `now`, or falls after PICKUP_DAYS_AHEAD days from today in Amman. A time already begun but not
 * over may be offered ("now until six").
 */
export function windowInstants(
  windows: readonly PickupWindowInput[],
  now: number,
): WindowInstants[] | WindowRefusal {
  const lastDay = dayAfter(eventToday(new Date(now)), PICKUP_DAYS_AHEAD);
  const instants: WindowInstants[] = [];
  for (const window of windows) {
    if (window.date > lastDay) return 'too-far';
    const endsAt = ammanInstant(window.date, window.to);
    if (endsAt <= now) return 'in-past';
    instants.push({ startsAt: ammanInstant(window.date, window.from), endsAt });
  }
  return instants.sort((a, b) => a.startsAt - b.startsAt || a.endsAt - b.endsAt);
}
