import { rm } from 'node:fs/promises';

import type { TestProject } from 'vitest/node';

import { buildApiBundle } from './api-bundle';
import { migrateSqliteTemplate } from './migrated-template';

/**
 * The migrations run once for the run; each test copies the file (test-database.ts). The API is
 * bundled once for the tests that start it as a process (api-bundle.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { dataDir, file } = await migrateSqliteTemplate();
  project.provide('migratedSqliteFile', file);
  const bundle = await buildApiBundle();
  project.provide('apiBundle', bundle.file);
  return async () => {
    await rm(dataDir, { recursive: true, force: true });
    await bundle.remove();
  };
}
