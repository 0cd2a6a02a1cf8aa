import type { FeedSort } from '@tabarru/contract/constants';

import { PromiseCache } from '../../infra/promise-cache';
import { stemMatchKey, type FeedFilters, type StemMatch } from './queries';

/** Page starts of at most this many filters are kept: each holds one id per 200 matches. */
const PAGE_STARTS_MAX_ENTRIES = 200;

function filterKey(filters: FeedFilters, ...rest: string[]): string {
  const hidden = filters.hiddenBy;
  return JSON.stringify([
    filters.wanted ? 'wanted' : 'give',
    filters.availability ?? 'all',
    filters.category ?? '',
    filters.region ?? '',
    filters.words ? `${filters.words.in}:${filters.words.stems.map(stemMatchKey).join(' ')}` : '',
    // A viewer's feed that leaves out whom they blocked: a block or unblock names another one.
    hidden ? `${hidden.viewerId}:${hidden.blockedIds.join(',')}` : '',
    ...rest,
  ]);
}

/**
 * The parts of a feed page whose cost grows with the table, remembered for a few seconds: how
 * many posts match a filter, where its pages start (feed-page-seek.ts), so a page asked for by
 * number is a short seek, and the words a search's stems begin (queries.ts, stemMatches). A busy
 * feed asks the same few filters again and again. Writes clear them all; other instances see
 * the change after the TTL.
 */
export class FeedCache {
  private readonly counts: PromiseCache<number>;
  private readonly starts: PromiseCache<number[]>;
  private readonly stems: PromiseCache<StemMatch[] | null>;

  constructor(ttlMs = 5000, maxEntries = 1000, now: () => number = Date.now) {
    this.counts = new PromiseCache(ttlMs, maxEntries, now);
    this.starts = new PromiseCache(ttlMs, Math.min(maxEntries, PAGE_STARTS_MAX_ENTRIES), now);
    this.stems = new PromiseCache(ttlMs, maxEntries, now);
  }

  stemMatches(
    stems: readonly string[],
    read: () => Promise<StemMatch[] | null>,
  ): Promise<StemMatch[] | null> {
    return this.stems.get(JSON.stringify(stems), read);
  }

  get(filters: FeedFilters, count: () => Promise<number>): Promise<number> {
    return this.counts.get(filterKey(filters), count);
  }

  pageStarts(
    filters: FeedFilters,
    sort: FeedSort,
    read: () => Promise<number[]>,
  ): Promise<number[]> {
    return this.starts.get(filterKey(filters, sort), read);
  }

  clear(): void {
    this.counts.clear();
    this.starts.clear();
    this.stems.clear();
  }
}
