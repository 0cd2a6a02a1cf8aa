import type { Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '@tabarru/contract/constants';
import { FIRST_SCREEN_ATTRIBUTE, MEMBER_PAGE_ATTRIBUTE } from '@tabarru/contract/first-screen';

import { adminToken, createPostThroughApi } from '../support/content';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t } from '../support/i18n';
import { main, navbar, pageHeading } from '../support/pages';
import { drawPhoto } from '../support/posts';

/*
 * A visitor's public pages arrive drawn: the web host writes their first screen into the page,
 * so a phone on a slow line shows it before the script has arrived, and the script then takes
 * over the elements it finds rather than drawing them again.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/** Holds every script of the app until `release` is called, as a slow line would. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

for (const lang of LANGS) {
  test.describe(`the first screen drawn by the web host (${lang})`, () => {
    for (const [screen, viewport] of [
      ['a phone', PHONE],
      ['a laptop', LAPTOP],
    ] as const) {
      test(`on ${screen}, the feed, a post, home and the events show without their script, and the feed is then taken over as drawn`, async ({
        browser,
        page,
        request,
      }) => {
        const tag = `${Date.now().toString(36)}${lang}${viewport.width}`;
        const title = `Cedar bookshelf ${tag}`;
        const postId = await createPostThroughApi(
          request,
          await adminToken(request),
          {
            title,
            description: 'Five shelves, solid cedar.',
            category: 'Furniture',
            region: 'Amman',
            area: 'Khalda',
          },
          await drawPhoto(page, 'bookshelf.png', 90),
        );

        // No script at all: what the page is before its script runs, or where it never does.
        const noScript = await browser.newContext({ javaScriptEnabled: false, viewport });
        const still = await noScript.newPage();
        await still.goto(localPath(lang, '/feed'));
        await expect(still.locator('html')).toHaveAttribute('lang', lang);
        await expect(still.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(pageHeading(still)).toHaveText(t(lang, 'posts.feed.heading'));
        const card = main(still).locator(`a[href="${localPath(lang, `/posts/${postId}`)}"]`);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
        await expect
          .poll(() =>
            card
              .locator('img')
              .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
          )
          .toBeGreaterThan(0);
        // A laptop's header shows its links; a phone's are in the menu, which its script opens.
        if (viewport === LAPTOP) {
          await expect(
            navbar(still).getByRole('link', { name: t(lang, 'nav.login'), exact: true }),
          ).toBeVisible();
        }

        await card.click();
        await expect(still).toHaveURL(new RegExp(`${localPath(lang, `/posts/${postId}`)}$`));
        await expect(pageHeading(still)).toHaveText(title);
        await expect(
          main(still).getByRole('link', { name: t(lang, 'posts.preview.signIn'), exact: true }),
        ).toBeVisible();

        await still.goto(localPath(lang, '/'));
        await expect(pageHeading(still)).toHaveText(t(lang, 'home.heading'));
        await still.goto(localPath(lang, '/events'));
        await expect(pageHeading(still)).toHaveText(t(lang, 'events.list.title'));
        await noScript.close();

        // The script held: the drawn feed shows; released, it takes over the same elements.
        await page.setViewportSize(viewport);
        const release = await holdScripts(page);
        // Not to its load, which waits for the scripts held.
        await page.goto(localPath(lang, '/feed'), { waitUntil: 'commit' });
        const heading = pageHeading(page);
        await expect(heading).toHaveText(t(lang, 'posts.feed.heading'));
        const drawnCard = main(page).locator(`a[href="${localPath(lang, `/posts/${postId}`)}"]`);
        await expect(drawnCard).toBeVisible();
        const drawnHeading = await heading.elementHandle();
        const drawnTitle = await drawnCard.getByRole('heading', { level: 3 }).elementHandle();
        release();

        // Taken over: the elements drawn become the app's own (React's marks on them), none drawn
        // again, and the feed answers in the page.
        const takenOver = (element: Element) =>
          element.isConnected && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
        await expect.poll(() => drawnHeading?.evaluate(takenOver)).toBe(true);
        await expect.poll(() => drawnTitle?.evaluate(takenOver)).toBe(true);
        await page
          .getByLabel(t(lang, 'posts.feed.search'), { exact: true })
          .fill(`bookshelf ${tag}`);
        await expect(page).toHaveURL(/q=/);
        await expect(drawnCard).toBeVisible();
      });
    }
  });
}

test.describe('a member', () => {
  // The API refuses the ended session, as it should.
  test.use({ allowedConsoleErrors: [/401 \(Unauthorized\).*\/authentication\/verify/] });

  test('a member never sees the visitor’s drawn screen: hidden until the app draws theirs, shown when their stored session has ended', async ({
    page,
  }) => {
    // A stored session the API refuses: hidden as a member's, then taken over as a visitor's.
    await page.addInitScript(
      (key) => localStorage.setItem(key, 'ended.session.token'),
      TOKEN_STORAGE_KEY,
    );
    const release = await holdScripts(page);
    await page.goto('/ar/feed', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute(MEMBER_PAGE_ATTRIBUTE, '');
    await expect(page.locator(`#root[${FIRST_SCREEN_ATTRIBUTE}] h1`)).toBeAttached();
    await expect(pageHeading(page)).toBeHidden();
    release();
    await expect(pageHeading(page)).toHaveText(t('ar', 'posts.feed.heading'));
    await expect(page.locator('html')).not.toHaveAttribute(MEMBER_PAGE_ATTRIBUTE, '');
    await expect(
      navbar(page).getByRole('link', { name: t('ar', 'nav.login'), exact: true }),
    ).toBeVisible();
  });
});
