import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { findFreePorts, startApp, type RunningApp } from '../support/app-server';
import { E2E_BUILD_DIR_ENV, E2E_TILES_URL_ENV } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t } from '../support/i18n';
import { main, pageHeading } from '../support/pages';

/*
 * Out of the box, with no PUBLIC_WEB_URL or PUBLIC_API_URL, the site works at whatever address
 * it is opened at: localhost, 127.0.0.1, or another address of the machine (127.0.0.2 stands in
 * for a LAN address; nothing here calls an address outside 127.0.0.0/8).
 */

let app: RunningApp;
let dataDir: string;
let webPort: number;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const buildDir = process.env[E2E_BUILD_DIR_ENV];
  if (!buildDir)
    throw new Error(`${E2E_BUILD_DIR_ENV} is not set: run the suite through its config`);
  dataDir = await mkdtemp(path.join(tmpdir(), 'tabarru-any-address-'));
  const [web, api] = await findFreePorts();
  webPort = web;
  // Every address of the machine, as `npm start` listens; the demo posts carry photos.
  app = await startApp({
    root: buildDir,
    webPort: web,
    apiPort: api,
    dataDir,
    env: {
      HOST: '0.0.0.0',
      PUBLIC_WEB_URL: '',
      PUBLIC_API_URL: '',
      SEED_DEMO: '1',
      // The feed's map draws on the suite's tile server (global setup), as the app's does.
      MAP_TILES_URL: `${process.env[E2E_TILES_URL_ENV]}/{z}/{x}/{y}.png`,
    },
  });
});

test.afterAll(async () => {
  await app?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

for (const host of ['localhost', '127.0.0.1', '127.0.0.2']) {
  for (const lang of LANGS) {
    test(`the feed loads its posts and photos at http://${host} (${lang})`, async ({ page }) => {
      await page.goto(`http://${host}:${webPort}${localPath(lang, '/feed')}`);
      await expect(pageHeading(page)).toHaveText(t(lang, 'posts.feed.heading'));
      const firstCard = main(page).locator('a[href*="/posts/"]').first();
      await expect(firstCard).toBeVisible();
      await expect(main(page).getByText(t(lang, 'posts.feed.failed'))).toHaveCount(0);
      const photo = firstCard.locator('img').first();
      await expect(photo).toHaveAttribute(
        'src',
        new RegExp(`^http://${host.replace(/\./g, '\\.')}:`),
      );
      await expect
        .poll(() =>
          photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        )
        .toBeGreaterThan(0);
    });
  }
}
