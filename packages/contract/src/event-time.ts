/**
 * Event dates and times (spec 001 §5): the rules and the time field's typing aid, without zod,
 * so the event pages can use them without loading the schemas.
 */

/** Events happen in Jordan: "today" is the calendar day in Amman, wherever the visitor is. */
const EVENT_TIME_ZONE = 'Asia/Amman';
export const TIME_INPUT_MAX_LENGTH = 5;
/**
 * The time field clamps hours above this. Spec 001 §5 says 12, but also asks for 24-hour times,
 * and 12 would leave no way to enter an afternoon event (docs/decisions.md).
 */
const TIME_INPUT_MAX_HOUR = 23;
const TIME_INPUT_MAX_MINUTE = 59;

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

export type TimeInputWarning = 'hours' | 'minutes';

interface TimeInput {
  value: string;
  /** set when the typed hours or minutes were clamped */
  warning: TimeInputWarning | null;
}

/**
 * The time field as it is typed (spec 001 §5): digits only, at most 5 characters, a colon
 * after two digits, hours above 23 clamped to 23 and minutes above 59 to 59, each with a
 * warning. `previous` is the field's value before this keystroke: while deleting, a trailing
 * colon is not put back, so Backspace can remove it.
 */
export function formatTimeInput(typed: string, previous = ''): TimeInput {
  const deleting = typed.length < previous.length;
  const digits = typed.replace(/\D/g, '').slice(0, TIME_INPUT_MAX_LENGTH - 1);
  let hours = digits.slice(0, 2);
  let minutes = digits.slice(2);
  let warning: TimeInputWarning | null = null;
  if (hours.length === 2 && Number(hours) > TIME_INPUT_MAX_HOUR) {
    hours = String(TIME_INPUT_MAX_HOUR).padStart(2, '0');
    warning = 'hours';
  }
  if (minutes.length === 2 && Number(minutes) > TIME_INPUT_MAX_MINUTE) {
    minutes = String(TIME_INPUT_MAX_MINUTE);
    warning = 'minutes';
  }
  if (minutes !== '') return { value: `${hours}:${minutes}`, warning };
  const colon = hours.length === 2 && (!deleting || typed.endsWith(':'));
  return { value: colon ? `${hours}:` : hours, warning };
}
