import type { ModuleContext } from '../../context';
import { mergeWordIndexStep } from './queries';

/**
 * Upkeep of SQLite's word index of posts (posts_words, FTS5).
 *
 * Every write transaction adds a small segment to an FTS5 index, and a search reads each
 * segment: after 100,000 posts written in batches a newest-first search costs about 70 µs, and
 * 27 µs once the segments are merged into one. PostgreSQL's GIN index needs none of this.
 */

/** Pages merged per step: a few milliseconds, so requests are not held up for long. */
const PAGES_PER_STEP = 200;
/** An upper bound on the steps of one tidy-up, in case the index keeps changing under it. */
const MAX_STEPS_PER_TIDY = 1000;
export const SEARCH_INDEX_TIDY_INTERVAL_MS = 60_000;

type MergeMode = 'all' | 'tiered';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Merges until there is nothing left to merge, yielding to requests between steps. */
export async function mergeSearchIndex(
  { db, dialect }: Pick<ModuleContext, 'db' | 'dialect'>,
  mode: MergeMode,
): Promise<number> {
  if (dialect !== 'sqlite') return 0;
  const pages = mode === 'all' ? -PAGES_PER_STEP : PAGES_PER_STEP;
  let steps = 0;
  while (steps < MAX_STEPS_PER_TIDY && (await mergeWordIndexStep(db, pages))) {
    steps += 1;
    await nextTurn();
  }
  return steps;
}

/**
 * At startup the index is merged into one segment (about 60 ms for 100,000 posts); afterwards
 * a tiered merge once a minute keeps the segments that new posts add from piling up, without
 * rewriting the whole index after every post.
 */
export function keepSearchIndexTidy(
  context: Pick<ModuleContext, 'db' | 'dialect'>,
  onError: (error: unknown) => void,
): { ready: Promise<void>; stop: () => Promise<void> } {
  if (context.dialect !== 'sqlite') {
    return { ready: Promise.resolve(), stop: () => Promise.resolve() };
  }
  let running: Promise<unknown> = mergeSearchIndex(context, 'all').catch(onError);
  const timer = setInterval(() => {
    running = running.then(() => mergeSearchIndex(context, 'tiered')).catch(onError);
  }, SEARCH_INDEX_TIDY_INTERVAL_MS);
  timer.unref();
  return {
    ready: running.then(() => undefined),
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
