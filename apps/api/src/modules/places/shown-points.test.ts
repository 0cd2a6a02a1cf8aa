import { describe, expect, it } from 'vitest';

import { distanceKm } from '@tabarru/contract/geo';

import {
  nearestWithin,
  pointsWithin,
  ShownPoints,
  sortedByDistance,
  type ShownPoint,
} from './shown-points';

/** Points on a grid around Amman, about 1.1 km apart north to south. */
function grid(): ShownPoint[] {
  const points: ShownPoint[] = [];
  let id = 0;
  for (let row = -20; row <= 20; row += 1) {
    for (let column = -20; column <= 20; column += 1) {
      id += 1;
      points.push({ id, lat: 31.95 + row * 0.01, lng: 35.91 + column * 0.012 });
    }
  }
  return points.sort((a, b) => a.lat - b.lat || a.id - b.id);
}

describe('pointsWithin', () => {
  it('finds exactly the points a measure of every distance finds', () => {
    const points = grid();
    const centre = { lat: 31.9612, lng: 35.9031 };
    for (const km of [1, 3, 5, 10, 25]) {
      const expected = points
        .map((point) => ({ ...point, distanceKm: distanceKm(centre, point) }))
        .filter((point) => point.distanceKm <= km)
        .sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id);
      const found = pointsWithin(points, centre, km);
      expect(sortedByDistance(found)).toEqual(expected);
      expect([...nearestWithin(points, centre, km)]).toEqual(expected);
    }
  });

  it('orders points at the same distance by id', () => {
    const centre = { lat: 31.95, lng: 35.91 };
    const points = [
      { id: 9, lat: 31.96, lng: 35.91 },
      { id: 4, lat: 31.96, lng: 35.91 },
      { id: 2, lat: 31.97, lng: 35.91 },
    ];
    const found = pointsWithin(points, centre, 5);
    expect(sortedByDistance(found).map((point) => point.id)).toEqual([4, 9, 2]);
    expect([...nearestWithin(points, centre, 5)].map((point) => point.id)).toEqual([4, 9, 2]);
  });

  it('gives points nearest first from anywhere, those at one distance by id', () => {
    const points = grid();
    // On a grid point, at a grid point's latitude, between rows, and at the grid's edges.
    const centres = [
      { lat: 31.95, lng: 35.91 },
      { lat: 32.05, lng: 35.8 },
      { lat: 31.9555, lng: 35.9171 },
      { lat: 31.75, lng: 35.67 },
      { lat: 32.3, lng: 36.2 },
    ];
    for (const centre of centres) {
      for (const km of [1, 3, 10, 50]) {
        const expected = sortedByDistance(pointsWithin(points, centre, km));
        expect([...nearestWithin(points, centre, km)]).toEqual(expected);
      }
    }
  });

  it('finds nothing where no point is within the distance', () => {
    expect(pointsWithin(grid(), { lat: 29.53, lng: 35.0 }, 50)).toEqual([]);
  });
});

describe('ShownPoints', () => {
  it('reads every point once, then only those added after a change', async () => {
    const table: ShownPoint[] = [{ id: 1, lat: 31.95, lng: 35.91 }];
    const reads: number[] = [];
    const points = new ShownPoints(async (after) => {
      reads.push(after);
      return table.filter((point) => point.id > after);
    });
    const centre = { lat: 31.95, lng: 35.91 };

    expect((await points.within(centre, 5)).map((point) => point.id)).toEqual([1]);
    table.push({ id: 2, lat: 31.951, lng: 35.911 });
    expect((await points.within(centre, 5)).map((point) => point.id)).toEqual([1]);
    points.stale();
    expect(sortedByDistance(await points.within(centre, 5)).map((point) => point.id)).toEqual([
      1, 2,
    ]);
    expect(reads).toEqual([0, 0]);
  });

  it('finds a point whose id is below one read before, added later', async () => {
    const table: ShownPoint[] = [{ id: 2, lat: 31.95, lng: 35.91 }];
    const points = new ShownPoints(async (after) => table.filter((point) => point.id > after));
    const centre = { lat: 31.95, lng: 35.91 };
    expect(await points.within(centre, 5)).toHaveLength(1);
    table.push({ id: 1, lat: 31.952, lng: 35.91 });
    points.stale();
    expect(sortedByDistance(await points.within(centre, 5)).map((point) => point.id)).toEqual([
      2, 1,
    ]);
  });

  it('reads again after a read that failed', async () => {
    let fail = true;
    const points = new ShownPoints(async () => {
      if (fail) throw new Error('database gone');
      return [{ id: 1, lat: 31.95, lng: 35.91 }];
    });
    await expect(points.within({ lat: 31.95, lng: 35.91 }, 1)).rejects.toThrow('database gone');
    fail = false;
    expect(await points.within({ lat: 31.95, lng: 35.91 }, 1)).toHaveLength(1);
  });
});
