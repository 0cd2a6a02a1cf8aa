import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The repository's nginx configuration (docs/operations.md, "Behind nginx"). */
const SITE_CONFIG = new URL('../../../../deploy/nginx/tabarru.conf', import.meta.url);

/** Whether Debian's nginx is installed here (CI installs it). */
export function nginxInstalled(): boolean {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
}

export { freePort } from './ports';

function withUpstream(config: string, name: string, ports: number[]): string {
  const servers = ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`);
  return config.replace(
    new RegExp(`upstream ${name} \\{[^}]*\\}`),
    `upstream ${name} {\n${servers.join('\n')}\n}`,
  );
}

/**
 * The repository's configuration with the addresses of a test: its two servers listen on the
 * given ports of 127.0.0.1, and its upstreams are the given web host and API instances.
 */
export function siteConfigFor(
  site: string,
  ports: { web: number; api: number; webHost: number; apiInstances: number[] },
): string {
  return withUpstream(withUpstream(site, 'tabarru_api', ports.apiInstances), 'tabarru_web', [
    ports.webHost,
  ])
    .replace('listen 8080;', `listen 127.0.0.1:${ports.web};`)
    .replace('listen 8081;', `listen 127.0.0.1:${ports.api};`);
}

async function answers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

export interface RunningNginx {
  webUrl: string;
  apiUrl: string;
  stop(): Promise<void>;
}

/**
 * nginx in the foreground with the repository's site configuration, in a folder of its own
 * (its pid, logs and temporary files), listening on `ports.web` and `ports.api`.
 */
export async function startNginx(ports: {
  web: number;
  api: number;
  webHost: number;
  apiInstances: number[];
}): Promise<RunningNginx> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'tabarru-nginx-'));
  await mkdir(path.join(prefix, 'logs'));
  const site = siteConfigFor(await readFile(SITE_CONFIG, 'utf8'), ports);
  await writeFile(path.join(prefix, 'tabarru.conf'), site);
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/logs/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${prefix}/${kind};`,
      ),
      `  include ${prefix}/tabarru.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  // Started as root, nginx would run its workers as nobody, who cannot write the files here.
  const directives = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
  const nginx: ChildProcess = spawn(
    'nginx',
    ['-p', prefix, '-c', `${prefix}/nginx.conf`, '-g', directives],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  for (let tries = 0; !(await answers(ports.web)) || !(await answers(ports.api)); tries += 1) {
    if (tries > 50 || nginx.exitCode !== null) {
      nginx.kill('SIGKILL');
      throw new Error(`nginx did not start: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    webUrl: `http://127.0.0.1:${ports.web}`,
    apiUrl: `http://127.0.0.1:${ports.api}`,
    async stop() {
      nginx.kill('SIGQUIT');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
