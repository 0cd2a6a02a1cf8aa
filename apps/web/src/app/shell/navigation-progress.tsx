import { useSyncExternalStore } from 'react';

/** How many loads the next page (or language) is waiting on. */
let loading = 0;
const listeners = new Set<() => void>();

function publish(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isLoading = () => loading > 0;

/** How long a load may take before the bar shows: a page already loaded opens without it. */
export const PROGRESS_BAR_DELAY_MS = 100;

/**
 * Shows the progress bar while `load` runs, once it has taken longer than
 * PROGRESS_BAR_DELAY_MS: what the next page (or language) needs.
 */
export function whileNextPageLoads<T>(load: Promise<T>): Promise<T> {
  let shown = false;
  const show = setTimeout(() => {
    shown = true;
    loading += 1;
    publish();
  }, PROGRESS_BAR_DELAY_MS);
  const done = () => {
    clearTimeout(show);
    if (!shown) return;
    loading -= 1;
    publish();
  };
  load.then(done, done);
  return load;
}

/** A thin bar at the top while the next page (or language) loads. */
export function NavigationProgress() {
  const shown = useSyncExternalStore(subscribe, isLoading, () => false);
  if (!shown) return null;
  return (
    <div
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-60 h-1 overflow-hidden bg-brand-100 rtl:-scale-x-100"
    >
      <div className="h-full w-1/3 animate-progress bg-brand-600 motion-reduce:animate-none" />
    </div>
  );
}
