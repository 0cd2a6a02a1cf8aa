import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { createPostThroughApi } from '../support/content';
import { E2E_TILES_URL_ENV, e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { registerApiMember, signInContext } from '../support/members';
import { main, pageHeading } from '../support/pages';
import { drawPhoto } from '../support/posts';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const SCREENS = [
  ['a phone', PHONE],
  ['a laptop', LAPTOP],
] as const;

/** The suite's tile server (global setup), which the app's MAP_TILES_URL names. */
function tilesUrl(): string {
  const url = process.env[E2E_TILES_URL_ENV];
  if (!url) throw new Error(`${E2E_TILES_URL_ENV} is not set: run the suite through its config`);
  return url;
}

/** Names of the places as each page shows them. */
const SHMEISANI: Record<Lang, string> = { en: 'Shmeisani', ar: 'الشميساني' };
const AQABA: Record<Lang, string> = { en: 'Aqaba', ar: 'العقبة' };
/** "3 items here": Arabic says three with its plural of a few. */
const GROUP_OF_THREE: Record<Lang, string> = { en: 'map.cluster_other', ar: 'map.cluster_few' };

interface Posted {
  /** a word in every title, and in no other test's: the feed searched for it shows these alone */
  word: string;
  /** three at Shmeisani's centre, one spot */
  lamps: string[];
  /** one in Aqaba, 270 km away */
  desk: { title: string; id: number };
}

/** Four posts of a new donor: three at one spot in Amman, one in Aqaba. */
async function postAroundJordan(page: Page, request: APIRequestContext): Promise<Posted> {
  const donor = await registerApiMember(request, 'en');
  // Letters, not digits: the search reads words.
  const word = `mapq${donor.localPhone.slice(-6).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x')}`;
  const photo = await drawPhoto(page, 'item.png', 200);
  const post = (title: string, place: string, region: string, area: string) =>
    createPostThroughApi(
      request,
      donor.token,
      { title, description: 'In good condition.', category: 'Furniture', region, area, place },
      photo,
    );
  const lamps = [`Lamp one ${word}`, `Lamp two ${word}`, `Lamp three ${word}`];
  for (const lamp of lamps) await post(lamp, 'amman-shmeisani', 'Amman', 'Shmeisani');
  const desk = `Desk ${word}`;
  return {
    word,
    lamps,
    desk: { title: desk, id: await post(desk, 'aqaba', 'Aqaba', 'Aqaba') },
  };
}

/** The feed of these posts alone, measured from Shmeisani: each card says how far it is. */
function feedOf(lang: Lang, posted: Posted): string {
  return localPath(lang, `/feed?q=${posted.word}&place=amman-shmeisani`);
}

function feedMap(page: Page, lang: Lang): Locator {
  return main(page).getByRole('region', { name: t(lang, 'map.feedLabel') });
}

function viewButton(page: Page, lang: Lang, view: 'list' | 'map'): Locator {
  return main(page)
    .getByRole('group', { name: t(lang, 'posts.feed.view') })
    .getByRole('button', { name: t(lang, `posts.feed.views.${view}`), exact: true });
}

/** The map's scripts the page asks for, as it asks for them. */
function watchMapScripts(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/map-chunk-[\w-]+\.js$/.test(request.url())) asked.push(request.url());
  });
  return asked;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { ...box, centre: box.x + box.width / 2 };
}

