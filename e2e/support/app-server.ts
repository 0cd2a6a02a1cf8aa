import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

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

/** Starts `node apps/api/dist/main.js` and resolves once the API's /health and the web app answer. */
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

  const child = spawn(process.execPath, [path.join('apps', 'api', 'dist', 'main.js')], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  let exit: { code: number | null } | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code) => {
      exit = { code };
      resolve();
    });
  });
  // If the runner dies without its teardown, the app must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
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
    if (signal !== 'SIGTERM') {
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
