// npm test -w e2e: runs Playwright against the system Chromium, never a downloaded browser.
// E2E_CONFIG names another config of this folder (the screenshots' one).
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = fileURLToPath(new URL('..', import.meta.url));
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (!isExecutable(chromePath)) {
  console.error(
    `No Chromium at ${chromePath}: install it with \`apt-get update && apt-get install -y chromium\`, or set CHROME_PATH to a Chromium or Chrome executable.`,
  );
  process.exit(1);
}

const require = createRequire(import.meta.url);
const cli = require.resolve('@playwright/test/cli');
const child = spawn(
  process.execPath,
  [
    cli,
    'test',
    '--config',
    path.join(e2eDir, process.env.E2E_CONFIG || 'playwright.config.ts'),
    ...process.argv.slice(2),
  ],
  {
    cwd: e2eDir,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chromePath, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
