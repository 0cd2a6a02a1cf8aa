import { expect, test } from '../support/fixtures';
import { catalog, LANGS, localPath, t } from '../support/i18n';
import { main, PAGE_TITLE_KEYS, pageHeading, PAGES, type PageName } from '../support/pages';

const PRIVACY_SECTIONS = [
  'privacy.collectedHeading',
  'privacy.useHeading',
  'privacy.sharingHeading',
  'privacy.rightsHeading',
  'privacy.changesHeading',
  'privacy.contactHeading',
] as const;

const TERMS_SECTIONS = [
  'terms.useHeading',
  'terms.accountsHeading',
  'terms.propertyHeading',
  'terms.terminationHeading',
  'terms.liabilityHeading',
  'terms.changesHeading',
  'terms.contactHeading',
] as const;

/** The h1 of pages whose heading is not simply their title. */
const HEADING_KEYS: Partial<Record<PageName, string>> = {
  home: 'home.heading',
  about: 'about.heading',
};

for (const lang of LANGS) {
  test.describe(`static pages (${lang})`, () => {
    test('About shows five team cards with a name, a role and an external link', async ({
      page,
    }) => {
      await page.goto(localPath(lang, PAGES.about));
      await expect(pageHeading(page)).toHaveText(t(lang, 'about.heading'));
      const cards = main(page).getByRole('listitem');
      await expect(cards).toHaveCount(5);

      const roles = [...catalog(lang)]
        .filter(([key]) => key.startsWith('team.'))
        .map(([, text]) => text);
      const shownRoles: string[] = [];
      for (const card of await cards.all()) {
        const name = card.getByRole('heading');
        await expect(name).toHaveText(/\S/);
        const memberName = ((await name.textContent()) ?? '').trim();

        const cardText = (await card.textContent()) ?? '';
        shownRoles.push(...roles.filter((role) => cardText.includes(role)));

        const link = card.getByRole('link');
        await expect(link).toHaveCount(1);
        await expect(link).toHaveAccessibleName(t(lang, 'about.profileLink', { name: memberName }));
        const href = (await link.getAttribute('href')) ?? '';
        expect(href, 'the profile link is external').toMatch(/^https:\/\//);
        expect(new URL(href).origin).not.toBe(new URL(page.url()).origin);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
      expect(shownRoles.sort(), 'one role per card, each from the catalog').toEqual(roles.sort());
    });

    test('Privacy Policy shows its sections', async ({ page }) => {
      await page.goto(localPath(lang, PAGES.privacy));
      await expect(pageHeading(page)).toHaveText(t(lang, 'privacy.title'));
      const headings = main(page).getByRole('heading', { level: 2 });
      await expect(headings).toHaveText(PRIVACY_SECTIONS.map((key) => t(lang, key)));
      await expect(main(page)).toContainText(t(lang, 'privacy.sharing'));
    });

    test('Terms show their numbered sections', async ({ page }) => {
      await page.goto(localPath(lang, PAGES.terms));
      await expect(pageHeading(page)).toHaveText(t(lang, 'terms.title'));
      const headings = main(page).getByRole('heading', { level: 2 });
      await expect(headings).toHaveText(TERMS_SECTIONS.map((key) => t(lang, key)));
      // The numbers come from an ordered list, one item per section.
      await expect(main(page).locator('ol > li')).toHaveCount(TERMS_SECTIONS.length);
    });

    for (const [name, pagePath] of Object.entries(PAGES) as [PageName, string][]) {
      test(`${name} has one h1 and a document title in its language`, async ({ page }) => {
        await page.goto(localPath(lang, pagePath));
        const titleText = t(lang, PAGE_TITLE_KEYS[name]);
        await expect(pageHeading(page)).toHaveCount(1);
        await expect(pageHeading(page)).toHaveText(
          t(lang, HEADING_KEYS[name] ?? PAGE_TITLE_KEYS[name]),
        );
        await expect(page).toHaveTitle(t(lang, 'app.pageTitle', { page: titleText }));
      });
    }
  });
}

test('the earlier product’s spelling /ar/privacy-policy is the Arabic privacy page too', async ({
  page,
}) => {
  await page.goto('/ar/privacy-policy');
  await expect(pageHeading(page)).toHaveText(t('ar', 'privacy.title'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
