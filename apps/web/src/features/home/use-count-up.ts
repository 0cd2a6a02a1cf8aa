import { useEffect, useState } from 'react';

import { COUNTER_STEP_MS } from '@tabarru/contract/stats-constants';

import { countAfter, stepsToReach } from './count-up';

/**
 * The value a counter shows: from 0 up to `target`, one step every 20 ms, or
 * `target` at once when `animate` is false. Undefined while there is no target.
 */
export function useCountUp(target: number | undefined, animate: boolean): number | undefined {
  const [progress, setProgress] = useState({ target, steps: 0 });
  const steps = progress.target === target ? progress.steps : 0;
  const running = animate && target !== undefined && steps < stepsToReach(target);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setProgress((current) => ({
        target,
        steps: (current.target === target ? current.steps : 0) + 1,
      }));
    }, COUNTER_STEP_MS);
    return () => clearInterval(timer);
  }, [running, target]);

  if (target === undefined) return undefined;
  return animate ? countAfter(target, steps) : target;
}
