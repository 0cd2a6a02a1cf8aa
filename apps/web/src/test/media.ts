import { vi } from 'vitest';

/**
 * jsdom has no matchMedia; the reduced-motion and media-query hooks ask it. Only the
 * reduced-motion query can match.
 */
export function stubMedia({ reducedMotion }: { reducedMotion: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion') && reducedMotion,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
