import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { westernDigits } from '@tabarru/contract/digits';
import { eventToday } from '@tabarru/contract/event-time';
import { GALLERY_SIZES, photoSrcSet } from '@tabarru/contract/photo-src-set';
import type { PostPreview } from '@tabarru/contract/previews';
import { POST_PREVIEW_ELEMENT_ID } from '@tabarru/contract/runtime-config';

import { createPagePreviews } from '../src/modules/previews/service';
import { buildWebHost } from '../src/web-host';

import { del, get, registerAdmin, createMember, type Member } from './support/accounts';
import { answerClaim, claimPost } from './support/handover';
import { createdPostId, jpegImage, multipartBody, postFields } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';
import { INDEX, startWebHost } from './support/web-host';

/*
 * The pages a shared link opens, as a link-preview fetcher or a search engine reads them: the
 * web host's answer, no script run, against a real database.
 */

/** index.html as the web app's build writes it: its generic title and description. */
const CONTACT_PHONE = '0791234567';
const CONTACT_EMAIL = 'donor.sara@example.jo';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/** The head of a page: what a fetcher that runs no script reads. */
function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

/** The content of a <meta property|name="key">, unescaped; undefined when there is none. */
function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  return match?.[1] === undefined ? undefined : unescape(match[1]);
}

