import { describe, expect, it } from 'vitest';

import { FeedCache } from './feed-cache';

/** A cache on a clock and a feed version the test moves. */
function cacheOf() {
  const state = { now: 0, version: 1, versionReads: 0 };
  const cache = new FeedCache({
    readVersion: async () => {
      state.versionReads += 1;
      return state.version;
    },
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
    state.version = 2;
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
    state.version = 2;
    state.now = 1000;
    expect(await cache.pageStarts({ category: 'Books' }, 'newest', starts)).toEqual([4]);
  });
});
