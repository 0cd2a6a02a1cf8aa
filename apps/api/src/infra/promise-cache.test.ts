import { describe, expect, it } from 'vitest';

import { PromiseCache } from './promise-cache';

/** A computation the test settles by hand, counting how often it was started. */
function controlled() {
  let started = 0;
  const pending: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  return {
    compute: () =>
      new Promise<number>((resolve, reject) => {
        started += 1;
        pending.push({ resolve, reject });
      }),
    started: () => started,
    resolveLatest: (value: number) => pending.at(-1)?.resolve(value),
    rejectLatest: (error: Error) => pending.at(-1)?.reject(error),
  };
}

describe('PromiseCache', () => {
  it('computes a key once within the TTL counted from when the value arrived', async () => {
    let now = 0;
    const cache = new PromiseCache<number>(60_000, 10, () => now);
    let computed = 0;
    const compute = async () => ++computed;

    expect(await cache.get('counts', compute)).toBe(1);
    now = 59_999;
    expect(await cache.get('counts', compute)).toBe(1);
    expect(await cache.get('other', compute)).toBe(2);
    now = 60_000;
    expect(await cache.get('counts', compute)).toBe(3);
  });

  it('counts how many values were found kept and how many computed, of one key or many', async () => {
    const cache = new PromiseCache<number>(60_000);
    expect(cache.counts()).toEqual({ kept: 0, computed: 0 });
    await cache.get('a', async () => 1);
    await cache.get('a', async () => 2);
    await cache.getMany(
      ['a', 'b', 'c'],
      async (missing) => new Map(missing.map((key) => [key, 3])),
    );
    expect(cache.counts()).toEqual({ kept: 2, computed: 3 });
  });

  it('lets concurrent callers share one computation in flight, even past the TTL', async () => {
    let now = 0;
    const cache = new PromiseCache<number>(1000, 10, () => now);
    const computation = controlled();

    const answers = Array.from({ length: 20 }, () => cache.get('counts', computation.compute));
    now = 5000;
    answers.push(cache.get('counts', computation.compute));
    expect(computation.started()).toBe(1);

    computation.resolveLatest(42);
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 21 }, () => 42));
    expect(await cache.get('counts', computation.compute)).toBe(42);
    expect(computation.started()).toBe(1);
  });

  it('forgets a failed computation, so the next caller computes again', async () => {
    const cache = new PromiseCache<number>(60_000);
    const computation = controlled();

    const failed = cache.get('counts', computation.compute);
    const sharedFailure = cache.get('counts', computation.compute);
    computation.rejectLatest(new Error('database down'));
    await expect(failed).rejects.toThrow('database down');
    await expect(sharedFailure).rejects.toThrow('database down');

    const retried = cache.get('counts', computation.compute);
    expect(computation.started()).toBe(2);
    computation.resolveLatest(7);
    expect(await retried).toBe(7);
  });

  it('keeps a newer value when an older computation cleared away fails afterwards', async () => {
    const cache = new PromiseCache<number>(60_000);
    const older = controlled();
    const olderAnswer = cache.get('counts', older.compute);
    cache.clear();
    expect(await cache.get('counts', async () => 5)).toBe(5);

    older.rejectLatest(new Error('too late'));
    await expect(olderAnswer).rejects.toThrow('too late');
    expect(await cache.get('counts', async () => 6)).toBe(5);
  });

  it('starts afresh after clear and when it holds too many keys', async () => {
    const cache = new PromiseCache<string>(60_000, 2);
    expect(await cache.get('a', async () => 'a1')).toBe('a1');
    cache.clear();
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('b', async () => 'b1')).toBe('b1');
    expect(await cache.get('c', async () => 'c1')).toBe('c1');
    expect(await cache.get('a', async () => 'a3')).toBe('a3');
  });

  it('computes only the keys it does not hold, together, and keeps each of them', async () => {
    const cache = new PromiseCache<string>(60_000, 10);
    const asked: string[][] = [];
    const compute = async (missing: string[]) => {
      asked.push(missing);
      return new Map(missing.map((key) => [key, `${key}${asked.length}`]));
    };
    expect(await cache.get('b', async () => 'b0')).toBe('b0');
    expect(await cache.getMany(['a', 'b', 'c'], compute)).toEqual(['a1', 'b0', 'c1']);
    expect(await cache.getMany(['c', 'd', 'a'], compute)).toEqual(['c1', 'd2', 'a1']);
    expect(asked).toEqual([['a', 'c'], ['d']]);
    expect(await cache.getMany(['a', 'b'], compute)).toEqual(['a1', 'b0']);
    expect(asked).toHaveLength(2);
  });

  it('fails the keys a computation of many did not answer, and forgets them', async () => {
    const cache = new PromiseCache<string>(60_000, 10);
    await expect(cache.getMany(['a', 'b'], async () => new Map([['a', 'a1']]))).rejects.toThrow(
      'no value computed for b',
    );
    expect(await cache.get('a', async () => 'a2')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });
});
