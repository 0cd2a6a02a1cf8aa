import Supercluster from 'supercluster';

import type { Point } from '@tabarru/contract/geo';

import type { MapMarker } from './map-markers';

/** The closest a map zooms: streets and buildings, as OpenStreetMap's tiles draw them. */
export const MAP_MAX_ZOOM = 18;
/** Markers closer than this on screen, in CSS pixels, show as one group with their count. */
const GROUP_RADIUS_PX = 56;

/** A box of the map, in degrees. */
export interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** What a map draws at a point: one post, or a group of posts too close to tell apart. */
export type Placed =
  | { kind: 'post'; key: string; point: Point; marker: MapMarker }
  | { kind: 'group'; key: string; point: Point; count: number; id: number };

interface Properties {
  marker: MapMarker;
}

/**
 * The posts of a map, grouped at each zoom by Supercluster: a group stays one up to the closest
 * zoom, so posts at one spot (several at a place's centre) stay one group whose posts are listed
 * rather than markers drawn on top of each other. A post listed twice (pages that shifted
 * while the feed loaded them) is drawn once.
 */
export function groupMarkers(markers: readonly MapMarker[]) {
  const seen = new Set<number>();
  const unique = markers.filter((marker) => !seen.has(marker.id) && seen.add(marker.id));
  const index = new Supercluster<Properties, Record<string, never>>({
    radius: GROUP_RADIUS_PX,
    maxZoom: MAP_MAX_ZOOM,
  });
  index.load(
    unique.map((marker) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [marker.point.lng, marker.point.lat] },
      properties: { marker },
    })),
  );
  return {
    /** What to draw in `box` at `zoom`: each post alone, or its group. */
    placedIn(box: Box, zoom: number): Placed[] {
      return index
        .getClusters([box.west, box.south, box.east, box.north], Math.round(zoom))
        .map((feature) => {
          const [lng = 0, lat = 0] = feature.geometry.coordinates;
          const point = { lat, lng };
          const properties = feature.properties;
          if ('cluster' in properties && properties.cluster) {
            return {
              kind: 'group',
              key: `group:${properties.cluster_id}`,
              point,
              count: properties.point_count,
              id: properties.cluster_id,
            };
          }
          const { marker } = properties as Properties;
          return { kind: 'post', key: `post:${marker.id}`, point, marker };
        });
    },
    /**
     * The zoom at which a group comes apart, or undefined when it never does on this map (its
     * posts are at one spot): then its posts are listed.
     */
    zoomToOpen(id: number): number | undefined {
      const zoom = index.getClusterExpansionZoom(id);
      return zoom <= MAP_MAX_ZOOM ? zoom : undefined;
    },
    /** A group's posts, in the feed's order. */
    postsOf(id: number): MapMarker[] {
      const order = new Map(unique.map((marker, position) => [marker.id, position]));
      return index
        .getLeaves(id, Infinity)
        .map((leaf) => leaf.properties.marker)
        .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    },
  };
}

/** The smallest box holding every point, or undefined for none. */
export function boxOf(points: readonly Point[]): Box | undefined {
  if (points.length === 0) return undefined;
  const box = { south: Infinity, west: Infinity, north: -Infinity, east: -Infinity };
  for (const { lat, lng } of points) {
    box.south = Math.min(box.south, lat);
    box.north = Math.max(box.north, lat);
    box.west = Math.min(box.west, lng);
    box.east = Math.max(box.east, lng);
  }
  return box;
}

/** The whole world, for grouping every marker whatever part of it is in view. */
export const WORLD: Box = { south: -90, west: -180, north: 90, east: 180 };
