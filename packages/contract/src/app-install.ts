import type { Language } from './constants';

/**
 * The addresses of the installable app, shared by the web app (which builds and registers them)
 * and the web host (which serves them and names the manifest in each page).
 */

/** The service worker's script, at the root so its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/service-worker.js';

/** The query parameter of the service worker's address that names the API's origin. */
export const SERVICE_WORKER_API_PARAM = 'api';

/** Each language's manifest: a manifest has one name, so Arabic pages name the Arabic one. */
export const APP_MANIFEST_PATHS: Record<Language, string> = {
  en: '/manifest.webmanifest',
  ar: '/ar/manifest.webmanifest',
};

/** Where the phone's share sheet posts shared photos, per language of the installed app. */
export const SHARE_TARGET_PATHS: Record<Language, string> = {
  en: '/share-target',
  ar: '/ar/share-target',
};

/** The query flag of the give form that has it take the photos shared to the app. */
export const SHARED_PHOTOS_PARAM = 'shared';
