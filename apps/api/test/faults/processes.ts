import { spawn, type ChildProcess } from 'node:child_process';

import { freePort } from '../support/ports';

const READY_WITHIN_MS = 30_000;
const POLL_MS = 50;
/** The end of the child's output kept for a failure's message. */
const KEPT_OUTPUT_CHARS = 100_000;

async function waitFor(
  what: string,
  holds: () => Promise<boolean>,
  failed: () => string | undefined,
) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (!(await holds())) {
    const failure = failed();
    if (failure) throw new Error(`${what}: ${failure}`);
    if (Date.now() > deadline)
      throw new Error(`still waiting after ${READY_WITHIN_MS} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Runs `child` until it exits, keeping the end of what it printed. */
function watch(child: ChildProcess) {
  const state = { output: '', exited: false, exit: undefined as Promise<void> | undefined };
  const keep = (chunk: Buffer) => {
    state.output = (state.output + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  state.exit = new Promise((resolve) =>
    child.once('exit', () => {
      state.exited = true;
      resolve();
    }),
  );
  return state;
}

/** The API started as `npm start` starts it, on ports of its own, until killed. */
export class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    private readonly state: ReturnType<typeof watch>,
    readonly apiPort: number,
  ) {}

  get api(): string {
    return `http://127.0.0.1:${this.apiPort}`;
  }

  get output(): string {
    return this.state.output;
  }

  /** Whether it is still running: it must be, unless killed. */
  get running(): boolean {
    return !this.state.exited;
  }

  /** Starts the bundle with `env` and resolves once GET /health answers 200. */
  static async start(mainFile: string, env: Record<string, string>): Promise<ServerProcess> {
    const apiPort = await freePort();
    const child = spawn(process.execPath, [mainFile], {
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        API_PORT: String(apiPort),
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
        RATE_LIMITS: 'off',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(child, watch(child), apiPort);
    try {
      await waitFor(
        'the API to answer GET /health',
        async () => {
          try {
            const health = await fetch(`${server.api}/health`, {
              signal: AbortSignal.timeout(2_000),
            });
            return health.status === 200;
          } catch {
            return false;
          }
        },
        () => (server.state.exited ? `it exited:\n${server.output}` : undefined),
      );
    } catch (error) {
      await server.kill();
      throw error;
    }
    return server;
  }

  /** SIGKILL, as a crash or the kernel's out-of-memory killer ends it: nothing runs after it. */
  async kill(): Promise<void> {
    if (!this.state.exited) this.child.kill('SIGKILL');
    await this.state.exit;
  }
}

/** A private redis-server on a port of its own, never the shared one. */
export class RedisProcess {
  private child: ChildProcess | undefined;
  private state: ReturnType<typeof watch> | undefined;

  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<RedisProcess> {
    const redis = new RedisProcess(await freePort());
    await redis.restart();
    return redis;
  }

  /** Starts it (again) on the same port, without persistence, and waits for it to answer. */
  async restart(): Promise<void> {
    const child = spawn(
      '/usr/bin/redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const state = watch(child);
    this.child = child;
    this.state = state;
    await waitFor(
      `redis-server on port ${this.port}`,
      async () => state.output.includes('Ready to accept connections'),
      () => (state.exited ? `it exited:\n${state.output}` : undefined),
    );
  }

  async kill(): Promise<void> {
    if (this.state && !this.state.exited) this.child?.kill('SIGKILL');
    await this.state?.exit;
  }
}
