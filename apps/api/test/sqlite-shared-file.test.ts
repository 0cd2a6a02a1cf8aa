import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';

import { createDatabase, sqliteDatabaseFile, type DatabaseHandle } from '../src/db/database';
import { inTransaction } from '../src/db/transaction';

/**
 * Another process writing to the same SQLite file, as a second API instance does: a thread with
 * its own connection, writing one row again and again until told to stop.
 */
const OTHER_WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');
const connection = new Database(workerData.file);
connection.pragma('busy_timeout = 5000');
const bump = connection.prepare('update counters set n = n + 1 where id = 2');
let stopped = false;
parentPort.on('message', () => { stopped = true; });
let writes = 0;
const writeOnce = () => {
  if (stopped) {
    connection.close();
    parentPort.postMessage(writes);
    return;
  }
  bump.run();
  writes += 1;
  setImmediate(writeOnce);
};
parentPort.postMessage('started');
writeOnce();
`;

let dataDir: string | undefined;
let database: DatabaseHandle | undefined;

afterEach(async () => {
  await database?.destroy();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  database = undefined;
  dataDir = undefined;
});

describe.skipIf(process.env.TEST_DIALECT === 'postgres')('one SQLite file, two writers', () => {
  it('a transaction that reads before it writes waits its turn while another process writes', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tabarru-shared-file-'));
    database = await createDatabase({ dataDir });
    const { db } = database;
    await sql`create table counters (id integer primary key, n integer not null)`.execute(db);
    await sql`insert into counters (id, n) values (1, 0), (2, 0)`.execute(db);

    const other = new Worker(OTHER_WRITER, {
      eval: true,
      workerData: { file: sqliteDatabaseFile(dataDir) },
    });
    const started = new Promise((resolve) => other.once('message', resolve));
    const otherWrites = () => new Promise<number>((resolve) => other.once('message', resolve));
    await started;

    const transactions = 100;
    const failures: string[] = [];
    for (let index = 0; index < transactions; index += 1) {
      try {
        await inTransaction(db, async (trx) => {
          await sql`select n from counters where id = 1`.execute(trx);
          // The other writer commits while this transaction has read and not yet written.
          await new Promise((resolve) => setTimeout(resolve, 1));
          await sql`update counters set n = n + 1 where id = 1`.execute(trx);
        });
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
    const writes = otherWrites();
    other.postMessage('stop');
    expect(await writes).toBeGreaterThan(0);
    await other.terminate();

    expect(failures).toEqual([]);
    const { rows } = await sql<{ n: number }>`select n from counters where id = 1`.execute(db);
    expect(rows[0]?.n).toBe(transactions);
  });
});
