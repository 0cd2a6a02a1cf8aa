import { OFFER_DAYS, STILL_AVAILABLE_DAYS } from '@tabarru/contract/posts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * How many "Still available?" questions an offer ending at `endsAt` has had due by `now` (epoch
 * ms both): one on the 7th day of its 30 and one on the 21st. An offer first seen on its 22nd
 * day is asked once, not twice in a row.
 */
export function questionsDue(endsAt: number, now: number): number {
  const startedAt = endsAt - OFFER_DAYS * DAY_MS;
  return STILL_AVAILABLE_DAYS.filter((day) => now >= startedAt + day * DAY_MS).length;
}

/**
 * The latest end an offer may have at `now` for its `asked`+1-th question to be due: its days
 * ran to that question's day (the job reads the offers ending by then).
 */
export function questionDueBy(asked: number, now: number): string | null {
  const day = STILL_AVAILABLE_DAYS[asked];
  if (day === undefined) return null;
  return new Date(now + (OFFER_DAYS - day) * DAY_MS).toISOString();
}
