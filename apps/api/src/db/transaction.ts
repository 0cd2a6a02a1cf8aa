import type { Db } from './schema';

/**
 * Runs `work` in one transaction: everything it writes lands together or not at all. On
 * PostgreSQL a conflicting concurrent write waits for it; SQLite has one writer at a time.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
