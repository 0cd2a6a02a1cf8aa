import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql, type Kysely } from 'kysely';

import { buildApp } from '../../apps/api/src/app';
import { createDatabase } from '../../apps/api/src/db/database';
import { runMigrations } from '../../apps/api/src/db/migrate';
import type { Database } from '../../apps/api/src/db/schema';
import { createWorkQueue, defaultWorkQueueSizes } from '../../apps/api/src/infra/bounded-queue';
import { createFileOutbox } from '../../apps/api/src/infra/outbox';
import { hashPassword } from '../../apps/api/src/infra/passwords';
import type { FeedCache } from '../../apps/api/src/modules/feed/feed-cache';
import { BENCH_JWT_SECRET, benchConfig } from './bench-config';
import { PHONE_PHOTOS, phonePhoto } from './photo-pipeline';
import {
  CEILING_PATH,
  SERVER_STATE_PATH,
  type AttachedServerInfo,
  type BenchServerInfo,
  type ServerState,
} from './protocol';
import { benchSessionToken, DEEP_OFFSET, scenarioSubjects } from './scenarios';
import { seedPosts, settleSeed } from './seed';

/**
 * The API under test, in its own process so the load generator does not share its event loop:
 * seeds the posts, listens on a free port, and prints one JSON line with what the scenarios
 * need (base URL, a deep cursor, a session token, a post id).
 */
const SIGN_IN_PASSWORD = 'olive trees in Ajloun';

/** The phone photos of the mixed scenario's creates, written once into `dataDir`. */
async function writePhotos(dataDir: string): Promise<BenchServerInfo['photos']> {
  const photos = [];
  for (const [index, { name, width, height }] of PHONE_PHOTOS.entries()) {
    const photoPath = path.join(dataDir, `bench-photo-${index}.jpg`);
    await writeFile(photoPath, await phonePhoto(width, height));
    photos.push({ name, path: photoPath });
  }
  return photos;
}

/**
 * The ceiling's bytes: the feed's first page as the API wrote it, kept and sent as it is, so the
 * ceiling is what the stack does to send a feed-sized reply it already holds, as a kept page is.
 */
let ceilingBytes = Buffer.alloc(0);

