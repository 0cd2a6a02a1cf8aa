import { describe, expect, it } from 'vitest';

import { areCampaignDaysInRange, campaignWindow } from './policy';

// 12:00 in Amman (UTC+3) on 1 December 2026.
const NOW = Date.parse('2026-12-01T09:00:00Z');

describe('areCampaignDaysInRange', () => {
  it('takes a campaign from today, ending on its first day or later', () => {
    expect(areCampaignDaysInRange('2026-12-01', '2026-12-01', NOW)).toBe(true);
    expect(areCampaignDaysInRange('2026-12-01', '2027-02-28', NOW)).toBe(true);
  });

  it('refuses a start before today, an end before the start, and more than 366 days', () => {
    expect(areCampaignDaysInRange('2026-11-30', '2026-12-31', NOW)).toBe(false);
    expect(areCampaignDaysInRange('2026-12-10', '2026-12-09', NOW)).toBe(false);
    expect(areCampaignDaysInRange('2026-12-01', '2027-12-03', NOW)).toBe(false);
    expect(areCampaignDaysInRange('2027-12-03', '2027-12-04', NOW)).toBe(false);
  });
});

describe('campaignWindow', () => {
  it("runs from the first day's midnight to the last day's end in Amman", () => {
    expect(campaignWindow('2026-12-01', '2026-12-31')).toEqual({
      from: '2026-11-30T21:00:00.000Z',
      to: '2026-12-31T21:00:00.000Z',
    });
  });
});
