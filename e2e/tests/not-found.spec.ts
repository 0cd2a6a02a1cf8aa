import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, tr } from '../support/i18n';
import { main, pageHeading, PAGES } from '../support/pages';

const pathname = (page: Page) => () => new URL(page.url()).pathname;

for (const lang of LANGS) {
  test.describe(`not-found page (${lang})`, () => {
    test('an unknown path shows 404 with links home and to support', async ({ page }) => {
      await page.goto(localPath(lang, PAGES.notFound));
      await expect(pageHeading(page)).toHaveText(tr(lang, '404 Page not found'));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);

      const home = main(page).getByRole('link', { name: tr(lang, 'Go back home'), exact: true });
      const support = main(page).getByRole('link', {
        name: tr(lang, 'Contact support'),
        exact: true,
      });
      await expect(home).toHaveAttribute(
        'href',
        lang === 'en' ? /^\/(home)?$/ : /^\/ar\/?(home)?$/,
      );
      await expect(support).toHaveAttribute('href', localPath(lang, '/about'));

      await support.click();
      await expect.poll(pathname(page)).toBe(localPath(lang, '/about'));
      await expect(pageHeading(page)).toHaveText(t(lang, 'about.heading'));

      await page.goBack();
      await home.click();
      await expect.poll(pathname(page)).toMatch(lang === 'en' ? /^\/(home)?$/ : /^\/ar\/?(home)?$/);
      await expect(pageHeading(page)).toHaveText(t(lang, 'home.heading'));
    });
  });
}

test('a deep unknown path under /ar is the Arabic 404', async ({ page }) => {
  await page.goto('/ar/no/such/page');
  await expect(pageHeading(page)).toHaveText(tr('ar', '404 Page not found'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
