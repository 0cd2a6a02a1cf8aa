import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import { aPostCard } from '../../test/posts';
import { locationLine, markersOf } from './map-markers';

const arabicRegion = (region: string) => ar.posts.regions[region as keyof typeof ar.posts.regions];

describe('locationLine', () => {
  it("names a stored region in the page's language and keeps the area as typed", () => {
    expect(locationLine('Aqaba - Aqaba', arabicRegion)).toBe('العقبة - Aqaba');
    expect(locationLine('Irbid', arabicRegion)).toBe('إربد');
  });

  it('keeps a region the list does not know as it was stored', () => {
    expect(locationLine('Somewhere - Else', arabicRegion)).toBe('Somewhere - Else');
  });
});

describe('markersOf', () => {
  it('describes a post with no place by its stored region and area, then its distance', () => {
    const [marker] = markersOf(
      [{ ...aPostCard(3), place: null, location: 'Aqaba - Aqaba', distance_km: 285 }],
      'ar',
      (km) => `${km} km`,
      arabicRegion,
    );
    expect(marker?.details).toEqual(['العقبة - Aqaba', '285 km']);
    expect(marker?.href).toBe('/ar/posts/3');
  });
});
