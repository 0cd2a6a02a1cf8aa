import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { buildApp, type BuiltApp } from '../src/app';
import { createDatabase, type DatabaseHandle, type DatabaseLimits } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { createFileOutbox } from '../src/infra/outbox';
import { createMember } from './support/accounts';
import { connectSocket, emitWithAnswer } from './support/sockets';
import { inTurn } from './support/test-database';
import { createTestApp, type TestApp } from './support/test-app';

const postgres = process.env.TEST_DIALECT === 'postgres';

let testApp: TestApp;
let limited: { app: BuiltApp; database: DatabaseHandle } | undefined;

beforeEach(async () => {
  testApp = await createTestApp();
});

afterEach(async () => {
  if (limited) {
    await limited.app.close();
    await limited.database.destroy();
    limited = undefined;
  }
  await testApp.close();
});

/**
 * A second app on the test's own schema, whose pool has the given limits: the app under test
 * keeps the usual ones, so the test can hold locks and connections from outside.
 */
async function appWithLimits(limits: Partial<DatabaseLimits>) {
  const { rows } = await sql<{
    schema: string;
  }>`select current_schema() as schema`.execute(testApp.database.db);
  const schema = rows[0]?.schema ?? 'public';
  const database = await createDatabase({
    databaseUrl: process.env.TEST_DATABASE_URL,
    dataDir: testApp.config.dataDir,
    searchPath: `${schema},public`,
    limits,
  });
  const app = await buildApp(testApp.config, {
    database,
    outbox: createFileOutbox(testApp.config.dataDir),
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
  });
  await app.ready();
  limited = { app, database };
  return limited;
}

function expectBusy(response: { statusCode: number; body: string; headers: object }) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers).toMatchObject({ 'retry-after': '2' });
  expect(JSON.parse(response.body)).toEqual({
    message: 'The service is busy right now. Please try again in a moment.',
    code: 'SERVICE_UNAVAILABLE',
  });
}

describe.runIf(postgres)('a database out of time (PostgreSQL)', () => {
  it('answers 503 with Retry-After when a feed statement runs past the time limit', async () => {
    const { app } = await appWithLimits({ statementTimeoutMs: 200 });
    expect((await app.inject({ method: 'GET', url: '/posts?q=lamp' })).statusCode).toBe(200);
    // A writer holding the posts table makes the feed's statements wait until their limit.
    await testApp.database.db.transaction().execute(async (trx) => {
      await sql`lock table posts in access exclusive mode`.execute(trx);
      expectBusy(await app.inject({ method: 'GET', url: '/posts?category=Books' }));
    });
    expect((await app.inject({ method: 'GET', url: '/posts?q=lamp' })).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After when no pooled connection comes free in time', async () => {
    const { app, database } = await appWithLimits({ poolSize: 1, connectionWaitMs: 200 });
    await database.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      expectBusy(await app.inject({ method: 'GET', url: '/posts' }));
    });
    expect((await app.inject({ method: 'GET', url: '/posts' })).statusCode).toBe(200);
  });

  it('answers a socket event the same way: SERVICE_UNAVAILABLE with retryAfter', async () => {
    const { app, database } = await appWithLimits({ poolSize: 1, connectionWaitMs: 200 });
    const member = await createMember(testApp);
    const tab = await connectSocket(await app.listen({ port: 0, host: '127.0.0.1' }), member.token);
    try {
      await database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        expect(await emitWithAnswer(tab, 'message_read', { messageId: 1 })).toEqual({
          ok: false,
          error: {
            message: 'The service is busy right now. Please try again in a moment.',
            code: 'SERVICE_UNAVAILABLE',
            retryAfter: 2,
          },
        });
      });
    } finally {
      tab.socket.close();
    }
  });

  it('runs a migration longer than the time limit, and restores the limit after it', async () => {
    const schema = `migrate_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await sql`create schema ${sql.id(schema)}`.execute(testApp.database.db);
    // Long enough that no plain statement meets it even on a loaded machine, short against
    // the migration, which rebuilds nothing but waits a second.
    const database = await createDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      dataDir: testApp.config.dataDir,
      searchPath: `${schema},public`,
      limits: { statementTimeoutMs: 250, poolSize: 1 },
    });
    const slowMigration = {
      '0001-slow': {
        up: async (db: Kysely<unknown>) => void (await sql`select pg_sleep(1)`.execute(db)),
      },
    };
    try {
      await inTurn(testApp.database, () => runMigrations(database.db, 'postgres', slowMigration));
      const { rows } = await sql<{
        statement_timeout: string;
      }>`show statement_timeout`.execute(database.db);
      expect(rows[0]?.statement_timeout).toBe('250ms');
    } finally {
      await database.destroy();
      await inTurn(testApp.database, () =>
        sql`drop schema ${sql.id(schema)} cascade`.execute(testApp.database.db),
      );
    }
  });
});
