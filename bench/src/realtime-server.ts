import { Redis } from 'ioredis';
import { sql } from 'kysely';

import { buildApp } from '../../apps/api/src/app';
import { createDatabase } from '../../apps/api/src/db/database';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { createFileOutbox } from '../../apps/api/src/infra/outbox';
import { BENCH_JWT_SECRET, benchConfig } from './bench-config';
import { REALTIME_MEMORY_PATH, type RealtimeServerInfo } from './protocol';
import { benchSessionToken } from './scenarios';
import { seedMembers } from './seed';

/**
 * One API instance of the realtime scenario, in its own process (started with --expose-gc):
 * on the shared DATA_DIR (its SQLite file) or BENCH_DATABASE_URL, with the Redis adapter when
 * BENCH_REDIS_URL is set. The first instance (BENCH_SEED=1) migrates, seeds the members and
 * prints their session tokens with its URL, as one JSON line; the others print their URL.
 */

async function main(): Promise<void> {
  const dataDir = process.env.BENCH_DATA_DIR ?? '';
  const members = Number(process.env.BENCH_MEMBERS ?? 1000);
  const config = benchConfig(dataDir);
  // On PostgreSQL the scenario has a schema of its own, made and dropped by the seeding instance.
  const schema = process.env.BENCH_PG_SCHEMA ?? '';
  const seeding = process.env.BENCH_SEED === '1';
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir,
    ...(config.databaseUrl && { searchPath: `${schema},public` }),
  });
  const tokens: RealtimeServerInfo['members'] = [];
  if (seeding) {
    if (database.dialect === 'postgres') {
      await sql`create schema ${sql.id(schema)}`.execute(database.db);
    }
    await runMigrations(database.db, database.dialect);
    await seedMembers(database.db, members);
    const rows = await database.db
      .selectFrom('users')
      .select(['id', 'username', 'token_version', 'is_admin'])
      .orderBy('id')
      .execute();
    for (const row of rows) {
      tokens.push({ id: row.id, token: await benchSessionToken(database.db, row) });
    }
  }
  const redisUrl = process.env.BENCH_REDIS_URL;
  const redis = redisUrl ? new Redis(redisUrl) : undefined;
  const app = await buildApp(config, {
    database,
    outbox: createFileOutbox(dataDir),
    jwtSecret: BENCH_JWT_SECRET,
    redis,
    redisChannel: process.env.BENCH_REDIS_CHANNEL,
  });
  // After a full collection, so the figure is what the sockets hold, not garbage.
  app.get(REALTIME_MEMORY_PATH, async () => {
    globalThis.gc?.();
    const { heapUsed, external } = process.memoryUsage();
    return { heapUsed, external };
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const info: RealtimeServerInfo = { baseUrl, database: database.dialect, members: tokens };
  process.stdout.write(`${JSON.stringify(info)}\n`);

  const stop = async () => {
    await app.close();
    if (seeding && database.dialect === 'postgres') {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
    }
    await database.destroy();
    redis?.disconnect();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('disconnect', () => void stop());
}

await main();
