import { describe, expect, it } from 'vitest';

import { COUNTER_STEPS } from '@tabarru/contract/stats-constants';

import { countAfter, counterStep, stepsToReach } from './count-up';

/** Every value a counter shows on its way to `target`, from 0. */
function shownValues(target: number): number[] {
  return Array.from({ length: stepsToReach(target) + 1 }, (_, steps) => countAfter(target, steps));
}

describe('counting up', () => {
  it('steps by ceil(value / 50) for values above 100, as the earlier product’s counters did', () => {
    expect(counterStep(101)).toBe(3);
    expect(counterStep(1234)).toBe(25);
    expect(counterStep(50_000)).toBe(1000);
  });

  it('counts small values one by one, and up to 100 by at most two', () => {
    expect(shownValues(1)).toEqual([0, 1]);
    expect(shownValues(7)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(counterStep(50)).toBe(1);
    expect(counterStep(51)).toBe(2);
    expect(counterStep(100)).toBe(2);
  });

  it('lands exactly on the value with its last step, never past it', () => {
    expect(shownValues(1234).slice(-3)).toEqual([1200, 1225, 1234]);
    expect(countAfter(1234, stepsToReach(1234) + 5)).toBe(1234);
  });

  it('shows 0 for 0 and takes no step', () => {
    expect(stepsToReach(0)).toBe(0);
    expect(shownValues(0)).toEqual([0]);
  });

  it('rises at every step and arrives within 50 steps, whatever the value', () => {
    for (const target of [1, 2, 49, 50, 51, 99, 100, 101, 149, 150, 151, 999, 1001, 123_457]) {
      const values = shownValues(target);
      expect(values.at(-1), `last value for ${target}`).toBe(target);
      expect(values.length - 1, `steps for ${target}`).toBeLessThanOrEqual(COUNTER_STEPS);
      for (let index = 1; index < values.length; index += 1) {
        expect(values[index], `step ${index} of ${target}`).toBeGreaterThan(values[index - 1] ?? 0);
      }
    }
  });
});
