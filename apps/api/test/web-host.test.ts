import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config';
import { apiUrlForPage, webUrlForPage } from '../src/infra/public-addresses';
import { buildWebHost, renderConfigScript } from '../src/web-host';

const INDEX = `<!doctype html><html><head>
<script id="runtime-config">window.__TABARRU_CONFIG__={"apiUrl":"http://localhost:3001"}</script>
<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;

describe('web host', () => {
  let distDir: string;
  let host: Awaited<ReturnType<typeof buildWebHost>>;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), INDEX);
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    await writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    host = await buildWebHost({
      distDir,
      apiUrlFor: () => 'https://api.tabarru.jo',
      webUrlFor: () => 'https://tabarru.jo',
      logLevel: 'silent',
    });
  });

  afterAll(async () => {
    await host.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('serves index.html uncached with the runtime API URL allowed by its CSP hash', async () => {
    const response = await host.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      'window.__TABARRU_CONFIG__={"apiUrl":"https://api.tabarru.jo"}',
    );
    expect(response.body).not.toContain('localhost:3001');

    const script = renderConfigScript({ apiUrl: 'https://api.tabarru.jo' });
    const hash = createHash('sha256').update(script).digest('base64');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://api.tabarru.jo wss://api.tabarru.jo");
  });

  it('answers every page path with the app (history fallback)', async () => {
    for (const url of ['/about', '/ar/about?tab=1', '/posts/12', '/some/unknown/page']) {
      const response = await host.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and other files for a day', async () => {
    const asset = await host.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await host.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers 404 for a missing hashed asset instead of the page', async () => {
    const response = await host.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('compresses the page for clients that accept it', async () => {
    const response = await host.inject({
      method: 'GET',
      url: '/feed',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('https://api.tabarru.jo');
  });

  it('keeps the reset-password link out of referrers', async () => {
    const reset = await host.inject({ method: 'GET', url: '/reset-password?token=secret' });
    expect(reset.headers['referrer-policy']).toBe('no-referrer');
    const arabic = await host.inject({ method: 'GET', url: '/ar/reset-password?token=secret' });
    expect(arabic.headers['referrer-policy']).toBe('no-referrer');
  });

  it('escapes a configured URL so it cannot close the script element', () => {
    expect(renderConfigScript({ apiUrl: 'https://x.jo/</script><script>alert(1)' })).not.toContain(
      '</script>',
    );
  });
});

describe('web host out of the box', () => {
  it('tells each page the API on the API port of the host it was opened at, and allows it', async () => {
    const distDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await writeFile(path.join(distDir, 'index.html'), INDEX);
    const addresses = loadConfig({}, distDir);
    const host = await buildWebHost({
      distDir,
      apiUrlFor: (request) => apiUrlForPage(addresses, request),
      webUrlFor: (request) => webUrlForPage(addresses, request),
      logLevel: 'silent',
    });
    try {
      for (const [page, api] of [
        ['127.0.0.2:3000', 'http://127.0.0.2:3001'],
        ['localhost:3000', 'http://localhost:3001'],
        ['192.168.1.20:3000', 'http://192.168.1.20:3001'],
      ] as const) {
        const response = await host.inject({
          method: 'GET',
          url: '/feed',
          headers: { host: page },
        });
        expect(response.body).toContain(`window.__TABARRU_CONFIG__={"apiUrl":"${api}"}`);
        const csp = String(response.headers['content-security-policy']);
        expect(csp).toContain(`connect-src 'self' ${api} ws://${new URL(api).host}`);
        expect(csp).toContain(`img-src 'self' data: blob: ${api}`);
      }
    } finally {
      await host.close();
      await rm(distDir, { recursive: true, force: true });
    }
  });
});
