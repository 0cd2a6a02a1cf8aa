import { expect, test } from '../support/fixtures';
import { LANGS, localPath, tr } from '../support/i18n';
import { main, pageHeading, PAGES } from '../support/pages';

const PRIVACY_SECTIONS = [
  'Information We Collect',
  'How We Use Your Information',
  'Sharing Your Information',
  'Your Rights',
  'Changes to This Policy',
  'Contact Us',
] as const;

const TERMS_SECTIONS = [
  'Use of the Site',
  'User Accounts',
  'Intellectual Property',
  'Termination',
  'Limitation of Liability',
  'Changes to Terms',
  'Contact',
] as const;

for (const lang of LANGS) {
  test.describe(`static pages (${lang})`, () => {
    test('About shows five team cards with a name, a role and an external link', async ({
      page,
    }) => {
      await page.goto(localPath(lang, PAGES.about));
      await expect(pageHeading(page)).toHaveText(tr(lang, 'About Us'));
      const cards = main(page).getByRole('listitem');
      await expect(cards).toHaveCount(5);
      for (const card of await cards.all()) {
        await expect(card.getByRole('heading')).toHaveText(/\S/);
        const link = card.getByRole('link');
        await expect(link).toHaveCount(1);
        const href = (await link.getAttribute('href')) ?? '';
        expect(href, 'the profile link is external').toMatch(/^https:\/\//);
        expect(new URL(href).origin).not.toBe(new URL(page.url()).origin);
        await expect(link).toHaveAttribute('rel', /noopener|noreferrer/);
      }
    });

    test('Privacy Policy shows its sections', async ({ page }) => {
      await page.goto(localPath(lang, PAGES.privacy));
      await expect(pageHeading(page)).toHaveText(tr(lang, 'Privacy Policy'));
      for (const section of PRIVACY_SECTIONS) {
        await expect(
          main(page).getByRole('heading', { level: 2, name: tr(lang, section) }),
        ).toBeVisible();
      }
    });

    test('Terms show their numbered sections', async ({ page }) => {
      await page.goto(localPath(lang, PAGES.terms));
      await expect(pageHeading(page)).toHaveText(tr(lang, 'Terms of Service'));
      const headings = main(page).getByRole('heading', { level: 2 });
      await expect(headings).toHaveCount(TERMS_SECTIONS.length);
      for (const section of TERMS_SECTIONS) {
        await expect(
          main(page).getByRole('heading', { level: 2, name: tr(lang, section) }),
        ).toBeVisible();
      }
    });

    for (const [name, pagePath] of Object.entries(PAGES)) {
      test(`${name} has one h1 and a document title in its language`, async ({ page }) => {
        await page.goto(localPath(lang, pagePath));
        await expect(pageHeading(page)).toHaveCount(1);
        await expect(pageHeading(page)).toHaveText(/\S/);
        await expect(page).toHaveTitle(lang === 'ar' ? /[\u0600-\u06FF]/ : /[A-Za-z]/);
      });
    }
  });
}
