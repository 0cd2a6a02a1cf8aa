import {
  divIcon,
  layerGroup,
  marker as leafletMarker,
  popup as leafletPopup,
  type Marker,
  type Popup,
} from 'leaflet';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import type { Language } from '@tabarru/contract/constants';

import { useLanguage } from '../../hooks/use-language';
import type { TFunction } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import type { FeedMapProps } from '../../lib/maps';
import { createMap } from './leaflet-map';
import { markersOf, type MapMarker } from './map-markers';
import { boxOf, groupMarkers, WORLD, type Placed } from './marker-groups';
import { groupPopup, postPopup } from './popup-content';
import { MapFrame } from './map-frame';

/** The closest the map zooms to fit the posts: one post shows with its streets around it. */
const FIT_MAX_ZOOM = 15;
const FIT_PADDING_PX = 40;

interface ViewOptions {
  language: Language;
  t: TFunction;
  navigate: (href: string) => void;
  onTilesFailed: (failed: boolean) => void;
}

/** A marker's face: a pin for a post, a disc with the count for a group. */
function face(placed: Placed): HTMLElement {
  const element = document.createElement('span');
  element.className = placed.kind === 'post' ? 'map-pin' : 'map-group';
  if (placed.kind === 'group') element.textContent = String(placed.count);
  // The marker itself is the button, named by its title.
  element.setAttribute('aria-hidden', 'true');
  return element;
}

/**
 * The feed's map, outside React: Leaflet's map, a marker for each post or for each group of posts
 * too close to tell apart at the zoom, their popups, and the fit to the posts.
 */
