import { describe, expect, it } from 'vitest';

import { BANNER_DISMISS_MS } from '@tabarru/contract/constants';

import {
  dismissalKey,
  isBannerDismissed,
  isDismissalCurrent,
  rememberDismissal,
  type DismissalStorage,
} from './dismissal';

const NOW = Date.parse('2026-03-01T12:00:00Z');

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  const storage: DismissalStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
  return { storage, map };
}

const refusing: DismissalStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('isDismissalCurrent', () => {
  it.each([
    ['just now', NOW, true],
    ['23 h 59 min ago', NOW - BANNER_DISMISS_MS + 60_000, true],
    ['1 ms short of 24 h ago', NOW - BANNER_DISMISS_MS + 1, true],
    ['exactly 24 h ago', NOW - BANNER_DISMISS_MS, false],
    ['two days ago', NOW - 2 * BANNER_DISMISS_MS, false],
    ['in the future', NOW + 60_000, false],
    ['at an unreadable time', Number.NaN, false],
  ])('closed %s: %s', (_, closedAt, current) => {
    expect(isDismissalCurrent(closedAt, NOW)).toBe(current);
  });
});

describe('banner dismissal in storage', () => {
  it('is kept under the prefix and the banner id', () => {
    expect(dismissalKey(42)).toBe('banner-closed-42');
    const { storage, map } = memoryStorage();
    rememberDismissal(storage, 42, NOW);
    expect(Object.fromEntries(map)).toEqual({ 'banner-closed-42': String(NOW) });
  });

  it('hides the banner it names for 24 hours, and no other banner', () => {
    const { storage } = memoryStorage();
    rememberDismissal(storage, 42, NOW);
    expect(isBannerDismissed(storage, 42, NOW + 1000)).toBe(true);
    expect(isBannerDismissed(storage, 42, NOW + BANNER_DISMISS_MS - 1)).toBe(true);
    expect(isBannerDismissed(storage, 43, NOW + 1000)).toBe(false);
  });

  it('removes an expired record, so the banner shows again', () => {
    const { storage, map } = memoryStorage({
      'banner-closed-42': String(NOW - BANNER_DISMISS_MS - 1),
      'banner-closed-7': String(NOW),
    });
    expect(isBannerDismissed(storage, 42, NOW)).toBe(false);
    expect(map.has('banner-closed-42')).toBe(false);
    expect(map.has('banner-closed-7')).toBe(true);
  });

  it.each(['', 'yesterday', String(NOW + BANNER_DISMISS_MS)])(
    'removes an unreadable or future record %j',
    (stored) => {
      const { storage, map } = memoryStorage({ 'banner-closed-42': stored });
      expect(isBannerDismissed(storage, 42, NOW)).toBe(false);
      expect(map.size).toBe(0);
    },
  );

  it('shows the banner when storage is missing or refuses to answer', () => {
    expect(isBannerDismissed(null, 42, NOW)).toBe(false);
    expect(isBannerDismissed(refusing, 42, NOW)).toBe(false);
    expect(() => rememberDismissal(refusing, 42, NOW)).not.toThrow();
    expect(() => rememberDismissal(null, 42, NOW)).not.toThrow();
  });
});
