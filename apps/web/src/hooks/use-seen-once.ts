import { useEffect, useState } from 'react';

/**
 * Whether at least `threshold` of the element given the returned ref has been on screen; once
 * true it stays true and the observer stops.
 */
export function useSeenOnce(threshold: number) {
  const [element, setElement] = useState<Element | null>(null);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    if (!element || seen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.intersectionRatio >= threshold)) setSeen(true);
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen, threshold]);

  return [setElement, seen] as const;
}
