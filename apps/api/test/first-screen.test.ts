import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { FirstScreenRequest, RenderFirstScreen } from '@tabarru/contract/first-screen';
import type { PostPreview } from '@tabarru/contract/previews';
import { FEED_PAGE_ELEMENT_ID, POST_PREVIEW_ELEMENT_ID } from '@tabarru/contract/runtime-config';

import { firstScreenModule, loadFirstScreen } from '../src/web-host/first-screen';

import { createMember } from './support/accounts';
import { createdPostId, postFields } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';
import { startWebHost } from './support/web-host';

/*
 * The first screen of a visitor's public pages, drawn by the web app's renderer into the page
 * the web host sends: from the same data the page carries, only at the page's own address, and
 * never in the way of the page when the renderer fails.
 */

const DRAWN_AT = 1_796_000_000_000;

/** What the root element of a page holds, and the time it says it was drawn. */
function rootOf(html: string) {
  const match = /<div id="root"( data-first-screen="(\d+)")?>([\s\S]*?)<\/div>\s*<\/body>/.exec(
    html,
  );
  return { drawnAt: match?.[2], content: match?.[3] };
}

/** The data block `elementId` of a page, as its text. */
function dataBlock(html: string, elementId: string): string | undefined {
  return new RegExp(`<script type="application/json" id="${elementId}">([^<]*)</script>`).exec(
    html,
  )?.[1];
}

describe('the first screen of a page, drawn by the web host', () => {
  let testApp: TestApp;
  let web: Awaited<ReturnType<typeof startWebHost>>;
  let postId: number;
  const asked: FirstScreenRequest[] = [];
  let draw: RenderFirstScreen;

  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMITS: 'off' });
    web = await startWebHost(testApp, { firstScreen: (request) => draw(request) });
    const donor = await createMember(testApp);
    postId = await createdPostId(testApp, donor.token, postFields({ title: 'Wool blanket' }));
  });

  beforeEach(() => {
    asked.length = 0;
    draw = async (request) => {
      asked.push(request);
      return { html: `<p>drawn ${request.url}</p>`, drawnAt: DRAWN_AT };
    };
  });

  afterAll(async () => {
    await web?.close();
    await testApp?.close();
  });

  const page = async (url: string) => {
    const response = await web.host.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it.each(['/ar/feed', '/feed'])(
    'draws %s from the feed’s first page the page carries, at the web app’s origin',
    async (url) => {
      const html = await page(url);
      expect(rootOf(html)).toEqual({ drawnAt: String(DRAWN_AT), content: `<p>drawn ${url}</p>` });
      expect(asked).toHaveLength(1);
      const [request] = asked;
      expect(request?.url).toBe(url);
      expect(request?.origin).toBe('http://web.test');
      const written = dataBlock(html, FEED_PAGE_ELEMENT_ID);
      expect(written).toBeDefined();
      expect(JSON.parse(request?.pageData[FEED_PAGE_ELEMENT_ID] ?? 'null')).toEqual(
        JSON.parse(written ?? ''),
      );
      expect(JSON.stringify(request?.pageData)).toContain('Wool blanket');
    },
  );

  it('draws a post’s page from the preview the page carries', async () => {
    const html = await page(`/ar/posts/${postId}`);
    expect(rootOf(html).content).toBe(`<p>drawn /ar/posts/${postId}</p>`);
    const preview = JSON.parse(asked[0]?.pageData[POST_PREVIEW_ELEMENT_ID] ?? '{}') as PostPreview;
    expect(preview.post_id).toBe(postId);
    expect(preview.title).toBe('Wool blanket');
    expect(JSON.parse(dataBlock(html, POST_PREVIEW_ELEMENT_ID) ?? '')).toEqual(preview);
  });

  it('draws the static pages and home, in each language, once per address', async () => {
    for (const url of ['/', '/ar', '/about', '/ar/about']) {
      expect(rootOf(await page(url)).content).toBe(`<p>drawn ${url}</p>`);
    }
    asked.length = 0;
    expect(rootOf(await page('/about')).content).toBe('<p>drawn /about</p>');
    expect(asked).toEqual([]);
  });

  it.each([
    ['a filter', '/feed?q=sofa'],
    ['a query the data does not show', '/feed?utm_source=whatsapp'],
    ['another spelling of its path', '/About'],
    ['a trailing slash', '/ar/about/'],
  ])('leaves the page to the browser at %s (%s)', async (_why, url) => {
    const html = await page(url);
    expect(rootOf(html)).toEqual({ drawnAt: undefined, content: '' });
    expect(asked).toEqual([]);
    // Nor does that address's page stand in for the page's own, or the other way round.
    const own = url.replace(/\?.*$/, '').replace(/\/$/, '').toLowerCase();
    expect(rootOf(await page(own)).content).toBe(`<p>drawn ${own}</p>`);
    expect(rootOf(await page(url)).content).toBe('');
  });

  it('serves the page without its first screen when the renderer fails or draws nothing', async () => {
    draw = async () => {
      throw new Error('the renderer broke');
    };
    expect(rootOf(await page(`/posts/${postId}`))).toEqual({ drawnAt: undefined, content: '' });
    draw = async () => null;
    expect(rootOf(await page('/ar/events'))).toEqual({ drawnAt: undefined, content: '' });
    // A post's page not drawn is drawn at its next request, once the renderer can.
    draw = async (request) => ({ html: `<p>drawn ${request.url}</p>`, drawnAt: DRAWN_AT });
    expect(rootOf(await page(`/posts/${postId}`)).content).toBe(`<p>drawn /posts/${postId}</p>`);
  });
});

describe('the renderer of first screens, from the web app’s build', () => {
  let root: string;
  let distDir: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'web-build-'));
    distDir = path.join(root, 'dist');
    await mkdir(distDir);
    await mkdir(path.dirname(firstScreenModule(distDir)));
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('is loaded from beside the built pages, and absent from a build without it', async () => {
    expect(await loadFirstScreen(path.join(root, 'elsewhere', 'dist'))).toBeUndefined();
    await writeFile(
      firstScreenModule(distDir),
      'export const renderFirstScreen = async ({ url }) => ({ html: url, drawnAt: 1 });',
    );
    const render = await loadFirstScreen(distDir);
    expect(await render?.({ url: '/feed', origin: 'http://web.test', pageData: {} })).toEqual({
      html: '/feed',
      drawnAt: 1,
    });
  });
});
