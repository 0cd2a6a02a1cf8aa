import { ammanInstant, dayAfter } from '@tabarru/contract/amman-time';
import { eventToday } from '@tabarru/contract/event-time';
import { PICKUP_DAYS_AHEAD, type PickupWindowInput } from '@tabarru/contract/pickups';

/** A time to collect as two instants. */
export interface WindowInstants {
  startsAt: number;
  endsAt: number;
}

export type WindowRefusal = 'in-past' | 'too-far';

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
