import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  AppExitedError,
  buildApp,
  findFreePorts,
  REPO_ROOT,
  SNAPSHOT_CATALOG_DIR,
  snapshotBuild,
  startApp,
  type RunningApp,
} from './app-server';
import {
  DUE_JOBS_EVERY_SECONDS,
  E2E_ADMIN,
  E2E_BUILD_DIR_ENV,
  E2E_CATALOG_DIR_ENV,
  E2E_ENV_NAMES,
  E2E_TILES_URL_ENV,
} from './env';
import { startTileServer, type TileServer } from './tile-server';

const START_ATTEMPTS = 3;
const BUILD_ATTEMPTS = 2;
const BUILD_OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/web/dist-server/first-screen.js',
  'apps/api/dist/main.js',
];

/**
 * Builds the app once, starts a copy of the build on two free ports with a fresh DATA_DIR and
 * its maps' tiles from a tile server of its own (support/tile-server.ts), and hands the URLs to
 * the workers through the environment. The returned function is the global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'tabarru-e2e-'));
  const buildDir = path.join(workDir, 'build');
  const dataDir = path.join(workDir, 'data');
  let app: RunningApp;
  let tiles: TileServer | undefined;
  try {
    await mkdir(dataDir);
    await buildAndSnapshot(buildDir);
    tiles = await startTileServer();
    app = await startOnFreePorts(buildDir, dataDir, tiles.template);
  } catch (error) {
    await tiles?.stop();
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
  const tileServer = tiles;
  process.env[E2E_ENV_NAMES.webUrl] = app.webUrl;
  process.env[E2E_ENV_NAMES.apiUrl] = app.apiUrl;
  process.env[E2E_ENV_NAMES.dataDir] = dataDir;
  process.env[E2E_CATALOG_DIR_ENV] = path.join(buildDir, SNAPSHOT_CATALOG_DIR);
  process.env[E2E_BUILD_DIR_ENV] = buildDir;
  process.env[E2E_TILES_URL_ENV] = tileServer.url;
  console.log(
    `The app answers at ${app.webUrl} (API ${app.apiUrl}, DATA_DIR ${dataDir}, map tiles ${tileServer.url}).`,
  );

  return async () => {
    await app.stop();
    await tileServer.stop();
    if (process.env.E2E_KEEP_DATA === '1') {
      console.log(`E2E_KEEP_DATA=1: kept ${workDir}`);
    } else {
      await rm(workDir, { recursive: true, force: true });
    }
  };
}

/**
 * Teammates rebuild the same working tree, and two builds at once trip over each other's files:
 * a failed build or a copy taken mid-rebuild is tried again; a real build error fails every time.
 */
async function buildAndSnapshot(buildDir: string): Promise<void> {
  const reuseBuild =
    process.env.E2E_SKIP_BUILD === '1' &&
    BUILD_OUTPUTS.every((output) => existsSync(path.join(REPO_ROOT, output)));
  if (reuseBuild) console.log('E2E_SKIP_BUILD=1: using the existing build.');
  for (let attempt = 1; ; attempt++) {
    try {
      if (!reuseBuild || attempt > 1) {
        const started = Date.now();
        console.log('Building the app (npm run build)...');
        await buildApp();
        console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      }
      await rm(buildDir, { recursive: true, force: true });
      await snapshotBuild(buildDir);
      return;
    } catch (error) {
      if (attempt >= BUILD_ATTEMPTS) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(
        `Attempt ${attempt} failed, trying again: ${reason.split('\n').slice(-3).join(' | ')}`,
      );
    }
  }
}

async function startOnFreePorts(
  buildDir: string,
  dataDir: string,
  mapTilesUrl: string,
): Promise<RunningApp> {
  for (let attempt = 1; ; attempt++) {
    const [webPort, apiPort] = await findFreePorts();
    try {
      return await startApp({
        root: buildDir,
        webPort,
        apiPort,
        dataDir,
        env: {
          ADMIN_EMAIL: E2E_ADMIN.email,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          ADMIN_PHONE: E2E_ADMIN.phone,
          // The maps draw on the local tile server: no test reaches OpenStreetMap.
          MAP_TILES_URL: mapTilesUrl,
          // What a test moves to now comes due within seconds, not an installation's thirty.
          DUE_JOBS_EVERY_SECONDS: String(DUE_JOBS_EVERY_SECONDS),
          // The screenshots show the demo members, posts and events; the tests start empty.
          ...(process.env.E2E_SEED_DEMO === '1' && { SEED_DEMO: '1' }),
        },
      });
    } catch (error) {
      // Another process may take a port between choosing it and the app binding it.
      const portTaken = error instanceof AppExitedError && /already in use/i.test(error.output);
      if (!portTaken || attempt >= START_ATTEMPTS) throw error;
    }
  }
}
