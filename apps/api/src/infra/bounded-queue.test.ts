import { describe, expect, it } from 'vitest';

import { BoundedQueue, defaultWorkQueueSizes } from './bounded-queue';

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

describe('defaultWorkQueueSizes', () => {
  it('keeps at least one image place and two password places on one core', () => {
    expect(defaultWorkQueueSizes(1)).toEqual({
      images: { concurrency: 1, waiting: 8 },
      passwords: { concurrency: 2, waiting: 64 },
    });
  });

  it('grows with the cores', () => {
    expect(defaultWorkQueueSizes(8).images).toEqual({ concurrency: 4, waiting: 32 });
  });
});
