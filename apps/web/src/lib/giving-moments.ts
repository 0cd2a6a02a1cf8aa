/**
 * The moments a member has just given something or received it: a post created or a claim
 * sent. The app offers itself for installing then (docs/decisions.md), once the member has seen
 * what it is for, never on a first visit.
 */
const listeners = new Set<() => void>();

export function noteGivingDone(): void {
  for (const listener of listeners) listener();
}

export function subscribeToGivingDone(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
