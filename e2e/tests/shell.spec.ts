import type { Locator } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { footer, main, MAIN_LINKS, navbar, PAGES } from '../support/pages';

const FOOTER_LINKS = [
  { key: 'footer.about', path: '/about' },
  { key: 'footer.privacy', path: '/Privacy-Policy' },
  { key: 'footer.terms', path: '/terms' },
  { key: 'footer.contact', path: '/contact' },
] as const;

/** An href for a page in a language; '/' may also be written /home, and paths are case-blind. */
function hrefPattern(lang: Lang, pagePath: string): RegExp {
  if (pagePath === '/') return lang === 'en' ? /^\/(home)?$/ : /^\/ar(\/|\/home)?$/;
  return new RegExp(`^${localPath(lang, pagePath)}$`, 'i');
}

async function expectLink(link: Locator, what: string, href: RegExp): Promise<void> {
  await expect(link, what).toBeVisible();
  await expect(link, what).toHaveAttribute('href', href);
}

for (const lang of LANGS) {
  test.describe(`page shell (${lang})`, () => {
    test('renders the navbar, the main content and the footer', async ({ page }) => {
      await page.goto(localPath(lang, '/'));
      await expect(navbar(page)).toBeVisible();
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      await expect(footer(page)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    });

    test('the navbar has the main links and, signed out, Login and Register', async ({ page }) => {
      await page.goto(localPath(lang, '/'));
      const bar = navbar(page);
      for (const link of MAIN_LINKS) {
        await expectLink(
          bar.getByRole('link', { name: t(lang, link.key), exact: true }),
          link.key,
          hrefPattern(lang, link.path),
        );
      }
      await expectLink(
        bar.getByRole('link', { name: t(lang, 'nav.login'), exact: true }),
        'nav.login',
        hrefPattern(lang, '/authentication/login'),
      );
      await expectLink(
        bar.getByRole('link', { name: t(lang, 'nav.register'), exact: true }),
        'nav.register',
        hrefPattern(lang, '/authentication/registration'),
      );
    });

    test('the footer links to about, privacy, terms and contact', async ({ page }) => {
      await page.goto(localPath(lang, '/'));
      for (const link of FOOTER_LINKS) {
        await expectLink(
          footer(page).getByRole('link', { name: t(lang, link.key), exact: true }),
          link.key,
          hrefPattern(lang, link.path),
        );
      }
    });
  });
}

for (const lang of LANGS) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  test(`every page under ${localPath(lang, '/')} has lang="${lang}" and dir="${dir}"`, async ({
    page,
  }) => {
    for (const pagePath of [...Object.values(PAGES), '/home']) {
      const url = localPath(lang, pagePath);
      await page.goto(url);
      await expect(main(page).getByRole('heading', { level: 1 }), url).toBeVisible();
      await expect(page.locator('html'), url).toHaveAttribute('lang', lang);
      await expect(page.locator('html'), url).toHaveAttribute('dir', dir);
    }
  });
}
