import { readFileSync } from 'node:fs';

import type { Locator, Page } from '@playwright/test';

import { dayAfter } from '@tabarru/contract/amman-time';
import { eventToday } from '@tabarru/contract/event-time';
import { FIGURE_WEEKS } from '@tabarru/contract/figure-weeks';
import type { ChatMessage } from '@tabarru/contract/messages';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { registerApiMember, signInContext } from '../support/members';
import { verifiedOrganisation } from '../support/organisations';
import { main, pageHeading } from '../support/pages';
import { phoneOf } from '../support/phones';

/*
 * Organisations' needs: a member's account, verified as an organisation's, posts a need on a
 * laptop; another member finds it on a phone on the feed's Wanted switch with the organisation's
 * mark and how many came in, and answers it with "I have this"; the organisation records what
 * came in, naming that member, and the progress moves on the need's page and the organisation's;
 * once everything came in the need leaves the Wanted feed, and the organisation's page counts it
 * among what it received, in charts and in a CSV, without the member's name.
 */

test.use({
  // More than is left is refused on purpose: the browser reports the refusal as a failed load.
  allowedConsoleErrors: [[/status of 409 .*\/api\/needs\/\d+\/receipts/], { scope: 'test' }],
});

/** How many items the need asks for (ten: Arabic's plural of a few), and how many the member hands over first. */
const ASKED = 10;
const HANDED_OVER = 4;

/** The bar of how many came in, by the words that name it. */
function progress(page: Page, lang: Lang, received: number): Locator {
  return main(page).getByRole('progressbar', {
    name: t(lang, 'needs.progress', { received, quantity: ASKED }),
  });
}

/** The organisation's form to record what came in, on the need's page. */
function receiptForm(page: Page, lang: Lang): Locator {
  return main(page).getByRole('region', { name: t(lang, 'needs.receipts.heading') });
}

async function recordReceipt(
  page: Page,
  lang: Lang,
  receipt: { quantity: number; way: 'handover' | 'drop_off'; donor?: string },
) {
  const form = receiptForm(page, lang);
  await form.getByLabel(t(lang, 'needs.receipts.quantity')).fill(String(receipt.quantity));
  await form.getByRole('radio', { name: t(lang, `needs.receipts.ways.${receipt.way}`) }).check();
  if (receipt.donor !== undefined) {
    await form.getByLabel(t(lang, 'needs.receipts.donor')).fill(receipt.donor);
  }
  await form.getByRole('button', { name: t(lang, 'needs.receipts.submit') }).click();
}

