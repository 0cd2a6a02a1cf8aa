import { sql } from 'kysely';

import type { Dialect } from './database';
import { plannedReaderOf, type PlannerSettings } from './planner-settings';
import type { Db } from './schema';

/**
 * Runs `work` with PostgreSQL's planner settings changed: for a query whose best plan depends on
 * what the planner cannot estimate (docs/performance.md). A database opened by createDatabase
 * reads on connections opened with those settings, which cost no statement more than the read;
 * otherwise (a transaction, a connection held) the settings are changed for a transaction of the
 * work's own, three statements more: its beginning, the change and its end. Either way the work
 * only reads, and no other statement runs with the settings.
 */
export function withPlannerSettings<T>(
  db: Db,
  settings: PlannerSettings,
  work: (reader: Db) => Promise<T>,
): Promise<T> {
  const reader = plannedReaderOf(db, settings);
  if (reader) return work(reader);
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
