/**
 * pg-pool's words when no connection came free, or none opened, within its wait: it gives no
 * code of its own.
 */
const POOL_WAIT_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

/**
 * PostgreSQL's query_canceled (a statement past statement_timeout), deadlock_detected (two
 * transactions each waiting on the other's rows: one is cancelled) and serialization_failure.
 */
const TRY_AGAIN_CODES = new Set(['57014', '40P01', '40001']);

/**
 * PostgreSQL's connection exceptions (class 08) and its shutdowns (57P01 a terminated backend,
 * 57P02 a crash, 57P03 not accepting connections yet), the socket's own resets, and pg's words
 * when the socket of a connection closed under it (no code): a failover, a restart or
 * pg_terminate_backend.
 */
const CONNECTION_LOST_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'EPIPE']);
const CONNECTION_LOST_MESSAGES = [
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
  'Connection terminated',
];

/** How long a client is asked to wait before trying again, in seconds. */
export const DATABASE_BUSY_RETRY_SECONDS = 2;

/**
 * Whether a database call failed for want of time rather than for anything in the request: a
 * statement over its time limit, no connection free in time, SQLite's wait for a lock running
 * out, or a transaction PostgreSQL cancelled to break a deadlock. The same request may well
 * succeed a moment later.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && TRY_AGAIN_CODES.has(code)) return true;
  if (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) return true;
  return POOL_WAIT_MESSAGES.includes(error.message);
}

/**
 * Whether a database call failed because its connection was lost: the statement's transaction
 * went with the connection (PostgreSQL rolls back what it did not commit), the pool drops the
 * connection, and the same request may well succeed a moment later on a new one.
 */
export function isDatabaseConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && (CONNECTION_LOST_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  return CONNECTION_LOST_MESSAGES.includes(error.message);
}
