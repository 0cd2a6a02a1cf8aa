import { ammanInstant, dayAfter } from './amman-time';
import { eventToday } from './event-time';

/**
 * The weeks figures are counted in: an organisation's received items and the administrators'
 * overview show the last 26 weeks, about half a year, on Amman's clock. A week begins on
 * Saturday, as Jordan's Arabic calendars print it (the week of Intl's ar-JO locale).
 */
export const FIGURE_WEEKS = 26;

/** Saturday, as Date#getUTCDay numbers it. */
const WEEK_FIRST_DAY = 6;

/** The Saturday on or before `date` (both YYYY-MM-DD). */
export function weekStartOf(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return dayAfter(date, -((weekday - WEEK_FIRST_DAY + 7) % 7));
}

/** One week of figures: its first day on Amman's clock and the instant it begins. */
export interface FigureWeek {
  /** YYYY-MM-DD, a Saturday */
  start: string;
  /** ISO instant of that Saturday's midnight in Amman */
  from: string;
}

/**
 * The `count` weeks up to and including the one `now` is in, the oldest first. Whatever
 * happened from the first week's `from` on falls in the last week whose `from` it reached.
 */
export function figureWeeks(now: Date, count: number = FIGURE_WEEKS): FigureWeek[] {
  const thisWeek = weekStartOf(eventToday(now));
  return Array.from({ length: count }, (_, index) => {
    const start = dayAfter(thisWeek, 7 * (index - count + 1));
    return { start, from: new Date(ammanInstant(start, '00:00')).toISOString() };
  });
}
