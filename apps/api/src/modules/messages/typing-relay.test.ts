import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TypingRelay } from './typing-relay';

describe('TypingRelay', () => {
  let sent: [number, number, boolean, number][];
  let relay: TypingRelay;

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    relay = new TypingRelay({
      send: (from, to, typing) => sent.push([from, to, typing, Date.now()]),
      spacingMs: 1000,
    });
  });

  afterEach(() => {
    relay.stop();
    vi.useRealTimers();
  });

  it('passes the first change on at once and a repeated state never', () => {
    relay.change(1, 2, true);
    relay.change(1, 2, true);
    vi.advanceTimersByTime(5000);
    relay.change(1, 2, true);
    expect(sent.map(([from, to, typing]) => [from, to, typing])).toEqual([[1, 2, true]]);
  });

  it('sends nothing for a stop the partner never heard typing before', () => {
    relay.change(1, 2, false);
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
    expect(relay.size).toBe(0);
  });

  it('holds a change that comes within the spacing, then sends the latest state', () => {
    const start = Date.now();
    relay.change(1, 2, true);
    vi.advanceTimersByTime(100);
    relay.change(1, 2, false);
    relay.change(1, 2, true);
    relay.change(1, 2, false);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(900);
    expect(sent.map(([, , typing, at]) => [typing, at - start])).toEqual([
      [true, 0],
      [false, 1000],
    ]);
  });

  it('drops a flip back within the spacing: the partner heard the state already', () => {
    relay.change(1, 2, true);
    relay.change(1, 2, false);
    relay.change(1, 2, true);
    vi.advanceTimersByTime(3000);
    expect(sent.map(([, , typing]) => typing)).toEqual([true]);
  });

  it('lets one change a spacing through however fast a member toggles, ending on the last state', () => {
    for (let step = 0; step < 1000; step += 1) {
      relay.change(1, 2, step % 2 === 0);
      vi.advanceTimersByTime(10);
    }
    relay.change(1, 2, false);
    vi.advanceTimersByTime(2000);
    expect(sent.length).toBeLessThanOrEqual(11 + 1);
    const times = sent.map(([, , , at]) => at);
    for (let index = 1; index < times.length; index += 1) {
      expect((times[index] ?? 0) - (times[index - 1] ?? 0)).toBeGreaterThanOrEqual(1000);
    }
    expect(sent.at(-1)?.[2]).toBe(false);
    expect(relay.size).toBe(0);
  });

  it('keeps each pair apart', () => {
    relay.change(1, 2, true);
    relay.change(1, 3, true);
    relay.change(4, 2, true);
    expect(sent.map(([from, to]) => `${from}:${to}`)).toEqual(['1:2', '1:3', '4:2']);
  });
});
