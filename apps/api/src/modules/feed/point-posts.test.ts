import { describe, expect, it } from 'vitest';

import { seededRandom } from '../../../test/support/seeded-random';

import { cappedCount, newestOf, type PointPosts } from './point-posts';

const complete = (...ids: number[]): PointPosts => ({ ids, complete: true, count: ids.length });
const cutShort = (...ids: number[]): PointPosts => ({ ids, complete: false, count: 1000 });

describe('cappedCount', () => {
  it('adds the counts of the lists up to the cap, not the ids each holds', () => {
    expect(cappedCount([complete(9, 4), complete(7)], 10)).toBe(3);
    expect(cappedCount([complete(9, 4), complete(7)], 2)).toBe(2);
    expect(cappedCount([complete(3), cutShort(9, 8, 7)], 2000)).toBe(1001);
    expect(cappedCount([complete(3), cutShort(9, 8, 7)], 1000)).toBe(1000);
    expect(cappedCount([], 10)).toBe(0);
  });
});

describe('newestOf', () => {
  it('merges the lists newest first, after a post when asked', () => {
    const lists = [complete(12, 7, 3), complete(10, 9, 1), complete(), complete(8)];
    expect(newestOf(lists, 4)).toEqual([12, 10, 9, 8]);
    expect(newestOf(lists, 4, 9)).toEqual([8, 7, 3, 1]);
    expect(newestOf(lists, 10, 8)).toEqual([7, 3, 1]);
    expect(newestOf(lists, 3, 1)).toEqual([]);
  });

  it('answers from a list cut short only while no id it does not hold could come first', () => {
    const lists = [cutShort(20, 15), complete(18, 14, 2)];
    expect(newestOf(lists, 3)).toEqual([20, 18, 15]);
    // 14 may be older than posts of the first list it does not hold.
    expect(newestOf(lists, 4)).toBeNull();
    expect(newestOf(lists, 1, 15)).toBeNull();
    expect(newestOf([cutShort(20, 15)], 3)).toBeNull();
  });

  it('gives what sorting every id gives, for lists drawn at random', () => {
    const random = seededRandom(7);
    for (let round = 0; round < 200; round += 1) {
      const all = new Set<number>();
      const lists = Array.from({ length: 1 + Math.floor(random() * 6) }, () => {
        const ids = Array.from({ length: Math.floor(random() * 8) }, () =>
          Math.floor(random() * 1000),
        ).filter((id) => !all.has(id) && all.add(id));
        return complete(...[...new Set(ids)].sort((a, b) => b - a));
      });
      const sorted = [...all].sort((a, b) => b - a);
      const before = random() < 0.5 ? undefined : Math.floor(random() * 1000);
      const count = 1 + Math.floor(random() * 10);
      const expected = sorted.filter((id) => before === undefined || id < before).slice(0, count);
      expect(newestOf(lists, count, before)).toEqual(expected);
    }
  });
});
