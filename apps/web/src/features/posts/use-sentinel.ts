import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onVisible` whenever the element given the returned ref scrolls into view (the feed's
 * bottom sentinel), starting a little before it does so the next page is ready in time. The
 * observer starts again whenever it is re-enabled, so a sentinel still in view after a short
 * page asks for the next one too.
 */
export function useSentinel(onVisible: () => void, enabled: boolean) {
  const [element, setElement] = useState<Element | null>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    if (!element || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled]);
  return setElement;
}
