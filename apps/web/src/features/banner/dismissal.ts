import { BANNER_DISMISS_KEY_PREFIX, BANNER_DISMISS_MS } from '@tabarru/contract/constants';

/** The part of Web Storage the dismissal needs. */
export type DismissalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where the browser refuses it (storage disabled, some private modes). */
export function browserStorage(): DismissalStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Where the closing of one banner is remembered: prefix plus banner id. */
export function dismissalKey(bannerId: number): string {
  return `${BANNER_DISMISS_KEY_PREFIX}${bannerId}`;
}

/**
 * Whether a banner closed at `closedAt` is still hidden at `now`: for 24 hours after closing.
 * A time in the future (a clock set back) counts as expired, so it cannot hide a banner longer.
 */
export function isDismissalCurrent(closedAt: number, now: number): boolean {
  const elapsed = now - closedAt;
  return elapsed >= 0 && elapsed < BANNER_DISMISS_MS;
}

/**
 * Whether the visitor closed this banner within the last 24 hours. A record that expired or cannot
 * be read is removed, so the banner shows again.
 */
export function isBannerDismissed(
  storage: DismissalStorage | null,
  bannerId: number,
  now: number,
): boolean {
  if (!storage) return false;
  const key = dismissalKey(bannerId);
  try {
    const stored = storage.getItem(key);
    if (stored === null) return false;
    if (isDismissalCurrent(Number(stored), now)) return true;
    storage.removeItem(key);
  } catch {
    // Storage that fails to answer hides nothing.
  }
  return false;
}

/** Remembers that the visitor closed this banner now. */
export function rememberDismissal(
  storage: DismissalStorage | null,
  bannerId: number,
  now: number,
): void {
  try {
    storage?.setItem(dismissalKey(bannerId), String(now));
  } catch {
    // A full or refused storage: the banner still closes on this page, and shows on the next.
  }
}
