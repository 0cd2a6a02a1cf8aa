import { describe, expect, it } from 'vitest';

import { feedQuerySchema, type FeedReply } from '@tabarru/contract/posts';

import { FeedCache } from './feed-cache';
import type { FeedFilters, FeedRow } from './queries';

/** A cache on a clock and feed versions the test moves. */
function cacheOf() {
  const state = { now: 0, feed: 1, display: 1, versionReads: 0 };
  const cache = new FeedCache({
    readVersion: async () => {
      state.versionReads += 1;
      return { feed: state.feed, display: state.display };
    },
    readPointsAfter: async () => [],
    checkEveryMs: 100,
    maxEntries: 100,
    now: () => state.now,
  });
  return { cache, state };
}

describe('FeedCache', () => {
  it('counts a filter once for as long as the feed has not changed, however long', async () => {
    const { cache, state } = cacheOf();
    let counted = 0;
    const count = async () => ++counted;
    expect(await cache.get({ category: 'Books' }, count)).toBe(1);
    expect(await cache.get({ category: 'Toys' }, count)).toBe(2);
    state.now = 60 * 60 * 1000;
    expect(await cache.get({ category: 'Books' }, count)).toBe(1);
    expect(counted).toBe(2);
  });

  it('counts again once the feed version moves, read at most once per interval', async () => {
    const { cache, state } = cacheOf();
    let counted = 0;
    const count = async () => ++counted;
    expect(await cache.get({}, count)).toBe(1);
    state.feed = 2;
    state.now = 50;
    // Within the interval the version is not read again.
    expect(await cache.get({}, count)).toBe(1);
    expect(state.versionReads).toBe(1);
    state.now = 100;
    expect(await cache.get({}, count)).toBe(2);
    expect(state.versionReads).toBe(2);
  });

  it('forgets everything at once on a write of its own', async () => {
    const { cache } = cacheOf();
    let counted = 0;
    const count = async () => ++counted;
    expect(await cache.get({ category: 'Books' }, count)).toBe(1);
    cache.clear();
    expect(await cache.get({ category: 'Books' }, count)).toBe(2);
  });

  it('keeps the first rows of a search part by what is looked for, until how posts show changes', async () => {
    const { cache } = cacheOf();
    let reads = 0;
    const read = async () => [{ id: ++reads } as FeedRow];
    const sofa: FeedFilters = {
      words: { stems: [{ words: [] }], in: 'concepts', concepts: [['#sofa']], someHoldAll: false },
    };
    const sameThing: FeedFilters = {
      words: { stems: [{ words: [] }], in: 'concepts', concepts: [['#sofa']], someHoldAll: false },
    };
    expect(await cache.firstRowsOf(sofa, 'newest', 12, read)).toEqual([{ id: 1 }]);
    expect(await cache.firstRowsOf(sameThing, 'newest', 12, read)).toEqual([{ id: 1 }]);
    // Another order, another number of rows, another part: each read of its own.
    expect(await cache.firstRowsOf(sofa, 'oldest', 12, read)).toEqual([{ id: 2 }]);
    expect(await cache.firstRowsOf(sofa, 'newest', 5, read)).toEqual([{ id: 3 }]);
    expect(await cache.firstRowsOf({ ...sofa, category: 'Furniture' }, 'newest', 12, read)).toEqual(
      [{ id: 4 }],
    );
    cache.clearDisplay();
    expect(await cache.firstRowsOf(sofa, 'newest', 12, read)).toEqual([{ id: 5 }]);
    cache.clear();
    expect(await cache.firstRowsOf(sofa, 'newest', 12, read)).toEqual([{ id: 6 }]);
  });

  it('keeps the part of one concept alone once, whatever words named it', async () => {
    const { cache } = cacheOf();
    let reads = 0;
    const read = async () => ({ count: ++reads });
    const conceptPart = (stems: string[], someHoldAll: boolean): FeedFilters => ({
      words: {
        stems: stems.map((stem) => ({ words: [stem] })),
        in: 'concepts',
        concepts: stems.map(() => ['#sofa']),
        someHoldAll,
      },
    });
    // "couch" and «كنبة» are words no post holds: both parts are the posts holding #sofa.
    expect(await cache.cappedIds(conceptPart(['couch'], false), read)).toEqual({ count: 1 });
    expect(await cache.cappedIds(conceptPart(['كنبه'], false), read)).toEqual({ count: 1 });
    // Where some post holds every word, the part leaves those out: the words tell which.
    expect(await cache.cappedIds(conceptPart(['couch'], true), read)).toEqual({ count: 2 });
    expect(await cache.cappedIds(conceptPart(['كنبه'], true), read)).toEqual({ count: 3 });
    // A part naming two things is no one concept's.
    const twoThings: FeedFilters = {
      words: {
        stems: [{ words: ['couch'] }, { words: ['lamp'] }],
        in: 'concepts',
        concepts: [['#sofa'], ['#lamp']],
        someHoldAll: false,
      },
    };
    expect(await cache.cappedIds(twoThings, read)).toEqual({ count: 4 });
    expect(
      await cache.cappedIds({ ...conceptPart(['couch'], false), region: 'Irbid' }, read),
    ).toEqual({ count: 5 });
  });

  it('forgets a failed count', async () => {
    const { cache } = cacheOf();
    await expect(cache.get({}, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get({}, async () => 7)).toBe(7);
  });

  it('keeps page starts per filter and sort, and forgets them with the counts', async () => {
    const { cache, state } = cacheOf();
    let read = 0;
    const starts = async () => [++read];
    expect(await cache.pageStarts({ category: 'Books' }, 'newest', starts)).toEqual([1]);
    expect(await cache.pageStarts({ category: 'Books' }, 'newest', starts)).toEqual([1]);
    expect(await cache.pageStarts({ category: 'Books' }, 'oldest', starts)).toEqual([2]);
    expect(
      await cache.pageStarts(
        { words: { stems: [{ prefix: 'book' }], in: 'title' } },
        'newest',
        starts,
      ),
    ).toEqual([3]);
    state.feed = 2;
    state.now = 1000;
    expect(await cache.pageStarts({ category: 'Books' }, 'newest', starts)).toEqual([4]);
  });

  describe('pages', () => {
    const query = feedQuerySchema.parse({});
    /** A page whose total says how many times it was read. */
    function pageReader() {
      let reads = 0;
      return async (): Promise<FeedReply> => {
        reads += 1;
        return {
          posts: [],
          pagination: { currentPage: 1, totalPages: 1, totalPosts: reads, hasMore: false },
          nextCursor: null,
        };
      };
    }
    const totalOf = (reply: FeedReply) => reply.pagination.totalPosts;
    const HERE = 'http://127.0.0.1:3001';

    it('keeps a page per query, the same query however its fields were given', async () => {
      const { cache } = cacheOf();
      const read = pageReader();
      expect(totalOf(await cache.page(query, HERE, read))).toBe(1);
      expect(totalOf(await cache.page(feedQuerySchema.parse({ page: '1' }), HERE, read))).toBe(1);
      expect(totalOf(await cache.page(feedQuerySchema.parse({ page: '2' }), HERE, read))).toBe(2);
      expect(totalOf(await cache.page(feedQuerySchema.parse({ q: 'sofa' }), HERE, read))).toBe(3);
    });

    it('keeps a page per photo address: its cards name photos by the address reached', async () => {
      const { cache } = cacheOf();
      const read = pageReader();
      expect(totalOf(await cache.page(query, HERE, read))).toBe(1);
      expect(totalOf(await cache.page(query, 'http://192.168.1.20:3001', read))).toBe(2);
      expect(totalOf(await cache.page(query, HERE, read))).toBe(1);
    });

    it('forgets pages, and not the counts, when how a post is shown changes', async () => {
      const { cache, state } = cacheOf();
      const read = pageReader();
      let counted = 0;
      const count = async () => ++counted;
      await cache.page(query, HERE, read);
      await cache.get({}, count);
      state.display = 2;
      state.now = 100;
      expect(totalOf(await cache.page(query, HERE, read))).toBe(2);
      expect(await cache.get({}, count)).toBe(1);
    });

    it('forgets pages with the counts when the feed changes, or on a write of its own', async () => {
      const { cache, state } = cacheOf();
      const read = pageReader();
      await cache.page(query, HERE, read);
      state.feed = 2;
      state.now = 100;
      expect(totalOf(await cache.page(query, HERE, read))).toBe(2);
      cache.clearDisplay();
      expect(totalOf(await cache.page(query, HERE, read))).toBe(3);
      cache.clear();
      expect(totalOf(await cache.page(query, HERE, read))).toBe(4);
    });
  });

  it('keeps a post read for its page until how it is shown changes', async () => {
    const { cache, state } = cacheOf();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return null;
    };
    await cache.shownPost(7, read);
    await cache.shownPost(7, read);
    await cache.shownPost(8, read);
    expect(reads).toBe(2);
    state.display = 2;
    state.now = 100;
    await cache.shownPost(7, read);
    expect(reads).toBe(3);
    cache.clear();
    await cache.shownPost(7, read);
    expect(reads).toBe(4);
  });

  it("keeps each point's posts per filter, reads only the points it lacks, together, and forgets them with the feed", async () => {
    const { cache } = cacheOf();
    const asked: number[][] = [];
    const read = async (pointIds: number[]) => {
      asked.push(pointIds);
      return new Map(
        pointIds.map((id) => [id, { ids: [id * 10], complete: true, count: asked.length }]),
      );
    };
    const counts = async (filters: FeedFilters, pointIds: number[]) =>
      (await cache.postsAtPoints(filters, pointIds, read)).map((posts) => posts.count);

    expect(await counts({}, [1, 2])).toEqual([1, 1]);
    expect(await counts({}, [2, 3, 1])).toEqual([1, 2, 1]);
    expect(await counts({ category: 'Books' }, [1])).toEqual([3]);
    expect(asked).toEqual([[1, 2], [3], [1]]);
    cache.clear();
    expect(await counts({}, [1])).toEqual([4]);
  });

  it("forgets a point whose read failed, and keeps the shown points' cards until how posts are shown changes", async () => {
    const { cache } = cacheOf();
    await expect(
      cache.postsAtPoints({}, [5], async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    const posts = await cache.postsAtPoints(
      {},
      [5],
      async () => new Map([[5, { ids: [], complete: true, count: 0 }]]),
    );
    expect(posts).toEqual([{ ids: [], complete: true, count: 0 }]);

    let cardReads = 0;
    const readCards = async (ids: number[]) => {
      cardReads += 1;
      return ids.filter((id) => id !== 404).map((id) => ({ id }) as FeedRow);
    };
    expect(await cache.cardsOf([7, 404], readCards)).toEqual([{ id: 7 }, null]);
    expect(await cache.cardsOf([404, 7], readCards)).toEqual([null, { id: 7 }]);
    expect(cardReads).toBe(1);
    cache.clearDisplay();
    await cache.cardsOf([7], readCards);
    expect(cardReads).toBe(2);
  });
});
