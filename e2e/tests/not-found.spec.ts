import { expect, test } from '../support/fixtures';
import { LANGS, localPath, tr } from '../support/i18n';
import { main, PAGES } from '../support/pages';

for (const lang of LANGS) {
  test(`an unknown path shows the not-found page (${lang})`, async ({ page }) => {
    await page.goto(localPath(lang, PAGES.notFound));
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
      tr(lang, '404 Page not found'),
    );

    const home = main(page).getByRole('link', { name: tr(lang, 'Go back home') });
    await expect(home).toHaveAttribute('href', lang === 'en' ? /^\/(home)?$/ : /^\/ar\/?(home)?$/);
    const support = main(page).getByRole('link', { name: tr(lang, 'Contact support') });
    await expect(support).toHaveAttribute('href', localPath(lang, '/about'));

    const pathname = () => new URL(page.url()).pathname;
    await support.click();
    await expect.poll(pathname).toBe(localPath(lang, '/about'));
    await page.goBack();
    await home.click();
    await expect.poll(pathname).toMatch(lang === 'en' ? /^\/(home)?$/ : /^\/ar\/?(home)?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}

test('a deep unknown path under /ar is Arabic too', async ({ page }) => {
  await page.goto('/ar/no/such/page');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
    tr('ar', '404 Page not found'),
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
