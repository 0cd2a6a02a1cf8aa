import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eventToday } from '@tabarru/contract/event-time';
import type { Event } from '@tabarru/contract/events';
import { FEED_CARD_SIZES } from '@tabarru/contract/feed-card-sizes';
import { photoSrcSet } from '@tabarru/contract/photo-src-set';
import type { FeedReply } from '@tabarru/contract/posts';
import { FEED_PAGE_ELEMENT_ID, UPCOMING_EVENTS_ELEMENT_ID } from '@tabarru/contract/runtime-config';

import { buildWebHost } from '../src/web-host';
import type { BuildManifest } from '../src/web-host/page-chunks';

import { get, registerAdmin, createMember, type Member } from './support/accounts';
import { createdPostId, jpegImage, multipartBody, postFields } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';
import { INDEX, startWebHost } from './support/web-host';

/*
 * The feed's and the events' pages as the web host writes them for a visitor: the list the page
 * shows first written into it, as the API answers a visitor, its first photo asked for with the
 * page, and the page's chunks named for the browser to load beside the entry.
 */

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/** What the data block `elementId` of a page holds, parsed as the app parses it. */
function writtenIn<T>(html: string, elementId: string): T | undefined {
  const match = new RegExp(
    `<script type="application/json" id="${elementId}">([^<]*)</script>`,
  ).exec(html);
  return match?.[1] === undefined ? undefined : (JSON.parse(match[1]) as T);
}

/** The image preloads of a page, each with its attributes, unescaped. */
function imagePreloads(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link rel="preload" as="image"([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries(
      [...(attributes ?? '').matchAll(/ ([a-z]+)="([^"]*)"/g)].map(([, name, value]) => [
        name ?? '',
        unescape(value ?? ''),
      ]),
    ),
  );
}

const modulePreloads = (html: string) =>
  [
    ...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" fetchpriority="low">/g),
  ].map(([, href]) => href ?? '');

/** The day `offset` days from today in Amman, as YYYY-MM-DD. */
function day(offset: number): string {
  const [year = 0, month = 1, date = 1] = eventToday().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + offset)).toISOString().slice(0, 10);
}

async function createdEventId(testApp: TestApp, admin: Member, title: string, date: string) {
  const body = multipartBody(
    {
      title,
      description: 'Bring warm clothes for families in need.',
      owner_name: 'Tabarru volunteers',
      location: 'Irbid - University Street',
      event_date: date,
      start_time: '10:00',
      end_time: '14:30',
    },
    [await jpegImage(91)],
  );
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/events',
    headers: { ...body.headers, authorization: `Bearer ${admin.token}` },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`event not created: ${response.body}`);
  return response.json<{ event_id: number }>().event_id;
}

/** A manifest with the feed's chunk, what it imports, and the feed's texts in both languages. */
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_vendor-v1.js'] },
  '_vendor-v1.js': { file: 'assets/vendor-v1.js' },
  'src/app/pages/feed-page.tsx': {
    file: 'assets/feed-page-f1.js',
    imports: ['_vendor-v1.js', 'index.html', '_post-card-p1.js'],
  },
  '_post-card-p1.js': { file: 'assets/post-card-p1.js' },
  'src/features/events/events-page.tsx': { file: 'assets/events-page-e1.js' },
  ...Object.fromEntries(
    (['en', 'ar'] as const).flatMap((language) =>
      ['shell', 'labels', 'feed', 'post', 'pages'].map((part) => [
        `src/i18n/${language}.json?${part}`,
        { file: `assets/${language}-${part}.js` },
      ]),
    ),
  ),
};

