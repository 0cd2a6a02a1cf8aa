import { describe, expect, it } from 'vitest';

import { REGIONS, type Region } from './constants';
import { distanceKm, isInJordanBounds } from './geo';
import { placeKey } from './place-search';
import { PLACES, PLACE_KINDS, type Place } from './places';

/**
 * A generous rectangle around each governorate, to catch a place put in the wrong one or a
 * latitude and longitude swapped; the real borders are not rectangles.
 */
const GOVERNORATE_AREAS: Record<Region, { lat: [number, number]; lng: [number, number] }> = {
  Amman: { lat: [31.3, 32.15], lng: [35.7, 37.6] },
  Zarqa: { lat: [31.7, 32.35], lng: [35.95, 37.2] },
  Irbid: { lat: [32.38, 32.76], lng: [35.55, 36.1] },
  Salt: { lat: [31.85, 32.3], lng: [35.5, 35.95] },
  Madaba: { lat: [31.35, 31.85], lng: [35.5, 36.1] },
  Jerash: { lat: [32.15, 32.42], lng: [35.7, 36.05] },
  Ajloun: { lat: [32.22, 32.45], lng: [35.58, 35.9] },
  Karak: { lat: [30.85, 31.45], lng: [35.4, 36.4] },
  Tafilah: { lat: [30.45, 31.05], lng: [35.4, 36.2] },
  "Ma'an": { lat: [29.18, 30.9], lng: [35.3, 38.1] },
  Aqaba: { lat: [29.18, 30.45], lng: [34.9, 35.9] },
  Mafraq: { lat: [32.05, 33.4], lng: [35.95, 39.35] },
};

const byId = new Map(PLACES.map((place) => [place.id, place]));

function parentOf(place: Place): Place | undefined {
  return place.parent === undefined ? undefined : byId.get(place.parent);
}

describe('places', () => {
  it('have unique kebab-case ids', () => {
    expect(byId.size).toBe(PLACES.length);
    for (const place of PLACES) expect(place.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('each have both names, a known kind and a region as the app spells it', () => {
    for (const place of PLACES) {
      expect(place.en.trim(), place.id).not.toBe('');
      expect(place.ar, place.id).toMatch(/^[\u0600-\u06ff ]+$/);
      expect(PLACE_KINDS, place.id).toContain(place.kind);
      expect(REGIONS, place.id).toContain(place.region);
    }
  });

  it('have one governorate for each of the 12 regions, with neither parent nor siblings', () => {
    for (const region of REGIONS) {
      const governorates = PLACES.filter((p) => p.kind === 'governorate' && p.region === region);
      expect(governorates, region).toHaveLength(1);
      expect(governorates[0]?.parent).toBeUndefined();
    }
    expect(PLACES.filter((place) => place.kind === 'governorate')).toHaveLength(REGIONS.length);
  });

  it('have Amman’s 22 municipal areas', () => {
    const areas = PLACES.filter((place) => place.kind === 'area');
    expect(areas).toHaveLength(22);
    for (const area of areas) {
      expect(area.region).toBe('Amman');
      expect(area.parent).toBe('amman');
    }
  });

  it('each lie in a parent that exists, of a wider kind, in the same region', () => {
    for (const place of PLACES) {
      if (place.kind === 'governorate') continue;
      const parent = parentOf(place);
      if (parent === undefined) throw new Error(`${place.id}: no parent ${String(place.parent)}`);
      expect(parent.region, place.id).toBe(place.region);
      expect(PLACE_KINDS.indexOf(parent.kind), place.id).toBeLessThan(
        PLACE_KINDS.indexOf(place.kind),
      );
      if (place.kind === 'area' || place.kind === 'town') expect(parent.kind).toBe('governorate');
    }
  });

  it('have their centres in Jordan, in their governorate, and near their parent', () => {
    for (const place of PLACES) {
      expect(isInJordanBounds(place), place.id).toBe(true);
      const area = GOVERNORATE_AREAS[place.region];
      expect(place.lat, place.id).toBeGreaterThanOrEqual(area.lat[0]);
      expect(place.lat, place.id).toBeLessThanOrEqual(area.lat[1]);
      expect(place.lng, place.id).toBeGreaterThanOrEqual(area.lng[0]);
      expect(place.lng, place.id).toBeLessThanOrEqual(area.lng[1]);
      const parent = parentOf(place);
      if (parent === undefined) continue;
      if (place.kind === 'neighbourhood')
        expect(distanceKm(place, parent), place.id).toBeLessThan(8);
      if (place.kind === 'area') expect(distanceKm(place, parent), place.id).toBeLessThan(30);
    }
  });

  it('give coordinates to at most 4 decimals (about 10 m), as approximate as they are', () => {
    for (const place of PLACES) {
      expect(Math.round(place.lat * 1e4) / 1e4, place.id).toBe(place.lat);
      expect(Math.round(place.lng * 1e4) / 1e4, place.id).toBe(place.lng);
    }
  });

  it('list only aliases that add a spelling the place’s other names do not already match', () => {
    for (const place of PLACES) {
      const keys = [place.en, place.ar, ...place.aliases].map(placeKey);
      for (const [at, key] of keys.entries()) {
        expect(key, `${place.id}: ${[place.en, place.ar, ...place.aliases][at]}`).not.toBe('');
        expect(keys.indexOf(key), `${place.id}: "${key}" twice`).toBe(at);
      }
    }
  });

  it('cover Amman with 80 to 150 places', () => {
    const amman = PLACES.filter((place) => place.region === 'Amman');
    expect(amman.length).toBeGreaterThanOrEqual(80);
    expect(amman.length).toBeLessThanOrEqual(150);
  });
});
