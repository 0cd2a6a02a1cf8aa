import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { registerApiMember } from '../support/members';
import { verifiedOrganisation } from '../support/organisations';
import { main, pageHeading } from '../support/pages';
import { phoneOf } from '../support/phones';

/*
 * Giving to an organisation from the give form: a verified organisation that collects tools has a
 * drop-off point in a governorate; a member giving a tool there on a phone is offered it once
 * they chose the category and the governorate, with the point's address and hours, and opens its
 * page in a new tab, the form kept as it was. Each language's run has a governorate of its own.
 */

const REGION: Record<Lang, { region: string; place: string }> = {
  en: { region: 'Tafilah', place: 'tafilah' },
  ar: { region: 'Karak', place: 'karak' },
};

for (const lang of LANGS) {
  test(`a member giving an item on a phone is offered the organisation near them that collects it (${lang})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const organisation = await registerApiMember(request, lang);
    const giver = await registerApiMember(request, lang);
    const tag = organisation.localPhone.slice(-6);
    const names = { name_en: `Tool Library ${tag}`, name_ar: `مكتبة العُدد ${tag}` };
    const id = await verifiedOrganisation(request, organisation, names, ['Tools']);
    const where = REGION[lang];
    const saved = await request.put(`${e2eEnv().apiUrl}/api/organisations/mine/drop-off-points`, {
      headers: { Authorization: `Bearer ${organisation.token}` },
      data: {
        points: [
          {
            place: where.place,
            address_en: `Municipal workshop ${tag}, King Hussein Street`,
            address_ar: `ورشة البلدية ${tag}، شارع الملك حسين`,
            hours_en: 'Sunday to Thursday, 8:00 to 15:00',
            hours_ar: 'من الأحد إلى الخميس، 8:00 حتى 15:00',
          },
        ],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const name = lang === 'ar' ? names.name_ar : names.name_en;

    const phone = await phoneOf(browser, baseURL, giver);
    try {
      const page = phone.page;
      await page.goto(localPath(lang, '/create_post'));
      await expect(pageHeading(page)).toHaveText(t(lang, 'posts.create.heading'));
      await page
        .getByLabel(t(lang, 'posts.form.category'), { exact: true })
        .selectOption({ label: t(lang, 'posts.categories.Tools') });
      await page
        .getByLabel(t(lang, 'posts.form.region'), { exact: true })
        .selectOption({ label: t(lang, `posts.regions.${where.region}`) });
      const title = lang === 'ar' ? 'مثقب كهربائي' : 'Power drill';
      await page.getByLabel(t(lang, 'posts.form.title'), { exact: true }).fill(title);

      const suggestion = main(page).getByRole('region', {
        name: t(lang, 'organisations.near.heading'),
      });
      const card = suggestion.getByRole('listitem').filter({ hasText: name });
      await expect(card).toBeVisible();
      await expect(card).toContainText(
        lang === 'ar' ? `ورشة البلدية ${tag}` : `Municipal workshop ${tag}`,
      );
      await expect(card.getByText(t(lang, 'organisations.verifiedMark'))).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await expectNoSeriousA11yViolations(page);

      // Its page opens in a new tab; the form keeps what was typed.
      const opened = page.context().waitForEvent('page');
      await card.getByRole('link', { name: new RegExp(name) }).click();
      const organisationPage = await opened;
      await expect(organisationPage).toHaveURL(new RegExp(`/organisations/${id}$`));
      await expect(pageHeading(organisationPage)).toContainText(name);
      await organisationPage.close();
      await expect(page.getByLabel(t(lang, 'posts.form.title'), { exact: true })).toHaveValue(
        title,
      );
    } finally {
      await phone.context.close();
    }
  });
}
