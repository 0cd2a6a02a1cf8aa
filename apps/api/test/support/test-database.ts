import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';
import { inject } from 'vitest';

import { createDatabase, sqliteDatabaseFile, type DatabaseHandle } from '../../src/db/database';
import { runMigrations } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';
import { allLexemes } from '../../src/modules/feed/queries';
import { inTurn, replayPostgresMigration } from './migrated-template';
import { forgetSchema, giveBackSchema, takeSchema } from './schema-pool';

export { inTurn };

export type TestDatabase = DatabaseHandle & {
  dataDir: string;
  /** PostgreSQL only: the test's private schema */
  schema?: string;
  /** PostgreSQL only: the test's private schema first */
  searchPath?: string;
};

/** Every table the migrations create, the word index aside. */
export const TABLES = [
  'users',
  'phone_verifications',
  'password_resets',
  'posts',
  'post_images',
  'events',
  'event_images',
  'banners',
  'donation_claims',
  'feedback',
  'conversations',
  'messages',
  'post_reports',
  'contact_messages',
  'audit_log',
  'member_blocks',
  'rating_prompt_dismissals',
  'search_vocabulary',
  'notifications',
  'notification_preferences',
  'push_subscriptions',
  'notification_deliveries',
  'notification_mailings',
  'used_unsubscribe_links',
  'saved_searches',
  'post_matching',
  'member_sessions',
  'recovery_codes',
  'email_changes',
  'campaigns',
  'campaign_targets',
  'post_points',
  'item_asks',
  'pickup_windows',
  'organisations',
  'need_receipts',
  'drop_off_points',
] as const satisfies readonly (keyof Database)[];

/** Ids of the posts whose stored search text (the normalised title) holds `term`. */
export async function searchTextIds(database: DatabaseHandle, term: string): Promise<number[]> {
  const rows = await database.db
    .selectFrom('posts')
    .select('id')
    .where(sql<boolean>`${sql.ref('search_text')} like ${`%${term}%`}`)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Ids of the posts with a word beginning with each of `stems`, read through the word index
 * itself: SQLite's FTS5 table (its rowid is minus the post id), PostgreSQL's GIN index of the
 * lexemes of the whole post.
 */
export async function wordIndexIds(
  database: DatabaseHandle,
  stems: readonly string[],
): Promise<number[]> {
  const { rows } =
    database.dialect === 'sqlite'
      ? await sql<{ id: number }>`select -rowid as id from posts_words
          where posts_words match ${stems.map((stem) => `"${stem}"*`).join(' AND ')}
          order by id`.execute(database.db)
      : await sql<{ id: number }>`select id from posts
          where ${allLexemes} @@ ${stems.map((stem) => `'${stem}':*`).join(' & ')}::tsquery
          order by id`.execute(database.db);
  return rows.map((row) => row.id);
}

export interface TestDatabaseOptions {
  /**
   * Run the migrations themselves rather than copy what they made once (migrated-template.ts):
   * for the tests of the migrations.
   */
  runMigrations?: boolean;
  /**
   * PostgreSQL: a new schema rather than one an earlier test emptied (schema-pool.ts), for a test
   * of the planner's choices, which the statistics of an earlier test's rows would sway.
   */
  fresh?: boolean;
}

/**
 * A fresh, migrated database for one test: SQLite in a new temporary DATA_DIR, or, under
 * TEST_DIALECT=postgres, a private schema in TEST_DATABASE_URL, emptied for a later test or
 * dropped by destroy(). Its tables are a copy of what the migrations made once for the run,
 * unless `runMigrations`.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tabarru-test-'));
  if (process.env.TEST_DIALECT === 'postgres') return createPostgresTestDatabase(dataDir, options);
  let database: TestDatabase | undefined;
  try {
    const template = options.runMigrations ? undefined : inject('migratedSqliteFile');
    if (template) await copyFile(template, sqliteDatabaseFile(dataDir));
    database = withCleanup(await createDatabase({ dataDir }), dataDir, async () => undefined);
    if (!template) await runMigrations(database.db, 'sqlite');
    return database;
  } catch (error) {
    // A failed start must not leave a directory behind for every later run.
    if (database) await database.destroy();
    else await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A test's own schema: one an earlier test of the run handed on, emptied (schema-pool.ts), or a
 * new one with the recorded migration replayed, or, with `runMigrations`, migrated for itself
 * and dropped again afterwards.
 */
async function createPostgresTestDatabase(
  dataDir: string,
  options: TestDatabaseOptions,
): Promise<TestDatabase> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  const pool = options.runMigrations || options.fresh ? undefined : inject('postgresSchemaPool');
  const { schema, fresh } = pool
    ? await takeSchema(databaseUrl, pool)
    : { schema: `test_${randomBytes(6).toString('hex')}`, fresh: true };
  const searchPath = `${schema},public`;
  let handle: DatabaseHandle | undefined;
  try {
    handle = await createDatabase({ databaseUrl, dataDir, searchPath });
    const { db } = handle;
    const dropSchema = () =>
      inTurn({ db, dialect: 'postgres', destroy: async () => undefined }, async () => {
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
        if (pool) await forgetSchema(db, pool, schema);
      });
    const database = withCleanup(handle, dataDir, async () => {
      const handedOn = pool && (await giveBackSchema(db, pool, schema).catch(() => false));
      if (!handedOn) await dropSchema();
    });
    database.schema = schema;
    database.searchPath = searchPath;
    if (!fresh) return database;
    try {
      await sql`create schema ${sql.id(schema)}`.execute(db);
      if (options.runMigrations) await inTurn(database, () => runMigrations(db, 'postgres'));
      else await replayPostgresMigration(db, inject('postgresMigration') ?? [], schema);
    } catch (error) {
      await database.destroy();
      throw error;
    }
    return database;
  } catch (error) {
    if (!handle) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Another connection (or pool) to the same test database, as a second API instance has: the
 * same SQLite file, or the same PostgreSQL schema. Closing it leaves the database in place.
 */
export function openSameDatabase(database: TestDatabase): Promise<DatabaseHandle> {
  return createDatabase({
    databaseUrl: database.dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
    dataDir: database.dataDir,
    ...(database.searchPath && { searchPath: database.searchPath }),
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
      try {
        await dropData();
      } finally {
        await handle.destroy();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
