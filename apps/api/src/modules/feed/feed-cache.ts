import type { FeedReply, ParsedFeedQuery } from '@tabarru/contract/posts';

import { PromiseCache } from '../../infra/promise-cache';
import {
  stemMatchKey,
  type FeedFilters,
  type FeedVersions,
  type IdOrder,
  type SearchLookup,
} from './queries';

/** Page starts of at most this many filters are kept: each holds one id per 200 matches. */
const PAGE_STARTS_MAX_ENTRIES = 200;

/** Pages kept, at most: a dozen cards each, a few kilobytes. */
const PAGES_MAX_ENTRIES = 500;

/** Posts kept for their pages, at most: one row and its gallery each. */
const POSTS_MAX_ENTRIES = 2000;

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
    // What the words name: the posts found through it (the 'concepts' part).
    filters.words?.concepts?.map((concepts) => concepts.join('|')).join(' ') ?? '',
    filters.words?.someHoldAll === false ? 'none hold all' : '',
    // A viewer's feed that leaves out whom they blocked: a block or unblock names another one.
    hidden ? `${hidden.viewerId}:${hidden.blockedIds.join(',')}` : '',
    filters.near?.key ?? '',
    ...rest,
  ]);
}

/** Every field of a feed query, in a fixed order: the same page asked twice has one key. */
function pageKey(query: ParsedFeedQuery, photosAt: string): string {
  const { page, limit, category, region, q, sort, availability, kind, cursor } = query;
  const { near, place, within_km: withinKm } = query;
  return JSON.stringify([
    near ? `${near.lat},${near.lng}` : '',
    place ?? '',
    withinKm ?? '',
    page,
    limit,
    category,
    region,
    q,
    sort,
    availability,
    kind,
    cursor,
    photosAt,
  ]);
}

export interface FeedCacheOptions {
  /** the feed's versions (migrations 0022 and 0023): what is kept stays while they are the same */
  readVersion: () => Promise<FeedVersions>;
  /** how often the version is read again, at most */
  checkEveryMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * The parts of a feed page whose cost grows with the table, kept while the feed has not changed:
 * how many posts match a filter, where its pages start (feed-page-seek.ts), so a page asked for
 * by number is a short seek, and what a search's words are looked for as: the words its stems
 * begin, whether a post holds them all, the concept words of what they name that posts hold
 * (queries.ts, searchLookup). A busy feed asks the same few filters again and again. The pages
 * every viewer shares are kept whole too, and the posts read for their own pages with their
 * galleries, until a post or how it is shown changes (`Shown`: a post as the posts module reads
 * it for its page, ShownPost). A write of this instance clears them at once (feed-changes.ts);
 * any other change (another instance's) moves the feed's versions, read at most every
 * FEED_VERSION_CHECK_MS. Nothing is recomputed on a timer, so a feed that does not change never
 * stalls on a count of a million posts.
 */
export class FeedCache<Shown = unknown> {
  private readonly counts: PromiseCache<number>;
  private readonly starts: PromiseCache<number[]>;
  private readonly lookups: PromiseCache<SearchLookup>;
  private readonly pages: PromiseCache<FeedReply>;
  private readonly posts: PromiseCache<Shown | null>;
  private readonly readVersion: () => Promise<FeedVersions>;
  private readonly checkEveryMs: number;
  private readonly now: () => number;
  private versions: FeedVersions | undefined;
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
    this.lookups = new PromiseCache(Infinity, maxEntries, now);
    this.pages = new PromiseCache(Infinity, Math.min(maxEntries, PAGES_MAX_ENTRIES), now);
    this.posts = new PromiseCache(Infinity, POSTS_MAX_ENTRIES, now);
  }

  /** A post with its poster and gallery, as its page shows it to anyone who may see it. */
  async shownPost(postId: number, read: () => Promise<Shown | null>): Promise<Shown | null> {
    await this.current();
    return this.posts.get(String(postId), read);
  }

  /**
   * A page of the feed every viewer shares (not one that leaves blocked members out), as it is
   * written for the photo address `photosAt` (its cards name photos by the address reached).
   */
  async page(
    query: ParsedFeedQuery,
    photosAt: string,
    read: () => Promise<FeedReply>,
  ): Promise<FeedReply> {
    await this.current();
    return this.pages.get(pageKey(query, photosAt), read);
  }

  /** What a search's words are looked for as: by its stems and what they name. */
  async searchLookup(
    terms: readonly { stem: string; concepts: readonly string[] }[],
    read: () => Promise<SearchLookup>,
  ): Promise<SearchLookup> {
    await this.current();
    return this.lookups.get(
      JSON.stringify(terms.map((term) => [term.stem, ...term.concepts])),
      read,
    );
  }

  async get(filters: FeedFilters, count: () => Promise<number>): Promise<number> {
    await this.current();
    return this.counts.get(filterKey(filters), count);
  }

  async pageStarts(
    filters: FeedFilters,
    sort: IdOrder,
    read: () => Promise<number[]>,
  ): Promise<number[]> {
    await this.current();
    return this.starts.get(filterKey(filters, sort), read);
  }

  /** After a change of the feed: a post in it, out of it, or moved. */
  clear(): void {
    this.counts.clear();
    this.starts.clear();
    this.lookups.clear();
    this.clearDisplay();
  }

  /** After a change of how a post is shown that moves none in the feed: a rating, a photo. */
  clearDisplay(): void {
    this.pages.clear();
    this.posts.clear();
  }

  /** Forgets what a change since the versions were last read has made out of date. */
  private current(): Promise<void> {
    const at = this.now();
    if (!this.checking && at - this.checkedAt >= this.checkEveryMs) {
      this.checkedAt = at;
      this.checking = this.readVersion()
        .then((versions) => {
          if (versions.feed !== this.versions?.feed) this.clear();
          else if (versions.display !== this.versions.display) this.clearDisplay();
          this.versions = versions;
        })
        .finally(() => {
          this.checking = undefined;
        });
    }
    return this.checking ?? Promise.resolve();
  }
}
