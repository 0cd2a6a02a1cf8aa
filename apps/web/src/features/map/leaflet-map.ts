import { control, map as leafletMap, tileLayer, type Map as LeafletMap } from 'leaflet';

import type { Language } from '@tabarru/contract/constants';
import { DEFAULT_MAP_TILES, type MapTiles } from '@tabarru/contract/map-tiles';
import { RUNTIME_CONFIG_GLOBAL } from '@tabarru/contract/runtime-config';

import type { TFunction } from '../../i18n/i18n';
import { MAP_MAX_ZOOM } from './marker-groups';

/** Where OpenStreetMap's contributors are credited, as its licence asks of a map of its data. */
const OSM_COPYRIGHT = 'https://www.openstreetmap.org/copyright';
const LEAFLET_CREDIT = '<a href="https://leafletjs.com" rel="noopener noreferrer">Leaflet</a>';

/** The tiles the web host named (MAP_TILES_URL), or OpenStreetMap's where it named none (dev). */
export function configuredTiles(): MapTiles {
  const configured = window[RUNTIME_CONFIG_GLOBAL]?.mapTiles;
  return typeof configured?.url === 'string' && typeof configured.attribution === 'string'
    ? configured
    : DEFAULT_MAP_TILES;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );
}

/**
 * The tiles' credit as Leaflet shows it (HTML): the configured text as text, in its own
 * direction (English on an Arabic page keeps its © in front), its first 'OpenStreetMap' a link
 * to the page that names the licence.
 */
export function attributionHtml(text: string): string {
  const linked = escapeHtml(text).replace(
    'OpenStreetMap',
    `<a href="${OSM_COPYRIGHT}" rel="noopener noreferrer">OpenStreetMap</a>`,
  );
  return `<span dir="auto">${linked}</span>`;
}

/** The corners of a map's controls: zoom at the start of the line, the credit at its end. */
export function controlCorners(language: Language) {
  return language === 'ar'
    ? ({ zoom: 'topright', credit: 'bottomleft' } as const)
    : ({ zoom: 'topleft', credit: 'bottomright' } as const);
}

export interface MapOptions {
  language: Language;
  t: TFunction;
  /** the page scrolls under the map: the wheel and a finger's drag scroll the page, not the map */
  inPage?: boolean;
  /** the tiles failed to load (offline, blocked), or loaded again after failing */
  onTilesFailed: (failed: boolean) => void;
}

/**
 * A Leaflet map in `container` on the configured tiles, its controls in the page's language
 * and mirrored on an Arabic page, kept to the container's size. Reports when the tiles cannot
 * load: the page says so, and everything else of it works without them.
 */
export function createMap(container: HTMLElement, options: MapOptions) {
  const { language, t } = options;
  const corners = controlCorners(language);
  const map = leafletMap(container, {
    zoomControl: false,
    attributionControl: false,
    maxZoom: MAP_MAX_ZOOM,
    scrollWheelZoom: !options.inPage,
    // A phone's finger scrolls the page past a map in it: its buttons zoom it.
    dragging: !(options.inPage && window.matchMedia?.('(pointer: coarse)').matches),
  });
  control
    .zoom({ position: corners.zoom, zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') })
    .addTo(map);
  control.attribution({ position: corners.credit, prefix: LEAFLET_CREDIT }).addTo(map);

  const tiles = configuredTiles();
  const layer = tileLayer(tiles.url, {
    maxZoom: MAP_MAX_ZOOM,
    attribution: attributionHtml(tiles.attribution),
  });
  // Each batch of tiles (a move, a zoom) is judged whole: one that loads after one that failed
  // (the connection came back) clears what the map says.
  let failed = false;
  let errors = 0;
  const report = (now: boolean) => {
    if (now !== failed) options.onTilesFailed((failed = now));
  };
  layer.on('loading', () => (errors = 0));
  layer.on('tileerror', () => {
    errors += 1;
    report(true);
  });
  layer.on('load', () => report(errors > 0));
  layer.addTo(map);

  // The feed's column or a phone turned sideways: the map follows its box.
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(container);
  return {
    map,
    remove() {
      resize.disconnect();
      map.remove();
    },
  };
}

export type { LeafletMap };
