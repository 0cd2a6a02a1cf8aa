import { createServer } from 'node:net';

import { Redis } from 'ioredis';

import { buildApp } from './app';
import type { Config } from './config';
import { createDatabase, DatabaseUnreachableError, type DatabaseHandle } from './db/database';
import { runMigrations } from './db/migrate';
import { createOutbox } from './infra/outbox';
import { createImageStore } from './infra/media';
import { apiUrlForPage, currentApiUrl, webUrlForPage } from './infra/public-addresses';
import { REDIS_CLIENT_OPTIONS } from './infra/redis-fallback';
import { loadJwtSecret } from './infra/secrets';
import { createSecurityLog } from './infra/security-log';
import { AdministratorConflictError, ensureAdministrator } from './modules/admin/bootstrap';
import { seedDemoData } from './modules/demo/seed';
import { createPagePreviews } from './modules/previews/service';
import { sweepUploads } from './modules/images/sweep';
import type { FeedCache } from './modules/feed/feed-cache';
import type { ShownPost } from './modules/posts/queries';
import { buildWebHost, WebBuildMissingError } from './web-host';
import { loadFirstScreen } from './web-host/first-screen';
import { createPageLists } from './web-host/page-lists';

/** A failure the operator can act on, worded as one line. */
export class StartupError extends Error {}

export interface RunningServers {
  database: DatabaseHandle;
  /** emails of the demo accounts seeded into an empty database at this start */
  demoAccounts: string[];
  /** Stops accepting, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

async function ensurePortsFree(config: Config): Promise<void> {
  const ports = [
    ['PORT', config.port],
    ['API_PORT', config.apiPort],
  ] as const;
  for (const [name, port] of ports) {
    if (!(await portIsFree(port, config.host))) {
      throw new StartupError(
        `Port ${port} (${name}) is already in use on ${config.host}: stop what uses it or set ${name}`,
      );
    }
  }
}

async function openDatabase(config: Config): Promise<DatabaseHandle> {
  try {
    return await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DatabaseUnreachableError) throw new StartupError(error.message);
    throw error;
  }
}

/** The shared store of rate-limit counters (and, later, the Socket.IO adapter). */
async function connectRedis(redisUrl: string): Promise<Redis> {
  const redis = new Redis(redisUrl, { ...REDIS_CLIENT_OPTIONS, lazyConnect: true });
  let firstError: Error | undefined;
  redis.on('error', (error: Error) => (firstError ??= error));
  try {
    await redis.connect();
    await redis.ping();
    redis.removeAllListeners('error');
    return redis;
  } catch (error) {
    redis.disconnect();
    const host = new URL(redisUrl).host;
    const reason = (firstError ?? (error instanceof Error ? error : new Error(String(error))))
      .message;
    throw new StartupError(`REDIS_URL (${host}) does not answer: ${reason}`);
  }
}

/**
 * Starts the API on API_PORT and the web app on PORT. The ports and the database are checked
 * before anything is written, so a failed start leaves nothing half-made behind.
 */
export async function startServers(config: Config, webDistDir: string): Promise<RunningServers> {
  await ensurePortsFree(config);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const database = await openDatabase(config).catch((error: unknown) => {
    redis?.disconnect();
    throw error;
  });
  try {
    await runMigrations(database.db, database.dialect);
    const jwtSecret = await loadJwtSecret(config.dataDir, config.jwtSecret);
    const outbox = createOutbox(config);
    const endedAtStartUp = config.admin
      ? await ensureAdministrator(database, config.admin)
      : undefined;
    const images = createImageStore(config.dataDir, () => currentApiUrl(config));
    const demoAccounts = config.seedDemo ? await seedDemoData(database.db, images) : [];

    const feedCaches: FeedCache<ShownPost>[] = [];
    const api = await buildApp(config, {
      database,
      outbox,
      jwtSecret,
      redis,
      // The web host writes the feed's first page from the API's own cache of it.
      onFeedCache: (cache) => feedCaches.push(cache),
    });
    const [feedCache] = feedCaches;
    if (endedAtStartUp) {
      createSecurityLog(api.log).record({
        event: 'session_ended',
        reason: 'administrator_start_up',
        ...endedAtStartUp,
      });
    }
    // Before listening, while no request is storing a photo: what a killed process left behind.
    await sweepUploads({ db: database.db, dialect: database.dialect, images }, api.log);
    const firstScreen = await loadFirstScreen(webDistDir);
    if (!firstScreen) {
      api.log.warn('the web build has no first-screen renderer: every page starts in the browser');
    }
    const web = await buildWebHost({
      distDir: webDistDir,
      apiUrlFor: (request) => apiUrlForPage(config, request),
      webUrlFor: (request) => webUrlForPage(config, request),
      previews: createPagePreviews(database.db),
      lists:
        feedCache &&
        createPageLists(
          { db: database.db, dialect: database.dialect, feedCache, now: Date.now },
          config.dataDir,
        ),
      mapTiles: config.mapTiles,
      firstScreen,
      logLevel: config.logLevel,
    });
    await api.listen({ port: config.apiPort, host: config.host });
    await web.listen({ port: config.port, host: config.host });

    return {
      database,
      demoAccounts,
      async close() {
        await Promise.all([web.close(), api.close()]);
        await database.destroy();
        await redis?.quit();
      },
    };
  } catch (error) {
    await database.destroy();
    redis?.disconnect();
    if (error instanceof WebBuildMissingError || error instanceof AdministratorConflictError) {
      throw new StartupError(error.message);
    }
    throw error;
  }
}
