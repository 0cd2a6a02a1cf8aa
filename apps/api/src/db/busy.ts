/**
 * pg-pool's words when no connection came free, or none opened, within its wait: it gives no
 * code of its own.
 */
const POOL_WAIT_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

/** PostgreSQL's query_canceled, sent when a statement runs past statement_timeout. */
const QUERY_CANCELED = '57014';

/** How long a client is asked to wait before trying again, in seconds. */
export const DATABASE_BUSY_RETRY_SECONDS = 2;

/**
 * Whether a database call failed for want of time rather than for anything in the request: a
 * statement over its time limit, no connection free in time, or SQLite's wait for a lock
 * running out. The same request may well succeed a moment later.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? error.code : undefined;
  if (code === QUERY_CANCELED) return true;
  if (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) return true;
  return POOL_WAIT_MESSAGES.includes(error.message);
}
