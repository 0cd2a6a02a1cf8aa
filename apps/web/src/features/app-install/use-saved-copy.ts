import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

import { SAVED_COPY_MESSAGE } from '../../lib/offline-caches';

/**
 * Whether the page in view shows a copy the service worker saved on an earlier visit, because
 * the API did not answer in time: the worker tells the page each time it answers so. The
 * notice belongs to the page it was given on and ends with it.
 */
export function useSavedCopy(): boolean {
  const { pathname } = useLocation();
  const [savedOn, setSavedOn] = useState<string | null>(null);
  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker) return;
    const handleMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === SAVED_COPY_MESSAGE) {
        setSavedOn(window.location.pathname);
      }
    };
    worker.addEventListener('message', handleMessage);
    return () => worker.removeEventListener('message', handleMessage);
  }, []);
  return savedOn === pathname;
}
