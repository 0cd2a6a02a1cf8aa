import { describe, expect, it } from 'vitest';

import { formatDate, formatNumber } from './format';

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
});
