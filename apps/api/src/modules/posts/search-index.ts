import { sql, type Kysely } from 'kysely';

import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * Upkeep of SQLite's trigram index of post titles (posts_search, FTS5).
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

async function totalChanges(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ changes: number }>`select total_changes() as changes`.execute(db);
  return rows[0]?.changes ?? 0;
}

/**
 * One bounded merge step; whether it found work. A negative page count makes every segment
 * eligible (ending in one segment, like 'optimize' but in small steps); a positive one merges
 * only where a level holds several segments (SQLite's 'usermerge', 4 by default). FTS5 reports
 * work through the change counter: fewer than two changes means there was nothing to merge.
 */
async function mergeStep(db: Kysely<Database>, mode: MergeMode): Promise<boolean> {
  const before = await totalChanges(db);
  const pages = mode === 'all' ? -PAGES_PER_STEP : PAGES_PER_STEP;
  await sql`insert into posts_search(posts_search, rank) values ('merge', ${pages})`.execute(db);
  return (await totalChanges(db)) - before >= 2;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Merges until there is nothing left to merge, yielding to requests between steps. */
export async function mergeSearchIndex(
  db: Kysely<Database>,
  dialect: Dialect,
  mode: MergeMode,
): Promise<number> {
  if (dialect !== 'sqlite') return 0;
  let steps = 0;
  while (steps < MAX_STEPS_PER_TIDY && (await mergeStep(db, mode))) {
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
  db: Kysely<Database>,
  dialect: Dialect,
  onError: (error: unknown) => void,
): { ready: Promise<void>; stop: () => Promise<void> } {
  if (dialect !== 'sqlite') return { ready: Promise.resolve(), stop: () => Promise.resolve() };
  let running: Promise<unknown> = mergeSearchIndex(db, dialect, 'all').catch(onError);
  const timer = setInterval(() => {
    running = running.then(() => mergeSearchIndex(db, dialect, 'tiered')).catch(onError);
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
