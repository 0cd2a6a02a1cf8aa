import { expect, test } from '../support/fixtures';
import { tr } from '../support/i18n';
import { languageButton, pageHeading } from '../support/pages';

test.describe('language button', () => {
  test('on /about goes to /ar/about and back', async ({ page }) => {
    await page.goto('/about');
    await expect(pageHeading(page)).toHaveText(tr('en', 'About Us'));

    await languageButton(page, 'en').click();
    await expect(page).toHaveURL(/\/ar\/about$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(pageHeading(page)).toHaveText(tr('ar', 'About Us'));

    await languageButton(page, 'ar').click();
    await expect(page).toHaveURL(/\/about$/);
    expect(new URL(page.url()).pathname).toBe('/about');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(pageHeading(page)).toHaveText(tr('en', 'About Us'));
  });

  test('on / goes to /ar and back', async ({ page }) => {
    await page.goto('/');
    await languageButton(page, 'en').click();
    await expect(page).toHaveURL(/\/ar\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

    await languageButton(page, 'ar').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('keeps the query string', async ({ page }) => {
    await page.goto('/about?x=1&y=two');
    await languageButton(page, 'en').click();
    await expect(page).toHaveURL(/\/ar\/about\?x=1&y=two$/);

    await languageButton(page, 'ar').click();
    await expect(page).toHaveURL(/\/about\?x=1&y=two$/);
    expect(new URL(page.url()).pathname).toBe('/about');
  });

  test('on /Privacy-Policy goes to the Arabic privacy page', async ({ page }) => {
    await page.goto('/Privacy-Policy');
    await expect(pageHeading(page)).toHaveText(tr('en', 'Privacy Policy'));
    await languageButton(page, 'en').click();
    await expect(page).toHaveURL(/\/ar\/privacy-policy$/i);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(pageHeading(page)).toHaveText(tr('ar', 'Privacy Policy'));
  });
});
