import { availableParallelism } from 'node:os';

import { defineConfig } from '@playwright/test';

import { E2E_ENV_NAMES } from './support/env';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: Math.max(1, Math.min(2, availableParallelism())),
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // A journey here signs in two or three people, uploads photos and scans each page for
  // accessibility; on the two shared cores of CI, with the API and the browser beside it, the
  // longer ones took 50 to 55 s on a slow day. Speed is measured by the benchmarks, not by this
  // limit, which only stops a test that hangs.
  timeout: 120_000,
  // Generous for a busy two-core machine; passing assertions return as soon as they hold.
  expect: { timeout: 10_000 },
  use: {
    // Undefined while the runner loads the config; the workers load it again after the global
    // setup has started the app and set this variable.
    baseURL: process.env[E2E_ENV_NAMES.webUrl],
    locale: 'en-US',
    timezoneId: 'Asia/Amman',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        headless: true,
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-quic',
            '--no-first-run',
          ],
        },
      },
    },
  ],
});
