import type { Point } from '@tabarru/contract/geo';
import type { FeedReply, ParsedFeedQuery } from '@tabarru/contract/posts';

import { PromiseCache, type KeptCounts } from '../../infra/promise-cache';
import { ShownPoints, type PointsInReach, type ShownPoint } from '../places/service';

import type { PointPosts } from './point-posts';
import {
  conceptAlone,
  stemMatchKey,
  type CappedIds,
  type FeedFilters,
  type FeedRow,
  type FeedVersions,
  type IdOrder,
  type SearchLookup,
} from './queries';

/** Page starts of at most this many filters are kept: each holds one id per 200 matches. */
const PAGE_STARTS_MAX_ENTRIES = 200;

/** Pages kept, at most: a dozen cards each, a few kilobytes. */
const PAGES_MAX_ENTRIES = 500;

/** First rows of the parts of searches kept, at most: a page's rows each. */
const FIRST_ROWS_MAX_ENTRIES = 1000;

/** Posts kept for their pages, at most: one row and its gallery each. */
const POSTS_MAX_ENTRIES = 2000;

/**
 * Lists of the posts at one shown point kept, at most: one for each point and filter read near
 * (about 3,000 points hold a million posts), a post's id in one list of each filter.
 */
const POINT_POSTS_MAX_ENTRIES = 50_000;

/** Cards kept for the feed near a point, at most: a post's row for its card each. */
const CARDS_MAX_ENTRIES = 20_000;

/**
 * The posts at each shown point, by filter and point: a request near a point asks for dozens to
 * hundreds of points, each found without making a key of its own. Each value is kept as soon as
 * it is read; a read that failed is forgotten.
 */
class KeptPointPosts {
  private readonly byFilter = new Map<string, Map<number, PointPosts | Promise<PointPosts>>>();
  private size = 0;

  constructor(private readonly maxEntries: number) {}

  async get(
    filter: string,
    pointIds: readonly number[],
    read: (pointIds: number[]) => Promise<ReadonlyMap<number, PointPosts>>,
  ): Promise<PointPosts[]> {
    let kept = this.byFilter.get(filter);
    let missing = kept ? pointIds.filter((pointId) => !kept?.has(pointId)) : [...pointIds];
    if (missing.length > 0 && this.size + missing.length > this.maxEntries) {
      this.clear();
      kept = undefined;
      missing = [...pointIds];
    }
    if (!kept) {
      kept = new Map();
      this.byFilter.set(filter, kept);
    }
    if (missing.length > 0) {
      this.size += missing.length;
      const found = read(missing);
      for (const pointId of missing) {
        const posts = found.then((byPoint) => {
          const value = byPoint.get(pointId);
          if (!value) throw new Error(`no posts read for point ${pointId}`);
          return value;
        });
        const entries = kept;
        entries.set(pointId, posts);
        posts.then(
          (value) => {
            if (entries.get(pointId) === posts) entries.set(pointId, value);
          },
          () => {
            if (entries.get(pointId) === posts) entries.delete(pointId);
          },
        );
      }
    }
    const entries = kept;
    const values = pointIds.map(
      (pointId) => entries.get(pointId) as PointPosts | Promise<PointPosts>,
    );
    return values.some((value) => value instanceof Promise)
      ? Promise.all(values)
      : (values as PointPosts[]);
  }

  clear(): void {
    this.byFilter.clear();
    this.size = 0;
  }
}

/** How often the feed's version is read again, at most: how old another instance's change may look. */
export const FEED_VERSION_CHECK_MS = 100;

/**
 * What a feed's words find: the words, and for the 'concepts' part what they name; a part that is
 * one concept's posts alone (conceptAlone) is that concept's, whatever words named it, so its
 * count and first page are read once for all of them.
 */
function wordsKey({ words, ...filters }: FeedFilters): string[] {
  if (!words) return ['', '', ''];
  const concept = conceptAlone({ words, ...filters });
  if (concept !== undefined) return ['concepts:', concept, 'none hold all'];
  return [
    `${words.in}:${words.stems.map(stemMatchKey).join(' ')}`,
    // What the words name: the posts found through it (the 'concepts' part).
    words.concepts?.map((concepts) => concepts.join('|')).join(' ') ?? '',
    words.someHoldAll === false ? 'none hold all' : '',
  ];
}

