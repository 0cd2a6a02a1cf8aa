import type { Locator, Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { MAIN_LINKS, navbar, pageHeading } from '../support/pages';

test.use({ viewport: { width: 375, height: 812 } });

interface MobileMenu {
  toggle: Locator;
  menu: Locator;
}

/**
 * The toggle is found by its name while closed; from then on by the menu it controls, because
 * its name changes when it opens.
 */
async function mobileMenu(page: Page, lang: Lang): Promise<MobileMenu> {
  await expect(pageHeading(page)).toBeVisible();
  const closedToggle = navbar(page).getByRole('button', { name: t(lang, 'nav.openMenu') });
  await expect(closedToggle).toBeVisible();
  const menuId = await closedToggle.getAttribute('aria-controls');
  expect(menuId, 'the menu toggle names its menu with aria-controls').toBeTruthy();
  return {
    toggle: page.locator(`button[aria-controls="${menuId}"]`),
    menu: page.locator(`[id="${menuId}"]`),
  };
}

for (const lang of LANGS) {
  test.describe(`mobile menu at 375x812 (${lang})`, () => {
    test('opens from its toggle and lists the main links', async ({ page }) => {
      await page.goto(localPath(lang, '/'));
      const { toggle, menu } = await mobileMenu(page, lang);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
      for (const link of MAIN_LINKS) {
        await expect(
          navbar(page).getByRole('link', { name: t(lang, link.key), exact: true }),
          `${link.key} is folded into the menu on a phone`,
        ).toBeHidden();
      }

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await expect(menu).toHaveAccessibleName(t(lang, 'nav.mobileMenu'));
      for (const link of MAIN_LINKS) {
        await expect(
          menu.getByRole('link', { name: t(lang, link.key), exact: true }),
          link.key,
        ).toBeVisible();
      }
      await expect(
        menu.getByRole('link', { name: t(lang, 'nav.login'), exact: true }),
      ).toBeVisible();
      // Give comes first, each entry once.
      await expect(menu.getByRole('link').first()).toHaveAccessibleName(t(lang, 'nav.giveLabel'));

      // Logical layout mirrors the menu: it comes in from the end side of the reading direction.
      const box = await menu.boundingBox();
      const viewport = page.viewportSize();
      if (!box || !viewport) throw new Error('the open menu and the page need a size');
      const centre = box.x + box.width / 2;
      if (lang === 'en') expect(centre, 'menu on the right').toBeGreaterThan(viewport.width / 2);
      else expect(centre, 'menu on the left').toBeLessThan(viewport.width / 2);
    });

    test('closes on its close button', async ({ page }) => {
      await page.goto(localPath(lang, '/'));
      const { toggle, menu } = await mobileMenu(page, lang);
      await toggle.click();
      await expect(menu).toBeVisible();

      await menu.getByRole('button', { name: t(lang, 'nav.closeMenu') }).click();
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    test('closes on a click outside it', async ({ page }) => {
      await page.goto(localPath(lang, '/'));
      const { toggle, menu } = await mobileMenu(page, lang);
      await toggle.click();
      await expect(menu).toBeVisible();

      const box = await menu.boundingBox();
      const viewport = page.viewportSize();
      if (!box || !viewport) throw new Error('the open menu and the page need a size');
      const freeBefore = box.x;
      const freeAfter = viewport.width - (box.x + box.width);
      expect(Math.max(freeBefore, freeAfter), 'room to click beside the menu').toBeGreaterThan(20);
      const outsideX = freeBefore > freeAfter ? freeBefore / 2 : box.x + box.width + freeAfter / 2;
      await page.mouse.click(outsideX, viewport.height / 2);

      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });
}
