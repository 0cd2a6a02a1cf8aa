import type { Locator } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { LANGS, localPath, tr, type Lang } from '../support/i18n';
import { footer, main, navbar, PAGES } from '../support/pages';

/** The main links of the navigation bar, by their English text (spec 000 §2.1). */
const MAIN_LINKS = [
  { text: 'Home', path: '/' },
  { text: 'My Feed', path: '/feed' },
  { text: 'Events', path: '/events' },
  { text: 'Create post', path: '/create_post' },
  { text: 'About', path: '/about' },
] as const;

const FOOTER_PATHS = ['/about', '/Privacy-Policy', '/terms', '/contact'] as const;

/** An href for a page in a language; '/' may also be written /home, and paths are case-blind. */
function hrefPattern(lang: Lang, pagePath: string): RegExp {
  if (pagePath === '/') return lang === 'en' ? /^\/(home)?$/ : /^\/ar(\/|\/home)?$/;
  return new RegExp(`^${localPath(lang, pagePath)}$`, 'i');
}

function hrefsOf(links: Locator): Promise<string[]> {
  return links.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('href') ?? ''),
  );
}

for (const lang of LANGS) {
  test.describe(`page shell (${lang})`, () => {
    test('renders the navbar, the main content and the footer', async ({ page }) => {
      await page.goto(localPath(lang, '/'));
      await expect(navbar(page)).toBeVisible();
      await expect(main(page)).toBeVisible();
      await expect(footer(page)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    });

    test('the navbar has the main links and, signed out, Login and Register', async ({ page }) => {
      await page.goto(localPath(lang, '/'));
      const bar = navbar(page);
      for (const link of MAIN_LINKS) {
        const element = bar.getByRole('link', { name: tr(lang, link.text), exact: true });
        await expect(element, link.text).toBeVisible();
        await expect(element, link.text).toHaveAttribute('href', hrefPattern(lang, link.path));
      }
      const login = bar.getByRole('link', { name: tr(lang, 'Login'), exact: true });
      const register = bar.getByRole('link', { name: tr(lang, 'Register'), exact: true });
      await expect(login).toBeVisible();
      await expect(login).toHaveAttribute('href', hrefPattern(lang, '/authentication/login'));
      await expect(register).toBeVisible();
      await expect(register).toHaveAttribute(
        'href',
        hrefPattern(lang, '/authentication/registration'),
      );
    });

    test('the footer links to about, privacy, terms and contact', async ({ page }) => {
      await page.goto(localPath(lang, '/'));
      await expect(footer(page).getByRole('link').first()).toBeVisible();
      const hrefs = await hrefsOf(footer(page).getByRole('link'));
      for (const pagePath of FOOTER_PATHS) {
        const pattern = hrefPattern(lang, pagePath);
        expect(
          hrefs.some((href) => pattern.test(href)),
          `a footer link to ${localPath(lang, pagePath)} among ${hrefs.join(', ')}`,
        ).toBe(true);
      }
    });
  });
}

test('every page of the shell has the language and direction of its prefix', async ({ page }) => {
  for (const lang of LANGS) {
    for (const pagePath of [...Object.values(PAGES), '/home']) {
      const url = localPath(lang, pagePath);
      await page.goto(url);
      await expect(main(page), url).toBeVisible();
      await expect(page.locator('html'), url).toHaveAttribute('lang', lang);
      await expect(page.locator('html'), url).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    }
  }
});