for (const lang of LANGS) {
  test.describe(`the feed's map (${lang})`, () => {
    for (const [screen, viewport] of SCREENS) {
      test(`on ${screen}: the loaded posts as markers, three at one spot counted as one, each opening its post; the controls at the line's start and end`, async ({
        page,
        request,
      }) => {
        await page.setViewportSize(viewport);
        const posted = await postAroundJordan(page, request);
        const mapScripts = watchMapScripts(page);
        await page.goto(feedOf(lang, posted));
        await expect(pageHeading(page)).toHaveText(t(lang, 'posts.feed.heading'));
        await expect(main(page).getByRole('link', { name: posted.word })).toHaveCount(4);

        // The list, and no map's code until the map is asked for, on every screen.
        const map = feedMap(page, lang);
        const list = viewButton(page, lang, 'list');
        await expect(list).toHaveAttribute('aria-pressed', 'true');
        await expect(map).toHaveCount(0);
        expect(mapScripts).toEqual([]);
        await viewButton(page, lang, 'map').click();
        await expect(viewButton(page, lang, 'map')).toHaveAttribute('aria-pressed', 'true');
        await expect(list).toHaveAttribute('aria-pressed', 'false');
        await expect(map).toBeVisible();
        expect(mapScripts.length).toBeGreaterThan(0);
        // A phone's map takes the list's place; a laptop's sits beside it.
        await expect(main(page).getByRole('link', { name: posted.word })).toHaveCount(
          viewport === PHONE ? 0 : 4,
        );

        // Three at one spot are one marker with their count; the desk has its own.
        const group = map.getByRole('button', {
          name: t(lang, GROUP_OF_THREE[lang], { count: 3 }),
        });
        await expect(group).toHaveText('3');
        const desk = map.getByRole('button', { name: posted.desk.title, exact: true });
        await expect(desk).toBeVisible();
        // Drawn on the suite's tiles, which the page's policy allows (the fixture fails on a refusal).
        await expect
          .poll(() =>
            map
              .locator('img.leaflet-tile-loaded')
              .evaluateAll(
                (tiles, origin) =>
                  tiles.filter((tile) => (tile as HTMLImageElement).src.startsWith(origin)).length,
                tilesUrl(),
              ),
          )
          .toBeGreaterThan(0);

        // The zoom buttons at the start of the line, the credit at its end: mirrored in Arabic.
        const mapBox = await boxOf(map);
        const zoomIn = await boxOf(map.getByRole('button', { name: t(lang, 'map.zoomIn') }));
        const credit = await boxOf(map.getByRole('link', { name: 'OpenStreetMap' }));
        if (lang === 'ar') {
          expect(zoomIn.centre).toBeGreaterThan(mapBox.centre);
          expect(credit.centre).toBeLessThan(mapBox.centre);
        } else {
          expect(zoomIn.centre).toBeLessThan(mapBox.centre);
          expect(credit.centre).toBeGreaterThan(mapBox.centre);
        }
        await expect(map.getByRole('button', { name: t(lang, 'map.zoomOut') })).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        // The group at one spot lists its three posts; the keyboard reaches them.
        if (viewport === LAPTOP) {
          await group.focus();
          await page.keyboard.press('Enter');
        } else {
          await group.click();
        }
        const lampLinks = map.getByRole('link', { name: posted.word });
        await expect(lampLinks).toHaveText([...posted.lamps].reverse());
        if (viewport === LAPTOP) await expect(lampLinks.first()).toBeFocused();
        await expect(map.locator('.map-popup')).toContainText(SHMEISANI[lang]);
        await expect(map.locator('.map-popup')).toContainText(
          t(lang, 'posts.card.distanceUnderOne'),
        );
        await page.keyboard.press('Escape');
        await expect(map.locator('.map-popup')).toHaveCount(0);

        // The desk's popup: its title, its place in the page's language, its distance. Focused,
        // a marker the list's popup pushed out of view comes back into it.
        await desk.focus();
        if (viewport === LAPTOP) {
          await page.keyboard.press('Enter');
        } else {
          await desk.click();
        }
        const popup = map.locator('.map-popup');
        await expect(popup).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(popup).toContainText(AQABA[lang]);
        await expect(popup).toContainText(/\d+/);
        await expectNoSeriousA11yViolations(page);
        const link = popup.getByRole('link', { name: posted.desk.title });
        if (viewport === LAPTOP) {
          await expect(link).toBeFocused();
          await page.keyboard.press('Enter');
        } else {
          await link.click();
        }
        await expect(page).toHaveURL(
          new RegExp(`${lang === 'ar' ? '/ar' : ''}/posts/${posted.desk.id}$`),
        );
        await expect(pageHeading(page)).toHaveText(posted.desk.title);

        // Back, the feed as it first shows: the list.
        await page.goBack();
        await expect(main(page).getByRole('link', { name: posted.desk.title })).toBeVisible();
        await expect(viewButton(page, lang, 'list')).toHaveAttribute('aria-pressed', 'true');
      });
    }
  });

  test.describe(`the feed's map without its tiles (${lang})`, () => {
    // The browser says each refused tile in its console; that is the case under test.
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    for (const [screen, viewport] of SCREENS) {
      test(`on ${screen}: the map says its tiles did not load, and the list, places and distances still work`, async ({
        page,
        request,
      }) => {
        await page.setViewportSize(viewport);
        const posted = await postAroundJordan(page, request);
        // The tile server is down, as offline or blocked.
        await page.route(`${tilesUrl()}/**`, (route) => route.abort('connectionrefused'));
        await page.goto(feedOf(lang, posted));
        await expect(main(page).getByRole('link', { name: posted.word })).toHaveCount(4);
        await viewButton(page, lang, 'map').click();
        const map = feedMap(page, lang);
        await expect(map).toBeVisible();
        await expect(
          main(page)
            .getByRole('status')
            .filter({ hasText: t(lang, 'map.feedTilesFailed') }),
        ).toBeVisible();
        // Its markers are still there to open.
        await expect(
          map.getByRole('button', { name: posted.desk.title, exact: true }),
        ).toBeVisible();

        await viewButton(page, lang, 'list').click();
        const card = main(page).getByRole('link', { name: posted.desk.title });
        await expect(card).toBeVisible();
        await expect(card).toContainText(AQABA[lang]);
        await expect(card).toContainText(/\d/);
        await expect(main(page).getByRole('link', { name: posted.lamps[0] })).toContainText(
          t(lang, 'posts.card.distanceUnderOne'),
        );
        await expectNoSeriousA11yViolations(page);
        await card.click();
        await expect(pageHeading(page)).toHaveText(posted.desk.title);
      });
    }
  });

  test.describe(`a post's place on a map (${lang})`, () => {
    for (const [screen, viewport] of SCREENS) {
      test(`on ${screen}: the area around a blurred point, never a pin there, and only the donor told others see no more`, async ({
        page,
        request,
        browser,
      }) => {
        await page.setViewportSize(viewport);
        const donor = await registerApiMember(request, lang);
        const title = `Bookshelf ${donor.localPhone.slice(-6)}`;
        const postId = await createPostThroughApi(
          request,
          donor.token,
          {
            title,
            description: 'Oak, five shelves.',
            category: 'Furniture',
            region: 'Amman',
            area: 'Shmeisani',
            place: 'amman-shmeisani',
            point: '31.9712,35.9012',
          },
          await drawPhoto(page, 'shelf.png', 30),
        );
        const path = localPath(lang, `/posts/${postId}`);

        async function placeMapOf(viewer: Page) {
          const mapScripts = watchMapScripts(viewer);
          await viewer.goto(path);
          await expect(pageHeading(viewer)).toHaveText(title);
          const where = main(viewer).getByRole('region', { name: t(lang, 'posts.detail.where') });
          const map = where.getByRole('region', { name: t(lang, 'map.placeLabel') });
          // The map's code loads only when the reader opens it.
          await expect(map).toHaveCount(0);
          expect(mapScripts).toEqual([]);
          await where.getByRole('button', { name: t(lang, 'posts.detail.showMap') }).click();
          await expect(map).toBeVisible();
          expect(mapScripts.length).toBeGreaterThan(0);
          await expect(map.locator('path.map-area')).toBeAttached();
          await expect(map.locator('.map-pin')).toHaveCount(0);
          await expect
            .poll(() => map.locator('img.leaflet-tile-loaded').count())
            .toBeGreaterThan(0);
          const zoomIn = await boxOf(map.getByRole('button', { name: t(lang, 'map.zoomIn') }));
          const mapBox = await boxOf(map);
          expect(zoomIn.centre > mapBox.centre).toBe(lang === 'ar');
          return where;
        }

        // The donor: told only they see the exact point.
        await signInContext(page.context(), donor);
        const own = await placeMapOf(page);
        await expect(own).toContainText(t(lang, 'posts.detail.exactPointNote'));
        await expectNoSeriousA11yViolations(page);

        // Another member sees the same area, and no such note.
        const other = await registerApiMember(request, lang);
        const context = await browser.newContext({
          baseURL: e2eEnv().webUrl,
          viewport,
          locale: 'en-US',
          timezoneId: 'Asia/Amman',
        });
        try {
          await signInContext(context, other);
          const theirs = await placeMapOf(await context.newPage());
          await expect(theirs).not.toContainText(t(lang, 'posts.detail.exactPointNote'));
        } finally {
          await context.close();
        }
      });
    }
  });
}
