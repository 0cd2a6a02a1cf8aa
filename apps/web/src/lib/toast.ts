/**
 * Toasts without paying for the toast library on a first visit: the library and its container
 * load with the first toast (react-toastify queues toasts shown before its container mounts).
 */
export type ToastKind = 'success' | 'error' | 'info';

let requested = false;
const listeners = new Set<() => void>();

export function showToast(kind: ToastKind, message: string): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('react-toastify').then(({ toast }) => {
    toast[kind](message);
  });
}

/** For useSyncExternalStore: whether any toast was asked for yet. */
export function toastsRequested(): boolean {
  return requested;
}

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
