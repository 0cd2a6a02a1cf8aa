import type { FeedSort } from '@tabarru/contract/constants';

import { PromiseCache } from '../../infra/promise-cache';
import { stemMatchKey, type FeedFilters, type StemMatch } from './queries';

/** Page starts of at most this many filters are kept: each holds one id per 200 matches. */
const PAGE_STARTS_MAX_ENTRIES = 200;

/** How often the feed's version is read again, at most: how old another instance's change may look. */
export const FEED_VERSION_CHECK_MS = 100;

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

export interface FeedCacheOptions {
  /** the feed's version (migration 0022): what is kept stays while it is the same */
  readVersion: () => Promise<number>;
  /** how often the version is read again, at most */
  checkEveryMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * The parts of a feed page whose cost grows with the table, kept while the feed has not changed:
 * how many posts match a filter, where its pages start (feed-page-seek.ts), so a page asked for
 * by number is a short seek, and the words a search's stems begin (queries.ts, stemMatches). A
 * busy feed asks the same few filters again and again. A write of this instance clears them at
 * once; any other change of the feed (another instance, a claim that gives an item away) changes
 * its version, which is read at most every FEED_VERSION_CHECK_MS. Nothing is recomputed on a
 * timer, so a feed that does not change never stalls on a count of a million posts.
 */
export class FeedCache {
  private readonly counts: PromiseCache<number>;
  private readonly starts: PromiseCache<number[]>;
  private readonly stems: PromiseCache<StemMatch[] | null>;
  private readonly readVersion: () => Promise<number>;
  private readonly checkEveryMs: number;
  private readonly now: () => number;
  private version: number | undefined;
  private checkedAt = -Infinity;
  private checking: Promise<void> | undefined;

  constructor({
    readVersion,
    checkEveryMs = FEED_VERSION_CHECK_MS,
    maxEntries = 1000,
    now = Date.now,
  }: FeedCacheOptions) {
    this.readVersion = readVersion;
    this.checkEveryMs = checkEveryMs;
    this.now = now;
    this.counts = new PromiseCache(Infinity, maxEntries, now);
    this.starts = new PromiseCache(Infinity, Math.min(maxEntries, PAGE_STARTS_MAX_ENTRIES), now);
    this.stems = new PromiseCache(Infinity, maxEntries, now);
  }

  async stemMatches(
    stems: readonly string[],
    read: () => Promise<StemMatch[] | null>,
  ): Promise<StemMatch[] | null> {
    await this.current();
    return this.stems.get(JSON.stringify(stems), read);
  }

  async get(filters: FeedFilters, count: () => Promise<number>): Promise<number> {
    await this.current();
    return this.counts.get(filterKey(filters), count);
  }

  async pageStarts(
    filters: FeedFilters,
    sort: FeedSort,
    read: () => Promise<number[]>,
  ): Promise<number[]> {
    await this.current();
    return this.starts.get(filterKey(filters, sort), read);
  }

  clear(): void {
    this.counts.clear();
    this.starts.clear();
    this.stems.clear();
  }

  /** Forgets everything when the feed's version has moved since it was last read. */
  private current(): Promise<void> {
    const at = this.now();
    if (!this.checking && at - this.checkedAt >= this.checkEveryMs) {
      this.checkedAt = at;
      this.checking = this.readVersion()
        .then((version) => {
          if (version !== this.version) this.clear();
          this.version = version;
        })
        .finally(() => {
          this.checking = undefined;
        });
    }
    return this.checking ?? Promise.resolve();
  }
}
