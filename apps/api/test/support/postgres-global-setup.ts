import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';

import { createDatabase } from '../../src/db/database';
import { buildApiBundle } from './api-bundle';
import { recordPostgresMigration } from './migrated-template';

/**
 * pg_trgm once, before the workers start, so parallel migrations do not race to create it; then
 * the migrations once, recorded for each test's schema to replay (test-database.ts); and the API
 * bundled for the tests that start it as a process (api-bundle.ts).
 */
export default async function setup(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) return undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tabarru-pg-setup-'));
  const handle = await createDatabase({ databaseUrl, dataDir });
  try {
    await sql`create extension if not exists pg_trgm`.execute(handle.db);
  } finally {
    await handle.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
  project.provide('postgresMigration', await recordPostgresMigration(databaseUrl));
  const bundle = await buildApiBundle();
  project.provide('apiBundle', bundle.file);
  return bundle.remove;
}