/** A bare node:http server sending the ceiling's bytes: the floor under the stack. */
async function startFloor(): Promise<string> {
  const floor = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': ceilingBytes.length,
    });
    response.end(ceilingBytes);
  });
  await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(floor.address() as AddressInfo).port}`;
}

/**
 * Another instance on the database of the server whose DATA_DIR is BENCH_ATTACH_TO (the same
 * SQLite file, or BENCH_DATABASE_URL): nothing seeded, it listens and prints its address.
 */
/**
 * On PostgreSQL the seeded posts go into a schema of their own (BENCH_PG_SCHEMA, named by the
 * load generator), made by the seeding server and dropped when it stops, so a run leaves no
 * rows in the database it was pointed at and the next one starts from none.
 */
function openBenchDatabase(dataDir: string) {
  const { databaseUrl } = benchConfig(dataDir);
  const schema = process.env.BENCH_PG_SCHEMA;
  return createDatabase({
    databaseUrl,
    dataDir,
    ...(databaseUrl && schema && { searchPath: `${schema},public` }),
  });
}

async function attach(dataDir: string): Promise<void> {
  const config = benchConfig(dataDir);
  const database = await openBenchDatabase(dataDir);
  const app = await buildApp(config, {
    database,
    outbox: createFileOutbox(dataDir),
    jwtSecret: BENCH_JWT_SECRET,
  });
  const info: AttachedServerInfo = { baseUrl: await app.listen({ port: 0, host: '127.0.0.1' }) };
  process.stdout.write(`${JSON.stringify(info)}\n`);
  const stop = async () => {
    await app.close();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('disconnect', () => void stop());
}

async function main(): Promise<void> {
  const posts = Number(process.env.BENCH_POSTS ?? 100_000);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tabarru-bench-'));
  const config = benchConfig(dataDir);
  const database = await openBenchDatabase(dataDir);
  const schema = process.env.BENCH_PG_SCHEMA;
  const ownSchema = database.dialect === 'postgres' && schema !== undefined;
  if (ownSchema) await sql`create schema ${sql.id(schema)}`.execute(database.db);
  await runMigrations(database.db, database.dialect);
  const seedStarted = Date.now();
  await seedPosts(database.db, posts);
  await settleSeed(database.db, database.dialect);
  const seedSeconds = (Date.now() - seedStarted) / 1000;

  const sizes = defaultWorkQueueSizes();
  const queues = {
    images: createWorkQueue(sizes.images),
    passwords: createWorkQueue(sizes.passwords),
  };
  let feedCache: FeedCache | undefined;
  const app = await buildApp(config, {
    database,
    outbox: createFileOutbox(dataDir),
    jwtSecret: BENCH_JWT_SECRET,
    workQueues: queues,
    onFeedCache: (cache) => {
      feedCache = cache;
    },
  });
  app.get(CEILING_PATH, (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(ceilingBytes),
  );
  app.get(SERVER_STATE_PATH, async (): Promise<ServerState> => {
    const none = { kept: 0, computed: 0 };
    return {
      memory: process.memoryUsage(),
      openHandles: process.getActiveResourcesInfo().length,
      queues: { images: queues.images.stats(), passwords: queues.passwords.stats() },
      kept: feedCache?.keptCounts() ?? { pages: none, posts: none },
    };
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const firstPage = await fetch(`${baseUrl}/posts`);
  ceilingBytes = Buffer.from(await firstPage.arrayBuffer());
  const floorUrl = await startFloor();

  const subjects = await scenarioSubjects(
    database.db,
    posts,
    Number(process.env.BENCH_DEEP ?? DEEP_OFFSET),
  );
  const { member } = subjects;
  // The seeded members have no real password hash: the first gets one for the sign-ins.
  await database.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(SIGN_IN_PASSWORD) })
    .where('id', '=', member.id)
    .execute();
  const socketMembers = await database.db
    .selectFrom('users')
    .select(['id', 'username', 'token_version', 'is_admin'])
    .orderBy('id')
    .offset(1)
    .limit(Number(process.env.BENCH_SOCKET_MEMBERS ?? 0))
    .execute();
  const members = [];
  for (const row of socketMembers) {
    members.push({ id: row.id, token: await benchSessionToken(database.db, row) });
  }
  const info: BenchServerInfo = {
    baseUrl,
    floorUrl,
    database: database.dialect,
    posts,
    seedSeconds,
    deepCursor: subjects.deepCursor,
    token: subjects.token,
    postId: subjects.postId,
    newestId: subjects.newestId,
    signIn: { email: member.email, password: SIGN_IN_PASSWORD },
    photos: await writePhotos(dataDir),
    dataDir,
    pgSchema: schema ?? '',
    members,
  };
  process.stdout.write(`${JSON.stringify(info)}\n`);

  const stop = async () => {
    await app.close();
    if (ownSchema) await dropSchema(database.db, schema);
    await database.destroy();
    // A create still finishing may add a file while the folder is removed.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('disconnect', () => void stop());
}

/**
 * Drops the run's schema, again after a deadlock: a read the load left running (a slow search,
 * an attached instance's) may hold a lock the drop needs while waiting for one it holds, and
 * PostgreSQL then ends one of them. A schema left behind would keep a million posts on disk.
 */
async function dropSchema(db: Kysely<Database>, schema: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
      return;
    } catch (error) {
      const deadlock = (error as { code?: string }).code === '40P01';
      if (!deadlock || attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

const attachTo = process.env.BENCH_ATTACH_TO;
await (attachTo ? attach(attachTo) : main());
