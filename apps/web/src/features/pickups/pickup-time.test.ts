import { describe, expect, it } from 'vitest';

import { pickupSpanText } from './pickup-time';

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
