import path from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';

import { e2eEnv } from './env';

/**
 * Runs one statement on the app's own SQLite database: how a test makes days or minutes pass
 * (an offer's end, a pickup's time, a draw's deadline), which it cannot wait for.
 */
export function writeAppDatabase(statement: string, ...values: SQLInputValue[]): void {
  const database = new DatabaseSync(path.join(e2eEnv().dataDir, 'tabarru.sqlite'));
  try {
    database.exec('pragma busy_timeout = 5000');
    database.prepare(statement).run(...values);
  } finally {
    database.close();
  }
}
