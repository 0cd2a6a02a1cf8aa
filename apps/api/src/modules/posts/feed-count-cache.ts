import type { FeedFilters } from './queries';

/**
 * How many posts match a filter, remembered for a few seconds: the count is the one part of a
 * feed page whose cost grows with the table, and a busy feed asks the same few filters again
 * and again. Writes clear it; other instances see new counts after the TTL.
 */
export class FeedCountCache {
  private readonly entries = new Map<string, { count: Promise<number>; expiresAt: number }>();

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(filters: FeedFilters, count: () => Promise<number>): Promise<number> {
    const key = JSON.stringify([
      filters.category ?? '',
      filters.region ?? '',
      filters.search ?? '',
    ]);
    const time = this.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > time) return cached.count;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const entry = { count: count(), expiresAt: time + this.ttlMs };
    entry.count.catch(() => this.entries.delete(key));
    this.entries.set(key, entry);
    return entry.count;
  }

  clear(): void {
    this.entries.clear();
  }
}
