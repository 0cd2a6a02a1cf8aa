import { describe, expect, it } from 'vitest';

import {
  BLUR_CELL_METRES,
  BLUR_REACH_METRES,
  blurPoint,
  cellKeyOf,
  isBlurredPoint,
  type BlurDirection,
} from './blur-grid';
import {
  EARTH_RADIUS_KM,
  JORDAN_BOUNDS,
  WITHIN_KM_OPTIONS,
  boundingBox,
  distanceKm,
  isInJordanBounds,
  isWithinKm,
  parsePoint,
  type Point,
} from './geo';
import { PLACES } from './places';

/** A seeded generator (mulberry32), so that a failure can be run again as it was. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pointsAcrossJordan(count: number, seed: number): Point[] {
  const random = randomFrom(seed);
  const { south, north, west, east } = JORDAN_BOUNDS;
  return Array.from({ length: count }, () => ({
    lat: south + random() * (north - south),
    lng: west + random() * (east - west),
  }));
}

/** The point `km` away from `from` on the initial bearing `bearing` (degrees). */
function destination(from: Point, km: number, bearing: number): Point {
  const angle = km / EARTH_RADIUS_KM;
  const lat1 = (from.lat * Math.PI) / 180;
  const lng1 = (from.lng * Math.PI) / 180;
  const theta = (bearing * Math.PI) / 180;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(theta),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(theta) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: (lat2 * 180) / Math.PI, lng: (lng2 * 180) / Math.PI };
}

/**
 * The lowest and highest values of `axis` a point can take and stay in `point`'s cell, found by
 * halving: the grid's steps are its own business.
 */
function cellSpan(point: Point, axis: 'lat' | 'lng'): [number, number] {
  const key = cellKeyOf(point);
  const edge = (towards: number): number => {
    let inside = point[axis];
    let outside = point[axis] + towards;
    for (let i = 0; i < 80; i += 1) {
      const middle = (inside + outside) / 2;
      if (cellKeyOf({ ...point, [axis]: middle }) === key) inside = middle;
      else outside = middle;
    }
    return inside;
  };
  return [edge(-0.02), edge(0.02)];
}

/** A stand-in for the API's keyed hash: any fixed function of the key will do. */
function hashDirection(cellKey: string): BlurDirection {
  let hash = 0;
  for (const char of cellKey) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return (hash % 4) as BlurDirection;
}

const AMMAN = { lat: 31.9497, lng: 35.9328 };
const IRBID = { lat: 32.5556, lng: 35.85 };

describe('Jordan bounds', () => {
  it('hold the corners of the country and not its neighbours’ capitals', () => {
    expect(isInJordanBounds(AMMAN)).toBe(true);
    expect(isInJordanBounds({ lat: 29.53, lng: 35.0 })).toBe(true);
    expect(isInJordanBounds({ lat: 32.5, lng: 38.2 })).toBe(true);
    expect(isInJordanBounds({ lat: 33.51, lng: 36.29 })).toBe(false);
    expect(isInJordanBounds({ lat: 33.31, lng: 44.36 })).toBe(false);
    expect(isInJordanBounds({ lat: 24.71, lng: 46.68 })).toBe(false);
  });
});

describe('distanceKm', () => {
  it('measures the great circle', () => {
    expect(distanceKm(AMMAN, AMMAN)).toBe(0);
    expect(distanceKm(AMMAN, IRBID)).toBeCloseTo(67.8, 0);
    expect(distanceKm(AMMAN, IRBID)).toBeCloseTo(distanceKm(IRBID, AMMAN), 9);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_KM,
      6,
    );
  });

  it('agrees with the points it was built from', () => {
    for (const point of pointsAcrossJordan(200, 1)) {
      expect(distanceKm(point, destination(point, 7.5, 123))).toBeCloseTo(7.5, 6);
    }
  });
});

describe('within-km options', () => {
  it('are the six distances a search offers, nearest first', () => {
    expect(WITHIN_KM_OPTIONS).toEqual([1, 3, 5, 10, 25, 50]);
    expect(isWithinKm(5)).toBe(true);
    expect(isWithinKm(4)).toBe(false);
    expect(isWithinKm('5')).toBe(false);
  });
});

