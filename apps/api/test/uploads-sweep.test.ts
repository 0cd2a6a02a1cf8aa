import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config';
import { createImageStore } from '../src/infra/media';
import { sweepUploads } from '../src/modules/images/sweep';
import { startServers } from '../src/server';
import { createMember } from './support/accounts';
import { freePort } from './support/ports';
import { createdPostId, storedFiles } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

const ORPHAN = 'a'.repeat(64);
const TWO_MINUTES_AGO = new Date(Date.now() - 120_000);

/** What a killed process leaves: an unused photo and its thumbnail, and a cut-short write. */
async function leaveDebris(uploads: string) {
  await mkdir(uploads, { recursive: true });
  await writeFile(path.join(uploads, `${ORPHAN}.webp`), 'orphan');
  await writeFile(path.join(uploads, `${ORPHAN}-480.webp`), 'orphan thumbnail');
  const cutShort = path.join(uploads, `${'b'.repeat(64)}.webp.1234.tmp`);
  await writeFile(cutShort, 'half a photo');
  await utimes(cutShort, TWO_MINUTES_AGO, TWO_MINUTES_AGO);
}

/** Records the log lines of a call, as pino's logger would get them. */
function recordingLog() {
  const lines: { fields: unknown; message: string }[] = [];
  const log = {
    info: (fields: unknown, message: string) => lines.push({ fields, message }),
  };
  return { log: log as unknown as Parameters<typeof sweepUploads>[1], lines };
}

describe('sweeping the uploads folder', () => {
  let testApp: TestApp | undefined;

  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('removes unused photos and old .tmp files, keeping what a row uses and anything else', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    await createdPostId(testApp, member.token);
    const used = await storedFiles(testApp);
    expect(used).toHaveLength(2);

    const uploads = path.join(testApp.config.dataDir, 'uploads');
    await leaveDebris(uploads);
    const inFlight = `${'c'.repeat(64)}.webp.5678.tmp`;
    await writeFile(path.join(uploads, inFlight), 'being written');
    await writeFile(path.join(uploads, 'README.txt'), 'not ours to judge');

    const { log, lines } = recordingLog();
    const { database } = testApp;
    const counts = await sweepUploads(
      {
        db: database.db,
        dialect: database.dialect,
        images: createImageStore(testApp.config.dataDir, testApp.config.publicApiUrl),
      },
      log,
    );

    expect(counts).toEqual({ temporaryRemoved: 1, orphansRemoved: 2, kept: 2 });
    expect(lines).toEqual([{ fields: counts, message: 'uploads swept' }]);
    expect(await storedFiles(testApp)).toEqual([...used, 'README.txt', inFlight].sort());
  });
});

describe('starting the servers', () => {
  let workDir: string | undefined;

  afterEach(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('sweeps the uploads folder before listening', async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'sweep-start-'));
    const distDir = path.join(workDir, 'dist');
    await mkdir(distDir);
    await writeFile(
      path.join(distDir, 'index.html'),
      '<html><head><script id="runtime-config">window.__TABARRU_CONFIG__={}</script></head><body></body></html>',
    );
    const dataDir = path.join(workDir, 'data');
    const env = async () =>
      loadConfig({
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        API_PORT: String(await freePort()),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SEED_DEMO: '1',
      });

    // The demo seed stores the photos its posts and events show.
    await (await startServers(await env(), distDir)).close();
    const uploads = path.join(dataDir, 'uploads');
    const seeded = (await readdir(uploads)).sort();
    expect(seeded.length).toBeGreaterThan(0);

    await leaveDebris(uploads);
    await (await startServers(await env(), distDir)).close();
    expect((await readdir(uploads)).sort()).toEqual(seeded);
  });
});
