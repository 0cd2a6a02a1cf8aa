import { circle, divIcon, marker } from 'leaflet';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

import { BLUR_REACH_METRES } from '@tabarru/contract/blur-grid';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import type { PlaceMapProps } from '../../lib/maps';
import { createMap } from './leaflet-map';
import { MapFrame } from './map-frame';

/** A place's centre shows with its streets; a blurred point's area (1.65 km across) whole. */
const PLACE_ZOOM = 14;
const AREA_ZOOM = 13;
/** The area drawn around a blurred point: as far as the true point can be from it. */
const AREA_RADIUS_METRES = BLUR_REACH_METRES;

/**
 * A post's place on a small map: a pin at its place's centre, or, where the donor gave an exact
 * point and everyone sees it blurred, a circle of about 825 m around the shown point (wherever the true point is, it is inside) and no
 * pin, since the item is somewhere near it, not at it. The page scrolls past it: the zoom
 * buttons and the keyboard move it, a phone's finger scrolls on.
 */
export function PlaceMap({ point, area, className = '' }: PlaceMapProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const box = useRef<HTMLDivElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  const create = useEffectEvent((container: HTMLElement) => {
    const created = createMap(container, {
      language,
      t,
      inPage: true,
      onTilesFailed: setTilesFailed,
    });
    const where: [number, number] = [point.lat, point.lng];
    if (area) {
      circle(where, {
        radius: AREA_RADIUS_METRES,
        className: 'map-area',
        interactive: false,
      }).addTo(created.map);
    } else {
      const face = document.createElement('span');
      face.className = 'map-pin';
      marker(where, {
        icon: divIcon({ className: 'map-marker', html: face, iconSize: [28, 28] }),
        interactive: false,
        keyboard: false,
      }).addTo(created.map);
    }
    created.map.setView(where, area ? AREA_ZOOM : PLACE_ZOOM);
    return created;
  });
  useEffect(() => {
    if (!box.current) return;
    return create(box.current).remove;
  }, [language, point.lat, point.lng, area]);

  return (
    <MapFrame
      boxRef={box}
      label={t('map.placeLabel')}
      tilesFailed={tilesFailed}
      tilesFailedText={t('map.placeTilesFailed')}
      className={className}
    />
  );
}
