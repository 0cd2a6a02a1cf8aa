import { vi } from 'vitest';

/**
 * jsdom has no matchMedia; the reduced-motion and media-query hooks ask it. Only the
 * reduced-motion query can match, with `coarsePointer` (a phone's finger) a query for it, and
 * with `wide` (a laptop's screen) one for a minimum width.
 */
export function stubMedia({
  reducedMotion,
  coarsePointer = false,
  wide = false,
}: {
  reducedMotion: boolean;
  coarsePointer?: boolean;
  wide?: boolean;
}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches:
      (query.includes('prefers-reduced-motion') && reducedMotion) ||
      (query.includes('(pointer: coarse)') && coarsePointer) ||
      (query.includes('(min-width:') && wide),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
