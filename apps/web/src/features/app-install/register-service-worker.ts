import { SERVICE_WORKER_API_PARAM, SERVICE_WORKER_PATH } from '@tabarru/contract/app-install';

import { SKIP_WAITING_MESSAGE } from '../../lib/offline-caches';
import { apiUrl } from '../../lib/runtime-config';

/**
 * Registers the service worker, telling it the API's origin, whose public replies it saves.
 * The first worker takes over at once; a newer one waits for the member (`onUpdateWaiting`):
 * applying it has the waiting worker take over, and the page reloads once it has. Otherwise
 * it takes over on the next visit, once no tab runs the older version.
 */
export function registerServiceWorker(onUpdateWaiting: (apply: () => void) => void): void {
  const query = new URLSearchParams({ [SERVICE_WORKER_API_PARAM]: new URL(apiUrl()).origin });
  const { serviceWorker } = navigator;
  const offer = (waiting: ServiceWorker) =>
    onUpdateWaiting(() => {
      serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      waiting.postMessage({ type: SKIP_WAITING_MESSAGE });
    });
  serviceWorker.register(`${SERVICE_WORKER_PATH}?${query}`, { scope: '/' }).then(
    (registration) => {
      // A worker is an update only when an older one controls this page.
      if (registration.waiting && serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && serviceWorker.controller) offer(installing);
        });
      });
    },
    (error: unknown) => console.warn('the service worker could not be registered', error),
  );
}
