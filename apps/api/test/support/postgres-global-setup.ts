import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';

import { createDatabase } from '../../src/db/database';
import { buildApiBundle } from './api-bundle';
import { recordPostgresMigration } from './migrated-template';
import { createSchemaPool, dropSchemaPool, type PostgresSchemaPool } from './schema-pool';

/**
 * pg_trgm once, before the workers start, so parallel migrations do not race to create it; then
 * the migrations once into a template schema, recorded for new test schemas to replay
 * (test-database.ts), with the run's list of schemas that tests hand on to each other
 * (schema-pool.ts); and the API bundled for the tests that start it as a process (api-bundle.ts).
 * The teardown drops the run's schemas.
 */
export default async function setup(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) return undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tabarru-pg-setup-'));
  const handle = await createDatabase({ databaseUrl, dataDir });
  let pool: PostgresSchemaPool;
  let template: string | undefined;
  try {
    await sql`create extension if not exists pg_trgm`.execute(handle.db);
    const migration = await recordPostgresMigration(handle.db, databaseUrl);
    template = migration.schema;
    project.provide('postgresMigration', migration.statements);
    pool = await createSchemaPool(handle.db, template);
    project.provide('postgresSchemaPool', pool);
  } catch (error) {
    if (template) await sql`drop schema if exists ${sql.id(template)} cascade`.execute(handle.db);
    await handle.destroy();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const bundle = await buildApiBundle();
  project.provide('apiBundle', bundle.file);
  return async () => {
    try {
      await dropSchemaPool(handle.db, pool);
    } finally {
      await handle.destroy();
      await rm(dataDir, { recursive: true, force: true });
      await bundle.remove();
    }
  };
}
