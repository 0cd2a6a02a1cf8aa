import type { ComponentType } from 'react';

import type { Point } from '@tabarru/contract/geo';
import type { PostCard } from '@tabarru/contract/posts';

/**
 * Maps: the feed's, beside its list or in place of it, and a post's place (features/map), which
 * the app layer hands the pages that show them, since features do not import each other. Only
 * types here: Leaflet, its styles and the map's texts load with the first map shown, never with
 * a page.
 */

export interface FeedMapProps {
  /** the posts the feed has loaded, in its order */
  posts: PostCard[];
  /**
   * what the posts were chosen by (the feed's filters): the map fits the markers when it
   * changes, and when more load while the map has not been moved by hand
   */
  fitKey: string;
  /** how far a post is, as its card says it ("2.4 km away"), for the posts' popups */
  distanceText: (km: number) => string;
  /** classes of the map's box (its height) */
  className?: string;
}

export interface PlaceMapProps {
  /** the post's shown point */
  point: Point;
  /**
   * the point is a blurred one (the donor gave an exact point): the map shows the area around it,
   * not a pin
   */
  area: boolean;
  className?: string;
}

/**
 * The feed's map as the app layer hands it to the feed: it loads when first shown (the feed shows
 * it inside Suspense); a map that cannot load says so in its place.
 */
export type FeedMapView = ComponentType<FeedMapProps>;

/** A post's place on a map, as the app layer hands it to the post's page: as the feed's. */
export type PlaceMapView = ComponentType<PlaceMapProps>;
