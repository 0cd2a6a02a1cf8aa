/**
 * Instants and Amman's clock, whatever its rules of the day: Jordan keeps one offset the year
 * round since 2022, and a change would only need the time zone data the runtime has.
 */

const AMMAN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Amman',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** How far Amman's clock is ahead of UTC at the instant `at`, in ms. */
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

/** The calendar day `days` after `date` (both YYYY-MM-DD). */
export function dayAfter(date: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The end of the day `date` on Amman's clock: midnight, as the next day begins. */
export function endOfAmmanDay(date: string): number {
  return ammanInstant(dayAfter(date, 1), '00:00');
}
