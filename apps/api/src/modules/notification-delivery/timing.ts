import { DIGEST_HOUR, QUIET_HOURS } from '@tabarru/contract/notification-preferences';

/** At most one email per kind and member in this span; the later ones wait and go together. */
export const EMAIL_BATCH_INTERVAL_MS = 60 * 60_000;

const HOUR_MS = 60 * 60_000;

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: QUIET_HOURS.timeZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The date and time on a clock in Amman at the instant `at` (ms since the epoch). */
export function ammanWallTime(at: number): WallTime {
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(new Date(at))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far Amman's clock is ahead of UTC at `at`, in ms (whatever its rules of the day). */
function ammanOffset(at: number): number {
  const wall = ammanWallTime(at);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The instant Amman's clock reads `hour`:00 on the day `dayOffset` days after the local day of
 * `at`. The offset is looked up again at the answer, so a change of offset overnight counts.
 */
function ammanHourOn(at: number, dayOffset: number, hour: number): number {
  const wall = ammanWallTime(at);
  const localMidnight = Date.UTC(wall.year, wall.month - 1, wall.day + dayOffset, hour);
  const guess = localMidnight - ammanOffset(at);
  return localMidnight - ammanOffset(guess);
}

/** Whether `at` falls in the quiet hours (23:00 to 07:00 in Amman). */
export function inQuietHours(at: number): boolean {
  const { hour } = ammanWallTime(at);
  return hour >= QUIET_HOURS.startHour || hour < QUIET_HOURS.endHour;
}

/** The end of the quiet hours `at` falls in: 07:00 of that night's morning. */
export function quietHoursEnd(at: number): number {
  const { hour } = ammanWallTime(at);
  return ammanHourOn(at, hour >= QUIET_HOURS.startHour ? 1 : 0, QUIET_HOURS.endHour);
}

/** When something may go that is ready at `at`: then, or at 07:00 if that is in the night and the night is not allowed. */
export function afterQuietHours(at: number, nightAllowed: boolean): number {
  return nightAllowed || !inQuietHours(at) ? at : quietHoursEnd(at);
}

/**
 * When an email of a kind ready at `at` goes: with the batch of that kind already waiting if
 * there is one, else at once unless the last one went less than an hour ago; never in the night
 * unless allowed.
 */
export function batchedEmailDueAt(
  at: number,
  lastSentAt: number | null,
  pendingDueAt: number | null,
  nightAllowed: boolean,
): number {
  if (pendingDueAt !== null) return pendingDueAt;
  const due = lastSentAt === null ? at : Math.max(at, lastSentAt + EMAIL_BATCH_INTERVAL_MS);
  return afterQuietHours(due, nightAllowed);
}

/** The next daily digest after `at`: DIGEST_HOUR o'clock in Amman, today if still to come. */
export function nextDigestAt(at: number): number {
  const today = ammanHourOn(at, 0, DIGEST_HOUR);
  return today > at ? today : ammanHourOn(at, 1, DIGEST_HOUR);
}

/** How long a failed push waits before its next try: 1, 4, 16 minutes…, at most an hour. */
export function pushRetryDelay(attempts: number, retryAfterSeconds: number | null): number {
  const backoff = Math.min(HOUR_MS, 60_000 * 4 ** Math.max(0, attempts - 1));
  return Math.max(backoff, (retryAfterSeconds ?? 0) * 1000);
}

/** A push that failed this many times is given up. */
export const PUSH_MAX_ATTEMPTS = 5;