/** The post's preview the page was written with, parsed as the app parses it. */
function previewWrittenIn(html: string): PostPreview | undefined {
  const match = new RegExp(
    `<script type="application/json" id="${POST_PREVIEW_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  return match?.[1] === undefined ? undefined : (JSON.parse(match[1]) as PostPreview);
}

function linksOf(html: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const [, rel, hreflang, href] of html.matchAll(
    /<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]*)">/g,
  )) {
    links[hreflang ?? rel ?? ''] = unescape(href ?? '');
  }
  return links;
}

/**
 * A text's digits in ASCII with everything between them that is not a letter dropped: where a
 * phone number written in any script or split by any separator shows as its plain digits.
 * Normalised on its own (NFKC, then Arabic-Indic digits), not by the code under test.
 */
const digitsRead = (text: string) =>
  westernDigits(text.normalize('NFKC')).replace(/[^\p{L}\p{N}]+/gu, '');

const titleOf = (html: string) => unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

/** The day `offset` days from today in Amman, as YYYY-MM-DD. */
function day(offset: number): string {
  const [year = 0, month = 1, date = 1] = eventToday().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + offset)).toISOString().slice(0, 10);
}

async function createdEventId(
  testApp: TestApp,
  admin: Member,
  date = day(7),
  texts: Record<string, string> = {
    title: 'Winter clothes drive',
    description: 'Bring warm clothes for families in need.',
  },
): Promise<number> {
  const body = multipartBody(
    {
      ...texts,
      owner_name: 'Tabarru volunteers',
      location: 'Irbid - University Street',
      event_date: date,
      start_time: '10:00',
      end_time: '14:30',
    },
    [await jpegImage(77)],
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

/** Fetches a URL the API serves (a photo) from the API app, by its path. */
function fetchFromApi(testApp: TestApp, url: string) {
  return testApp.app.inject({ method: 'GET', url: new URL(url).pathname });
}

describe('pages of posts and events, read without JavaScript', () => {
  let testApp: TestApp;
  let web: Awaited<ReturnType<typeof startWebHost>>;
  let donor: Member;
  let admin: Member;
  let postId: number;
  let eventId: number;
  const title = 'Wooden dining table';

  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMITS: 'off' });
    web = await startWebHost(testApp);
    donor = await createMember(testApp);
    admin = await registerAdmin(testApp);
    postId = await createdPostId(
      testApp,
      donor.token,
      postFields({
        title,
        description: `Six chairs included.\nCall ${CONTACT_PHONE} or write to ${CONTACT_EMAIL} after five.`,
        phone: CONTACT_PHONE,
        email: CONTACT_EMAIL,
        location: 'Amman - Jabal Al-Weibdeh',
        features: JSON.stringify(['Furniture']),
      }),
    );
    eventId = await createdEventId(testApp, admin);
  });

  afterAll(async () => {
    await web?.close();
    await testApp?.close();
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    web.host.inject({ method: 'GET', url, headers });

  it("gives a post's page its Open Graph and X card in English, with a photo the API serves", async () => {
    const response = await page(`/posts/${postId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const head = headOf(response.body);
    expect(head).toContain('<html lang="en" dir="ltr">');
    expect(titleOf(head)).toBe(`${title} | Tabarru`);
    expect(metaOf(head, 'og:title')).toBe(title);
    expect(metaOf(head, 'og:type')).toBe('article');
    expect(metaOf(head, 'og:site_name')).toBe('Tabarru');
    expect(metaOf(head, 'og:locale')).toBe('en_GB');
    expect(metaOf(head, 'og:url')).toBe(`http://web.test/posts/${postId}`);
    expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
    const description = metaOf(head, 'og:description');
    expect(description).toMatch(/^Furniture · Amman - Jabal Al-Weibdeh\. Six chairs included\./);
    expect(metaOf(head, 'description')).toBe(description);
    expect(linksOf(head)).toEqual({
      canonical: `http://web.test/posts/${postId}`,
      en: `http://web.test/posts/${postId}`,
      ar: `http://web.test/ar/posts/${postId}`,
      'x-default': `http://web.test/posts/${postId}`,
    });

    const image = metaOf(head, 'og:image') ?? '';
    expect(image).toMatch(/^http:\/\/localhost:3001\/uploads\/[0-9a-f]{64}\.webp$/);
    const photo = await fetchFromApi(testApp, image);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const { format, width, height } = await sharp(photo.rawPayload).metadata();
    expect(format).toBe('webp');
    expect(metaOf(head, 'og:image:width')).toBe(String(width));
    expect(metaOf(head, 'og:image:height')).toBe(String(height));
  });

  it("writes an Arabic post page's head in Arabic: the category and the region by their Arabic names", async () => {
    const response = await page(`/ar/posts/${postId}`);
    const head = headOf(response.body);
    expect(head).toContain('<html lang="ar" dir="rtl">');
    expect(titleOf(head)).toBe(`${title} | تبرّع`);
    expect(metaOf(head, 'og:title')).toBe(title);
    expect(metaOf(head, 'og:site_name')).toBe('تبرّع');
    expect(metaOf(head, 'og:locale')).toBe('ar_JO');
    expect(metaOf(head, 'og:locale:alternate')).toBe('en_GB');
    expect(metaOf(head, 'og:url')).toBe(`http://web.test/ar/posts/${postId}`);
    expect(metaOf(head, 'og:description')).toMatch(
      /^أثاث · عمّان - Jabal Al-Weibdeh\. Six chairs included\./,
    );
    expect(metaOf(head, 'og:image:alt')).toBe(`صورة ${title}`);
    expect(linksOf(head).canonical).toBe(`http://web.test/ar/posts/${postId}`);
    const photo = await fetchFromApi(testApp, metaOf(head, 'og:image') ?? '');
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it("gives an event's page its preview in both languages", async () => {
    const english = headOf((await page(`/events/${eventId}`)).body);
    expect(metaOf(english, 'og:title')).toBe('Winter clothes drive');
    expect(metaOf(english, 'og:description')).toContain(
      '10:00 am – 2:30 pm · Irbid - University Street.',
    );
    expect(metaOf(english, 'og:url')).toBe(`http://web.test/events/${eventId}`);
    expect(metaOf(english, 'og:locale')).toBe('en_GB');
    expect(metaOf(english, 'twitter:card')).toBe('summary_large_image');
    const photo = await fetchFromApi(testApp, metaOf(english, 'og:image') ?? '');
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');

    const arabic = headOf((await page(`/ar/events/${eventId}`)).body);
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(metaOf(arabic, 'og:title')).toBe('Winter clothes drive');
    expect(metaOf(arabic, 'og:locale')).toBe('ar_JO');
    expect(metaOf(arabic, 'og:description')).toContain(
      'من 10:00 ص إلى 2:30 م · إربد - University Street.',
    );
    expect(metaOf(arabic, 'og:image')).toBe(metaOf(english, 'og:image'));
    expect(linksOf(arabic)['x-default']).toBe(`http://web.test/events/${eventId}`);
  });

  it("gives each language an event's own version, and the other one where it has none", async () => {
    const both = await createdEventId(testApp, admin, day(8), {
      title: 'Book swap',
      description: 'Bring the books you have read.',
      title_ar: 'تبادل الكتب',
      description_ar: 'أحضروا الكتب التي قرأتموها.',
    });
    const english = headOf((await page(`/events/${both}`)).body);
    expect(titleOf(english)).toBe('Book swap | Tabarru');
    expect(metaOf(english, 'og:title')).toBe('Book swap');
    expect(metaOf(english, 'og:description')).toMatch(/Bring the books you have read\.$/);
    expect(metaOf(english, 'og:image:alt')).toContain('Book swap');
    const arabic = headOf((await page(`/ar/events/${both}`)).body);
    expect(titleOf(arabic)).toBe('تبادل الكتب | تبرّع');
    expect(metaOf(arabic, 'og:title')).toBe('تبادل الكتب');
    expect(metaOf(arabic, 'og:description')).toMatch(/أحضروا الكتب التي قرأتموها\.$/);
    expect(metaOf(arabic, 'og:image:alt')).toBe('صورة تبادل الكتب');

    const arabicOnly = await createdEventId(testApp, admin, day(8), {
      title_ar: 'جمع الألعاب',
      description_ar: 'ألعاب نظيفة للأطفال.',
    });
    const fallback = headOf((await page(`/events/${arabicOnly}`)).body);
    expect(metaOf(fallback, 'og:title')).toBe('جمع الألعاب');
    expect(metaOf(fallback, 'og:description')).toMatch(/ألعاب نظيفة للأطفال\.$/);
    expect(metaOf(fallback, 'og:locale')).toBe('en_GB');
  });

  it('never lets a contact detail into the tags, the page or the preview endpoint', async () => {
    for (const url of [`/posts/${postId}`, `/ar/posts/${postId}`]) {
      const { body } = await page(url);
      expect(metaOf(body, 'og:description')).toContain('Call … or write to … after five.');
      expect(body).not.toContain(CONTACT_PHONE);
      expect(body).not.toContain(CONTACT_EMAIL);
      expect(body).not.toContain('+962');
    }
    const preview = await get(testApp, `/api/posts/${postId}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).not.toContain(CONTACT_PHONE);
    expect(preview.body).not.toContain(CONTACT_EMAIL);
    expect(preview.body).not.toContain('+962');
    const reply = preview.json<PostPreview>();
    expect(Object.keys(reply).sort()).toEqual([
      'availability',
      'category',
      'created_at',
      'description',
      'donor',
      'expired',
      'images',
      'location',
      'post_id',
      'title',
    ]);
    expect(reply).toMatchObject({
      post_id: postId,
      title,
      description: 'Six chairs included.\nCall … or write to … after five.',
      location: 'Amman - Jabal Al-Weibdeh',
      category: 'Furniture',
      availability: 'available',
      expired: false,
      donor: { name: donor.username, rating: null, rating_count: 0 },
    });
    expect(Object.keys(reply.donor).sort()).toEqual(['name', 'rating', 'rating_count']);
    expect(reply.images).toHaveLength(1);
    const photo = await fetchFromApi(testApp, reply.images[0]?.thumbnail_url ?? '');
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it('hides a phone number however it is written: digits of any script, without its 0, any separator', async () => {
    const phone = '0799876543';
    // The last seven digits, which no date, size or id on these pages holds.
    const tail = phone.slice(-7);
    const around = (number: string) =>
      `كنبة بحالة جيدة، ١٢٠×٢٠٠ سم، اشتريتها 2024 بـ 50 دينار. للتواصل ${number} بعد الخامسة.`;
    const hidden = around('…');
    for (const number of [
      '０٧٩٩٨٧٦٥٤٣',
      '𝟎𝟕𝟗٩٨٧٦٥٤٣',
      '۰۷۹۹۸۷۶۵۴۳',
      '799876543',
      '7 9 9 8 7 6 5 4 3',
      '٧٩٩٨٧٦٥٤٣',
      '+962 79 987 6543',
      '+962/799/876/543',
      '00962799876543',
      '962 79 987 6543',
      '079/987/6543',
      '٠٧٩/٩٨٧/٦٥٤٣',
      '079.987.6543',
      '079-987-6543',
      '079 987 6543',
      '(079) 987.65-43',
      '079 / 987 - 65 43',
    ]) {
      const id = await createdPostId(
        testApp,
        donor.token,
        postFields({
          title: `Sofa, call ${number}`,
          description: around(number),
          phone,
          location: 'Amman - Jabal Al-Weibdeh',
          features: JSON.stringify(['Furniture']),
        }),
      );
      const preview = await get(testApp, `/api/posts/${id}/preview`);
      expect(preview.statusCode, number).toBe(200);
      expect(preview.json<PostPreview>(), number).toMatchObject({
        title: 'Sofa, call …',
        description: hidden,
      });
      expect(digitsRead(preview.body), number).not.toContain(tail);
      for (const url of [`/posts/${id}`, `/ar/posts/${id}`]) {
        const { body } = await page(url);
        const description = metaOf(body, 'og:description') ?? '';
        expect(description, `${url} ${number}`).toContain(hidden);
        expect(digitsRead(description), `${url} ${number}`).not.toContain(tail);
        const written = previewWrittenIn(body);
        expect(written?.description, `${url} ${number}`).toBe(hidden);
        expect(digitsRead(JSON.stringify(written)), `${url} ${number}`).not.toContain(tail);
        expect(digitsRead(body), `${url} ${number}`).not.toContain(tail);
      }
    }
  });

  it('hides a phone number begun in the title and ended in the description', async () => {
    const id = await createdPostId(
      testApp,
      donor.token,
      postFields({
        title: 'Sofa, call 079 987',
        description: '6543 after five. Bought 2024, 120x200 cm.',
        phone: '0799876543',
      }),
    );
    const preview = (await get(testApp, `/api/posts/${id}/preview`)).json<PostPreview>();
    expect(preview).toMatchObject({
      title: 'Sofa, call …',
      description: '… after five. Bought 2024, 120x200 cm.',
    });
    const { body } = await page(`/posts/${id}`);
    expect(metaOf(body, 'og:title')).toBe('Sofa, call …');
    expect(metaOf(body, 'og:description')).toContain('. … after five. Bought 2024, 120x200 cm.');
    expect(previewWrittenIn(body)).toEqual(preview);
  });

  it("preloads the photo a visitor's gallery shows first, in both languages", async () => {
    const [first] = (await get(testApp, `/api/posts/${postId}/preview`)).json<PostPreview>().images;
    if (!first) throw new Error('the post has no photo');
    for (const url of [`/posts/${postId}`, `/ar/posts/${postId}`]) {
      const head = headOf((await page(url)).body);
      expect(head).toContain(
        `<link rel="preload" as="image" href="${first.url}" imagesrcset="${photoSrcSet(first)}" imagesizes="${GALLERY_SIZES}" fetchpriority="high">`,
      );
    }
  });

  it("writes the post's preview into its page as the API answers it, in both languages", async () => {
    const preview = (await get(testApp, `/api/posts/${postId}/preview`)).json<PostPreview>();
    for (const url of [`/posts/${postId}`, `/ar/posts/${postId}`]) {
      expect(previewWrittenIn((await page(url)).body)).toEqual(preview);
    }
    expect(previewWrittenIn((await page(`/events/${eventId}`)).body)).toBeUndefined();
    expect(previewWrittenIn((await page('/feed')).body)).toBeUndefined();
  });

  it('keeps the full post for members: GET /Posting/posts/:id still needs a token', async () => {
    expect((await get(testApp, `/Posting/posts/${postId}`)).statusCode).toBe(401);
    expect((await get(testApp, `/Posting/posts/${postId}`, donor.token)).statusCode).toBe(200);
  });

  it('escapes member-written titles, so none can close a tag or add a script', async () => {
    const hostile = `Sofa "deluxe" </title><script>alert(1)</script> & 'more'`;
    const id = await createdPostId(
      testApp,
      donor.token,
      postFields({ title: hostile, description: '<img src=x onerror=alert(1)>' }),
    );
    const response = await page(`/posts/${id}`);
    const plain = await page('/index.html');
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('<img src=x');
    // The one element added is the preview's data block, which still holds the hostile text.
    const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
    expect(count(response.body, /<script/g)).toBe(count(plain.body, /<script/g) + 1);
    expect(count(response.body, /<\/script>/g)).toBe(count(plain.body, /<\/script>/g) + 1);
    expect(previewWrittenIn(response.body)?.title).toBe(hostile);
    expect(response.body.match(/<\/title>/g)).toHaveLength(1);
    expect(metaOf(response.body, 'og:title')).toBe(hostile);
    expect(titleOf(response.body)).toBe(`${hostile} | Tabarru`);
    // The same strict policy as every page: the heads add no script.
    expect(response.headers['content-security-policy']).toBe(
      plain.headers['content-security-policy'],
    );
  });

  it('gives a flagged, a deleted or a missing post no preview: the plain app, no member text', async () => {
    const plain = (await page('/index.html')).body;
    const flaggedTitle = 'Cheap phones flagged';
    const flagged = await createdPostId(
      testApp,
      donor.token,
      postFields({ title: flaggedTitle, description: 'Order at www.cheap-phones.xyz today' }),
    );
    const deletedTitle = 'A lamp given away and deleted';
    const deleted = await createdPostId(testApp, donor.token, postFields({ title: deletedTitle }));
    expect((await del(testApp, `/Posting/delete-post/${deleted}`, donor.token)).statusCode).toBe(
      200,
    );
    for (const url of [
      `/posts/${flagged}`,
      `/ar/posts/${flagged}`,
      `/posts/${deleted}`,
      `/ar/posts/${deleted}`,
      '/posts/999999',
      '/posts/not-a-number',
      '/events/999999',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(plain);
      expect(response.body, url).not.toContain(flaggedTitle);
      expect(response.body, url).not.toContain(deletedTitle);
      expect(response.body, url).not.toContain('og:');
    }
    for (const id of [flagged, deleted, 999999]) {
      expect((await get(testApp, `/api/posts/${id}/preview`)).statusCode).toBe(404);
      // Hidden from everyone here, its owner and administrators included: they have the full page.
      expect((await get(testApp, `/api/posts/${id}/preview`, donor.token)).statusCode).toBe(404);
      expect((await get(testApp, `/api/posts/${id}/preview`, admin.token)).statusCode).toBe(404);
    }
  });

  it('names each static public page and its twin in the other language; private pages stay plain', async () => {
    const about = headOf((await page('/about')).body);
    expect(titleOf(about)).toBe('About | Tabarru');
    expect(linksOf(about)).toEqual({
      canonical: 'http://web.test/about',
      en: 'http://web.test/about',
      ar: 'http://web.test/ar/about',
      'x-default': 'http://web.test/about',
    });
    expect(metaOf(about, 'twitter:card')).toBe('summary');
    const arabicHome = headOf((await page('/ar')).body);
    expect(arabicHome).toContain('<html lang="ar" dir="rtl">');
    expect(titleOf(arabicHome)).toBe('الرئيسية | تبرّع');
    expect(linksOf(arabicHome).canonical).toBe('http://web.test/ar');
    expect(linksOf(headOf((await page('/ar/home')).body)).canonical).toBe('http://web.test/ar');
    expect(linksOf(headOf((await page('/privacy-policy')).body)).canonical).toBe(
      'http://web.test/Privacy-Policy',
    );

    const plain = (await page('/index.html')).body;
    for (const url of ['/profile', '/ar/messages', '/dm/3', '/admin', '/authentication/login']) {
      expect((await page(url)).body, url).toBe(plain);
    }
  });

  it('lists available posts, coming events and the static pages in the sitemap, in both languages', async () => {
    const pastEvent = await createdEventId(testApp, admin, day(0));
    await testApp.database.db
      .updateTable('events')
      .set({ event_date: day(-3) })
      .where('id', '=', pastEvent)
      .execute();
    const previews = createPagePreviews(testApp.database.db);
    const distDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await writeFile(path.join(distDir, 'index.html'), INDEX);
    const host = await buildWebHost({
      distDir,
      apiUrlFor: () => 'http://localhost:3001',
      webUrlFor: () => 'http://web.test',
      previews,
      logLevel: 'silent',
    });
    try {
      const response = await host.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      for (const path of [
        '/',
        '/ar',
        '/feed',
        '/ar/feed',
        '/about',
        '/ar/about',
        '/Privacy-Policy',
        '/ar/terms',
        '/contact',
        '/events',
        `/posts/${postId}`,
        `/ar/posts/${postId}`,
        `/events/${eventId}`,
        `/ar/events/${eventId}`,
      ]) {
        expect(locations).toContain(`http://web.test${path}`);
      }
      expect(locations.filter((location) => location?.includes(`/events/${pastEvent}`))).toEqual(
        [],
      );
      const allPosts = await testApp.database.db
        .selectFrom('posts')
        .select(['id', 'moderation_status'])
        .execute();
      for (const row of allPosts) {
        const listed = locations.includes(`http://web.test/posts/${row.id}`);
        expect(listed, `post ${row.id} (${row.moderation_status})`).toBe(
          row.moderation_status === 'visible',
        );
      }
      expect(response.body).toContain(
        `<xhtml:link rel="alternate" hreflang="ar" href="http://web.test/ar/posts/${postId}"/>`,
      );
      expect(response.body).not.toMatch(/profile|messages|admin/);
    } finally {
      await host.close();
      await rm(distDir, { recursive: true, force: true });
    }
  });

  it('points crawlers to the sitemap and keeps them out of private pages', async () => {
    const response = await page('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    for (const path of [
      '/profile',
      '/ar/profile',
      '/messages',
      '/ar/messages',
      '/dm/',
      '/ar/dm/',
      '/admin',
      '/ar/admin',
      '/myclaims',
      '/myrequests',
      '/myposts',
      '/create_post',
      '/edit_post/',
      '/authentication/login',
      '/reset-password',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /posts/');
    expect(lines).toContain('Sitemap: http://web.test/sitemap.xml');
  });
});

describe('the page of an item already given away', () => {
  let testApp: TestApp;
  let web: Awaited<ReturnType<typeof startWebHost>>;
  let givenId: number;
  let offeredId: number;

  beforeAll(async () => {
    testApp = await createTestApp({ RATE_LIMITS: 'off' });
    web = await startWebHost(testApp);
    const [donor, receiver] = [await createMember(testApp), await createMember(testApp)];
    const fields = postFields({
      title: 'Baby stroller',
      description: 'Folds flat.',
      location: 'Amman - Jabal Al-Weibdeh',
      features: JSON.stringify(['Furniture']),
    });
    givenId = await createdPostId(testApp, donor.token, fields);
    offeredId = await createdPostId(testApp, donor.token, fields);
    const claimId = await claimPost(testApp, givenId, receiver);
    expect((await answerClaim(testApp, claimId, 'confirm', donor)).statusCode).toBe(200);
  });

  afterAll(async () => {
    await web?.close();
    await testApp?.close();
  });

  it('says so first in the description of its head, in the language of the page, and in its preview', async () => {
    const preview = await get(testApp, `/api/posts/${givenId}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json<PostPreview>()).toMatchObject({
      post_id: givenId,
      availability: 'donated',
    });
    for (const [url, said] of [
      [`/posts/${givenId}`, 'Given away · Furniture · Amman - Jabal Al-Weibdeh. Folds flat.'],
      [`/ar/posts/${givenId}`, 'تم التبرع به · أثاث · عمّان - Jabal Al-Weibdeh. Folds flat.'],
    ]) {
      const { body } = await web.host.inject({ method: 'GET', url });
      const head = headOf(body);
      expect(metaOf(head, 'og:description'), url).toBe(said);
      expect(metaOf(head, 'description'), url).toBe(said);
      expect(metaOf(head, 'og:title'), url).toBe('Baby stroller');
      // The app's page shows the item as given away from the preview written into it.
      expect(previewWrittenIn(body), url).toEqual(preview.json());
    }
    for (const url of [`/posts/${offeredId}`, `/ar/posts/${offeredId}`]) {
      const head = headOf((await web.host.inject({ method: 'GET', url })).body);
      expect(metaOf(head, 'og:description'), url).not.toMatch(/Given away|تم التبرع/);
    }
  });
});

describe('pages opened at any address out of the box', () => {
  let testApp: TestApp;
  let web: Awaited<ReturnType<typeof startWebHost>>;
  let postId: number;

  beforeAll(async () => {
    testApp = await createTestApp({ PUBLIC_WEB_URL: '', PUBLIC_API_URL: '' });
    web = await startWebHost(testApp);
    postId = await createdPostId(testApp, (await createMember(testApp)).token);
  });

  afterAll(async () => {
    await web?.close();
    await testApp?.close();
  });

  it('names the host the page was opened at, and the API on its port there', async () => {
    const response = await web.host.inject({
      method: 'GET',
      url: `/posts/${postId}`,
      headers: { host: '192.168.1.20:3000' },
    });
    const head = headOf(response.body);
    expect(metaOf(head, 'og:url')).toBe(`http://192.168.1.20:3000/posts/${postId}`);
    expect(linksOf(head).ar).toBe(`http://192.168.1.20:3000/ar/posts/${postId}`);
    expect(metaOf(head, 'og:image')).toMatch(/^http:\/\/192\.168\.1\.20:3001\/uploads\//);

    const robots = await web.host.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'localhost:3000' },
    });
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await web.host.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(sitemap.body).toContain(`<loc>http://127.0.0.1:3000/posts/${postId}</loc>`);
  });
});

