import { Workbox } from 'workbox-window';

import { SERVICE_WORKER_API_PARAM, SERVICE_WORKER_PATH } from '@tabarru/contract/app-install';

import { apiUrl } from '../../lib/runtime-config';

/**
 * Registers the service worker, telling it the API's origin, whose public replies it saves.
 * A newer version waits for the member (`onUpdateWaiting`): applying it has the waiting worker
 * take over, and the page reloads once it does. Otherwise it takes over on the next visit.
 */
export function registerServiceWorker(onUpdateWaiting: (apply: () => void) => void): void {
  const query = new URLSearchParams({ [SERVICE_WORKER_API_PARAM]: new URL(apiUrl()).origin });
  const workbox = new Workbox(`${SERVICE_WORKER_PATH}?${query}`, { scope: '/' });
  workbox.addEventListener('waiting', () => {
    onUpdateWaiting(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  workbox.register().catch((error: unknown) => {
    console.warn('the service worker could not be registered', error);
  });
}
