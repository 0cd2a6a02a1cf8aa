import { mkdirSync } from 'node:fs';
import path from 'node:path';

import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql, type LogConfig } from 'kysely';
import pg from 'pg';

import { readWithSettingsThrough, settingsOptions } from './planner-settings';
import { preparingStatements } from './prepared-statements';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  destroy(): Promise<void>;
}

/** How much of PostgreSQL a process may hold, and for how long (docs/operations.md). */
export interface DatabaseLimits {
  /** the longest a statement may run before the server cancels it */
  statementTimeoutMs: number;
  /** connections in the pool */
  poolSize: number;
  /** the longest a query waits for a free connection, or for a new one to open */
  connectionWaitMs: number;
}

export const DATABASE_LIMITS: DatabaseLimits = {
  statementTimeoutMs: 5_000,
  poolSize: 10,
  connectionWaitMs: 5_000,
};

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL only: the schemas to search, e.g. a test's private schema before public. */
  searchPath?: string;
  /** PostgreSQL only: other limits than DATABASE_LIMITS, e.g. a test's tiny ones */
  limits?: Partial<DatabaseLimits>;
  /** told of every query run, with its values (the bench records a request's queries so) */
  onQuery?: (query: CompiledQuery) => void;
}

/** The database did not answer; the message is one line that never shows the password. */
export class DatabaseUnreachableError extends Error {}

const TIMESTAMPTZ_OID = 1184;
const TIMESTAMP_OID = 1114;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

const parsePostgresTimestamp = pg.types.getTypeParser(TIMESTAMPTZ_OID);

/**
 * Both dialects hand the application the same JavaScript types: ISO strings and numbers. Set on
 * this pool only, so other pg users in the process keep pg's defaults.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TIMESTAMPTZ_OID || oid === TIMESTAMP_OID) {
      // A timestamp without a zone can only have come from UTC: the application writes nothing else.
      const suffix = oid === TIMESTAMP_OID ? '+00' : '';
      return (value: string) => {
        const parsed: unknown = parsePostgresTimestamp(value + suffix);
        // 'infinity' parses to a number, not a Date; pass it on rather than throw.
        return parsed instanceof Date ? parsed.toISOString() : value;
      };
    }
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export function redactDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return 'the configured DATABASE_URL';
  }
}

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(
        options.databaseUrl,
        options.searchPath,
        { ...DATABASE_LIMITS, ...options.limits },
        logOf(options.onQuery),
      )
    : openSqlite(options.dataDir, logOf(options.onQuery));
}

function logOf(onQuery: DatabaseOptions['onQuery']): LogConfig | undefined {
  if (!onQuery) return undefined;
  return (event) => onQuery(event.query);
}

/** The SQLite database file of an installation, in its DATA_DIR. */
export function sqliteDatabaseFile(dataDir: string): string {
  return path.join(dataDir, 'tabarru.sqlite');
}

function openSqlite(dataDir: string, log: LogConfig | undefined): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  const connection = new SqliteDatabase(sqliteDatabaseFile(dataDir));
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(connection) }),
    ...(log && { log }),
  });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely begins a SQLite transaction with a deferred `begin`. Such a transaction that reads and
 * then writes cannot wait for the write lock once another process (a second instance on the same
 * file) has written since its read: SQLite answers SQLITE_BUSY at once, past busy_timeout. Every
 * transaction of the application writes, so each takes the lock as it begins and waits its turn.
 */
const sqliteStatement = (query: string) => (query === 'begin' ? 'begin immediate' : query);

/**
 * Kysely asks better-sqlite3 to prepare every query it runs; a query builder yields the same SQL
 * each time, so the prepared statements are kept (least recently used dropped first) and the
 * parse and plan happen once per query shape instead of once per request.
 */
function withStatementCache(connection: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => connection.close(),
    prepare(kyselyQuery: string) {
      const query = sqliteStatement(kyselyQuery);
      let statement = statements.get(query);
      if (statement) {
        statements.delete(query);
      } else {
        statement = connection.prepare(query);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next();
          if (!oldest.done) statements.delete(oldest.value);
        }
      }
      statements.set(query, statement);
      return statement;
    },
  };
}

/**
 * Each connection's settings. The API's statements each read a page or a count of at most a few
 * thousand rows, many at once: compiling a statement's expressions (JIT) cost 15 ms where the
 * statement ran in 10, and a statement read by workers in parallel took the cores other
 * requests were waiting for (docs/decisions.md).
 */
const SESSION_SETTINGS = 'set jit = off; set max_parallel_workers_per_gather = 0';

/**
 * Connections of a pool opened with planner settings of their own (db/planner.ts), at most: a
 * search's count and page read on them, each a statement (docs/performance.md).
 */
const PLANNED_POOL_SIZE = 4;

