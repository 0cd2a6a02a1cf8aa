import { sql } from 'kysely';

import type { Dialect } from './database';
import type { Db } from './schema';

/** Planner settings of PostgreSQL (`enable_*`), each on or off. */
export type PlannerSettings = Partial<
  Record<
    'enable_seqscan' | 'enable_indexscan' | 'enable_indexonlyscan' | 'enable_bitmapscan',
    boolean
  >
>;

/**
 * Runs `work` with PostgreSQL's planner settings changed for its transaction only: for a query
 * whose best plan depends on what the planner cannot estimate (docs/performance.md). The
 * transaction only reads; the settings end with it, whatever connection it had.
 */
export function withPlannerSettings<T>(
  db: Db,
  settings: PlannerSettings,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const changes = Object.entries(settings).map(
      ([name, on]) => sql`set_config(${name}, ${on ? 'on' : 'off'}, true)`,
    );
    await sql`select ${sql.join(changes)}`.execute(trx);
    return work(trx);
  });
}

/**
 * For the rest of the transaction, PostgreSQL plans each statement it keeps a plan of (the
 * foreign-key checks of the rows an insert writes) for the values it runs with, instead of one
 * generic plan per connection. A saved search's alerts insert hundreds of notifications and
 * deliveries at once; with the kept plans, made while those tables were small, a post that 300
 * members wait for took 366 ms at the median and 3.1 s at p99 to tell them, the time growing
 * with the tables (the alerts bench, docs/performance.md); planned for each run, 33 and 160 ms.
 */
export async function planEachRun(trx: Db, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select set_config('plan_cache_mode', 'force_custom_plan', true)`.execute(trx);
}
