import { useCallback, useSyncExternalStore } from 'react';

function mediaQuery(query: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * Whether the page matches a media query now, following changes while open; false where the
 * browser cannot tell (and in tests, which have no layout). A page drawn on the server is drawn
 * for a phone (false), and the browser that takes it over re-renders at once for its own screen.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    [query],
  );
  const matches = () => mediaQuery(query)?.matches ?? false;
  return useSyncExternalStore(subscribe, matches, () => false);
}
