import { PromiseCache } from '../../infra/promise-cache';
import type { FeedFilters } from './queries';

/**
 * How many posts match a filter, remembered for a few seconds: the count is the one part of a
 * feed page whose cost grows with the table, and a busy feed asks the same few filters again
 * and again. Writes clear it; other instances see new counts after the TTL.
 */
export class FeedCountCache {
  private readonly counts: PromiseCache<number>;

  constructor(ttlMs = 5000, maxEntries = 1000, now: () => number = Date.now) {
    this.counts = new PromiseCache(ttlMs, maxEntries, now);
  }

  get(filters: FeedFilters, count: () => Promise<number>): Promise<number> {
    const key = JSON.stringify([
      filters.category ?? '',
      filters.region ?? '',
      filters.search ?? '',
    ]);
    return this.counts.get(key, count);
  }

  clear(): void {
    this.counts.clear();
  }
}