describe('parsePoint', () => {
  it('reads two plain decimals', () => {
    expect(parsePoint('31.95,35.91')).toEqual({ lat: 31.95, lng: 35.91 });
    expect(parsePoint('-33.856784,151.215297')).toEqual({ lat: -33.856784, lng: 151.215297 });
    expect(parsePoint('0,0')).toEqual({ lat: 0, lng: 0 });
    expect(parsePoint('90,-180')).toEqual({ lat: 90, lng: -180 });
  });

  it('refuses anything else', () => {
    for (const text of [
      '31.9',
      '31.9,35.9,1',
      'a,b',
      '91,0',
      '0,181',
      'NaN,1',
      'Infinity,1',
      '31.9, 35.9',
      ' 31.9,35.9',
      '31.9,35.9 ',
      '31.1234567,35.9',
      '1e1,35',
      '+31.9,35.9',
      '31.,35.9',
      '.5,35.9',
      '031.9,35.9',
      '0x1f,35',
      '',
      ',',
    ]) {
      expect(parsePoint(text), text).toBeUndefined();
    }
  });
});

describe('boundingBox', () => {
  it('holds every point of the circle', () => {
    const random = randomFrom(2);
    for (const centre of pointsAcrossJordan(200, 3)) {
      for (const km of WITHIN_KM_OPTIONS) {
        const box = boundingBox(centre, km);
        for (let i = 0; i < 8; i += 1) {
          const edge = destination(centre, km * 0.999999, random() * 360);
          expect(edge.lat).toBeGreaterThanOrEqual(box.minLat);
          expect(edge.lat).toBeLessThanOrEqual(box.maxLat);
          expect(edge.lng).toBeGreaterThanOrEqual(box.minLng);
          expect(edge.lng).toBeLessThanOrEqual(box.maxLng);
        }
      }
    }
  });

  it('is no larger than the circle needs', () => {
    const box = boundingBox(AMMAN, 10);
    expect(distanceKm(AMMAN, { lat: box.maxLat, lng: AMMAN.lng })).toBeCloseTo(10, 6);
    expect(distanceKm(AMMAN, { lat: box.minLat, lng: AMMAN.lng })).toBeCloseTo(10, 6);
    expect(distanceKm(AMMAN, { lat: AMMAN.lat, lng: box.maxLng })).toBeGreaterThan(10);
    expect(distanceKm(AMMAN, { lat: AMMAN.lat, lng: box.maxLng })).toBeLessThan(10.01);
  });

  it('spans every longitude near a pole, and refuses a distance that is none', () => {
    expect(boundingBox({ lat: 89.99, lng: 10 }, 50)).toMatchObject({ minLng: -180, maxLng: 180 });
    expect(() => boundingBox(AMMAN, -1)).toThrow(RangeError);
    expect(() => boundingBox(AMMAN, Number.NaN)).toThrow(RangeError);
  });
});

