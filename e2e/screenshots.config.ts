import { defineConfig } from '@playwright/test';

import base from './playwright.config';

/**
 * `npm run screenshots`: the pages of docs/screenshots, taken from a build started with the
 * demo data, one at a time so nothing competes for the machine while a page settles.
 */
export default defineConfig({
  ...base,
  testDir: './screenshots',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
});
