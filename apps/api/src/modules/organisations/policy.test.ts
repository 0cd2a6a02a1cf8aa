import { describe, expect, it } from 'vitest';

import { isShownOrganisation, isUndecided, rankByNearness } from './policy';

describe('organisations', () => {
  it('are shown to everyone only once verified', () => {
    expect(isShownOrganisation({ status: 'verified' })).toBe(true);
    expect(isShownOrganisation({ status: 'pending' })).toBe(false);
    expect(isShownOrganisation({ status: 'rejected' })).toBe(false);
  });

  it('are decided once, while they wait', () => {
    expect(isUndecided({ status: 'pending' })).toBe(true);
    expect(isUndecided({ status: 'verified' })).toBe(false);
    expect(isUndecided({ status: 'rejected' })).toBe(false);
  });
});

describe('rankByNearness', () => {
  const khalda = { lat: 31.99, lng: 35.83, region: 'Amman' as const };
  const zarqa = { lat: 32.07, lng: 36.09, region: 'Zarqa' as const };
  const irbid = { lat: 32.55, lng: 35.85, region: 'Irbid' as const };
  const bank = { name: 'bank', points: [irbid, khalda] };
  const committee = { name: 'committee', points: [zarqa] };
  const school = { name: 'school', points: [] };

  it('puts the nearest drop-off point first, those without one last, with the distance', () => {
    const ranked = rankByNearness([school, committee, bank], { point: { lat: 32.0, lng: 35.87 } });
    expect(
      ranked.map((entry) => [entry.organisation.name, entry.nearest, entry.distanceKm]),
    ).toEqual([
      ['bank', 1, 4],
      ['committee', 0, 22],
      ['school', null, null],
    ]);
  });

  it('without a point, puts a drop-off point in the governorate first, keeping the order otherwise', () => {
    const ranked = rankByNearness([bank, committee, school], { region: 'Zarqa' });
    expect(
      ranked.map((entry) => [entry.organisation.name, entry.nearest, entry.distanceKm]),
    ).toEqual([
      ['committee', 0, null],
      ['bank', 0, null],
      ['school', null, null],
    ]);
  });
});
