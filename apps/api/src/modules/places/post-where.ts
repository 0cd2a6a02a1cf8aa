import { createHmac } from 'node:crypto';

import { isRegion } from '@tabarru/contract/constants';
import { blurPoint, type BlurDirection } from '@tabarru/contract/blur-grid';
import type { Point } from '@tabarru/contract/geo';
import { placeById, placeNamed } from '@tabarru/contract/place-search';

/** Where a post is, as stored: its place, the donor's exact point, and the point shown. */
export interface PostWhere {
  placeId: string;
  /** the donor's own point, kept for their view only; null without one */
  exact: Point | null;
  /** what everyone else sees: the exact point blurred, else the place's centre */
  shown: Point;
}

/**
 * The side a cell's points are shown on, from a hash of the cell keyed with the server's secret:
 * the same for a cell every time, and not computable by someone who knows the grid.
 */
export function blurDirection(serverSecret: string, cellKey: string): BlurDirection {
  const digest = createHmac('sha256', serverSecret).update(`post-point\u0000${cellKey}`).digest();
  return ((digest[0] ?? 0) & 3) as BlurDirection;
}

/** What a post's place is chosen from: its 'Region - area' text, and a place the donor picked. */
export interface PlaceChoice {
  location: string;
  region: string;
  placeId?: string | undefined;
}

/**
 * Where a post with no exact point is: at the place picked, else the place its area names in its
 * region (the earlier client sends only the text), else the region's centre.
 */
export function placeWhere({ location, region, placeId }: PlaceChoice): PostWhere {
  const place =
    placeById(placeId) ??
    placeNamed(location, isRegion(region) ? region : undefined) ??
    placeById('amman');
  if (place === undefined) throw new Error('the places list has no Amman');
  return { placeId: place.id, exact: null, shown: { lat: place.lat, lng: place.lng } };
}

/** Where a post is, as placeWhere, and at `point` when the donor gave one: shown blurred. */
export function postWhere(
  serverSecret: string,
  choice: PlaceChoice & { point?: Point | undefined },
): PostWhere {
  const where = placeWhere(choice);
  if (choice.point === undefined) return where;
  return {
    ...where,
    exact: choice.point,
    shown: blurPoint(choice.point, (cellKey) => blurDirection(serverSecret, cellKey)),
  };
}