describe('the feed’s and the events’ pages, as a visitor opens them', () => {
  let testApp: TestApp;
  let web: Awaited<ReturnType<typeof startWebHost>>;
  let donor: Member;
  let admin: Member;
  const hostile = `Lamp </script><script>alert(1)</script> <!-- & 'more'`;

  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMITS: 'off' });
    web = await startWebHost(testApp, { manifest: MANIFEST });
    donor = await createMember(testApp);
    admin = await registerAdmin(testApp);
    await createdPostId(testApp, donor.token, postFields({ title: 'Wool blanket' }));
    await createdPostId(
      testApp,
      donor.token,
      // An exact point, which only its donor may read.
      postFields({ title: hostile, place: 'amman-khalda', point: '31.987654,35.834567' }),
      [await jpegImage(12, 1600, 1200)],
    );
    await createdEventId(testApp, admin, 'Book swap', day(3));
    await createdEventId(testApp, admin, 'Winter clothes drive', day(9));
  });

  afterAll(async () => {
    await web?.close();
    await testApp?.close();
  });

  const page = (url: string) => web.host.inject({ method: 'GET', url });

  it.each(['/feed', '/ar/feed'])(
    'writes into %s the first page of the feed as GET /posts?sort=newest answers a visitor',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      const api = await get(testApp, '/posts?sort=newest');
      expect(writtenIn<FeedReply>(response.body, FEED_PAGE_ELEMENT_ID)).toEqual(api.json());
      // Nothing a visitor cannot read there: not the exact point, not the donor's contact.
      expect(response.body).not.toMatch(/31\.98765|35\.83456/);
      expect(response.body).not.toContain(postFields().phone);
      expect(response.body).not.toContain(postFields().email);
    },
  );

  it("asks for the first card's photo with the page, in the file the card picks", async () => {
    const response = await page('/ar/feed');
    const first = writtenIn<FeedReply>(response.body, FEED_PAGE_ELEMENT_ID)?.posts[0];
    expect(first?.title).toBe(hostile);
    const cover = first?.cover;
    if (!cover) throw new Error('the newest post has no cover');
    expect(imagePreloads(response.body)).toEqual([
      {
        href: cover.thumbnail_url,
        imagesrcset: photoSrcSet(cover),
        imagesizes: FEED_CARD_SIZES,
        fetchpriority: 'high',
      },
    ]);
    expect(cover.thumbnail_url).toMatch(
      /^http:\/\/localhost:3001\/uploads\/[0-9a-f]{64}-480\.webp$/,
    );
    expect(photoSrcSet(cover)).toContain(' 1600w');
  });

  it('keeps a member-written title from closing its block or adding a script', async () => {
    const response = await page('/feed');
    const plain = await page('/index.html');
    const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
    // The one element added is the data block, which holds the hostile text as text.
    expect(count(response.body, /<script/g)).toBe(count(plain.body, /<script/g) + 1);
    expect(count(response.body, /<\/script>/g)).toBe(count(plain.body, /<\/script>/g) + 1);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('<!-- &');
    expect(writtenIn<FeedReply>(response.body, FEED_PAGE_ELEMENT_ID)?.posts[0]?.title).toBe(
      hostile,
    );
    expect(response.headers['content-security-policy']).toBe(
      plain.headers['content-security-policy'],
    );
  });

  it('writes the feed again once it has changed', async () => {
    const before = writtenIn<FeedReply>((await page('/feed')).body, FEED_PAGE_ELEMENT_ID);
    await createdPostId(testApp, donor.token, postFields({ title: 'Brand new kettle' }));
    const after = writtenIn<FeedReply>((await page('/feed')).body, FEED_PAGE_ELEMENT_ID);
    expect(after?.posts[0]?.title).toBe('Brand new kettle');
    expect(after?.pagination.totalPosts).toBe((before?.pagination.totalPosts ?? 0) + 1);
  });

  it('writes nothing into a feed whose address names filters: its first page is another', async () => {
    for (const url of ['/feed?category=Toys', '/ar/feed?q=lamp', '/feed?kind=wanted']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(writtenIn(response.body, FEED_PAGE_ELEMENT_ID), url).toBeUndefined();
      expect(imagePreloads(response.body), url).toEqual([]);
      // Its chunks are the feed's all the same.
      expect(modulePreloads(response.body), url).toContain('/assets/feed-page-f1.js');
    }
  });

  it.each(['/events', '/ar/events'])(
    'writes into %s the events as GET /events answers a visitor, and asks for the first picture',
    async (url) => {
      const response = await page(url);
      const events = writtenIn<Event[]>(response.body, UPCOMING_EVENTS_ELEMENT_ID);
      expect(events).toEqual((await get(testApp, '/events')).json());
      expect(events?.map((event) => event.title)).toEqual(['Book swap', 'Winter clothes drive']);
      expect(imagePreloads(response.body)).toEqual([
        { href: events?.[0]?.thumbnails[0], fetchpriority: 'high' },
      ]);
    },
  );

  it("names the page's chunks and its texts in its language, beside the entry", async () => {
    const english = modulePreloads((await page('/feed')).body);
    expect(english).toEqual([
      '/assets/feed-page-f1.js',
      '/assets/post-card-p1.js',
      '/assets/en-shell.js',
      '/assets/en-labels.js',
      '/assets/en-feed.js',
    ]);
    const arabic = modulePreloads((await page('/ar/feed')).body);
    expect(arabic).toContain('/assets/ar-feed.js');
    expect(arabic.filter((href) => href.includes('/en-'))).toEqual([]);
    expect(modulePreloads((await page('/ar/events')).body)).toEqual([
      '/assets/events-page-e1.js',
      '/assets/ar-shell.js',
      '/assets/ar-labels.js',
      '/assets/ar-feed.js',
      '/assets/ar-post.js',
      '/assets/ar-pages.js',
    ]);
    // A page whose chunk the build lacks names its texts alone; a member's page names none.
    expect(modulePreloads((await page('/about')).body)).toEqual([
      '/assets/en-shell.js',
      '/assets/en-labels.js',
      '/assets/en-feed.js',
      '/assets/en-post.js',
      '/assets/en-pages.js',
    ]);
    expect(modulePreloads((await page('/profile')).body)).toEqual([]);
    // The home page's largest paint is its first screen's poster, asked for with the page.
    for (const url of ['/', '/ar']) {
      expect(imagePreloads((await page(url)).body), url).toEqual([
        { href: '/media/home-hero-loop.jpg', fetchpriority: 'high' },
      ]);
    }
  });

  it('never serves the build’s manifest: the browser gets the app instead', async () => {
    const response = await page('/.vite/manifest.json');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).not.toContain('feed-page-f1');
  });
});

describe('a list that cannot be read now', () => {
  it('leaves the feed’s and the events’ pages as the app, with their chunks, and says why', async () => {
    const distDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await writeFile(path.join(distDir, 'index.html'), INDEX);
    const failing = () => Promise.reject(new Error('database busy'));
    const host = await buildWebHost({
      distDir,
      apiUrlFor: () => 'http://localhost:3001',
      webUrlFor: () => 'http://web.test',
      lists: { feed: failing, events: failing },
      logLevel: 'silent',
    });
    try {
      for (const url of ['/feed', '/ar/events']) {
        const response = await host.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('<link rel="canonical"');
        expect(response.body, url).not.toContain('type="application/json"');
        expect(response.body, url).not.toContain('as="image"');
      }
    } finally {
      await host.close();
      await rm(distDir, { recursive: true, force: true });
    }
  });
});
