import { describe, expect, it } from 'vitest';

import { distanceKm } from '@tabarru/contract/geo';
import { placeById } from '@tabarru/contract/place-search';

import { blurDirection, postWhere } from './post-where';

const SECRET = 'a server secret of at least thirty-two characters';

describe('postWhere', () => {
  it('places a post at its chosen place, shown at the centre', () => {
    const where = postWhere(SECRET, {
      location: 'Amman',
      region: 'Amman',
      placeId: 'amman-khalda',
    });
    const khalda = placeById('amman-khalda');
    expect(where).toEqual({
      placeId: 'amman-khalda',
      exact: null,
      shown: { lat: khalda?.lat, lng: khalda?.lng },
    });
  });

  it("reads the earlier client's 'Region - area' as a known place of that region", () => {
    expect(postWhere(SECRET, { location: 'Amman - Shmesani', region: 'Amman' }).placeId).toBe(
      'amman-shmeisani',
    );
    expect(postWhere(SECRET, { location: 'عمان - الشميساني', region: 'Amman' }).placeId).toBe(
      'amman-shmeisani',
    );
  });

  it("falls back to the region's centre for an unknown area", () => {
    expect(postWhere(SECRET, { location: 'Irbid - my street', region: 'Irbid' }).placeId).toBe(
      'irbid',
    );
  });

  it('keeps the exact point and shows it blurred, the same way every time', () => {
    const point = { lat: 31.98765, lng: 35.84321 };
    const where = postWhere(SECRET, { location: 'Amman', region: 'Amman', point });
    expect(where.exact).toEqual(point);
    const shownKm = distanceKm(point, where.shown);
    expect(shownKm).toBeGreaterThanOrEqual(0.25);
    expect(shownKm).toBeLessThanOrEqual(1);
    expect(postWhere(SECRET, { location: 'Amman', region: 'Amman', point }).shown).toEqual(
      where.shown,
    );
  });
});

describe('blurDirection', () => {
  it('depends on the secret, so the side cannot be computed from the grid alone', () => {
    const cells = Array.from({ length: 64 }, (_, index) => `${index}:${index * 7}`);
    const sides = (secret: string) => cells.map((cell) => blurDirection(secret, cell));
    expect(sides(SECRET)).toEqual(sides(SECRET));
    expect(sides(SECRET)).not.toEqual(sides(`${SECRET}!`));
    expect(new Set(sides(SECRET))).toEqual(new Set([0, 1, 2, 3]));
  });
});
