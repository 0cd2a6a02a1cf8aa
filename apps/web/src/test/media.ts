import { vi } from 'vitest';

/**
 * jsdom has no matchMedia; the reduced-motion and media-query hooks ask it. Only the
 * reduced-motion query can match, and with `coarsePointer` (a phone's finger) a query for it.
 */
export function stubMedia({
  reducedMotion,
  coarsePointer = false,
}: {
  reducedMotion: boolean;
  coarsePointer?: boolean;
}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches:
      (query.includes('prefers-reduced-motion') && reducedMotion) ||
      (query.includes('(pointer: coarse)') && coarsePointer),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
