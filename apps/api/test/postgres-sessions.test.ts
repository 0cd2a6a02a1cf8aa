import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createTestDatabase, type TestDatabase } from './support/test-database';

const postgres = process.env.TEST_DIALECT === 'postgres';

let database: TestDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await database.destroy();
});

describe.skipIf(!postgres)("PostgreSQL's sessions", () => {
  it('compile no statement and read none in parallel, on every connection of the pool', async () => {
    const settings = async () => {
      const { rows } = await sql<{
        jit: string;
        workers: string;
      }>`select current_setting('jit') as jit,
        current_setting('max_parallel_workers_per_gather') as workers`.execute(database.db);
      return rows[0];
    };
    const seen = await Promise.all(Array.from({ length: 4 }, settings));
    expect(seen).toEqual(Array.from({ length: 4 }, () => ({ jit: 'off', workers: '0' })));
  });
});