describe('the language of a first visit to /', () => {
  let web: Awaited<ReturnType<typeof startWebHost>>;
  let testApp: TestApp;
  const browser =
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

  beforeAll(async () => {
    testApp = await createTestApp();
    web = await startWebHost(testApp);
  });

  afterAll(async () => {
    await web?.close();
    await testApp?.close();
  });

  const visit = (url: string, headers: Record<string, string>) =>
    web.host.inject({ method: 'GET', url, headers: { 'user-agent': browser, ...headers } });

  it('sends a browser that prefers Arabic to /ar, keeping the query', async () => {
    const response = await visit('/?utm_source=whatsapp', {
      'accept-language': 'ar-JO,ar;q=0.9,en-US;q=0.8,en;q=0.7',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/ar?utm_source=whatsapp');
    expect(response.headers.vary).toContain('Accept-Language');
    expect(response.headers.vary).toContain('Cookie');
  });

  it('keeps English for a browser that prefers English or neither language', async () => {
    for (const language of ['en-US,en;q=0.9,ar;q=0.8', 'fr-FR,fr;q=0.9', '']) {
      const response = await visit('/', { 'accept-language': language });
      expect(response.statusCode, language).toBe(200);
      expect(response.body).toContain('<html lang="en" dir="ltr">');
      expect(response.headers.vary).toContain('Accept-Language');
    }
  });

  it('lets a language picked with the language button win, either way', async () => {
    const english = await visit('/', {
      'accept-language': 'ar',
      cookie: 'theme=dark; tabarru_lang=en',
    });
    expect(english.statusCode).toBe(200);
    const arabic = await visit('/', { 'accept-language': 'en', cookie: 'tabarru_lang=ar' });
    expect(arabic.statusCode).toBe(302);
    expect(arabic.headers.location).toBe('/ar');
  });

  it('never sends crawlers, the Arabic pages or any page but / anywhere', async () => {
    for (const crawler of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0',
    ]) {
      const response = await visit('/', { 'accept-language': 'ar', 'user-agent': crawler });
      expect(response.statusCode, crawler).toBe(200);
    }
    for (const url of ['/ar', '/ar/feed', '/feed', '/about', '/index.html']) {
      const response = await visit(url, { 'accept-language': 'ar', cookie: 'tabarru_lang=ar' });
      expect(response.statusCode, url).toBe(200);
    }
  });
});
