import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config';
import { apiUrlForPage, webUrlForPage } from '../src/infra/public-addresses';
import { DEFAULT_MAP_TILES } from '@tabarru/contract/map-tiles';

import { buildWebHost, renderConfigScript, reportsTo, WebBuildMissingError } from '../src/web-host';

const INDEX = `<!doctype html><html><head>
<link rel="manifest" href="/manifest.webmanifest" />
<script id="runtime-config">window.__TABARRU_CONFIG__={"apiUrl":"http://localhost:3001"}</script>
<script type="module" src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-d4.css">
    <link rel="preload" href="/assets/plex-latin-400-abc.woff2" as="font" type="font/woff2" crossorigin data-language="en">
    <link rel="preload" href="/assets/plex-arabic-400-abc.woff2" as="font" type="font/woff2" crossorigin data-language="ar">
</head><body><div id="root"></div></body></html>`;

const STYLESHEET = 'body{margin:0}#root{min-height:100vh}';

/** A build of the page and its stylesheet alone. */
async function builtPage(): Promise<string> {
  const distDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), INDEX);
  await writeFile(path.join(distDir, 'assets', 'index-d4.css'), STYLESHEET);
  return distDir;
}

describe('web host', () => {
  let distDir: string;
  let host: Awaited<ReturnType<typeof buildWebHost>>;

  beforeAll(async () => {
    distDir = await builtPage();
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    await writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(
      path.join(distDir, 'service-worker.js'),
      'self.addEventListener("fetch", () => {})',
    );
    await writeFile(path.join(distDir, 'service-worker.js.br'), brotliCompressSync('self.x = 1'));
    await writeFile(path.join(distDir, 'manifest.webmanifest'), '{"name":"Tabarru"}');
    await mkdir(path.join(distDir, 'ar'));
    await writeFile(path.join(distDir, 'ar', 'manifest.webmanifest'), '{"name":"تبرّع"}');
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
      'window.__TABARRU_CONFIG__={"apiUrl":"https://api.tabarru.jo","mapTiles":{"url":"https://tile.openstreetmap.org/{z}/{x}/{y}.png","attribution":"© OpenStreetMap contributors"}}',
    );
    expect(response.body).not.toContain('localhost:3001');
    // The page's content comes from the API: its connection opens while the script loads.
    expect(response.body).toContain(
      '<link rel="preconnect" href="https://api.tabarru.jo" crossorigin>',
    );

    const script = renderConfigScript({
      apiUrl: 'https://api.tabarru.jo',
      mapTiles: DEFAULT_MAP_TILES,
    });
    const hash = createHash('sha256').update(script).digest('base64');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://api.tabarru.jo wss://api.tabarru.jo");
    // The maps' tiles are images from their own host.
    expect(csp).toContain(
      "img-src 'self' data: blob: https://api.tabarru.jo https://tile.openstreetmap.org;",
    );
  });

  it("writes the build's stylesheet into the page, where the first paint need not wait for it", async () => {
    for (const url of ['/', '/ar/feed']) {
      const response = await host.inject({ method: 'GET', url });
      expect(response.body).toContain(`<style>${STYLESHEET}</style>`);
      // Left for the chunks' loader to find, neither fetched nor applied.
      expect(response.body).toContain(
        '<link rel="stylesheet" crossorigin href="/assets/index-d4.css" disabled>',
      );
      expect(String(response.headers['content-security-policy'])).toContain(
        "style-src 'self' 'unsafe-inline'",
      );
    }
    const file = await host.inject({ method: 'GET', url: '/assets/index-d4.css' });
    expect(file.body).toBe(STYLESHEET);
  });

  it('does not start on a build whose page names a stylesheet it does not hold', async () => {
    const broken = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    try {
      await writeFile(path.join(broken, 'index.html'), INDEX);
      await expect(
        buildWebHost({
          distDir: broken,
          apiUrlFor: () => 'https://api.tabarru.jo',
          webUrlFor: () => 'https://tabarru.jo',
          logLevel: 'silent',
        }),
      ).rejects.toThrow(WebBuildMissingError);
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });

  it('has every page report its violations to the API, by report-uri and the Reporting API', async () => {
    for (const url of ['/', '/ar/feed', '/posts/12', '/about', '/index.html']) {
      const response = await host.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain('report-uri https://api.tabarru.jo/api/csp-reports');
      expect(csp, url).toContain('report-to csp');
      expect(response.headers['reporting-endpoints'], url).toBe(
        'csp="https://api.tabarru.jo/api/csp-reports"',
      );
    }
  });

  it('tells browsers to come back over https only, for a year, on pages and files alike', async () => {
    for (const url of ['/', '/ar/feed', '/assets/index-abc123.js', '/assets/missing-1.js']) {
      const response = await host.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
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

  it('keeps the tokens of mailed links out of referrers', async () => {
    for (const page of ['/reset-password', '/confirm-email', '/email-change-undo']) {
      for (const url of [`${page}?token=secret`, `/ar${page}?token=secret`]) {
        const response = await host.inject({ method: 'GET', url });
        expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      }
    }
    const feed = await host.inject({ method: 'GET', url: '/feed' });
    expect(feed.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("names the manifest of each page's language, the Arabic one under /ar", async () => {
    for (const url of ['/', '/feed', '/posts/12', '/create_post', '/index.html']) {
      const response = await host.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    }
    for (const url of [
      '/ar',
      '/ar/feed',
      '/ar/posts/12',
      '/ar/create_post?shared=1',
      '/AR/about',
    ]) {
      const response = await host.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<link rel="manifest" href="/ar/manifest.webmanifest"');
    }
    const english = await host.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(english.headers['content-type']).toContain('application/manifest+json');
    expect(english.headers['cache-control']).toBe('no-cache');
    const arabic = await host.inject({ method: 'GET', url: '/ar/manifest.webmanifest' });
    expect(JSON.parse(arabic.body)).toEqual({ name: 'تبرّع' });
    expect(arabic.headers['cache-control']).toBe('no-cache');
  });

  it("preloads the font of each page's language only", async () => {
    const latin = 'href="/assets/plex-latin-400-abc.woff2"';
    const arabic = 'href="/assets/plex-arabic-400-abc.woff2"';
    for (const url of ['/', '/feed', '/posts/12', '/index.html']) {
      const response = await host.inject({ method: 'GET', url });
      expect(response.body, url).toContain(latin);
      expect(response.body, url).not.toContain(arabic);
    }
    for (const url of ['/ar', '/ar/feed', '/ar/posts/12', '/AR/about']) {
      const response = await host.inject({ method: 'GET', url });
      expect(response.body, url).toContain(arabic);
      expect(response.body, url).not.toContain(latin);
    }
  });

  it('serves the service worker as JavaScript that is never cached, compressed or not', async () => {
    const plain = await host.inject({
      method: 'GET',
      url: '/service-worker.js?api=https%3A%2F%2Fapi.tabarru.jo',
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(plain.headers['cache-control']).toBe('no-cache');
    const compressed = await host.inject({
      method: 'GET',
      url: '/service-worker.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(compressed.headers['cache-control']).toBe('no-cache');
  });

  it('allows the service worker and the manifest in its policy', async () => {
    const response = await host.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('sends a share to the app that reached no service worker to the give form', async () => {
    const boundary = 'share-boundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="title"',
      '',
      'Sofa',
      `--${boundary}`,
      'Content-Disposition: form-data; name="photos"; filename="sofa.jpg"',
      'Content-Type: image/jpeg',
      '',
      'x'.repeat(2 * 1024 * 1024),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    for (const [url, form] of [
      ['/share-target', '/create_post'],
      ['/ar/share-target', '/ar/create_post'],
    ] as const) {
      const response = await host.inject({
        method: 'POST',
        url,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location).toBe(form);
    }
    const empty = await host.inject({ method: 'POST', url: '/share-target' });
    expect(empty.statusCode).toBe(303);
  });

  it('names the Reporting API endpoint only where Chromium uses it: an https page and API', () => {
    expect(reportsTo('https://api.tabarru.jo', 'https://tabarru.jo')).toBe(true);
    expect(reportsTo('http://localhost:3001', 'http://localhost:3000')).toBe(false);
    expect(reportsTo('https://api.tabarru.jo', 'http://tabarru.jo')).toBe(false);
    expect(reportsTo('http://api.tabarru.jo', 'https://tabarru.jo')).toBe(false);
  });

  it('escapes a configured URL so it cannot close the script element', () => {
    expect(renderConfigScript({ apiUrl: 'https://x.jo/</script><script>alert(1)' })).not.toContain(
      '</script>',
    );
  });
});

describe('web host out of the box', () => {
  it('tells each page the API on the API port of the host it was opened at, and allows it', async () => {
    const distDir = await builtPage();
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
        expect(response.body).toContain(`window.__TABARRU_CONFIG__={"apiUrl":"${api}",`);
        const csp = String(response.headers['content-security-policy']);
        expect(csp).toContain(`connect-src 'self' ${api} ws://${new URL(api).host}`);
        expect(csp).toContain(`img-src 'self' data: blob: ${api}`);
        expect(csp).toContain(`report-uri ${api}/api/csp-reports`);
        // Plain http: a browser that read report-to would send these reports nowhere.
        expect(csp, page).not.toContain('report-to');
        expect(response.headers['reporting-endpoints'], page).toBeUndefined();
      }
    } finally {
      await host.close();
      await rm(distDir, { recursive: true, force: true });
    }
  });
});

describe('web host with tiles of its own', () => {
  it('tells each page where the tiles are and whom to credit, and allows their host', async () => {
    const distDir = await builtPage();
    const mapTiles = {
      url: 'https://{s}.tiles.example.jo/{z}/{x}/{y}.png',
      attribution: '© Example </script> Maps',
    };
    const host = await buildWebHost({
      distDir,
      apiUrlFor: () => 'https://api.tabarru.jo',
      webUrlFor: () => 'https://tabarru.jo',
      mapTiles,
      logLevel: 'silent',
    });
    try {
      for (const url of ['/feed', '/ar/feed', '/posts/12']) {
        const response = await host.inject({ method: 'GET', url });
        const script = renderConfigScript({ apiUrl: 'https://api.tabarru.jo', mapTiles });
        expect(response.body, url).toContain(script);
        expect(script).not.toContain('</script>');
        const csp = String(response.headers['content-security-policy']);
        expect(csp, url).toContain(
          "img-src 'self' data: blob: https://api.tabarru.jo https://*.tiles.example.jo;",
        );
        expect(csp, url).not.toContain('openstreetmap');
        const hash = createHash('sha256').update(script).digest('base64');
        expect(csp, url).toContain(`'sha256-${hash}'`);
      }
    } finally {
      await host.close();
      await rm(distDir, { recursive: true, force: true });
    }
  });
});
