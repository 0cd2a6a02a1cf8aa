import { describe, expect, it } from 'vitest';

import { BoundedQueue, defaultWorkQueueSizes, WORK_MAX_WAIT_MS } from './bounded-queue';

class FullError extends Error {}
class AbandonedError extends Error {}

function queue(concurrency: number, waiting: number) {
  return new BoundedQueue({
    concurrency,
    waiting,
    whenFull: () => new FullError('full'),
    whenAbandoned: () => new AbandonedError('abandoned'),
  });
}

/** A task the test finishes by hand. */
function heldTask<T>(value: T) {
  let finish!: () => void;
  let started = false;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      started = true;
      await done;
      return value;
    },
    started: () => started,
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('BoundedQueue', () => {
  it('runs at most `concurrency` tasks at once and starts the next when one ends', async () => {
    const work = queue(2, 5);
    const tasks = [heldTask(1), heldTask(2), heldTask(3)];
    const results = tasks.map((task) => work.run(task.run));
    await settle();
    expect(tasks.map((task) => task.started())).toEqual([true, true, false]);
    expect([work.running, work.waiting]).toEqual([2, 1]);

    tasks[1]?.finish();
    await settle();
    expect(tasks[2]?.started()).toBe(true);
    expect([work.running, work.waiting]).toEqual([2, 0]);

    tasks[0]?.finish();
    tasks[2]?.finish();
    expect(await Promise.all(results)).toEqual([1, 2, 3]);
    expect([work.running, work.waiting]).toEqual([0, 0]);
  });

  it('refuses a task at once when the line is full, and takes one again once it moves', async () => {
    const work = queue(1, 1);
    const first = heldTask('first');
    const second = heldTask('second');
    const running = work.run(first.run);
    const waiting = work.run(second.run);
    await expect(work.run(async () => 'third')).rejects.toBeInstanceOf(FullError);

    first.finish();
    await settle();
    const fourth = work.run(async () => 'fourth');
    second.finish();
    expect(await Promise.all([running, waiting, fourth])).toEqual(['first', 'second', 'fourth']);
  });

  it('drops a task whose caller has gone by its turn, and gives the place on', async () => {
    const work = queue(1, 2);
    const first = heldTask('first');
    const running = work.run(first.run);
    let gone = false;
    let droppedRan = false;
    const dropped = work.run(
      async () => {
        droppedRan = true;
      },
      { abandoned: () => gone },
    );
    const next = work.run(async () => 'next');
    gone = true;
    first.finish();

    await expect(dropped).rejects.toBeInstanceOf(AbandonedError);
    expect(droppedRan).toBe(false);
    expect(await Promise.all([running, next])).toEqual(['first', 'next']);
    expect([work.running, work.waiting]).toEqual([0, 0]);
  });

  it('frees the place of a task that fails', async () => {
    const work = queue(1, 0);
    await expect(
      work.run(async () => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
    expect(await work.run(async () => 'after')).toBe('after');
  });
});

describe('BoundedQueue bounded by its expected wait', () => {
  class WaitTooLongError extends Error {
    constructor(readonly expectedWaitMs: number) {
      super('too long');
    }
  }

  /** A queue on a clock the test moves. */
  function timedQueue(options: { concurrency: number; maxWaitMs: number; initialTaskMs: number }) {
    let clock = 0;
    const work = new BoundedQueue(
      {
        ...options,
        waiting: 100,
        whenFull: (expectedWaitMs) => new WaitTooLongError(expectedWaitMs),
        whenAbandoned: () => new AbandonedError('abandoned'),
      },
      () => clock,
    );
    return { work, advance: (ms: number) => (clock += ms) };
  }

  it('lines tasks up while their expected wait is within the bound, and refuses past it', async () => {
    // Tasks of 200 ms: with one running (taken as half done) and n waiting, the next waits
    // 100 + 200n ms.
    const { work } = timedQueue({ concurrency: 1, maxWaitMs: 1000, initialTaskMs: 200 });
    const tasks = Array.from({ length: 5 }, (_, index) => heldTask(index));
    const results = tasks.map((task) => work.run(task.run));
    await settle();
    expect([work.running, work.waiting]).toEqual([1, 4]);
    expect(work.expectedWaitMs()).toBe(900);

    const sixth = work.run(async () => 'sixth');
    await settle();
    expect(work.waiting).toBe(5);
    expect(work.expectedWaitMs()).toBe(1100);
    const refusal = await work.run(async () => 'seventh').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(WaitTooLongError);
    expect((refusal as WaitTooLongError).expectedWaitMs).toBe(1100);

    for (const task of tasks) task.finish();
    await Promise.all([...results, sixth]);
    expect(work.stats()).toMatchObject({ started: 6, refused: 1, abandoned: 0 });
  });

  it('counts the tasks promised a place before they are in line', async () => {
    const { work } = timedQueue({ concurrency: 1, maxWaitMs: 1000, initialTaskMs: 200 });
    // Five uploads still arriving will be ahead of the next: 1,000 ms, the bound.
    expect(work.refusal(5)).toBeUndefined();
    const refusal = work.refusal(6);
    expect(refusal).toBeInstanceOf(WaitTooLongError);
    expect((refusal as WaitTooLongError).expectedWaitMs).toBe(1200);
    // With a place free, the first of them takes it and nothing waits.
    expect(work.refusal(0)).toBeUndefined();
    expect(work.expectedWaitMs()).toBe(0);
    expect(work.stats().refused).toBe(1);
  });

  it('counts a task by its cost: a form of four photos weighs four', async () => {
    const { work } = timedQueue({ concurrency: 1, maxWaitMs: 1000, initialTaskMs: 200 });
    const running = heldTask('running');
    const started = work.run(running.run);
    const heavy = heldTask('heavy');
    const queued = work.run(heavy.run, { cost: 4 });
    await settle();
    expect(work.expectedWaitMs()).toBe(100 + 4 * 200);
    running.finish();
    heavy.finish();
    await Promise.all([started, queued]);
  });

  it('learns how long tasks last, per unit of cost, and reports the waits it gave', async () => {
    const { work, advance } = timedQueue({ concurrency: 1, maxWaitMs: 5000, initialTaskMs: 100 });
    const first = heldTask('first');
    const second = heldTask('second');
    const results = [work.run(first.run, { cost: 2 }), work.run(second.run)];
    await settle();
    advance(1000);
    first.finish();
    await settle();
    // 1000 ms for a cost of 2: 500 ms a unit, weighed in at a fifth.
    expect(work.stats().taskMs).toBe(0.8 * 100 + 0.2 * 500);
    advance(300);
    second.finish();
    await Promise.all(results);
    expect(work.stats().waitMs).toEqual({ p50: 0, p99: 1000, max: 1000 });
  });
});

describe('defaultWorkQueueSizes', () => {
  it('keeps at least one image place and two password places on one core', () => {
    expect(defaultWorkQueueSizes(1)).toEqual({
      images: { concurrency: 1, waiting: 16, maxWaitMs: WORK_MAX_WAIT_MS, initialTaskMs: 50 },
      passwords: { concurrency: 2, waiting: 64, maxWaitMs: WORK_MAX_WAIT_MS },
    });
  });

  it('grows with the cores', () => {
    expect(defaultWorkQueueSizes(8).images).toMatchObject({ concurrency: 4, waiting: 64 });
  });
});
