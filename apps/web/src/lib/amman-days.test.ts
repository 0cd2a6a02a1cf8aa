import { describe, expect, it } from 'vitest';

import { ammanDayText, ammanInstantDayText, daysFromToday } from './amman-days';

describe('daysFromToday', () => {
  it('runs from today in Amman to the last day ahead', () => {
    expect(daysFromToday(new Date('2026-12-05T10:00:00.000Z'), 30)).toEqual({
      first: '2026-12-05',
      last: '2027-01-04',
    });
  });

  it("starts from Amman's today when it is still yesterday in UTC", () => {
    expect(daysFromToday(new Date('2026-12-04T22:30:00.000Z'), 1)).toEqual({
      first: '2026-12-05',
      last: '2026-12-06',
    });
  });
});

describe('ammanDayText', () => {
  const now = new Date('2026-11-20T10:00:00.000Z');

  it('writes a day of this year as Amman names it, in both languages', () => {
    expect(ammanDayText('2026-11-27', 'en', now)).toBe('Friday 27 November');
    expect(ammanDayText('2026-11-27', 'ar', now)).toBe('الجمعة، 27 تشرين الثاني');
  });

  it('adds the year to a day of another year', () => {
    expect(ammanDayText('2027-01-08', 'en', now)).toBe('Friday, 8 January 2027');
  });
});

describe('ammanInstantDayText', () => {
  it('names the day in Amman of an instant still the day before in UTC', () => {
    const now = new Date('2026-11-20T10:00:00.000Z');
    expect(ammanInstantDayText('2026-11-26T22:30:00.000Z', 'en', now)).toBe('Friday 27 November');
  });
});
