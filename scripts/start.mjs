// npm start: checks the Node version, builds whatever is missing or older than its sources, then
// runs the API and web host.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => path.join(root, ...parts);

/**
 * The database driver is built for the Node major of package.json `engines`, and an older Node
 * dies loading it with "Segmentation fault" and no word why. So this runs first, before the API
 * and its native modules are imported (last, below), and says what is needed and how to get it.
 */
function exitUnlessNodeIsRecentEnough() {
  const { engines } = JSON.parse(readFileSync(at('package.json'), 'utf8'));
  const needed = Number(/\d+/.exec(engines?.node ?? '')?.[0]);
  const running = process.versions.node;
  if (Number.isNaN(needed) || Number(running.split('.')[0]) >= needed) return;
  const prefix = `.cache/tabarru/node-${needed}`;
  console.error(
    `Tabarru needs Node ${needed} or newer, and this is Node ${running}. Get Node ${needed} for ` +
      `this shell with: npm install --prefix ~/${prefix} node@${needed} && ` +
      `export PATH="$HOME/${prefix}/node_modules/node/bin:$PATH"`,
  );
  process.exit(1);
}
exitUnlessNodeIsRecentEnough();

/**
 * npm runs this file through `sh -c`, and npm passes SIGTERM and SIGINT to that shell only,
 * which dies without passing them on: stopping `npm start` by its process id would leave the
 * server running, holding both ports. So when the shell npm started is gone, this process
 * gives itself the SIGTERM it missed: the server finishes its requests and stops.
 */
function stopWithTheShellNpmStarted() {
  const shell = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === shell) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, 250);
  watch.unref();
}
if (process.env.npm_lifecycle_event) stopWithTheShellNpmStarted();

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-server') continue;
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

const outputs = [
  at('apps/web/dist/index.html'),
  at('apps/web/dist-server/first-screen.js'),
  at('apps/api/dist/main.js'),
];
const sources = [
  at('apps/web/src'),
  at('apps/web/index.html'),
  at('apps/web/public'),
  at('apps/web/vite.config.ts'),
  at('apps/api/src'),
  at('packages/contract/src'),
];
const built = Math.min(
  ...outputs.map((output) => (existsSync(output) ? statSync(output).mtimeMs : 0)),
);
if (built < Math.max(...sources.map(newestChange))) {
  console.log('Building the web app and the API...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(at('apps/api/dist/main.js'));