function filterKey(filters: FeedFilters, ...rest: string[]): string {
  const hidden = filters.hiddenBy;
  return JSON.stringify([
    filters.wanted ? 'wanted' : 'give',
    filters.availability ?? 'all',
    filters.category ?? '',
    filters.region ?? '',
    ...wordsKey(filters),
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
  /** the shown points added after the point of this id (places/queries.ts, shownPointsAfter) */
  readPointsAfter: (id: number) => Promise<ShownPoint[]>;
  /** how often the version is read again, at most */
  checkEveryMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * The parts of a feed page whose cost grows with the table, kept while the feed has not changed:
 * how many posts match a filter (and on PostgreSQL, for a part of a search counted below its cap,
 * which: queries.ts, cappedFeedIds), where its pages start (feed-page-seek.ts), so a page asked for
 * by number is a short seek, and what a search's words are looked for as: the words its stems begin
 * and the concept words of what they name that posts hold (queries.ts, searchLookup). A busy feed
 * asks the same few filters again and again. For the feed near a point: every shown point
 * (places/shown-points.ts), and the newest posts of a filter at each point (point-posts.ts), which
 * requests from anywhere near share. The pages every viewer shares are kept whole too, the cards of
 * the posts near a point, and the posts read for their own pages with their galleries, until a post
 * or how it is shown changes (`Shown`: a post as the posts module reads it for its page,
 * ShownPost). A write of this instance clears them at once (feed-changes.ts); any other change
 * (another instance's) moves the feed's versions, read at most every FEED_VERSION_CHECK_MS. Nothing
 * is recomputed on a timer, so a feed that does not change never stalls on a count of a million
 * posts.
 */
export class FeedCache<Shown = unknown> {
  private readonly counts: PromiseCache<number>;
  private readonly cappedCounts: PromiseCache<CappedIds>;
  private readonly starts: PromiseCache<number[]>;
  private readonly lookups: PromiseCache<SearchLookup>;
  private readonly pages: PromiseCache<FeedReply>;
  private readonly firstRows: PromiseCache<FeedRow[]>;
  private readonly posts: PromiseCache<Shown | null>;
  private readonly pointPosts = new KeptPointPosts(POINT_POSTS_MAX_ENTRIES);
  private readonly cards: PromiseCache<FeedRow | null>;
  private readonly shownPoints: ShownPoints;
  private readonly readVersion: () => Promise<FeedVersions>;
  private readonly checkEveryMs: number;
  private readonly now: () => number;
  private versions: FeedVersions | undefined;
  private checkedAt = -Infinity;
  private checking: Promise<void> | undefined;

  constructor({
    readVersion,
    readPointsAfter,
    checkEveryMs = FEED_VERSION_CHECK_MS,
    maxEntries = 1000,
    now = Date.now,
  }: FeedCacheOptions) {
    this.readVersion = readVersion;
    this.checkEveryMs = checkEveryMs;
    this.now = now;
    this.counts = new PromiseCache(Infinity, maxEntries, now);
    this.cappedCounts = new PromiseCache(Infinity, maxEntries, now);
    this.starts = new PromiseCache(Infinity, Math.min(maxEntries, PAGE_STARTS_MAX_ENTRIES), now);
    this.lookups = new PromiseCache(Infinity, maxEntries, now);
    this.pages = new PromiseCache(Infinity, Math.min(maxEntries, PAGES_MAX_ENTRIES), now);
    this.firstRows = new PromiseCache(Infinity, FIRST_ROWS_MAX_ENTRIES, now);
    this.posts = new PromiseCache(Infinity, POSTS_MAX_ENTRIES, now);
    this.cards = new PromiseCache(Infinity, CARDS_MAX_ENTRIES, now);
    this.shownPoints = new ShownPoints(readPointsAfter);
  }

  /** The shown points within `km` of `centre`, found as they are asked for. */
  async pointsInReach(centre: Point, km: number): Promise<PointsInReach> {
    await this.current();
    return this.shownPoints.reach(centre, km);
  }

  /**
   * The posts of `filters` at each of `pointIds`, in their order: those kept, and the others
   * read together.
   */
  async postsAtPoints(
    filters: FeedFilters,
    pointIds: readonly number[],
    read: (pointIds: number[]) => Promise<ReadonlyMap<number, PointPosts>>,
  ): Promise<PointPosts[]> {
    await this.current();
    return this.pointPosts.get(filterKey(filters), pointIds, read);
  }

  /** The cards of these posts, in their order (null for a post no longer there). */
  async cardsOf(
    ids: readonly number[],
    read: (ids: number[]) => Promise<readonly FeedRow[]>,
  ): Promise<(FeedRow | null)[]> {
    await this.current();
    return this.cards.getMany(ids.map(String), async (missing) => {
      const rows = await read(missing.map(Number));
      const byId = new Map(rows.map((row) => [String(row.id), row]));
      return new Map(missing.map((key) => [key, byId.get(key) ?? null]));
    });
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

  /**
   * The first `limit` rows (and one more) of a part of a search, in `sort`'s order: searches
   * whose words are looked for alike share them, as they share their counts ("couch" and
   * «كنبة» both find the posts that name a sofa; "Sofas" and "sofa" the same words).
   */
  async firstRowsOf(
    filters: FeedFilters,
    sort: IdOrder,
    limit: number,
    read: () => Promise<FeedRow[]>,
  ): Promise<FeedRow[]> {
    await this.current();
    return this.firstRows.get(filterKey(filters, sort, String(limit)), read);
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

  /**
   * How many posts a search's part or a feed near a point holds, up to a cap, and on PostgreSQL
   * their ids when fewer.
   */
  async cappedIds(filters: FeedFilters, read: () => Promise<CappedIds>): Promise<CappedIds> {
    await this.current();
    return this.cappedCounts.get(filterKey(filters), read);
  }

  async pageStarts(
    filters: FeedFilters,
    sort: IdOrder,
    read: () => Promise<number[]>,
  ): Promise<number[]> {
    await this.current();
    return this.starts.get(filterKey(filters, sort), read);
  }

  /**
   * How often a page every viewer shares, and a post for its page, were found kept rather than
   * read: what a benchmark reports of its requests.
   */
  keptCounts(): { pages: KeptCounts; posts: KeptCounts } {
    return { pages: this.pages.counts(), posts: this.posts.counts() };
  }

  /** After a change of the feed: a post in it, out of it, or moved. */
  clear(): void {
    this.counts.clear();
    this.cappedCounts.clear();
    this.starts.clear();
    this.lookups.clear();
    this.pointPosts.clear();
    this.shownPoints.stale();
    this.clearDisplay();
  }

  /** After a change of how a post is shown that moves none in the feed: a rating, a photo. */
  clearDisplay(): void {
    this.pages.clear();
    this.firstRows.clear();
    this.posts.clear();
    this.cards.clear();
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
