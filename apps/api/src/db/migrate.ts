import { Migrator, type Kysely, type Migration } from 'kysely';

import type { Dialect } from './database';
import { initialSchema } from './migrations/0001-initial-schema';
import type { Database } from './schema';

/** Listed here rather than read from disk: the API ships as one bundled file. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-initial-schema': initialSchema(dialect),
  };
}

export async function runMigrations(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
