import { lazy } from 'react';

import { useTranslation } from '../../i18n/use-translation';
import type { PlaceMapView } from '../../lib/maps';

/** In the map's place when its code cannot load (a new release, or offline before it was saved). */
function MapUnavailable() {
  const { t } = useTranslation();
  return <p className="p-4 text-center text-stone-700">{t('posts.detail.mapUnavailable')}</p>;
}

/** A post's place on a map, loaded with the maps' chunk and texts when the post's page shows it. */
export const PLACE_MAP: PlaceMapView = lazy(() =>
  import('./map-chunk').then(
    (maps) => ({ default: maps.PlaceMap }),
    () => ({ default: MapUnavailable }),
  ),
);
