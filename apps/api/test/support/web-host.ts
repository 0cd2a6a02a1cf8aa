import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { RenderFirstScreen } from '@tabarru/contract/first-screen';

import { apiUrlForPage, webUrlForPage } from '../../src/infra/public-addresses';
import { createPagePreviews } from '../../src/modules/previews/service';
import { buildWebHost } from '../../src/web-host';
import type { BuildManifest } from '../../src/web-host/page-chunks';
import { createPageLists } from '../../src/web-host/page-lists';
import type { TestApp } from './test-app';

/** The web app's page as a build writes it, enough for the host to fill its head. */
export const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Give away what you no longer need, to someone nearby who does."
    />
    <title>Tabarru</title>
    <script id="runtime-config">window.__TABARRU_CONFIG__={"apiUrl":"http://localhost:3001"}</script>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

export type WebHost = Awaited<ReturnType<typeof buildWebHost>>;

/** The lists of the feed's and the events' pages, read as the server reads them. */
export function pageListsOf(testApp: TestApp) {
  const { database, feedCache, config } = testApp;
  return createPageLists(
    { db: database.db, dialect: database.dialect, feedCache, now: Date.now },
    config.dataDir,
  );
}

/**
 * The web host over a built page, writing the heads of posts' pages and the lists of the feed's
 * and the events' pages from the test app's data; with `manifest`, the build's manifest beside it;
 * with `firstScreen`, the renderer of the pages' first screens.
 */
export async function startWebHost(
  testApp: TestApp,
  { manifest, firstScreen }: { manifest?: BuildManifest; firstScreen?: RenderFirstScreen } = {},
): Promise<{ host: WebHost; close(): Promise<void> }> {
  const distDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await writeFile(path.join(distDir, 'index.html'), INDEX);
  if (manifest) {
    await mkdir(path.join(distDir, '.vite'));
    await writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  const host = await buildWebHost({
    distDir,
    apiUrlFor: (request) => apiUrlForPage(testApp.config, request),
    webUrlFor: (request) => webUrlForPage(testApp.config, request),
    previews: createPagePreviews(testApp.database.db),
    lists: pageListsOf(testApp),
    firstScreen,
    logLevel: 'silent',
  });
  return {
    host,
    async close() {
      await host.close();
      await rm(distDir, { recursive: true, force: true });
    },
  };
}
