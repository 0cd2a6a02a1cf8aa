import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

/** How far down each page of this tab's history was scrolled, by its location key. */
function storedPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Where a page opens: Back and Forward (and a reload) return to where it was scrolled, a link
 * to `#id` to that element, any other new page at its top. A page that only rewrites its own
 * query (the feed's filters) stays where it is.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();
  const shown = useRef({ key: location.key, pathname: location.pathname });
  const positions = useRef<Record<string, number>>(null);
  positions.current ??= storedPositions();

  // Listening from the commit that first draws the page, not an effect after its paint, so a
  // scroll that comes before a passive effect would have run is still remembered.
  useLayoutEffect(() => {
    const saved = positions.current ?? {};
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      saved[shown.current.key] = window.scrollY;
    };
    const store = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage full or refused: positions are kept for this page's life only.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', store);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = { key: location.key, pathname: location.pathname };
    const saved = action === 'POP' ? positions.current?.[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (action !== 'REPLACE' || before.pathname !== location.pathname) {
      window.scrollTo(0, 0);
    }
  }, [location, action]);
}
