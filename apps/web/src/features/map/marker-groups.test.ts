import { describe, expect, it } from 'vitest';

import type { MapMarker } from './map-markers';
import { boxOf, groupMarkers, MAP_MAX_ZOOM, WORLD, type Placed } from './marker-groups';

function marker(id: number, lat: number, lng: number): MapMarker {
  return { id, point: { lat, lng }, title: `Item ${id}`, href: `/posts/${id}`, details: [] };
}

/** Shmeisani's centre, and three posts a few metres apart in Irbid. */
const AMMAN = marker(1, 31.9686, 35.8986);
const IRBID = [marker(2, 32.5556, 35.85), marker(3, 32.5557, 35.8501), marker(4, 32.5558, 35.85)];

function counts(placed: Placed[]) {
  return placed
    .map((item) => (item.kind === 'group' ? `group of ${item.count}` : `post ${item.marker.id}`))
    .sort();
}

describe('groupMarkers', () => {
  it('draws posts far apart on their own, and groups those close together with their count', () => {
    const groups = groupMarkers([AMMAN, ...IRBID]);
    expect(counts(groups.placedIn(WORLD, 9))).toEqual(['group of 3', 'post 1']);
    // Zoomed out over the whole country, Amman and Irbid (70 km apart) are one group.
    expect(counts(groups.placedIn(WORLD, 5))).toEqual(['group of 4']);
  });

  it('opens a group by zooming to where it comes apart', () => {
    const groups = groupMarkers([AMMAN, ...IRBID]);
    const [country] = groups.placedIn(WORLD, 5);
    if (country?.kind !== 'group') throw new Error('expected a group');
    const zoom = groups.zoomToOpen(country.id);
    expect(zoom).toBeGreaterThan(5);
    expect(counts(groups.placedIn(WORLD, zoom ?? 0))).toContain('post 1');
  });

  it('lists, in the feed’s order, the posts at one spot, which no zoom takes apart', () => {
    const spot = [marker(7, 31.95, 35.91), marker(5, 31.95, 35.91), marker(6, 31.95, 35.91)];
    const groups = groupMarkers(spot);
    const placed = groups.placedIn(WORLD, MAP_MAX_ZOOM);
    expect(counts(placed)).toEqual(['group of 3']);
    const [group] = placed;
    if (group?.kind !== 'group') throw new Error('expected a group');
    expect(groups.zoomToOpen(group.id)).toBeUndefined();
    expect(groups.postsOf(group.id).map((post) => post.id)).toEqual([7, 5, 6]);
  });

  it('draws only what is in the box asked for', () => {
    const groups = groupMarkers([AMMAN, ...IRBID]);
    const aroundAmman = { south: 31.9, west: 35.8, north: 32.0, east: 36.0 };
    expect(counts(groups.placedIn(aroundAmman, 12))).toEqual(['post 1']);
  });

  it('draws a post listed twice once', () => {
    const groups = groupMarkers([AMMAN, AMMAN]);
    expect(counts(groups.placedIn(WORLD, MAP_MAX_ZOOM))).toEqual(['post 1']);
  });

  it('names each post by its id, so a marker drawn before is kept', () => {
    const [first] = groupMarkers([AMMAN]).placedIn(WORLD, 12);
    const [again] = groupMarkers([AMMAN, marker(9, 30, 35.5)]).placedIn(
      { south: 31.9, west: 35.8, north: 32.0, east: 36.0 },
      12,
    );
    expect(first?.key).toBe('post:1');
    expect(again?.key).toBe('post:1');
  });
});

describe('boxOf', () => {
  it('is the smallest box holding every point', () => {
    expect(boxOf([AMMAN, ...IRBID].map((item) => item.point))).toEqual({
      south: 31.9686,
      west: 35.85,
      north: 32.5558,
      east: 35.8986,
    });
  });

  it('is a point for one point, and nothing for none', () => {
    expect(boxOf([AMMAN.point])).toEqual({
      south: 31.9686,
      west: 35.8986,
      north: 31.9686,
      east: 35.8986,
    });
    expect(boxOf([])).toBeUndefined();
  });
});
