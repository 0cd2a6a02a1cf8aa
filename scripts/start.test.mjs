// The Node version check of scripts/start.mjs (npm start): run by `npm test` (node --test).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The start script and package.json alone, in a directory of their own: nothing there to build
 * or to start, so a check that let an older Node through ends at the missing API, not a server.
 */
const copy = mkdtempSync(path.join(tmpdir(), 'tabarru-start-'));
mkdirSync(path.join(copy, 'scripts'));
copyFileSync(path.join(REPO_ROOT, 'scripts/start.mjs'), path.join(copy, 'scripts/start.mjs'));
copyFileSync(path.join(REPO_ROOT, 'package.json'), path.join(copy, 'package.json'));
after(() => rmSync(copy, { recursive: true, force: true }));

/** Runs the start script in a Node that says it is `version`. */
function startOn(version) {
  const preload = path.join(copy, `node-${version}.mjs`);
  writeFileSync(
    preload,
    `Object.defineProperty(process.versions, 'node', { value: ${JSON.stringify(version)} });\n`,
  );
  const env = { ...process.env };
  delete env.npm_lifecycle_event;
  return spawnSync(process.execPath, ['--import', preload, 'scripts/start.mjs'], {
    cwd: copy,
    env,
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('npm start checks the Node version first', () => {
  it('says in one line which Node it needs and how to get it, and exits non-zero', () => {
    const { status, stdout, stderr } = startOn('20.11.1');
    assert.equal(status, 1);
    assert.equal(stdout, '');
    const lines = stderr.trim().split('\n');
    assert.equal(lines.length, 1, stderr);
    assert.match(lines[0], /needs Node 26 or newer, and this is Node 20\.11\.1/);
    assert.match(lines[0], /npm install --prefix ~\/\.cache\/tabarru\/node-26 node@26/);
    assert.match(
      lines[0],
      /PATH="\$HOME\/\.cache\/tabarru\/node-26\/node_modules\/node\/bin:\$PATH"/,
    );
  });

  it('lets Node 26 through to loading the API', () => {
    const { status, stderr } = startOn('26.0.0');
    assert.notEqual(status, 0);
    assert.doesNotMatch(stderr, /needs Node/);
    assert.match(stderr, /ERR_MODULE_NOT_FOUND/);
    assert.match(stderr, /apps\/api\/dist\/main\.js/);
  });
});
