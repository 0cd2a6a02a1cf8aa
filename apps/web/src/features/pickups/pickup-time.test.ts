import { describe, expect, it } from 'vitest';

import { dayText, offerableDays, pickupSpanText } from './pickup-time';

describe('pickupSpanText', () => {
  // 17:00 to 19:30 in Amman (UTC+3) on Saturday 5 December 2026.
  const evening = { starts_at: '2026-12-05T14:00:00.000Z', ends_at: '2026-12-05T16:30:00.000Z' };

  it("writes a time on Amman's clock in English", () => {
    expect(pickupSpanText(evening, 'en')).toEqual({
      day: 'Saturday 5 December',
      start: '5:00 pm',
      end: '7:30 pm',
    });
  });

  it("writes a time on Amman's clock in Arabic, with the Levantine month names", () => {
    expect(pickupSpanText(evening, 'ar')).toEqual({
      day: 'السبت، 5 كانون الأول',
      start: '5:00 م',
      end: '7:30 م',
    });
  });

  it("keeps Amman's day for a time after midnight there, still the day before in UTC", () => {
    const early = { starts_at: '2026-12-04T22:30:00.000Z', ends_at: '2026-12-04T23:30:00.000Z' };
    expect(pickupSpanText(early, 'en')).toEqual({
      day: 'Saturday 5 December',
      start: '1:30 am',
      end: '2:30 am',
    });
  });
});

describe('offerableDays', () => {
  it('runs from today in Amman to the last day that may be offered', () => {
    expect(offerableDays(new Date('2026-12-05T10:00:00.000Z'), 30)).toEqual({
      first: '2026-12-05',
      last: '2027-01-04',
    });
  });

  it("starts from Amman's today when it is still yesterday in UTC", () => {
    expect(offerableDays(new Date('2026-12-04T22:30:00.000Z'), 1)).toEqual({
      first: '2026-12-05',
      last: '2026-12-06',
    });
  });
});

describe('dayText', () => {
  it("writes a draw's day as Amman names it, in both languages", () => {
    expect(dayText('2026-11-27', 'en')).toBe('Friday 27 November');
    expect(dayText('2026-11-27', 'ar')).toBe('الجمعة، 27 تشرين الثاني');
  });
});
