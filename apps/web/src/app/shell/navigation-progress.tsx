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

/** Shows the progress bar while `load` runs: what the next page (or language) needs. */
export function whileNextPageLoads<T>(load: Promise<T>): Promise<T> {
  loading += 1;
  publish();
  const done = () => {
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
