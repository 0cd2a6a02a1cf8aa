import type { OrganisationReceivedReply, ReceivedFigure } from '@tabarru/contract/organisations';

import { csvText } from '../../lib/csv';

/** How many items came in each week of `reply.weeks`, in their order (the oldest first). */
export function itemsByWeek(reply: OrganisationReceivedReply): { week: string; items: number }[] {
  const byWeek = new Map(reply.weeks.map((week) => [week, 0]));
  for (const row of reply.rows) byWeek.set(row.week, (byWeek.get(row.week) ?? 0) + row.items);
  return reply.weeks.map((week) => ({ week, items: byWeek.get(week) ?? 0 }));
}

/** How many items came in of each category, or in each governorate: the most first. */
export function itemsBy<Key extends 'category' | 'region'>(
  rows: readonly ReceivedFigure[],
  key: Key,
): { key: ReceivedFigure[Key]; items: number }[] {
  const totals = new Map<ReceivedFigure[Key], number>();
  for (const row of rows) totals.set(row[key], (totals.get(row[key]) ?? 0) + row.items);
  return [...totals]
    .map(([name, items]) => ({ key: name, items }))
    .sort((a, b) => b.items - a.items || a.key.localeCompare(b.key));
}

export function totalItems(rows: readonly ReceivedFigure[]): number {
  return rows.reduce((sum, row) => sum + row.items, 0);
}

/** What a CSV of the figures says in the page's language. */
export interface ReceivedCsvWords {
  header: readonly [week: string, category: string, region: string, items: string];
  category: (category: ReceivedFigure['category']) => string;
  region: (region: string) => string;
}

/**
 * The figures as a spreadsheet reads them: one line per week, category and governorate that
 * received something, the week as its first day (YYYY-MM-DD, which sorts), the names in the
 * page's language.
 */
export function receivedCsv(rows: readonly ReceivedFigure[], words: ReceivedCsvWords): string {
  return csvText([
    words.header,
    ...rows.map((row) => [
      row.week,
      words.category(row.category),
      words.region(row.region),
      row.items,
    ]),
  ]);
}
