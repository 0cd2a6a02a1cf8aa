import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  AppExitedError,
  buildApp,
  findFreePorts,
  REPO_ROOT,
  startApp,
  type RunningApp,
} from './app-server';
import { E2E_ADMIN, E2E_ENV_NAMES } from './env';

const START_ATTEMPTS = 3;
const BUILD_OUTPUTS = ['apps/web/dist/index.html', 'apps/api/dist/main.js'];

/**
 * Builds the app once, starts it on two free ports with a fresh DATA_DIR, and hands the URLs to
 * the workers through the environment. The returned function is the global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const reuseBuild =
    process.env.E2E_SKIP_BUILD === '1' &&
    BUILD_OUTPUTS.every((output) => existsSync(path.join(REPO_ROOT, output)));
  if (reuseBuild) {
    console.log('E2E_SKIP_BUILD=1: using the existing build.');
  } else {
    const started = Date.now();
    console.log('Building the app (npm run build)...');
    await buildApp();
    console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }

  const dataDir = await mkdtemp(path.join(tmpdir(), 'tabarru-e2e-'));
  const app = await startOnFreePorts(dataDir);
  process.env[E2E_ENV_NAMES.webUrl] = app.webUrl;
  process.env[E2E_ENV_NAMES.apiUrl] = app.apiUrl;
  process.env[E2E_ENV_NAMES.dataDir] = dataDir;
  console.log(`The app answers at ${app.webUrl} (API ${app.apiUrl}, DATA_DIR ${dataDir}).`);

  return async () => {
    await app.stop();
    if (process.env.E2E_KEEP_DATA === '1') {
      console.log(`E2E_KEEP_DATA=1: kept ${dataDir}`);
    } else {
      await rm(dataDir, { recursive: true, force: true });
    }
  };
}

async function startOnFreePorts(dataDir: string): Promise<RunningApp> {
  for (let attempt = 1; ; attempt++) {
    const [webPort, apiPort] = await findFreePorts();
    try {
      return await startApp({
        webPort,
        apiPort,
        dataDir,
        env: {
          ADMIN_EMAIL: E2E_ADMIN.email,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          ADMIN_PHONE: E2E_ADMIN.phone,
        },
      });
    } catch (error) {
      // Another process may take a port between choosing it and the app binding it.
      const portTaken = error instanceof AppExitedError && /already in use/i.test(error.output);
      if (!portTaken || attempt >= START_ATTEMPTS) throw error;
    }
  }
}
