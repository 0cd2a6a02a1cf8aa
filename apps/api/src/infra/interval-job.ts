/** A job this process runs on a timer, until it is stopped. */
export interface IntervalJob {
  /** Ends the timer and waits for a run in progress, so nothing it uses is closed under it. */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `everyMs`, never twice at once: a run that outlasts the interval makes the
 * next tick skip. A failed run goes to `onError` and the job goes on. The timer keeps no process
 * alive by itself.
 */
export function everyInterval(
  work: () => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void,
): IntervalJob {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= work()
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