describe('blurPoint', () => {
  const points = pointsAcrossJordan(20_000, 4);
  const directions: ((cellKey: string) => BlurDirection)[] = [
    hashDirection,
    () => 0,
    () => 1,
    () => 2,
    () => 3,
  ];

  it('moves every point at least 250 m and at most 1 km', () => {
    let nearest = Infinity;
    let farthest = 0;
    for (const chooseDirection of directions) {
      for (const point of points) {
        const metres = distanceKm(point, blurPoint(point, chooseDirection)) * 1000;
        nearest = Math.min(nearest, metres);
        farthest = Math.max(farthest, metres);
      }
    }
    expect(nearest).toBeGreaterThanOrEqual(BLUR_CELL_METRES / 2);
    expect(farthest).toBeLessThanOrEqual(1000);
    // The area a map draws around a shown point holds every true point.
    expect(farthest).toBeLessThanOrEqual(BLUR_REACH_METRES);
  });

  it('holds the bounds at the edges and corners of a cell too', () => {
    for (const point of points.slice(0, 2000)) {
      const shown = blurPoint(point, hashDirection);
      const [south, north] = cellSpan(point, 'lat');
      const [west, east] = cellSpan(point, 'lng');
      for (const lat of [south, point.lat, north]) {
        for (const lng of [west, point.lng, east]) {
          const edge = { lat, lng };
          expect(cellKeyOf(edge)).toBe(cellKeyOf(point));
          const metres = distanceKm(edge, shown) * 1000;
          // On a cell's very edge the distance is 250 m exactly, up to rounding.
          expect(metres).toBeGreaterThanOrEqual(250 - 1e-6);
          expect(metres).toBeLessThanOrEqual(BLUR_REACH_METRES);
        }
      }
    }
  });

  it('shows one place for every point of a cell', () => {
    const random = randomFrom(5);
    for (const point of points.slice(0, 2000)) {
      const shown = blurPoint(point, hashDirection);
      const key = cellKeyOf(point);
      let seen = 0;
      for (let i = 0; seen < 5 && i < 200; i += 1) {
        const other = {
          lat: point.lat + (random() - 0.5) * 0.01,
          lng: point.lng + (random() - 0.5) * 0.01,
        };
        if (cellKeyOf(other) !== key) continue;
        seen += 1;
        expect(blurPoint(other, hashDirection)).toEqual(shown);
      }
      expect(seen).toBeGreaterThan(0);
    }
  });

  it('shows the centre of a neighbouring cell, on the side chosen for the point’s cell', () => {
    const point = { lat: 31.9539, lng: 35.9106 };
    const key = cellKeyOf(point);
    const asked: string[] = [];
    const [north, east, south, west] = ([0, 1, 2, 3] as const).map((direction) =>
      blurPoint(point, (cellKey) => {
        asked.push(cellKey);
        return direction;
      }),
    ) as [Point, Point, Point, Point];
    expect(asked).toEqual([key, key, key, key]);
    expect(north.lat).toBeGreaterThan(point.lat);
    expect(south.lat).toBeLessThan(point.lat);
    expect(east.lng).toBeGreaterThan(point.lng);
    expect(west.lng).toBeLessThan(point.lng);
    expect(north.lng).toBeCloseTo(south.lng, 12);
    expect(east.lat).toBeCloseTo(west.lat, 12);
    for (const centre of [north, east, south, west]) {
      expect(cellKeyOf(centre)).not.toBe(key);
      const [low, high] = cellSpan(centre, 'lat');
      expect(centre.lat).toBeCloseTo((low + high) / 2, 9);
    }
  });

  it('names cells by row and column, the same name for all of a cell', () => {
    expect(cellKeyOf({ lat: 31.9539, lng: 35.9106 })).toMatch(/^-?\d+:-?\d+$/);
    expect(cellKeyOf({ lat: 31.9539, lng: 35.9106 })).toBe(
      cellKeyOf({ lat: 31.95391, lng: 35.91061 }),
    );
    expect(cellKeyOf({ lat: 31.9539, lng: 35.9106 })).not.toBe(
      cellKeyOf({ lat: 31.9639, lng: 35.9106 }),
    );
  });

  it('refuses a direction that is none', () => {
    expect(() => blurPoint(AMMAN, () => 4 as BlurDirection)).toThrow(RangeError);
  });
});

describe('isBlurredPoint', () => {
  it('knows every blurred point for one, and a point as given for none', () => {
    for (const point of pointsAcrossJordan(2_000, 9)) {
      expect(isBlurredPoint(blurPoint(point, hashDirection)), `${point.lat},${point.lng}`).toBe(
        true,
      );
      expect(isBlurredPoint(point)).toBe(false);
    }
  });

  it('takes no place’s centre for a blurred point, so an item at a place shows no circle', () => {
    expect(PLACES.filter((place) => isBlurredPoint(place)).map((place) => place.id)).toEqual([]);
  });

  it('survives the trip through JSON that a reply makes', () => {
    const shown = blurPoint({ lat: 31.95391, lng: 35.91061 }, () => 2);
    expect(isBlurredPoint(JSON.parse(JSON.stringify(shown)) as Point)).toBe(true);
  });
});