function feedMapView(container: HTMLElement, options: ViewOptions) {
  const { t } = options;
  const { map, remove } = createMap(container, options);
  const layer = layerGroup().addTo(map);
  const drawn = new Map<string, Marker>();
  let groups = groupMarkers([]);
  let fittedFor: string | undefined;
  let shownIds = '';
  // Whether the map was moved by hand since it last fitted the posts; moves the view makes
  // itself happen inside `itself`.
  let movedByHand = false;
  let movingItself = false;
  const itself = (move: () => void) => {
    movingItself = true;
    try {
      move();
    } finally {
      movingItself = false;
    }
  };
  map.on('movestart', () => {
    if (!movingItself) movedByHand = true;
  });

  const popupOptions = { language: options.language, navigate: options.navigate };
  // Escape closes a popup from within it too (Leaflet hears it only while the map is focused).
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') map.closePopup();
  };
  container.addEventListener('keydown', closeOnEscape);

  /**
   * A popup opened from a marker takes the focus to its first link, so the keyboard reaches the
   * posts; closed, the focus goes back to the marker. Its close button is named in the page's
   * language.
   */
  function focusing(popup: Popup, marker: Marker): Popup {
    popup.on('add', () => {
      const element = popup.getElement();
      element
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', t('map.close'));
      element?.querySelector<HTMLElement>('.map-popup a')?.focus({ preventScroll: true });
    });
    popup.on('remove', () => {
      const focused = document.activeElement;
      if (focused === document.body || (focused && popup.getElement()?.contains(focused))) {
        marker.getElement()?.focus({ preventScroll: true });
      }
    });
    return popup;
  }

  /** A group opens: the map zooms to where it comes apart, or lists the posts at one spot. */
  function openGroup(placed: Extract<Placed, { kind: 'group' }>, marker: Marker, list: Popup) {
    const zoom = groups.zoomToOpen(placed.id);
    if (zoom === undefined) {
      list.setLatLng(marker.getLatLng()).openOn(map);
      return;
    }
    const hadFocus = marker.getElement()?.contains(document.activeElement) ?? false;
    map.setView(marker.getLatLng(), zoom);
    // The group is gone once the map has zoomed: the focus stays on the map.
    if (hadFocus) map.once('moveend', () => container.focus({ preventScroll: true }));
  }

  function markerOf(placed: Placed): Marker {
    const group = placed.kind === 'group';
    const size = group ? 40 : 28;
    const marker = leafletMarker([placed.point.lat, placed.point.lng], {
      icon: divIcon({
        className: 'map-marker',
        html: face(placed),
        iconSize: [size, size],
        popupAnchor: [0, -size / 2],
      }),
      title: group ? t('map.cluster', { count: placed.count }) : placed.marker.title,
      keyboard: true,
      riseOnHover: true,
    });
    if (placed.kind === 'post') {
      const popup = leafletPopup({ minWidth: 180 }).setContent(() =>
        postPopup(placed.marker, popupOptions),
      );
      return marker.bindPopup(focusing(popup, marker));
    }
    // Its list is a popup of its own, not bound to the marker, whose click zooms.
    const list = focusing(
      leafletPopup({ minWidth: 200, maxHeight: 240, offset: [0, 7 - size / 2] }).setContent(() =>
        groupPopup(
          t('map.cluster', { count: placed.count }),
          groups.postsOf(placed.id),
          popupOptions,
        ),
      ),
      marker,
    );
    marker.on('click', () => openGroup(placed, marker, list));
    marker.on('keypress', (event) => {
      if ((event.originalEvent as KeyboardEvent).key === 'Enter') openGroup(placed, marker, list);
    });
    return marker;
  }

  /**
   * Draws every post, grouped for the zoom, those out of view too: the keyboard reaches each one,
   * and the map pans to the marker focused. Markers that stay are kept (and their focus).
   */
  function draw() {
    // Not before the map has a view (no posts fitted yet).
    const zoom = map.getZoom() as number | undefined;
    if (zoom === undefined) return;
    const placed = groups.placedIn(WORLD, zoom);
    const keys = new Set(placed.map((item) => item.key));
    for (const [key, marker] of drawn) {
      if (keys.has(key)) continue;
      layer.removeLayer(marker);
      drawn.delete(key);
    }
    for (const item of placed) {
      if (drawn.has(item.key)) continue;
      const marker = markerOf(item);
      drawn.set(item.key, marker);
      layer.addLayer(marker);
    }
  }
  map.on('zoomend', draw);

  function fit(markers: readonly MapMarker[], animate: boolean) {
    const box = boxOf(markers.map((marker) => marker.point));
    if (!box) return;
    itself(() =>
      map.fitBounds(
        [
          [box.south, box.west],
          [box.north, box.east],
        ],
        { padding: [FIT_PADDING_PX, FIT_PADDING_PX], maxZoom: FIT_MAX_ZOOM, animate },
      ),
    );
    movedByHand = false;
  }

  return {
    /**
     * Shows `markers`: fitted when what chose them changed (`fitKey`), or when more came and
     * the map was not moved by hand; else where the member left the map.
     */
    show(markers: readonly MapMarker[], fitKey: string) {
      const ids = markers.map((marker) => marker.id).join(',');
      if (ids === shownIds && fitKey === fittedFor) return;
      const first = fittedFor === undefined;
      shownIds = ids;
      groups = groupMarkers(markers);
      // Groups of the posts before are not those of these: only posts' markers are kept.
      for (const [key, marker] of drawn) {
        if (!key.startsWith('post:')) {
          layer.removeLayer(marker);
          drawn.delete(key);
        }
      }
      if (fitKey !== fittedFor || !movedByHand) fit(markers, !first);
      fittedFor = fitKey;
      draw();
    },
    remove() {
      container.removeEventListener('keydown', closeOnEscape);
      remove();
    },
  };
}

/**
 * The feed's map: a marker at each loaded post's shown point, grouped with its count where
 * posts are close, each opening a small card that links to the post. Focusable and named; its
 * markers are buttons; the list beside it stays the way to every post.
 */
export function FeedMap({ posts, fitKey, distanceText, className = '' }: FeedMapProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const markers = useMemo(
    () => markersOf(posts, language, distanceText, (region) => t(`posts.regions.${region}`)),
    [posts, language, distanceText, t],
  );
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const view = useRef<ReturnType<typeof feedMapView>>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  const create = useEffectEvent((container: HTMLElement) =>
    feedMapView(container, {
      language,
      t,
      navigate: (href) => void navigate(href),
      onTilesFailed: setTilesFailed,
    }),
  );
  // A new map for each language: its controls' texts and corners are the language's.
  useEffect(() => {
    if (!box.current) return;
    const created = create(box.current);
    view.current = created;
    return () => {
      view.current = null;
      created.remove();
    };
  }, [language]);
  useEffect(() => {
    view.current?.show(markers, fitKey);
  }, [markers, fitKey, language]);

  return (
    <MapFrame
      boxRef={box}
      label={t('map.feedLabel')}
      tilesFailed={tilesFailed}
      tilesFailedText={t('map.feedTilesFailed')}
      className={className}
    />
  );
}