/**
 * A pool whose statements the server cancels past the time limit, and whose callers stop
 * waiting for a connection after a while: either failure answers 503 (db/busy.ts), so a slow
 * query or a burst cannot hold every request of the process indefinitely. `options` are the
 * connections' server settings (`-c name=value`).
 */
function postgresPool(
  databaseUrl: string,
  options: string,
  size: number,
  limits: DatabaseLimits,
): pg.Pool {
  const pool = new pg.Pool({
    // pg lets the address's settings override `options`, which already hold them (openPostgres).
    connectionString: options ? withoutOptions(databaseUrl) : databaseUrl,
    max: size,
    connectionTimeoutMillis: limits.connectionWaitMs,
    statement_timeout: limits.statementTimeoutMs,
    types: pgTypes,
    ...(options ? { options } : {}),
  });
  // A client losing its server must not crash the process: an idle one reports it on the pool,
  // one checked out (a transaction between two statements) on itself, where without a listener
  // the error is thrown. Its next query fails instead, and the pool drops it when released.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    preparingStatements(client);
  });
  return pool;
}

function postgresDb(pool: pg.Pool, log: LogConfig | undefined): Kysely<Database> {
  const dialect = new PostgresDialect({
    pool,
    onCreateConnection: async (connection) => {
      await connection.executeQuery(CompiledQuery.raw(SESSION_SETTINGS));
    },
  });
  return new Kysely<Database>({ dialect, ...(log && { log }) });
}

/** The address without the server settings it names. */
function withoutOptions(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    url.searchParams.delete('options');
    return url.toString();
  } catch {
    return databaseUrl;
  }
}

/** The server settings a database's address names (`?options=-c ...`), if any. */
function optionsOf(databaseUrl: string): string {
  try {
    return new URL(databaseUrl).searchParams.get('options') ?? '';
  } catch {
    return '';
  }
}

async function openPostgres(
  databaseUrl: string,
  searchPath: string | undefined,
  limits: DatabaseLimits,
  log: LogConfig | undefined,
): Promise<DatabaseHandle> {
  // Options of a pool's own replace those of the address: the address's are kept beside them.
  const addressOptions = optionsOf(databaseUrl);
  const pathOption = searchPath ? `-c search_path=${searchPath}` : '';
  const withAddress = (options: string) =>
    options ? [addressOptions, options].filter(Boolean).join(' ') : '';
  const pool = postgresPool(databaseUrl, withAddress(pathOption), limits.poolSize, limits);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnreachableError(
      `Cannot reach the database at ${redactDatabaseUrl(databaseUrl)}: ${reason.split('\n')[0]}`,
    );
  }
  const db = postgresDb(pool, log);
  // Opened as a search first reads with them: a few sets of settings in all.
  const planned = new Map<string, Kysely<Database>>();
  readWithSettingsThrough(db, (settings) => {
    const options = settingsOptions(settings);
    let reader = planned.get(options);
    if (!reader) {
      const size = Math.min(PLANNED_POOL_SIZE, limits.poolSize);
      const connectionOptions = withAddress([pathOption, options].filter(Boolean).join(' '));
      const settingsPool = postgresPool(databaseUrl, connectionOptions, size, limits);
      reader = postgresDb(settingsPool, log);
      planned.set(options, reader);
    }
    return reader;
  });
  return {
    db,
    dialect: 'postgres',
    async destroy() {
      await Promise.all([db, ...planned.values()].map((each) => each.destroy()));
    },
  };
}

export type ConstraintViolation = 'unique' | 'foreign-key' | 'check' | 'not-null';

const SQLITE_CONSTRAINT_CODES: Record<string, ConstraintViolation> = {
  SQLITE_CONSTRAINT_UNIQUE: 'unique',
  SQLITE_CONSTRAINT_PRIMARYKEY: 'unique',
  SQLITE_CONSTRAINT_FOREIGNKEY: 'foreign-key',
  SQLITE_CONSTRAINT_CHECK: 'check',
  SQLITE_CONSTRAINT_NOTNULL: 'not-null',
};

const POSTGRES_CONSTRAINT_CODES: Record<string, ConstraintViolation> = {
  '23505': 'unique',
  '23503': 'foreign-key',
  '23514': 'check',
  '23502': 'not-null',
};

/**
 * Which constraint a failed write broke, the same on both dialects, so a service can turn a lost
 * race (a second registration with the same email, a duplicate feedback) into a 409.
 */
export function constraintViolation(error: unknown): ConstraintViolation | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error;
  if (typeof code !== 'string') return undefined;
  return SQLITE_CONSTRAINT_CODES[code] ?? POSTGRES_CONSTRAINT_CODES[code];
}

/** True while the database answers a trivial query. */
export async function pingDatabase(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
