import { COUNTER_STEPS } from '@tabarru/contract/stats-constants';

/**
 * How much a counter rises per step: ceil(value / 50). The same rule below 100, at least 1, so
 * small numbers count one by one and no counter takes more than 50 steps.
 */
export function counterStep(target: number): number {
  return Math.max(1, Math.ceil(target / COUNTER_STEPS));
}

/** How many steps a counter takes from 0 to `target`. */
export function stepsToReach(target: number): number {
  return Math.ceil(target / counterStep(target));
}

/** What a counter shows after `steps` steps: it rises by whole steps and stops on `target`. */
export function countAfter(target: number, steps: number): number {
  return Math.min(target, steps * counterStep(target));
}
