import type { MapTiles } from './map-tiles';

/**
 * What the web host tells the SPA at run time, in an inline script of index.html whose hash
 * the Content-Security-Policy allows. The element id and global name are shared so the host
 * and the app agree.
 */
export interface RuntimeConfig {
  apiUrl: string;
  /** the raster tiles the maps draw on (MAP_TILES_URL, MAP_TILES_ATTRIBUTION) */
  mapTiles?: MapTiles;
}

export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
export const RUNTIME_CONFIG_GLOBAL = '__TABARRU_CONFIG__';

/**
 * index.html's font preloads name the language of the pages they are for in this attribute:
 * the web host keeps those of the page's language and drops the others.
 */
export const PRELOAD_LANGUAGE_ATTRIBUTE = 'data-language';

/**
 * The element in which the web host writes a post's preview into the page of that post it
 * serves (a JSON data block, never run): a visitor's page shows the post without first waiting
 * for `GET /api/posts/:id/preview`. Named here, apart from the preview's schema, so the page
 * that reads it loads no schema library.
 */
export const POST_PREVIEW_ELEMENT_ID = 'post-preview';

/**
 * The element in which the web host writes the feed's first page into the feed's page, as
 * `GET /posts` answers a visitor with no filters (a JSON data block, never run): the feed shows
 * its first cards without first waiting for the API.
 */
export const FEED_PAGE_ELEMENT_ID = 'feed-page';

/**
 * The element in which the web host writes the upcoming events into the events' page, as
 * `GET /events` answers a visitor.
 */
export const UPCOMING_EVENTS_ELEMENT_ID = 'upcoming-events';
