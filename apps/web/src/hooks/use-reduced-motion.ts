import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(listener: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

const prefersReducedMotion = () => mediaQuery()?.matches ?? false;

/** Whether the visitor asked the system for less motion; follows changes while open. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, prefersReducedMotion);
}
