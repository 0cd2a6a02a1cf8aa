import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';

import { createDatabase } from '../../src/db/database';

/** pg_trgm once, before the workers start, so parallel migrations do not race to create it. */
export default async function setup(): Promise<void> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) return;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tabarru-pg-setup-'));
  const handle = await createDatabase({ databaseUrl, dataDir });
  try {
    await sql`create extension if not exists pg_trgm`.execute(handle.db);
  } finally {
    await handle.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}
