import { describe, expect, it } from 'vitest';

import { campaignDays } from './campaign-days';

describe('campaignDays', () => {
  it('names a winter campaign in both calendars, in English', () => {
    expect(campaignDays('2026-12-01', '2027-02-28', 'en')).toEqual({
      gregorian: '1 December 2026\u2009–\u200928 February 2027',
      hijri: '21 Jumada II\u2009–\u200921 Ramadan 1448 AH',
    });
  });

  it('names it with Levantine months and the Hijri ones in Arabic, with Western digits', () => {
    const days = campaignDays('2026-12-01', '2027-02-28', 'ar');
    expect(days.gregorian).toBe('1 كانون الأول 2026 – 28 شباط 2027');
    expect(days.hijri).toBe('21 جمادى الآخرة – 21 رمضان 1448 هـ');
  });

  it('names a one-day campaign once', () => {
    expect(campaignDays('2027-03-20', '2027-03-20', 'en').gregorian).toBe('20 March 2027');
  });
});
