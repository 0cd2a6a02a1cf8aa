import { sql, type Expression, type RawBuilder } from 'kysely';

import type { FigureWeek } from '@tabarru/contract/figure-weeks';

/** How a query counts its rows per week of figureWeeks, grouping them in the database. */
export interface WeekBuckets {
  /** the first week's beginning: what came before is in no week */
  since: string;
  /** the week a timestamp from `since` on falls in, as its index among the weeks */
  of(column: Expression<string | null>): RawBuilder<number>;
}

/**
 * The index of the week among `weeks[low..high]` a timestamp falls in, known to be in one of
 * them: halves within halves (`case when column >= <middle week's start> then … else … end`),
 * so a row of half a year is compared with five starts at most rather than up to 25.
 */
function weekAmong(
  column: Expression<string | null>,
  weeks: readonly FigureWeek[],
  low: number,
  high: number,
): RawBuilder<number> {
  const middle = Math.ceil((low + high) / 2);
  const start = weeks[middle];
  if (low >= high || !start) return sql.lit(low);
  const later = weekAmong(column, weeks, middle, high);
  const earlier = weekAmong(column, weeks, low, middle - 1);
  return sql<number>`case when ${column} >= ${start.from} then ${later} else ${earlier} end`;
}

/**
 * The week of each row, for a query that keeps `column >= since` and groups by it: half a year
 * of a large table is counted where it lies instead of read out. The starts are bound as ISO
 * strings, which SQLite compares with its ISO text character by character (the order of the
 * instants) and PostgreSQL reads as timestamptz.
 */
export function weekBuckets(weeks: readonly FigureWeek[]): WeekBuckets {
  const [first] = weeks;
  if (!first) throw new Error('Figures are counted in one week at least');
  return {
    since: first.from,
    of: (column) => weekAmong(column, weeks, 0, weeks.length - 1),
  };
}
