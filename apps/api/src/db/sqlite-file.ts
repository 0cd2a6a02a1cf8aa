import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';

import type { DatabaseHandle } from './database';
import type { Database } from './schema';

/**
 * One connection to an existing SQLite database file, beside whatever else has it open: the
 * running server's database while it is backed up, or a backup's copy.
 */
export interface SqliteFile extends DatabaseHandle {
  /**
   * Copies the whole database, as it is at one moment, into `destination` through SQLite's
   * online backup API, while other connections keep writing.
   */
  backupTo(destination: string): Promise<void>;
  /**
   * Leaves WAL for a rollback journal, so the file alone is the whole database: a backup's
   * copy must not need a -wal file beside it.
   */
  keepInOneFile(): void;
  /** What integrity_check finds wrong; empty when the file is sound. */
  integrityProblems(): string[];
}

/** better-sqlite3 takes at most this many pages per step (docs/api.md, .backup). */
const EVERY_PAGE = 0x7fffffff;

/** Opens `file`, which must exist; `readonly` for a copy that is only read. */
export function openSqliteFile(file: string, { readonly = false } = {}): SqliteFile {
  const connection = new SqliteDatabase(file, { fileMustExist: true, readonly });
  connection.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  return {
    db,
    dialect: 'sqlite',
    destroy: () => db.destroy(),
    async backupTo(destination) {
      // By default better-sqlite3 copies 100 pages per turn of the event loop, and any write of
      // another connection in between starts the copy over: under a steady stream of writes it
      // never ends. Every page in one step is one read transaction, one snapshot; in WAL mode
      // the server's writers do not wait for it.
      await connection.backup(destination, { progress: () => EVERY_PAGE });
    },
    keepInOneFile() {
      connection.pragma('journal_mode = DELETE');
    },
    integrityProblems() {
      const rows = connection.pragma('integrity_check') as { integrity_check: string }[];
      const findings = rows.map((row) => row.integrity_check);
      return findings.length === 1 && findings[0] === 'ok' ? [] : findings;
    },
  };
}
