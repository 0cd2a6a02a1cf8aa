/**
 * Event dates and times: the rules, without zod, so the event pages can use them without loading
 * the schemas.
 */

/** Events happen in Jordan: "today" is the calendar day in Amman, wherever the visitor is. */
const EVENT_TIME_ZONE = 'Asia/Amman';
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** HH:MM in 24-hour form: 00:00 to 23:59. */
export function isValidTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

function minutesOfDay(value: string): number {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Both times valid and the end strictly later on the same day. */
export function isEndAfterStart(start: string, end: string): boolean {
  return isValidTime(start) && isValidTime(end) && minutesOfDay(end) > minutesOfDay(start);
}

/** YYYY-MM-DD naming a day that exists (no 2027-02-30). */
export function isValidDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** The calendar day (YYYY-MM-DD) it is now in Amman. */
export function eventToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: EVENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Whether a valid YYYY-MM-DD day lies before `today` (both YYYY-MM-DD, so text order is date order). */
export function isBeforeToday(date: string, today: string): boolean {
  return date < today;
}
