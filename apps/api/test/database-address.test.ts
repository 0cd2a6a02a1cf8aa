import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createDatabase, type DatabaseHandle } from '../src/db/database';
import { plannedReaderOf } from '../src/db/planner-settings';
import type { Db } from '../src/db/schema';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const postgres = process.env.TEST_DIALECT === 'postgres';

let testDatabase: TestDatabase;
let opened: DatabaseHandle | undefined;

async function setting(db: Db, name: string): Promise<string | undefined> {
  const { rows } = await sql<{ value: string }>`select current_setting(${name}) as value`.execute(
    db,
  );
  return rows[0]?.value;
}

describe.runIf(postgres)('an address naming server settings (PostgreSQL)', () => {
  beforeEach(async () => {
    testDatabase = await createTestDatabase();
  });

  afterEach(async () => {
    await opened?.destroy();
    opened = undefined;
    await testDatabase.destroy();
  });

  it('keeps them beside the settings of the pools of its own: the schema and a search’s planner settings', async () => {
    const address = new URL(process.env.TEST_DATABASE_URL ?? '');
    address.searchParams.set('options', '-c work_mem=200kB');
    opened = await createDatabase({
      databaseUrl: address.toString(),
      dataDir: testDatabase.dataDir,
      searchPath: testDatabase.searchPath,
    });
    const { db } = opened;
    expect(await setting(db, 'work_mem')).toBe('200kB');
    expect(await setting(db, 'search_path')).toBe(testDatabase.searchPath);
    // The migrated tables of the test's schema are read, not those of another.
    await expect(db.selectFrom('users').select('id').execute()).resolves.toEqual([]);

    const reader = plannedReaderOf(db, { enable_bitmapscan: false });
    expect(reader).toBeDefined();
    const planned = reader as Db;
    expect(await setting(planned, 'enable_bitmapscan')).toBe('off');
    expect(await setting(planned, 'work_mem')).toBe('200kB');
    expect(await setting(planned, 'search_path')).toBe(testDatabase.searchPath);
  });
});
