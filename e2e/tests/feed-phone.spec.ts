import type { Locator } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { adminToken, createPostThroughApi } from '../support/content';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t } from '../support/i18n';
import { main, navbar } from '../support/pages';
import { drawPhoto } from '../support/posts';

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 320, height: 640 };
/** What a card says of a post made a moment ago (Intl's "now" in each language). */
const JUST_POSTED = { en: 'now', ar: 'الآن' } as const;

test.use({ viewport: PHONE });

/** Where an element is drawn on the screen; it must be drawn. */
async function boxOf(locator: Locator): Promise<{ y: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not drawn`);
  return box;
}

for (const lang of LANGS) {
  test.describe(`the feed on a phone (${lang})`, () => {
    test('the first card is on the first screen, says how long ago, and nothing scrolls sideways', async ({
      page,
      request,
    }) => {
      const token = await adminToken(request);
      const tag = `${Date.now().toString(36)}${lang}`;
      const photo = await drawPhoto(page, 'item.png', 120);
      const newestTitle = `School bag ${tag}`;
      const titles = [`Baby stroller ${tag}`, `Desk lamp ${tag}`, newestTitle];
      for (const title of titles) {
        await createPostThroughApi(
          request,
          token,
          {
            title,
            description: 'Clean and working.',
            category: 'Other',
            region: 'Amman',
            area: 'Jabal Al-Hussein',
          },
          photo,
        );
      }

      await page.goto(localPath(lang, '/feed'));
      const cards = main(page).getByRole('list').first().getByRole('link');
      const first = cards.first();
      await expect(first).toBeVisible();
      const box = await boxOf(first);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      await expect(first.locator('time[datetime]')).toHaveCount(1);

      // Every filter is whole on the screen: the chips wrap, none runs off the edge.
      const chips = main(page).getByRole('combobox');
      await expect(chips).toHaveCount(4);
      for (const chip of await chips.all()) {
        const chipBox = await chip.boundingBox();
        if (!chipBox) throw new Error('a filter chip is not drawn');
        expect(chipBox.x).toBeGreaterThanOrEqual(0);
        expect(chipBox.x + chipBox.width).toBeLessThanOrEqual(PHONE.width);
      }

      // Give is at hand without opening the menu, floating over the feed.
      const give = page.getByRole('link', { name: t(lang, 'nav.giveLabel') });
      await expect(give).toHaveCount(1);
      await expect(give).toBeVisible();
      await expect(give).toHaveAttribute('href', localPath(lang, '/create_post'));
      const giveBox = await boxOf(give);
      expect(giveBox.y + giveBox.height).toBeLessThanOrEqual(PHONE.height);

      const newest = main(page).getByRole('link', { name: new RegExp(newestTitle) });
      await expect(newest.locator('time')).toHaveText(JUST_POSTED[lang]);
      await expect(newest).toContainText(t(lang, 'posts.availability.available'));
      // The area typed names a known place: the card names it in the page's language.
      await expect(newest).toContainText(lang === 'ar' ? 'جبل الحسين' : 'Jabal Al-Hussein');
      await expectNoSeriousA11yViolations(page);

      // Scrolled down, the search is still at hand, whole, below the header.
      const search = page.getByLabel(t(lang, 'posts.feed.search'), { exact: true });
      await page.mouse.wheel(0, 900);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      const header = await boxOf(navbar(page));
      expect((await boxOf(search)).y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      await expect(search).toBeInViewport({ ratio: 1 });

      await page.setViewportSize(SMALL_PHONE);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(first).toBeVisible();
      const overflow = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
    });
  });
}