for (const lang of LANGS) {
  test(`a verified organisation posts a need, a member answers it on a phone, and what comes in moves it until it leaves the Wanted feed (${lang})`, async ({
    browser,
    baseURL,
    request,
    page,
  }) => {
    // Seven pages are checked with axe, in two browsers at once.
    test.setTimeout(180_000);
    const school = await registerApiMember(request, lang);
    const giver = await registerApiMember(request, lang);
    const tag = school.localPhone.slice(-6);
    const names = { name_en: `Al-Nour School ${tag}`, name_ar: `مدرسة النور ${tag}` };
    const name = lang === 'ar' ? names.name_ar : names.name_en;
    const title = lang === 'ar' ? `حقائب مدرسية ${tag}` : `School bags ${tag}`;
    const organisationId = await verifiedOrganisation(request, school, names);

    // The organisation, on a laptop: Post a need from its application's page, the form axe-clean.
    await signInContext(page.context(), school);
    await page.goto(localPath(lang, '/organisation'));
    await main(page)
      .getByRole('link', { name: t(lang, 'organisations.apply.postNeed') })
      .click();
    await expect(pageHeading(page)).toHaveText(t(lang, 'needs.create.heading'));
    const form = main(page);
    await form.getByLabel(t(lang, 'wanted.create.fieldTitle')).fill(title);
    await form
      .getByLabel(t(lang, 'wanted.create.fieldDescription'))
      .fill(
        lang === 'ar'
          ? 'لطلاب الصف الأول في نادينا بعد المدرسة.'
          : 'For the first graders of our after-school club.',
      );
    await form
      .getByLabel(t(lang, 'wanted.create.category'))
      .selectOption({ label: t(lang, 'posts.categories.Books') });
    await form
      .getByLabel(t(lang, 'wanted.create.region'))
      .selectOption({ label: t(lang, 'posts.regions.Amman') });
    await form.getByLabel(t(lang, 'needs.create.quantity')).fill(String(ASKED));
    await form.getByLabel(t(lang, 'needs.create.deadline')).fill(dayAfter(eventToday(), 30));
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: t(lang, 'needs.create.submit') }).click();
    await expect(page.getByText(t(lang, 'needs.create.created'))).toBeVisible();
    await expect(pageHeading(page)).toHaveText(title);
    const needId = Number(/\/posts\/(\d+)/.exec(page.url())?.[1]);
    await expect(progress(page, lang, 0)).toBeVisible();
    await expect(receiptForm(page, lang)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const phone = await phoneOf(browser, baseURL, giver);
    try {
      // The member, on a phone: the feed's Wanted switch shows the need with the mark and 0 of 10.
      await phone.page.goto(localPath(lang, `/feed?q=${tag}`));
      await main(phone.page)
        .getByRole('button', { name: t(lang, 'wanted.switch') })
        .click();
      const card = main(phone.page).getByRole('link', { name: new RegExp(tag) });
      await expect(card).toContainText(
        t(lang, 'posts.card.need', { received: 0, quantity: ASKED }),
      );
      await expectNoSeriousA11yViolations(phone.page);
      await card.click();
      await expect(pageHeading(phone.page)).toHaveText(title);
      await expect(
        main(phone.page).getByText(t(lang, 'organisations.verifiedMark'), { exact: true }),
      ).toBeVisible();
      await expect(main(phone.page).getByRole('link', { name })).toHaveAttribute(
        'href',
        localPath(lang, `/organisations/${organisationId}`),
      );
      await expect(progress(phone.page, lang, 0)).toBeVisible();
      await expect(receiptForm(phone.page, lang)).toHaveCount(0);
      await expectNoSeriousA11yViolations(phone.page);

      // I have this: a message to the organisation about the need.
      await main(phone.page)
        .getByRole('link', { name: t(lang, 'wanted.iHaveThis') })
        .click();
      await expect(phone.page).toHaveURL(new RegExp(`/dm/${school.id}\\?post=${needId}$`));
      const answer =
        lang === 'ar'
          ? 'لديّ أربع حقائب جديدة، متى أحضرها؟'
          : 'I have four new bags, when can I bring them?';
      const composer = main(phone.page).getByLabel(t(lang, 'messages.composer.label'), {
        exact: true,
      });
      await composer.fill(answer);
      await composer.press('Enter');
      await expect(composer).toHaveValue('');
      await expect
        .poll(async () => {
          const thread = `${e2eEnv().apiUrl}/messages/${giver.id}?post_id=${needId}`;
          const response = await request.get(thread, {
            headers: { Authorization: `Bearer ${school.token}` },
          });
          const history = (await response.json()) as ChatMessage[];
          return history.map((message) => [message.content, message.post_id]);
        })
        .toContainEqual([answer, needId]);

      // The organisation records the handover naming the member; more than is left is refused.
      await page.reload();
      await recordReceipt(page, lang, { quantity: ASKED + 1, way: 'handover' });
      await expect(
        receiptForm(page, lang).getByText(t(lang, 'needs.errors.NEED_MORE_THAN_LEFT')),
      ).toBeVisible();
      await recordReceipt(page, lang, {
        quantity: HANDED_OVER,
        way: 'handover',
        donor: giver.username,
      });
      await expect(page.getByText(t(lang, 'needs.receipts.recorded'))).toBeVisible();
      await expect(progress(page, lang, HANDED_OVER)).toBeVisible();
      await expect(
        receiptForm(page, lang).getByRole('listitem').filter({ hasText: giver.username }),
      ).toContainText(t(lang, 'needs.receipts.handedOverBy'));

      // The member sees it move on the need's page and on the organisation's.
      await phone.page.goto(localPath(lang, `/posts/${needId}`));
      await expect(progress(phone.page, lang, HANDED_OVER)).toBeVisible();
      await main(phone.page).getByRole('link', { name }).click();
      await expect(pageHeading(phone.page)).toHaveText(name);
      const needs = main(phone.page).getByRole('region', {
        name: t(lang, 'needs.organisation.heading'),
      });
      await expect(needs.getByRole('link', { name: title })).toHaveAttribute(
        'href',
        localPath(lang, `/posts/${needId}`),
      );
      await expect(progress(phone.page, lang, HANDED_OVER)).toBeVisible();
      await expectNoSeriousA11yViolations(phone.page);

      // The rest comes in at a drop-off point: the need is met and leaves the Wanted feed.
      await recordReceipt(page, lang, { quantity: ASKED - HANDED_OVER, way: 'drop_off' });
      await expect(progress(page, lang, ASKED)).toBeVisible();
      await expect(
        receiptForm(page, lang).getByText(t(lang, 'needs.receipts.fulfilled')),
      ).toBeVisible();
      await expect(receiptForm(page, lang).getByRole('listitem')).toHaveCount(2);
      await expectNoSeriousA11yViolations(page);

      await phone.page.reload();
      await expect(needs.getByText(t(lang, 'needs.organisation.empty'))).toBeVisible();
      await phone.page.goto(localPath(lang, `/feed?kind=wanted&q=${tag}`));
      await expect(pageHeading(phone.page)).toHaveText(t(lang, 'wanted.feedHeading'));
      await expect(main(phone.page).getByText(t(lang, 'posts.feed.empty'))).toBeVisible();
      await expect(main(phone.page).getByRole('link', { name: new RegExp(tag) })).toHaveCount(0);
      await expectNoSeriousA11yViolations(phone.page);

      // What came in shows on the organisation's page as figures anyone can read and download.
      await page.goto(localPath(lang, `/organisations/${organisationId}`));
      const received = main(page).getByRole('region', {
        name: t(lang, 'organisations.received.heading'),
      });
      await expect(
        received.getByText(
          t(
            lang,
            lang === 'ar'
              ? 'organisations.received.total_few'
              : 'organisations.received.total_other',
            {
              count: ASKED,
              weeks: FIGURE_WEEKS,
            },
          ),
        ),
      ).toBeVisible();
      const byCategory = received.getByRole('figure', {
        name: t(lang, 'organisations.received.byCategory'),
      });
      await expect(byCategory.locator('canvas')).toBeVisible();
      await byCategory.getByText(t(lang, 'charts.showFigures')).click();
      await expect(
        byCategory.getByRole('row', { name: t(lang, 'posts.categories.Books') }),
      ).toContainText(String(ASKED));
      await expect(received.getByText(giver.username)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      const download = page.waitForEvent('download');
      await received
        .getByRole('button', { name: t(lang, 'organisations.received.download') })
        .click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(
        new RegExp(`^tabarru-organisation-${organisationId}-received-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
      );
      const csv = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
      expect(csv).toContain(
        `,${t(lang, 'posts.categories.Books')},${t(lang, 'posts.regions.Amman')},${ASKED}\r\n`,
      );
      expect(csv).not.toContain(giver.username);
    } finally {
      await phone.context.close();
    }
  });
}
