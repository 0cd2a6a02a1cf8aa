import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { inject } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** the API bundled as `npm run build` bundles it, for the tests that start it as a process */
    apiBundle?: string;
  }
}

/**
 * Lays out in `root` what `npm start` finds after a build: the API bundled from today's sources
 * at apps/api/dist/main.js, a stand-in web build (the API refuses to start without one), and
 * links to the installed packages. Returns the bundle's path.
 */
export async function layOutBuiltApi(root: string): Promise<string> {
  const mainFile = path.join(root, 'apps/api/dist/main.js');
  await promisify(execFile)(process.execPath, [
    path.join(REPO_ROOT, 'apps/api/scripts/build.mjs'),
    mainFile,
  ]);
  await mkdir(path.join(root, 'apps/web/dist'), { recursive: true });
  await writeFile(
    path.join(root, 'apps/web/dist/index.html'),
    '<html><head><script id="runtime-config">window.__TABARRU_CONFIG__={}</script></head><body></body></html>',
  );
  for (const modules of ['node_modules', 'apps/api/node_modules']) {
    if (existsSync(path.join(REPO_ROOT, modules))) {
      await symlink(path.join(REPO_ROOT, modules), path.join(root, modules), 'dir');
    }
  }
  return mainFile;
}

/**
 * Bundles the API once for the run (a second or two), for the tests that start the real server
 * as a process: a bundle starts in a fraction of a second where `tsx` first compiles every
 * source file, which took many seconds on a loaded machine.
 */
export async function buildApiBundle(): Promise<{ file: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'tabarru-test-bundle-'));
  const file = await layOutBuiltApi(root);
  return { file, remove: () => rm(root, { recursive: true, force: true }) };
}

/** The bundle the project's global setup built. */
export function apiBundle(): string {
  const file = inject('apiBundle');
  if (!file) throw new Error('No API bundle: the test project has no global setup that builds it');
  return file;
}
