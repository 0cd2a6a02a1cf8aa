import { useEffect, useState } from 'react';

/**
 * Registers the service worker once the page has loaded and the browser is idle, so a first
 * visit spends nothing on it before the page works; the registration's code is its own chunk.
 * Returns how to apply a newer version once one waits, else null.
 */
export function useServiceWorker(): (() => void) | null {
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const register = () => {
      void import('./register-service-worker').then(({ registerServiceWorker }) => {
        if (cancelled) return;
        registerServiceWorker((apply) => setApplyUpdate(() => apply));
      });
    };
    const whenIdle = () =>
      'requestIdleCallback' in window ? window.requestIdleCallback(register) : setTimeout(register);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
    };
  }, []);
  return applyUpdate;
}
