import type { Locator, Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { LANGS, localPath, tr, type Lang } from '../support/i18n';
import { navbar } from '../support/pages';

const MAIN_LINK_TEXTS = ['Home', 'My Feed', 'Events', 'Create post', 'About'] as const;

test.use({ viewport: { width: 375, height: 812 } });

function menuToggle(page: Page, lang: Lang): Locator {
  return navbar(page).getByRole('button', { name: tr(lang, 'Open menu') });
}

/** The slide-out menu the toggle controls (aria-controls), so no class name is needed. */
async function controlledMenu(page: Page, toggle: Locator): Promise<Locator> {
  const id = await toggle.getAttribute('aria-controls');
  expect(id, 'the menu toggle names its menu with aria-controls').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

for (const lang of LANGS) {
  test.describe(`mobile menu (${lang})`, () => {
    test('opens from its toggle and lists the main links', async ({ page }) => {
      await page.goto(localPath(lang, '/'));
      const toggle = menuToggle(page, lang);
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      for (const text of MAIN_LINK_TEXTS) {
        await expect(
          navbar(page).getByRole('link', { name: tr(lang, text), exact: true }),
          `${text} is folded into the menu on a phone`,
        ).toBeHidden();
      }

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const menu = await controlledMenu(page, toggle);
      await expect(menu).toBeVisible();
      for (const text of MAIN_LINK_TEXTS) {
        await expect(menu.getByRole('link', { name: tr(lang, text), exact: true })).toBeVisible();
      }
    });

    test('closes on its close button', async ({ page }) => {
      await page.goto(localPath(lang, '/'));
      const toggle = menuToggle(page, lang);
      await toggle.click();
      const menu = await controlledMenu(page, toggle);
      await expect(menu).toBeVisible();

      await menu.getByRole('button', { name: tr(lang, 'Close menu') }).click();
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    test('closes on a click outside it', async ({ page }) => {
      await page.goto(localPath(lang, '/'));
      const toggle = menuToggle(page, lang);
      await toggle.click();
      const menu = await controlledMenu(page, toggle);
      await expect(menu).toBeVisible();

      const box = await menu.boundingBox();
      expect(box, 'the open menu has a box').not.toBeNull();
      const viewport = page.viewportSize() ?? { width: 375, height: 812 };
      const { x, width } = box ?? { x: 0, width: viewport.width };
      // The widest strip of the viewport the menu leaves free, beside it.
      const leftGap = x;
      const rightGap = viewport.width - (x + width);
      expect(
        Math.max(leftGap, rightGap),
        'the menu leaves room to click beside it',
      ).toBeGreaterThan(20);
      const outsideX = leftGap > rightGap ? leftGap / 2 : x + width + rightGap / 2;
      await page.mouse.click(outsideX, viewport.height / 2);

      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });
}
