import type { Language } from '@tabarru/contract/constants';

import { formatDate } from '../../lib/format';

/**
 * A week of figures as a chart names it, by its first day (YYYY-MM-DD): "28 Nov", «28 تشرين
 * الثاني». Read as UTC, so the day is the same wherever the reader is.
 */
export function weekName(week: string, language: Language): string {
  return formatDate(`${week}T00:00:00Z`, language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}
