import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

import {
  RUNTIME_CONFIG_ELEMENT_ID,
  RUNTIME_CONFIG_GLOBAL,
  type RuntimeConfig,
} from '@tabarru/contract/runtime-config';

import type { LogLevel } from './config';
import { closeConnectionsWhenClosing } from './infra/graceful-close';
import { OneLinePerRequest } from './infra/request-log';

export interface WebHostOptions {
  distDir: string;
  /** the API's address each page is told: fixed, or the API port of the host it was opened at */
  apiUrlFor: (request: FastifyRequest) => string;
  logLevel: LogLevel;
}

/** Pages told different API addresses (hosts a page was opened at) kept rendered at once. */
const RENDERED_INDEXES_KEPT = 16;

const CONFIG_SCRIPT = new RegExp(`<script id="${RUNTIME_CONFIG_ELEMENT_ID}">[\\s\\S]*?</script>`);
const HASHED_ASSETS = '/assets/';
const ONE_YEAR = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';

export class WebBuildMissingError extends Error {}

/** The config script the SPA reads at start; `<` is escaped so no value can close the tag. */
export function renderConfigScript(config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `window.${RUNTIME_CONFIG_GLOBAL}=${json}`;
}

/** A strict policy: scripts only from this origin plus the one hashed config script. */
export function contentSecurityPolicy(apiUrl: string, configScript: string): string {
  const scriptHash = createHash('sha256').update(configScript).digest('base64');
  const api = new URL(apiUrl);
  const socket = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
  return [
    "default-src 'self'",
    `script-src 'self' 'sha256-${scriptHash}'`,
    // React and the toast library set style attributes and a style element at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api.origin}`,
    "font-src 'self'",
    `connect-src 'self' ${api.origin} ${socket}`,
    `media-src 'self' ${api.origin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

interface RenderedIndex {
  html: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  csp: string;
}

async function readIndexTemplate(distDir: string): Promise<string> {
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  if (!CONFIG_SCRIPT.test(template)) {
    throw new WebBuildMissingError(
      `apps/web/dist/index.html has no <script id="${RUNTIME_CONFIG_ELEMENT_ID}"> element to configure`,
    );
  }
  return template;
}

function renderIndex(template: string, apiUrl: string): RenderedIndex {
  const script = renderConfigScript({ apiUrl });
  const html = Buffer.from(
    template.replace(
      CONFIG_SCRIPT,
      () => `<script id="${RUNTIME_CONFIG_ELEMENT_ID}">${script}</script>`,
    ),
  );
  return {
    html,
    gzip: gzipSync(html, { level: 9 }),
    brotli: brotliCompressSync(html),
    csp: contentSecurityPolicy(apiUrl, script),
  };
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached,
 * every unknown page path answered with index.html so the client router decides.
 */
export async function buildWebHost(options: WebHostOptions) {
  if (!existsSync(path.join(options.distDir, 'index.html'))) {
    throw new WebBuildMissingError(
      `The web app is not built (no ${path.join(options.distDir, 'index.html')}): run npm run build`,
    );
  }
  const template = await readIndexTemplate(options.distDir);
  const rendered = new Map<string, RenderedIndex>();
  /** index.html telling the page `apiUrl`, rendered once per address while few are in use. */
  function indexFor(apiUrl: string): RenderedIndex {
    let index = rendered.get(apiUrl);
    if (!index) {
      index = renderIndex(template, apiUrl);
      if (rendered.size >= RENDERED_INDEXES_KEPT) rendered.clear();
      rendered.set(apiUrl, index);
    }
    return index;
  }
  const app = Fastify({
    logger: { level: options.logLevel },
    // The reset-password page carries its token in the query: the one line hides it.
    logController: new OneLinePerRequest(),
    forceCloseConnections: 'idle',
  });
  closeConnectionsWhenClosing(app);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
  });

  function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const index = indexFor(options.apiUrlFor(request));
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted)
      ? 'br'
      : /\bgzip\b/.test(accepted)
        ? 'gzip'
        : undefined;
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', index.csp)
      .header('Vary', 'Accept-Encoding')
      .header(
        'Referrer-Policy',
        /^\/(ar\/)?reset-password/i.test(request.url)
          ? 'no-referrer'
          : 'strict-origin-when-cross-origin',
      );
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(
      encoding === 'br' ? index.brotli : encoding === 'gzip' ? index.gzip : index.html,
    );
  }

  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);

  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      const relative = `/${path.relative(options.distDir, filePath).split(path.sep).join('/')}`;
      response.setHeader('Cache-Control', relative.startsWith(HASHED_ASSETS) ? ONE_YEAR : ONE_DAY);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith(HASHED_ASSETS);
    if (!isPage) {
      // A missing hashed chunk must fail loudly so the client can reload, not parse HTML as JS.
      return reply
        .code(404)
        .header('Cache-Control', 'no-cache')
        .type('text/plain')
        .send('Not found');
    }
    return sendIndex(request, reply);
  });

  return app;
}
