import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { layOutBuiltApi } from './support/api-bundle';
import { freePort, isPortFree } from './support/ports';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WAIT_MS = 20_000;
const POLL_MS = 100;

/**
 * A copy of the repository as `npm start` finds it after a build: the real start script and
 * start command, the API bundled from today's sources, a stand-in web build, and links to the
 * installed packages. It holds no sources, so the start script finds nothing to rebuild and the
 * test neither waits for a web build nor touches the working tree's.
 */
async function startableCopy(root: string): Promise<void> {
  await mkdir(path.join(root, 'scripts'));
  await copyFile(path.join(REPO_ROOT, 'scripts/start.mjs'), path.join(root, 'scripts/start.mjs'));
  const manifest = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  await writeFile(
    path.join(root, 'package.json'),
    JSON.stringify({
      name: 'start-test',
      private: true,
      scripts: { start: manifest.scripts.start },
    }),
  );
  await layOutBuiltApi(root);
}

async function waitFor(what: string, holds: () => Promise<boolean>): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await holds())) throw new Error(`still waiting after ${WAIT_MS} ms: ${what}`);
    },
    { timeout: WAIT_MS, interval: POLL_MS },
  );
}

const answers = async (url: string) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The processes `pid` started, and theirs, from `ps`. */
async function descendantsOf(pid: number): Promise<number[]> {
  const { stdout } = await promisify(execFile)('ps', ['-A', '-o', 'pid=,ppid=']);
  const children = new Map<number, number[]>();
  for (const line of stdout.trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    if (child === undefined || parent === undefined) continue;
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift() ?? 0) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

describe('stopping the start script by the id of the process that was started', () => {
  let root: string;
  let started: number[] = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'start-script-'));
    await startableCopy(root);
  }, 60_000);

  afterEach(() => {
    // A failed run must not leave a server holding ports.
    for (const pid of started) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    started = [];
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  /** Starts `command` in the copy on two free ports and resolves once both answer. */
  async function start(command: string, args: string[]) {
    const [port, apiPort] = [await freePort(), await freePort()];
    const child: ChildProcess = spawn(command, args, {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        HOST: '127.0.0.1',
        PORT: String(port),
        API_PORT: String(apiPort),
        DATA_DIR: path.join(root, `data-${port}`),
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (child.pid === undefined) throw new Error(`${command} did not start`);
    started.push(child.pid);
    await waitFor(`both ports answer (${command} ${args.join(' ')})\n${output}`, async () => {
      if (child.exitCode !== null) throw new Error(`exited early:\n${output}`);
      return (
        (await answers(`http://127.0.0.1:${apiPort}/health`)) &&
        (await answers(`http://127.0.0.1:${port}/`))
      );
    });
    started.push(...(await descendantsOf(child.pid)));
    return { pid: child.pid, ports: [port, apiPort], exited, output: () => output };
  }

  it('npm start: SIGTERM to npm stops the server it started and frees both ports', async () => {
    const npm = await start('npm', ['start']);
    const processes = [...started];
    expect(processes.length).toBeGreaterThanOrEqual(2);

    process.kill(npm.pid, 'SIGTERM');
    await npm.exited;
    await waitFor('every process of npm start has exited', async () =>
      processes.every((pid) => !isRunning(pid)),
    );
    for (const port of npm.ports) expect(await isPortFree(port)).toBe(true);
    expect(npm.output()).toContain('SIGTERM received: finishing requests in flight');
  }, 60_000);

  it('node scripts/start.mjs: SIGTERM stops the server, which exits 0 and frees both ports', async () => {
    const node = await start(process.execPath, ['scripts/start.mjs']);

    process.kill(node.pid, 'SIGTERM');
    expect(await node.exited).toBe(0);
    for (const port of node.ports) expect(await isPortFree(port)).toBe(true);
    expect(node.output()).toContain('SIGTERM received: finishing requests in flight');
  }, 60_000);
});
