import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { createDatabase } from '../../apps/api/src/db/database';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { createFileOutbox } from '../../apps/api/src/infra/outbox';

interface Scenario {
  name: string;
  path: string;
}

interface Result {
  scenario: string;
  requestsPerSecond: number;
  p99Ms: number;
  shareOfCeiling: number;
  errors: number;
}

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CEILING_PATH = '/bench/ceiling';

/** A fixed 12-card reply served from memory: the fastest this stack answers a feed-sized JSON. */
const CEILING_BODY = {
  posts: Array.from({ length: 12 }, (_, index) => ({
    post_id: index + 1,
    title: `Wooden dining table ${index + 1}`,
    location: 'Amman - Jabal Al-Weibdeh',
    availability: 'available',
    attached_photo_url: `http://localhost:3001/uploads/${'a'.repeat(64)}-thumb.webp`,
    created_at: '2026-11-22T10:00:00.000Z',
  })),
  pagination: { currentPage: 1, totalPages: 1, totalPosts: 12, hasMore: false },
};

const SCENARIOS: Scenario[] = [
  { name: 'ceiling: fixed 12-card JSON from memory', path: CEILING_PATH },
  { name: 'GET /health (database ping)', path: '/health' },
];

async function measure(baseUrl: string, scenario: Scenario): Promise<autocannon.Result> {
  return autocannon({
    url: `${baseUrl}${scenario.path}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tabarru-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    SEED_DEMO: '0',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
  });
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await runMigrations(database.db, database.dialect);
  const app = await buildApp(config, {
    database,
    outbox: createFileOutbox(dataDir),
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256',
  });
  app.get(CEILING_PATH, async () => CEILING_BODY);
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  try {
    const raw: { scenario: Scenario; result: autocannon.Result }[] = [];
    for (const scenario of SCENARIOS) {
      process.stdout.write(`measuring ${scenario.name} for ${DURATION_SECONDS} s...\n`);
      raw.push({ scenario, result: await measure(baseUrl, scenario) });
    }
    const ceiling = raw[0]?.result.requests.average ?? 1;
    const results: Result[] = raw.map(({ scenario, result }) => ({
      scenario: scenario.name,
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      shareOfCeiling: Math.round((result.requests.average / ceiling) * 100) / 100,
      errors: result.errors + result.non2xx,
    }));
    console.table(results);
    await writeFile(
      new URL('../results.json', import.meta.url),
      `${JSON.stringify(
        {
          at: new Date().toISOString(),
          database: database.dialect,
          connections: CONNECTIONS,
          durationSeconds: DURATION_SECONDS,
          results,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await app.close();
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
