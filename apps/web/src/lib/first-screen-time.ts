import { useSyncExternalStore } from 'react';

/**
 * When the page the server is drawing, or the browser is taking over, was drawn (ms since the
 * epoch): a time shown relative to now ("5 minutes ago") is drawn from it on both sides, so the
 * browser takes over the same words, then shows them from its own clock.
 */
let drawnAt: number | undefined;
const listeners = new Set<() => void>();

/** Sets the time of the drawing (the server, the browser before it takes over), or clears it. */
export function setFirstScreenTime(time: number | undefined): void {
  drawnAt = time;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => drawnAt;

/** Now, as the page shows it: the drawing's time while a drawn page is taken over. */
export function useNow(): Date {
  const drawn = useSyncExternalStore(subscribe, snapshot, snapshot);
  return drawn === undefined ? new Date() : new Date(drawn);
}
