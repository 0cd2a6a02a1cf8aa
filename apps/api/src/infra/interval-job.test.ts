import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { everyInterval } from './interval-job';

describe('everyInterval', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs on every tick, never twice at once, goes on after a failure and waits for a run on stop', async () => {
    const finish: (() => void)[] = [];
    const errors: unknown[] = [];
    let runs = 0;
    const job = everyInterval(
      () => {
        runs += 1;
        if (runs === 1) return Promise.reject(new Error('first run fails'));
        return new Promise<void>((resolve) => finish.push(resolve));
      },
      1000,
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toEqual([new Error('first run fails')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    // The second run is still going: later ticks skip.
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(2);

    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish[0]?.();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });
});
