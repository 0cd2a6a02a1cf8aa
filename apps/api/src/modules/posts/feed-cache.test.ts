import { describe, expect, it } from 'vitest';

import { FeedCache } from './feed-cache';

describe('FeedCache', () => {
  it('counts a filter once within the TTL, and again after it or after a write', async () => {
    let now = 0;
    let counted = 0;
    const cache = new FeedCache(5000, 100, () => now);
    const count = async () => ++counted;
    expect(await cache.get({ category: 'Books' }, count)).toBe(1);
    expect(await cache.get({ category: 'Books' }, count)).toBe(1);
    expect(await cache.get({ category: 'Toys' }, count)).toBe(2);
    now = 5001;
    expect(await cache.get({ category: 'Books' }, count)).toBe(3);
    cache.clear();
    expect(await cache.get({ category: 'Books' }, count)).toBe(4);
  });

  it('forgets a failed count', async () => {
    const cache = new FeedCache();
    await expect(cache.get({}, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get({}, async () => 7)).toBe(7);
  });

  it('keeps page starts per filter and sort, and forgets them with the counts on a write', async () => {
    let read = 0;
    const cache = new FeedCache();
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
    cache.clear();
    expect(await cache.pageStarts({ category: 'Books' }, 'newest', starts)).toEqual([4]);
  });
});
