import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';

import {
  createDatabase,
  type DatabaseHandle,
  type DatabaseOptions,
} from '../../apps/api/src/db/database';
import { runMigrations } from '../../apps/api/src/db/migrate';

/**
 * A migrated database of a benchmark's own, gone afterwards: SQLite in a temporary DATA_DIR, or
 * at BENCH_DATABASE_URL a schema made for the run and dropped with everything in it, so a run
 * never leaves rows in the database it was pointed at.
 */
export async function withScratchDatabase<T>(
  name: string,
  run: (database: DatabaseHandle, dataDir: string) => Promise<T>,
  onQuery?: DatabaseOptions['onQuery'],
): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `tabarru-bench-${name}-`));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const schema = `bench_${name}_${process.pid}`;
  const database = await createDatabase({
    dataDir,
    databaseUrl,
    ...(databaseUrl && { searchPath: `${schema},public` }),
    ...(onQuery && { onQuery }),
  });
  try {
    if (database.dialect === 'postgres') {
      await sql`create schema ${sql.id(schema)}`.execute(database.db);
    }
    await runMigrations(database.db, database.dialect);
    return await run(database, dataDir);
  } finally {
    if (database.dialect === 'postgres') {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
    }
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}
