import { lazy } from 'react';

import type { FeedMapView } from '../../lib/maps';

/**
 * The feed's map as the app layer hands it to the feed: Leaflet, its styles, Supercluster, the
 * maps and their texts, one chunk (map-chunk.ts) loaded when the map is first shown, so a first
 * visit to the feed carries none of it (a wide screen's feed shows it once its list is drawn).
 * Apart from the post page's (place-map-view.tsx), so neither page carries the other's. Should
 * its code not load (a new release meanwhile; the service worker keeps it for offline), the
 * map's place stays empty: the list is the feed, with or without it.
 */
export const FEED_MAP: FeedMapView = lazy<FeedMapView>(() =>
  import('./map-chunk').then(
    (maps) => ({ default: maps.FeedMap }),
    () => ({ default: () => null }),
  ),
);
