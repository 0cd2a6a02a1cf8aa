import type { KyselyPlugin } from 'kysely';

import type { Db } from './schema';

/** Planner settings of PostgreSQL (`enable_*`), each on or off. */
export type PlannerSettings = Partial<
  Record<
    'enable_seqscan' | 'enable_indexscan' | 'enable_indexonlyscan' | 'enable_bitmapscan',
    boolean
  >
>;

/** The settings as PostgreSQL's `-c` options of a connection, in a fixed order: one per set. */
export function settingsOptions(settings: PlannerSettings): string {
  return Object.entries(settings)
    .sort(([one], [other]) => one.localeCompare(other))
    .map(([name, on]) => `-c ${name}=${on ? 'on' : 'off'}`)
    .join(' ');
}

/** Connections opened with planner settings of their own, by the database they read. */
const plannedReaders = new WeakMap<Db, (settings: PlannerSettings) => Db>();

/** The connections `db` reads with `settings` on, when it was given them (readWithSettingsThrough). */
export function plannedReaderOf(db: Db, settings: PlannerSettings): Db | undefined {
  return plannedReaders.get(db)?.(settings);
}

/**
 * Gives `db` connections of its own for reads under planner settings (database.ts): each set of
 * settings reads from connections opened with it.
 */
export function readWithSettingsThrough(
  db: Db,
  readerWith: (settings: PlannerSettings) => Db,
): void {
  plannedReaders.set(db, readerWith);
}

/**
 * `db` with `plugin`: Kysely makes another instance of it, which reads under planner settings on
 * the same connections as `db` (without this it would change them in a transaction of its own).
 */
export function withPluginReadingAsBefore(db: Db, plugin: KyselyPlugin): Db {
  const plugged = db.withPlugin(plugin);
  const readerWith = plannedReaders.get(db);
  if (readerWith) plannedReaders.set(plugged, readerWith);
  return plugged;
}
