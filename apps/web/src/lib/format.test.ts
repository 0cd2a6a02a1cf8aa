import { describe, expect, it } from 'vitest';

import { formatDate, formatNumber, initialOf, timeAgo } from './format';

describe('formatting with the page locale', () => {
  it('writes numbers with Western digits in both languages', () => {
    expect(formatNumber(5000, 'en')).toBe('5,000');
    expect(formatNumber(3, 'ar')).toBe('3');
    expect(formatNumber(2026, 'ar', { useGrouping: false })).toBe('2026');
  });

  it('names months as Jordan does', () => {
    expect(formatDate('2026-11-22', 'en')).toBe('22 November 2026');
    expect(formatDate('2026-11-22', 'ar')).toContain('تشرين الثاني');
    expect(formatDate('2026-11-22', 'ar')).toContain('2026');
  });

  it("writes a date as Amman's clock shows it, whatever the reader's zone, unless told another", () => {
    // 22:30 UTC on 3 December is 01:30 on 4 December in Amman.
    expect(formatDate('2026-12-03T22:30:00Z', 'en')).toBe('4 December 2026');
    expect(formatDate('2026-12-03T22:30:00Z', 'en', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '3 December 2026',
    );
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-24T12:00:00.000Z');
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it.each([
    [0, 'now', 'الآن'],
    [59_000, 'now', 'الآن'],
    [-5 * MINUTE, 'now', 'الآن'],
    [MINUTE, '1 minute ago', 'قبل دقيقة واحدة'],
    [59 * MINUTE, '59 minutes ago', 'قبل 59 دقيقة'],
    [3 * HOUR + 20 * MINUTE, '3 hours ago', 'قبل 3 ساعات'],
    [23 * HOUR, '23 hours ago', 'قبل 23 ساعة'],
    [DAY + 6 * HOUR, '1 day ago', 'قبل يوم واحد'],
    [2 * DAY, '2 days ago', 'قبل يومين'],
    [6 * DAY, '6 days ago', 'قبل 6 أيام'],
    [7 * DAY, '1 week ago', 'قبل أسبوع واحد'],
    [29 * DAY, '4 weeks ago', 'قبل 4 أسابيع'],
    [30 * DAY, '1 month ago', 'قبل شهر واحد'],
    [364 * DAY, '11 months ago', 'قبل 11 شهرًا'],
    [366 * DAY, '1 year ago', 'قبل سنة واحدة'],
    [3 * 365 * DAY, '2 years ago', 'قبل سنتين'],
  ])('%i ms before now reads "%s" and "%s"', (ms, english, arabic) => {
    expect(timeAgo(before(ms), now, 'en')).toBe(english);
    expect(timeAgo(before(ms), now, 'ar')).toBe(arabic);
  });
});

describe('initialOf', () => {
  it('takes the first whole letter, upper-cased, of Latin and Arabic names', () => {
    expect(initialOf('omar')).toBe('O');
    expect(initialOf('  سارة')).toBe('س');
    expect(initialOf('𝒜lia')).toBe('𝒜');
    expect(initialOf('')).toBe('?');
  });
});
