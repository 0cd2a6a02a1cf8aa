import { gzipSync } from 'node:zlib';

import type { Page, Response } from '@playwright/test';

import { createPostThroughApi } from '../support/content';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { registerApiMember } from '../support/members';
import { main, navbar, pageHeading } from '../support/pages';
import { drawPhoto } from '../support/posts';

const KB = 1024;

/**
 * The gzipped JavaScript a visitor's first visit to each entry may download: 130 KB. React,
 * React DOM, the router and TanStack Query are 88 KB of it; the rest is the page shell, the
 * page and its texts (docs/performance.md, "JavaScript"). The events among the feed's cards add
 * nothing of their own: their carousel is part of the feed's chunks. Every script counts; the
 * map is not among them, since it loads only when a reader opens it (MAP_BUDGET).
 */
const BUDGETS: Record<string, number> = {
  '/': 130 * KB,
  '/ar': 130 * KB,
  '/feed': 130 * KB,
  '/ar/feed': 130 * KB,
};

/**
 * The map's own script: Leaflet, Supercluster, the maps and their texts (map-chunk). Anything
 * else the map needed would count as the page's.
 */
const MAP_SCRIPT = /\/assets\/map-chunk-[\w-]+\.js$/;
/** The map of the feed, opened by its reader: 55 KB more, nearly all of it Leaflet. */
const MAP_BUDGET = 55 * KB;

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || /javascript/.test(type);
}

/** The scripts a first visit to `path` downloads, each with its gzipped size. */
async function scriptsOf(page: Page, path: string) {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (isJavaScript(response)) scripts.push(response);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(pageHeading(page)).toBeVisible();
  return { scripts, sizes: await gzippedSizes(scripts) };
}

function gzippedSizes(scripts: Response[]) {
  return Promise.all(
    scripts.map(async (response) => ({
      url: new URL(response.url()).pathname,
      gzipped: gzipSync(await response.body(), { level: 9 }).length,
    })),
  );
}

/** The scripts' gzipped sizes added up, with a table of them for a failure's message. */
function summed(sizes: { url: string; gzipped: number }[]) {
  const total = sizes.reduce((sum, { gzipped }) => sum + gzipped, 0);
  const table = sizes.map(({ url, gzipped }) => `${(gzipped / KB).toFixed(1)} KB  ${url}`);
  return { total, text: `${(total / KB).toFixed(1)} KB (${total} bytes):\n${table.join('\n')}` };
}

for (const [path, budget] of Object.entries(BUDGETS)) {
  test(`a first visit to ${path} downloads at most ${budget / KB} KB of gzipped JavaScript`, async ({
    page,
    request,
  }) => {
    const feed = path.endsWith('/feed');
    if (feed) {
      // A feed with an item in it, as visitors find it.
      const donor = await registerApiMember(request, 'en');
      await createPostThroughApi(
        request,
        donor.token,
        {
          title: `Reading lamp ${donor.localPhone.slice(-6)}`,
          description: 'Brass, with a linen shade.',
          category: 'Furniture',
          region: 'Amman',
          area: 'Abdoun',
        },
        await drawPhoto(page, 'lamp.png', 40),
      );
    }
    const { scripts, sizes } = await scriptsOf(page, path);
    const first = summed(sizes);
    expect(sizes.length, `JavaScript responses on ${path}`).toBeGreaterThan(0);
    expect(first.total, `gzipped JavaScript of ${path} is ${first.text}`).toBeLessThanOrEqual(
      budget,
    );
    expect(sizes.filter(({ url }) => MAP_SCRIPT.test(url))).toEqual([]);
    if (!feed) return;

    // The map, opened: its own chunk, within its own budget.
    const before = scripts.length;
    await main(page)
      .getByRole('button', {
        name: t(path.startsWith('/ar') ? 'ar' : 'en', 'posts.feed.views.map'),
      })
      .click();
    await expect(main(page).locator('.tabarru-map')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const map = summed(await gzippedSizes(scripts.slice(before)));
    expect(map.total, `gzipped JavaScript of the map on ${path} is ${map.text}`).toBeGreaterThan(0);
    expect(
      map.total,
      `gzipped JavaScript of the map on ${path} is ${map.text}`,
    ).toBeLessThanOrEqual(MAP_BUDGET);
    console.log(`${path}: first visit ${first.text}\n${path}: the map, opened ${map.text}`);
  });
}

/**
 * A shared post opened by a visitor: the preview's chunks and texts only, not the member's page
 * with its claim, report and forms (and the schema library they bring), nor the texts of every
 * other page: 120 KB.
 */
const SHARED_POST_BUDGETS: Record<Lang, number> = { en: 120 * KB, ar: 120 * KB };

for (const lang of LANGS) {
  test(`a visitor's first visit to a shared post (${lang}) downloads at most ${SHARED_POST_BUDGETS[lang] / KB} KB of gzipped JavaScript, none of it the member's page`, async ({
    page,
    request,
  }) => {
    const donor = await registerApiMember(request, lang);
    const postId = await createPostThroughApi(
      request,
      donor.token,
      {
        title: `Desk lamp ${donor.localPhone.slice(-6)}`,
        description: 'Brass, with a linen shade.',
        category: 'Furniture',
        region: 'Amman',
        area: 'Abdoun',
      },
      await drawPhoto(page, 'lamp.png', 60),
    );
    const path = localPath(lang, `/posts/${postId}`);
    const { sizes } = await scriptsOf(page, path);
    const total = sizes.reduce((sum, { gzipped }) => sum + gzipped, 0);
    const table = sizes.map(({ url, gzipped }) => `${(gzipped / KB).toFixed(1)} KB  ${url}`);
    expect(sizes.map(({ url }) => url).filter((url) => url.includes('member-post-page'))).toEqual(
      [],
    );
    expect(
      total,
      `gzipped JavaScript of ${path} is ${(total / KB).toFixed(1)} KB:\n${table.join('\n')}`,
    ).toBeLessThanOrEqual(SHARED_POST_BUDGETS[lang]);
  });
}

test('a page not visited is not downloaded: /about comes in its own chunks after /', async ({
  page,
}) => {
  const { scripts } = await scriptsOf(page, '/');
  const loadedFirst = new Set(scripts.map((response) => response.url()));
  await navbar(page)
    .getByRole('link', { name: t('en', 'nav.about'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  // The address changes at once; home stays on screen until About's chunks have come.
  await expect(pageHeading(page)).toHaveText(t('en', 'about.heading'));
  const later = scripts.filter((response) => !loadedFirst.has(response.url()));
  expect(later.length, 'JavaScript chunks loaded for /about after /').toBeGreaterThan(0);
});
