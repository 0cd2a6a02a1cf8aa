import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

import { createDatabase, sqliteDatabaseFile, type DatabaseHandle } from '../../src/db/database';
import { runMigrations } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';

/*
 * Every test starts from a migrated database. Running the migrations for each one cost 0.5 s on
 * SQLite and 2-3 s on PostgreSQL, where they also took turns across the workers on Kysely's
 * migration lock. Instead the migrations run once per run (the projects' global setups): on
 * SQLite into a file each test copies; on PostgreSQL into a template schema while the statements
 * they send are recorded, which each test's schema then replays.
 */

/** Any fixed number: the key of the advisory lock that test schemas take turns on. */
const SCHEMA_TURN_LOCK = 7_310_462;

/**
 * Kysely's migrator looks for its tables by listing the tables and columns of every schema, which
 * fails when a parallel test changes its own schema during the listing: "schema … does not exist"
 * when it is dropped, "column … of relation … does not exist" when a test undoes a migration
 * that drops a column. On PostgreSQL, migrating a test schema, dropping one and running a
 * migration's up or down by hand therefore take turns, across every test worker, under one
 * session advisory lock. SQLite databases are separate files and need none.
 */
export async function inTurn<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.dialect !== 'postgres') return work();
  return handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SCHEMA_TURN_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_TURN_LOCK})`.execute(connection);
    }
  });
}

/** A statement the migrations sent, with its parameters. */
export interface RecordedStatement {
  sql: string;
  parameters: readonly unknown[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** a SQLite database file with every migration applied */
    migratedSqliteFile?: string;
    /** the statements that migrated an empty PostgreSQL schema, which they name SCHEMA_TOKEN */
    postgresMigration?: RecordedStatement[];
  }
}

/** Migrates a new SQLite database in its own temporary folder; returns the folder and file. */
export async function migrateSqliteTemplate(): Promise<{ dataDir: string; file: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tabarru-template-'));
  const handle = await createDatabase({ dataDir });
  try {
    await runMigrations(handle.db, 'sqlite');
    // The copy must hold everything: nothing may be left in the write-ahead log.
    await sql`pragma wal_checkpoint(truncate)`.execute(handle.db);
  } finally {
    await handle.destroy();
  }
  return { dataDir, file: sqliteDatabaseFile(dataDir) };
}

/** What stands for the schema's name in the recorded statements. */
const SCHEMA_TOKEN = '{{migrated_schema}}';

/**
 * What a replay leaves out: the advisory locks (the migrator's, the turns), which serialise
 * migrations that each replay in a schema of its own; and the migrator's listing of every
 * schema's tables, which has no effect and fails when another test drops its schema meanwhile.
 */
const isLeftOut = (statement: string) =>
  /pg_advisory_(lock|unlock)\(|"pg_catalog"\."pg_namespace"|"pg_catalog"\."pg_attribute"/.test(
    statement,
  );

function renamed(value: unknown, from: string, to: string): unknown {
  return typeof value === 'string' ? value.replaceAll(from, to) : value;
}

/**
 * Migrates a new schema of `databaseUrl` as the app does, recording what it sends. The statements
 * name the schema SCHEMA_TOKEN; the schema itself is kept for the run (schema-pool.ts).
 */
export async function recordPostgresMigration(
  db: Kysely<Database>,
  databaseUrl: string,
): Promise<{ statements: RecordedStatement[]; schema: string }> {
  const schema = `migration_template_${randomBytes(6).toString('hex')}`;
  const recorded: RecordedStatement[] = [];
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    options: `-c search_path=${schema},public`,
  });
  const recording = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log(event) {
      if (event.level === 'query' && !isLeftOut(event.query.sql)) {
        recorded.push({
          sql: event.query.sql.replaceAll(schema, SCHEMA_TOKEN),
          parameters: event.query.parameters.map((value) => renamed(value, schema, SCHEMA_TOKEN)),
        });
      }
    },
  });
  try {
    await sql`create schema ${sql.id(schema)}`.execute(db);
    await inTurn({ db: recording, dialect: 'postgres', destroy: () => recording.destroy() }, () =>
      runMigrations(recording, 'postgres'),
    );
    return { statements: recorded, schema };
  } catch (error) {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    throw error;
  } finally {
    await recording.destroy();
  }
}

/**
 * Runs the recorded migration in `schema` (the first of `db`'s search path), on one connection:
 * the recording holds the migrator's own begin and commit.
 */
export async function replayPostgresMigration(
  db: Kysely<Database>,
  statements: readonly RecordedStatement[],
  schema: string,
): Promise<void> {
  await db.connection().execute(async (connection) => {
    for (const statement of statements) {
      await connection.executeQuery(
        CompiledQuery.raw(
          statement.sql.replaceAll(SCHEMA_TOKEN, schema),
          statement.parameters.map((value) => renamed(value, SCHEMA_TOKEN, schema)),
        ),
      );
    }
  });
}
