import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';

import { createDatabase, type DatabaseHandle } from '../../src/db/database';
import { runMigrations } from '../../src/db/migrate';

export type TestDatabase = DatabaseHandle & { dataDir: string };

/**
 * A fresh, migrated database for one test: SQLite in a new temporary DATA_DIR, or, under
 * TEST_DIALECT=postgres, a private schema in TEST_DATABASE_URL dropped again by destroy().
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tabarru-test-'));
  if (process.env.TEST_DIALECT !== 'postgres') {
    const handle = await createDatabase({ dataDir });
    await runMigrations(handle.db, handle.dialect);
    return withCleanup(handle, dataDir, async () => undefined);
  }

  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await createDatabase({ databaseUrl, dataDir });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const handle = await createDatabase({ databaseUrl, dataDir, searchPath: `${schema},public` });
  await runMigrations(handle.db, handle.dialect);
  return withCleanup(handle, dataDir, async () => {
    await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
    await admin.destroy();
  });
}

function withCleanup(
  handle: DatabaseHandle,
  dataDir: string,
  dropData: () => Promise<void>,
): TestDatabase {
  let destroyed = false;
  return {
    ...handle,
    dataDir,
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      await handle.destroy();
      await dropData();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
