import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, symlink } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SUPERVISOR = fileURLToPath(new URL('./supervise.mjs', import.meta.url));
/** Where a snapshot keeps the catalogs the build was made from. */
export const SNAPSHOT_CATALOG_DIR = 'i18n';

const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
const POLL_INTERVAL_MS = 100;
const KEPT_OUTPUT_CHARS = 8_000;

/** Variables of the user's shell that would point the app at real services instead of the outbox. */
const ISOLATED_VARIABLES = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'SMS_PROVIDER',
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_VERIFY_SID',
  'JWT_SECRET',
] as const;

/** Runs `npm run build` at the repository root; a failure carries the end of its output. */
export async function buildApp(): Promise<void> {
  const child = spawn('npm', ['run', 'build'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    throw new Error(`npm run build failed (exit code ${code}):\n${output.text()}`);
  }
}

/**
 * Copies the build (apps/api/dist, apps/web/dist and the first screens' renderer beside it) and
 * the catalogs it was made from into
 * `into`, laid out as in the repository and beside links to the installed packages, so the app keeps serving the assets it started
 * with while someone rebuilds the working tree. Fails when the copy is not one whole build:
 * index.html names an asset that is not there.
 */
export async function snapshotBuild(into: string): Promise<void> {
  for (const dist of ['apps/api/dist', 'apps/web/dist', 'apps/web/dist-server']) {
    await cp(path.join(REPO_ROOT, dist), path.join(into, dist), { recursive: true });
  }
  await cp(path.join(REPO_ROOT, 'apps/web/src/i18n'), path.join(into, SNAPSHOT_CATALOG_DIR), {
    recursive: true,
    filter: (source) => !source.endsWith('.ts'),
  });
  for (const modules of ['node_modules', 'apps/api/node_modules']) {
    if (!existsSync(path.join(REPO_ROOT, modules))) continue;
    await mkdir(path.dirname(path.join(into, modules)), { recursive: true });
    await symlink(path.join(REPO_ROOT, modules), path.join(into, modules), 'dir');
  }
  const webDist = path.join(into, 'apps/web/dist');
  const index = await readFile(path.join(webDist, 'index.html'), 'utf8');
  const missing = [...index.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .filter((asset) => !existsSync(path.join(webDist, asset)));
  if (missing.length > 0) {
    throw new Error(`the build changed while it was copied: missing ${missing.join(', ')}`);
  }
}

/** Two distinct ports nobody listens on right now: both are held open while the second is chosen. */
export async function findFreePorts(): Promise<[number, number]> {
  const listen = () =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => resolve(server));
    });
  const servers = [await listen(), await listen()];
  const ports = servers.map((server) => {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port was assigned');
    return address.port;
  });
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  return [ports[0] ?? 0, ports[1] ?? 0];
}

export interface RunningApp {
  webUrl: string;
  apiUrl: string;
  /** Stops the app (SIGTERM, then SIGKILL after a grace period). */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** A directory holding apps/api/dist/main.js, as the repository or a snapshot of its build. */
  root: string;
  webPort: number;
  apiPort: number;
  dataDir: string;
  /** Extra environment for the app, on top of the e2e defaults. */
  env: Record<string, string>;
}

/** Raised when the app exits before it answers, with what it printed. */
export class AppExitedError extends Error {
  constructor(
    readonly code: number | null,
    readonly output: string,
  ) {
    super(
      `node apps/api/dist/main.js exited (code ${code}) before it answered:\n${output || '(no output)'}`,
    );
  }
}

/** Starts `node apps/api/dist/main.js` in `root` and resolves once the API's /health and the web app answer. */
export async function startApp(options: StartOptions): Promise<RunningApp> {
  const webUrl = `http://127.0.0.1:${options.webPort}`;
  const apiUrl = `http://127.0.0.1:${options.apiPort}`;
  const isolated = new Set<string>(ISOLATED_VARIABLES);
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !isolated.has(name)),
  );
  Object.assign(env, {
    PORT: String(options.webPort),
    API_PORT: String(options.apiPort),
    HOST: '127.0.0.1',
    PUBLIC_WEB_URL: webUrl,
    PUBLIC_API_URL: apiUrl,
    DATA_DIR: options.dataDir,
    SEED_DEMO: '0',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    ...options.env,
  });

  const child = spawn(
    process.execPath,
    [SUPERVISOR, process.execPath, path.join('apps', 'api', 'dist', 'main.js')],
    { cwd: options.root, env, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const output = collectOutput(child);
  let exit: { code: number | null } | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code) => {
      exit = { code };
      resolve();
    });
  });
  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (exit) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(`${apiUrl}/health`)) || !(await answers(`${webUrl}/`))) {
    if (exit) throw new AppExitedError(exit.code, output.text());
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The app did not answer on ${apiUrl}/health and ${webUrl}/ within ${READY_TIMEOUT_MS} ms:\n${output.text()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }

  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`The app stopped during the tests (code ${code}, signal ${signal}):`);
      console.error(output.text());
    }
  });
  return { webUrl, apiUrl, stop };
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

function collectOutput(child: ChildProcess): { text(): string } {
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString('utf8')).slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { text: () => text.trim() };
}
