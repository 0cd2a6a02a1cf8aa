import { describe, expect, it } from 'vitest';

import { FIGURE_WEEKS, figureWeeks, weekStartOf } from './figure-weeks';

describe('weekStartOf', () => {
  it('gives the Saturday on or before a day', () => {
    expect(weekStartOf('2026-11-28')).toBe('2026-11-28'); // a Saturday
    expect(weekStartOf('2026-11-30')).toBe('2026-11-28');
    expect(weekStartOf('2026-12-04')).toBe('2026-11-28'); // the Friday after
    expect(weekStartOf('2027-01-01')).toBe('2026-12-26'); // across a year
  });
});

describe('figureWeeks', () => {
  it('ends with the week now is in, on Amman’s clock, and counts back week by week', () => {
    // 22:30 UTC on Friday 4 December is 01:30 on Saturday 5 December in Amman.
    const weeks = figureWeeks(new Date('2026-12-04T22:30:00Z'));
    expect(weeks).toHaveLength(FIGURE_WEEKS);
    expect(weeks.at(-1)).toEqual({ start: '2026-12-05', from: '2026-12-04T21:00:00.000Z' });
    expect(weeks.at(-2)?.start).toBe('2026-11-28');
    expect(weeks[0]?.start).toBe('2026-06-13');
  });

  it('takes another number of weeks', () => {
    expect(figureWeeks(new Date('2026-11-30T12:00:00Z'), 2).map((week) => week.start)).toEqual([
      '2026-11-21',
      '2026-11-28',
    ]);
  });
});
