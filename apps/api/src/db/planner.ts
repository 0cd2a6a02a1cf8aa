import { sql } from 'kysely';

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
