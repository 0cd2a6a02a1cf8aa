import type { Browser, Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signIn } from '../support/accounts';
import { E2E_ADMIN, e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { isolated, LANGS, localPath, t, type Lang } from '../support/i18n';
import { registerApiMember } from '../support/members';
import { main, pageHeading } from '../support/pages';
import { phoneOf } from '../support/phones';

/*
 * Organisations as members: a member applies on a phone from their profile, an administrator
 * verifies the application on a laptop, the organisation lists a drop-off point on its phone, and
 * the organisation's page, which anyone may open, carries the "Verified organisation" mark and the
 * point, without its registration number or its contact person.
 */

/** The text of a link written inside a sentence of the catalog as <link>…</link>. */
function linkText(lang: Lang, key: string): string {
  const text = /<link>(.*?)<\/link>/.exec(t(lang, key))?.[1];
  if (!text) throw new Error(`${key} has no <link> in ${lang}`);
  return text;
}

async function administrator(browser: Browser, baseURL: string | undefined, lang: Lang) {
  const context = await browser.newContext({ baseURL, timezoneId: 'Asia/Amman' });
  const page = await context.newPage();
  await signIn(page, lang, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).not.toHaveURL(/\/authentication\/login/);
  return { context, page };
}

/** Whether the page is wider than its viewport, that is scrolls sideways. */
function scrollsSideways(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

/** The organisation's mark, by its words (never colour alone). */
const mark = (page: Page, lang: Lang) =>
  main(page).getByText(t(lang, 'organisations.verifiedMark'), { exact: true });

for (const lang of LANGS) {
  test(`a member applies for an organisation account on a phone, an administrator verifies it, and its page carries the mark (${lang})`, async ({
    browser,
    baseURL,
    request,
    page,
  }) => {
    const member = await registerApiMember(request, lang);
    const tag = member.localPhone.slice(-6);
    const nameEn = `Hope Clothing Bank ${tag}`;
    const nameAr = `بنك الأمل للملابس ${tag}`;
    const name = lang === 'ar' ? nameAr : nameEn;
    const registration = `MOSD-${tag}`;
    const contact = 'Rania Haddad';
    const addressEn = `Wasfi Al-Tal St. ${tag}, beside the pharmacy`;
    const addressAr = `شارع وصفي التل ${tag}، بجانب الصيدلية`;

    const phone = await phoneOf(browser, baseURL, member);
    try {
      await phone.page.goto(localPath(lang, '/profile'));
      await main(phone.page)
        .getByRole('link', { name: linkText(lang, 'organisations.profileLine') })
        .click();
      await expect(pageHeading(phone.page)).toHaveText(t(lang, 'organisations.apply.heading'));

      const form = main(phone.page);
      // Sent empty: each required field says what it needs, and nothing is sent.
      await form.getByRole('button', { name: t(lang, 'organisations.apply.submit') }).click();
      await expect(form.getByText(t(lang, 'organisations.form.nameEnRequired'))).toBeVisible();
      await expect(form.getByText(t(lang, 'organisations.form.kindRequired'))).toBeVisible();

      await form.getByLabel(t(lang, 'organisations.form.nameEn')).fill(nameEn);
      await form.getByLabel(t(lang, 'organisations.form.nameAr')).fill(nameAr);
      await form
        .getByLabel(t(lang, 'organisations.form.kind'))
        .selectOption({ label: t(lang, 'organisations.kinds.clothing_bank') });
      await form.getByLabel(t(lang, 'organisations.form.registrationNumber')).fill(registration);
      await form.getByLabel(t(lang, 'organisations.form.contactName')).fill(contact);
      await form.getByLabel(t(lang, 'organisations.form.contactPhone')).fill('0791234567');
      await form.getByRole('checkbox', { name: t(lang, 'posts.categories.Clothing') }).check();
      await expectNoSeriousA11yViolations(phone.page);
      await form.getByRole('button', { name: t(lang, 'organisations.apply.submit') }).click();
      await expect(phone.page.getByText(t(lang, 'organisations.apply.sent'))).toBeVisible();
      await expect(
        form.getByText(t(lang, 'organisations.status.pending'), { exact: true }),
      ).toBeVisible();
      await expect(form.getByRole('heading', { name })).toBeVisible();
      await expect(mark(phone.page, lang)).toHaveCount(0);

      const admin = await administrator(browser, baseURL, lang);
      try {
        await admin.page.goto(localPath(lang, '/admin'));
        await main(admin.page)
          .getByRole('link', { name: t(lang, 'organisations.admin.toolName') })
          .click();
        await expect(pageHeading(admin.page)).toHaveText(t(lang, 'organisations.admin.heading'));
        const application = main(admin.page)
          .getByRole('listitem')
          .filter({ has: admin.page.getByRole('heading', { name }) });
        // The administrator sees what to check: the registration number and whom to call.
        await expect(application).toContainText(registration);
        await expect(application).toContainText(contact);
        await expectNoSeriousA11yViolations(admin.page);
        await application
          .getByRole('button', {
            name: t(lang, 'organisations.admin.verifyNamed', { name: isolated(name) }),
          })
          .click();
        await expect(
          admin.page.getByText(
            t(lang, 'organisations.admin.verifiedToast', { name: isolated(name) }),
          ),
        ).toBeVisible();
        await expect(main(admin.page).getByRole('heading', { name })).toHaveCount(0);
      } finally {
        await admin.context.close();
      }

      await phone.page.reload();
      await expect(mark(phone.page, lang)).toBeVisible();

      // The organisation says where and when people may bring what it accepts.
      const dropOff = main(phone.page).getByRole('region', {
        name: t(lang, 'organisations.dropOff.heading'),
      });
      await expect(dropOff.getByText(t(lang, 'organisations.dropOff.none'))).toBeVisible();
      await dropOff.getByRole('button', { name: t(lang, 'organisations.dropOff.add') }).click();
      const point = dropOff.getByRole('group', {
        name: t(lang, 'organisations.dropOff.point', { number: '1' }),
      });
      // Sent empty: the point says what it lacks, and nothing is sent.
      await dropOff.getByRole('button', { name: t(lang, 'organisations.dropOff.save') }).click();
      await expect(point.getByText(t(lang, 'organisations.dropOff.placeRequired'))).toBeVisible();
      const picker = point.getByRole('combobox', { name: t(lang, 'organisations.dropOff.place') });
      // The form focuses the first field that lacks something once it has shown the errors.
      await expect(picker).toBeFocused();
      await picker.fill(lang === 'ar' ? 'خلدا' : 'Khalda');
      const khalda = lang === 'ar' ? /^خلدا، عمّان$/ : /^Khalda, Amman$/;
      await phone.page.getByRole('option', { name: khalda }).first().click();
      await expect(picker).toHaveValue(khalda);
      await point.getByLabel(t(lang, 'organisations.dropOff.addressEn')).fill(addressEn);
      await point.getByLabel(t(lang, 'organisations.dropOff.addressAr')).fill(addressAr);
      await point
        .getByLabel(t(lang, 'organisations.dropOff.hoursEn'))
        .fill('Sat to Thu, 9:00 to 17:00');
      await point
        .getByLabel(t(lang, 'organisations.dropOff.hoursAr'))
        .fill('من السبت إلى الخميس، من 9:00 إلى 17:00');
      expect(await scrollsSideways(phone.page)).toBe(false);
      await expectNoSeriousA11yViolations(phone.page);
      await dropOff.getByRole('button', { name: t(lang, 'organisations.dropOff.save') }).click();
      await expect(phone.page.getByText(t(lang, 'organisations.dropOff.saved'))).toBeVisible();
      await main(phone.page)
        .getByRole('link', { name: t(lang, 'organisations.apply.seePage') })
        .click();
      await expect(pageHeading(phone.page)).toHaveText(name);
      await expect(mark(phone.page, lang)).toBeVisible();
      await expectNoSeriousA11yViolations(phone.page);
    } finally {
      await phone.context.close();
    }

    // A visitor on a laptop: the name in the page's language, the other under it, what it
    // accepts, and nothing an administrator alone may see.
    const mine = await request.get(`${e2eEnv().apiUrl}/api/organisations/mine`, {
      headers: { Authorization: `Bearer ${member.token}` },
    });
    expect(mine.status()).toBe(200);
    const { organisation } = (await mine.json()) as { organisation: { id: number } };
    await page.goto(localPath(lang, `/organisations/${organisation.id}`));
    await expect(pageHeading(page)).toHaveText(name);
    await expect(main(page)).toContainText(lang === 'ar' ? nameEn : nameAr);
    await expect(mark(page, lang)).toBeVisible();
    await expect(
      main(page)
        .getByRole('listitem')
        .filter({ hasText: t(lang, 'posts.categories.Clothing') }),
    ).toBeVisible();
    const dropOffPoints = main(page).getByRole('region', {
      name: t(lang, 'organisations.page.dropOffHeading'),
    });
    await expect(dropOffPoints).toContainText(lang === 'ar' ? addressAr : addressEn);
    await expect(dropOffPoints).toContainText(lang === 'ar' ? 'خلدا' : 'Khalda');
    await expect(main(page)).not.toContainText(registration);
    await expect(main(page)).not.toContainText(contact);
    await expectNoSeriousA11yViolations(page);
  });
}
