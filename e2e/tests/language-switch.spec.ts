import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { t, type Lang } from '../support/i18n';
import { languageButton, pageHeading } from '../support/pages';

const pathname = (page: Page) => () => new URL(page.url()).pathname;

async function expectLanguage(page: Page, lang: Lang): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

test.describe('language button', () => {
  test('on /about goes to /ar/about and back', async ({ page }) => {
    await page.goto('/about');
    await expect(pageHeading(page)).toHaveText(t('en', 'about.heading'));

    await languageButton(page, 'en').click();
    await expect.poll(pathname(page)).toBe('/ar/about');
    await expectLanguage(page, 'ar');
    await expect(pageHeading(page)).toHaveText(t('ar', 'about.heading'));

    await languageButton(page, 'ar').click();
    await expect.poll(pathname(page)).toBe('/about');
    await expectLanguage(page, 'en');
    await expect(pageHeading(page)).toHaveText(t('en', 'about.heading'));
  });

  test('on / goes to /ar and back', async ({ page }) => {
    await page.goto('/');
    await expect(pageHeading(page)).toHaveText(t('en', 'home.heading'));

    await languageButton(page, 'en').click();
    await expect.poll(pathname(page)).toMatch(/^\/ar\/?$/);
    await expectLanguage(page, 'ar');
    await expect(pageHeading(page)).toHaveText(t('ar', 'home.heading'));

    await languageButton(page, 'ar').click();
    await expect.poll(pathname(page)).toBe('/');
    await expectLanguage(page, 'en');
  });

  test('keeps the query string', async ({ page }) => {
    await page.goto('/about?x=1&y=two');
    await expect(pageHeading(page)).toBeVisible();

    await languageButton(page, 'en').click();
    await expect(page).toHaveURL(/\/ar\/about\?x=1&y=two$/);
    await expectLanguage(page, 'ar');

    await languageButton(page, 'ar').click();
    await expect.poll(pathname(page)).toBe('/about');
    expect(new URL(page.url()).search).toBe('?x=1&y=two');
  });

  test('on /Privacy-Policy goes to the Arabic privacy page', async ({ page }) => {
    await page.goto('/Privacy-Policy');
    await expect(pageHeading(page)).toHaveText(t('en', 'privacy.title'));

    await languageButton(page, 'en').click();
    await expect.poll(pathname(page)).toMatch(/^\/ar\/privacy-policy$/i);
    await expectLanguage(page, 'ar');
    await expect(pageHeading(page)).toHaveText(t('ar', 'privacy.title'));
  });
});

test.describe('the language of a first visit', () => {
  test.use({ locale: 'ar-JO' });

  test('a browser that prefers Arabic opens / in Arabic until the language button picks English', async ({
    page,
  }) => {
    await page.goto('/');
    await expect.poll(pathname(page)).toBe('/ar');
    await expectLanguage(page, 'ar');
    await expect(pageHeading(page)).toHaveText(t('ar', 'home.heading'));

    await languageButton(page, 'ar').click();
    await expect.poll(pathname(page)).toBe('/');
    await expectLanguage(page, 'en');
    // http://127.0.0.1 is a secure context: the choice is kept under the __Host- name alone.
    const languageCookies = (await page.context().cookies()).filter((cookie) =>
      cookie.name.endsWith('tabarru_lang'),
    );
    expect(languageCookies).toEqual([
      expect.objectContaining({
        name: '__Host-tabarru_lang',
        value: 'en',
        path: '/',
        secure: true,
        sameSite: 'Lax',
      }),
    ]);

    // The choice is remembered: / stays English, and Arabic pages still open as they are.
    await page.goto('/');
    await expect(pageHeading(page)).toHaveText(t('en', 'home.heading'));
    expect(pathname(page)()).toBe('/');
    await page.goto('/ar/about');
    await expect(pageHeading(page)).toHaveText(t('ar', 'about.heading'));
  });
});
