import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createFileOutbox } from '../src/infra/outbox';
import { startServers } from '../src/server';
import { apiBundle } from './support/api-bundle';
import { freePort } from './support/ports';
import { createTestApp } from './support/test-app';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

interface Outcome {
  code: number | null;
  stderr: string;
}

/** Runs the real entry point with the given environment and collects what it says. */
function runMain(env: NodeJS.ProcessEnv): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [apiBundle()], {
      cwd: API_ROOT,
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

interface Running {
  stdout: string;
  /** Stops it as an operator would (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
}

/** Starts the real entry point and resolves once it says it is running, with what it printed. */
function startMain(env: NodeJS.ProcessEnv): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [apiBundle()], {
      cwd: API_ROOT,
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
    });
    const exited = new Promise<void>((done) => child.once('close', () => done()));
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      // The lines of the start are written at once.
      if (stdout.includes('Tabarru is running') && stdout.endsWith('\n')) {
        resolve({
          stdout,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
    child.once('close', (code) =>
      reject(new Error(`exited (code ${code}) before it was running:\n${stdout}${stderr}`)),
    );
  });
}

describe('starting the API', () => {
  let workDir: string;
  let dataDir: string;
  let blocker: Server | undefined;

  beforeEach(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'startup-'));
    dataDir = path.join(workDir, 'data');
  });

  afterEach(async () => {
    await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()));
    blocker = undefined;
    await rm(workDir, { recursive: true, force: true });
  });

  it('stops on a bad environment value with one line naming it, writing nothing', async () => {
    const outcome = await runMain({ PORT: 'abc', DATA_DIR: dataDir });
    expect(outcome.code).not.toBe(0);
    expect(outcome.stderr.trim()).toBe(
      'Invalid configuration: PORT must be a port number from 1 to 65535 (got "abc")',
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('stops on a port in use with one line, writing nothing', async () => {
    const port = await freePort();
    blocker = createServer();
    await new Promise<void>((resolve) => blocker?.listen(port, '127.0.0.1', resolve));
    const outcome = await runMain({
      HOST: '127.0.0.1',
      PORT: String(port),
      API_PORT: String(await freePort()),
      DATA_DIR: dataDir,
    });
    expect(outcome.code).not.toBe(0);
    expect(outcome.stderr.trim()).toBe(
      `Cannot start: Port ${port} (PORT) is already in use on 127.0.0.1: stop what uses it or set PORT`,
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('stops on an unreachable DATABASE_URL with one line that hides the password, writing nothing', async () => {
    const outcome = await runMain({
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      API_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://tabarru:s3cret@127.0.0.1:${await freePort()}/tabarru`,
    });
    expect(outcome.code).not.toBe(0);
    const lines = outcome.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Cannot start: Cannot reach the database at postgres:\/\/.*127\.0\.0\.1/,
    );
    expect(outcome.stderr).not.toContain('s3cret');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('stops on an unreachable REDIS_URL with one line that hides the password, writing nothing', async () => {
    const outcome = await runMain({
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      API_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      REDIS_URL: `redis://:s3cret@127.0.0.1:${await freePort()}`,
    });
    expect(outcome.code).not.toBe(0);
    const lines = outcome.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot start: REDIS_URL \(127\.0\.0\.1:\d+\) does not answer/);
    expect(outcome.stderr).not.toContain('s3cret');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('serves both ports, then finishes a request in flight when closed', async () => {
    const distDir = path.join(workDir, 'dist');
    await mkdir(distDir);
    await writeFile(
      path.join(distDir, 'index.html'),
      '<html><head><script id="runtime-config">window.__TABARRU_CONFIG__={}</script></head><body></body></html>',
    );
    const [port, apiPort] = [await freePort(), await freePort()];
    const config = loadConfig({
      HOST: '127.0.0.1',
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: 'admin@tabarru.jo',
      ADMIN_PASSWORD: 'a long admin password',
      ADMIN_PHONE: '0790000000',
    });
    const servers = await startServers(config, distDir);

    const health = await fetch(`http://127.0.0.1:${apiPort}/health`);
    expect(health.status).toBe(200);
    const page = await fetch(`http://127.0.0.1:${port}/ar/about`);
    // Out of the box the page is told the API on the host it was opened at.
    expect(await page.text()).toContain(`"apiUrl":"http://127.0.0.1:${apiPort}"`);
    const admin = await servers.database.db
      .selectFrom('users')
      .select(['email', 'is_admin'])
      .where('email', '=', 'admin@tabarru.jo')
      .executeTakeFirst();
    expect(admin?.email).toBe('admin@tabarru.jo');
    expect(Boolean(admin?.is_admin)).toBe(true);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);

    await servers.close();
    await expect(fetch(`http://127.0.0.1:${apiPort}/health`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  describe('on a public site', () => {
    let running: Running | undefined;

    afterEach(async () => {
      await running?.stop();
      running = undefined;
    });

    async function startPublic(env: NodeJS.ProcessEnv = {}) {
      const apiPort = await freePort();
      running = await startMain({
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        PUBLIC_WEB_URL: 'https://tabarru.example.jo',
        ...env,
      });
      const feed = await fetch(`http://127.0.0.1:${apiPort}/posts?availability=all`);
      const { pagination } = (await feed.json()) as { pagination: { totalPosts: number } };
      return { stdout: running.stdout, totalPosts: pagination.totalPosts };
    }

    it('starts with no demo, saying in one line why and how to turn it on', async () => {
      const { stdout, totalPosts } = await startPublic();
      expect(totalPosts).toBe(0);
      expect(stdout).not.toContain('Demo accounts');
      const said = stdout.split('\n').filter((line) => /demo/i.test(line));
      expect(said).toEqual([
        "  No demo data: PUBLIC_WEB_URL is https, so this is a public site, where anyone could sign in with the demo's published password (SEED_DEMO=1 turns it on).",
      ]);
    });

    it('seeds the demo into the empty database when SEED_DEMO=1 asks for it', async () => {
      const { stdout, totalPosts } = await startPublic({ SEED_DEMO: '1' });
      expect(totalPosts).toBe(30);
      expect(stdout).toContain('Demo accounts (password tabarru-demo-2026)');
      expect(stdout).not.toContain('No demo data');
    }, 60_000);
  });

  it('finishes a request in flight when the API closes', async () => {
    const testApp = await createTestApp();
    let arrived: () => void = () => undefined;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    const slowApp = await buildApp(testApp.config, {
      database: testApp.database,
      outbox: createFileOutbox(testApp.config.dataDir),
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    });
    slowApp.get('/slow', async () => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { finished: true };
    });
    const address = await slowApp.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/slow`);
    await requestArrived;
    await slowApp.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await testApp.close();
  });
});
