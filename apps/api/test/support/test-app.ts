import { readFile, rm } from 'node:fs/promises';

import { buildApp, type AppServices, type BuiltApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createImageStore, type ImageStore } from '../../src/infra/media';
import type { NotificationDelivery } from '../../src/modules/notification-delivery/delivery';
import type { FeedCache } from '../../src/modules/feed/feed-cache';
import type { ShownPost } from '../../src/modules/posts/queries';
import { createFileOutbox, outboxPath, type OutboxEntry } from '../../src/infra/outbox';
import { createTestDatabase, openSameDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestApp {
  app: BuiltApp;
  config: Config;
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  /** the app's cache of the feed, which the web host writes the feed's first page from */
  feedCache: FeedCache<ShownPost>;
  /** the key of the app's one-time secrets and signed links */
  serverSecret: string;
  /** resolves once the app's sending of pushes and emails has nothing in progress */
  deliveriesSettled(): Promise<void>;
  readOutbox(): Promise<OutboxEntry[]>;
  close(): Promise<void>;
}

export interface TestServices extends Pick<
  AppServices,
  | 'now'
  | 'logStream'
  | 'workQueues'
  | 'redis'
  | 'redisChannel'
  | 'sessionSweepMs'
  | 'onRoute'
  | 'timeLimits'
  | 'deliveryJobMs'
  | 'localPushEndpoints'
> {
  /** wraps the app's store of photos, e.g. to pause a request between its steps */
  wrapImages?: (store: ImageStore) => ImageStore;
}

/** What the file outbox of DATA_DIR holds, oldest first; nothing before the first message. */
export async function readOutboxIn(dataDir: string): Promise<OutboxEntry[]> {
  try {
    const text = await readFile(outboxPath(dataDir), 'utf8');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxEntry);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * A real app on a fresh real database (SQLite, or PostgreSQL under TEST_DIALECT=postgres) with
 * the file outbox in its own DATA_DIR. `env` sets variables of the operating contract; `services`
 * may give the caches a clock the test moves, or wrap the store of photos.
 */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  { wrapImages, ...services }: TestServices = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  let delivery: NotificationDelivery | undefined;
  const feedCaches: FeedCache<ShownPost>[] = [];
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    PUBLIC_WEB_URL: 'http://web.test',
    PUBLIC_API_URL: 'http://localhost:3001',
    ...env,
    DATA_DIR: database.dataDir,
  });
  const app = await buildApp(config, {
    database,
    outbox: createFileOutbox(config.dataDir),
    jwtSecret: TEST_JWT_SECRET,
    ...services,
    onDelivery: (created) => (delivery = created),
    onFeedCache: (cache) => feedCaches.push(cache),
    ...(wrapImages && {
      images: wrapImages(createImageStore(config.dataDir, config.publicApiUrl)),
    }),
  });
  await app.ready();
  const [feedCache] = feedCaches;
  if (!feedCache) throw new Error('the app told of no feed cache');

  return {
    app,
    config,
    database,
    feedCache,
    serverSecret: TEST_JWT_SECRET,
    async deliveriesSettled() {
      await delivery?.settled();
    },
    readOutbox: () => readOutboxIn(config.dataDir),
    async close() {
      await app.close();
      await database.destroy();
      await rm(database.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second API instance beside `first`, as several behind a load balancer: another app on the
 * same database (its own connections) and DATA_DIR. Closing it leaves the first one running.
 */
export async function createSecondInstance(
  first: TestApp,
  services: TestServices = {},
): Promise<{ app: BuiltApp; deliveriesSettled(): Promise<void>; close(): Promise<void> }> {
  const database = await openSameDatabase(first.database);
  let delivery: NotificationDelivery | undefined;
  const app = await buildApp(first.config, {
    database,
    outbox: createFileOutbox(first.config.dataDir),
    jwtSecret: TEST_JWT_SECRET,
    ...services,
    onDelivery: (created) => (delivery = created),
  });
  await app.ready();
  return {
    app,
    async deliveriesSettled() {
      await delivery?.settled();
    },
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
