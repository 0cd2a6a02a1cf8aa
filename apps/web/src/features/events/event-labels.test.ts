import { describe, expect, it } from 'vitest';

import { formatEventDate, formatEventTime } from './event-labels';

describe('event labels', () => {
  it('writes the day in the page language without shifting it', () => {
    expect(formatEventDate('2026-12-05', 'en')).toBe('Saturday, 5 December 2026');
    expect(formatEventDate('2026-12-05', 'en', 'short')).toBe('Sat 5 Dec');
    expect(formatEventDate('2026-12-05', 'ar')).toBe('السبت، 5 كانون الأول 2026');
  });

  it('writes times on a 12-hour clock', () => {
    expect(formatEventTime('14:30', 'en')).toBe('2:30 pm');
    expect(formatEventTime('09:05', 'en')).toBe('9:05 am');
    expect(formatEventTime('00:00', 'en')).toBe('12:00 am');
    expect(formatEventTime('14:30', 'ar')).toBe('2:30 م');
  });
});
