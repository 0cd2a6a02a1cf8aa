import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { dayAfter } from '@tabarru/contract/amman-time';
import { eventToday } from '@tabarru/contract/event-time';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { createPostThroughApi } from '../support/content';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { registerApiMember, signInContext, type ApiMember } from '../support/members';
import { verifiedOrganisation } from '../support/organisations';
import { main, pageHeading } from '../support/pages';
import { phoneOf } from '../support/phones';
import { drawPhoto } from '../support/posts';

/*
 * Campaigns by season: a verified organisation starts a winter campaign on a laptop, with a
 * target in one governorate; a member's offer there is handed over to another member, and the
 * campaign's bar moves, on its page on the laptop and on home on a phone. Each language's run
 * has a governorate and a category of its own, which no other test hands anything over in, so
 * the two runs and the rest of the suite never count toward each other's bars.
 */

const TARGET = 5;
const CATEGORY = 'Sports Equipment';
const REGION: Record<Lang, string> = { en: 'Tafilah', ar: "Ma'an" };

/** The bar of one governorate, by the words that name it. */
function bar(scope: Locator, lang: Lang, received: number): Locator {
  return scope.getByRole('progressbar', {
    name: `${t(lang, `posts.regions.${REGION[lang]}`)} ${t(lang, 'campaigns.progress.received', {
      received,
      target: TARGET,
    })}`,
  });
}

/** A confirmed handover of a new offer of `giver` to `receiver`, through the API. */
async function handOver(
  request: APIRequestContext,
  page: Page,
  lang: Lang,
  giver: ApiMember,
  receiver: ApiMember,
) {
  const postId = await createPostThroughApi(
    request,
    giver.token,
    {
      title: lang === 'ar' ? 'كرة قدم' : 'Football',
      description: lang === 'ar' ? 'كرة جلدية بحالة جيدة.' : 'A leather ball in good shape.',
      category: CATEGORY,
      region: REGION[lang],
      area: 'Centre',
    },
    await drawPhoto(page, 'ball.png', 30),
  );
  const claimed = await request.post(`${e2eEnv().apiUrl}/api/donations/claims`, {
    headers: { Authorization: `Bearer ${receiver.token}` },
    data: { post_id: postId },
  });
  expect(claimed.status(), await claimed.text()).toBe(201);
  const { claim_id } = (await claimed.json()) as { claim_id: number };
  const confirmed = await request.put(
    `${e2eEnv().apiUrl}/api/donations/claims/${claim_id}/confirm`,
    { headers: { Authorization: `Bearer ${giver.token}` } },
  );
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

for (const lang of LANGS) {
  test(`a verified organisation starts a campaign on a laptop, and its bar moves after a handover, on its page and on home on a phone (${lang})`, async ({
    browser,
    baseURL,
    request,
    page,
  }) => {
    test.setTimeout(150_000);
    const school = await registerApiMember(request, lang);
    const giver = await registerApiMember(request, lang);
    const receiver = await registerApiMember(request, lang);
    const tag = school.localPhone.slice(-6);
    const titles = { en: `Winter sports ${tag}`, ar: `رياضة الشتاء ${tag}` };
    const title = titles[lang];
    await verifiedOrganisation(request, school, {
      name_en: `Al-Nour School ${tag}`,
      name_ar: `مدرسة النور ${tag}`,
    });

    // The organisation, on a laptop: Start a campaign from its application's page.
    await signInContext(page.context(), school);
    await page.goto(localPath(lang, '/organisation'));
    await main(page)
      .getByRole('link', { name: t(lang, 'organisations.apply.startCampaign') })
      .click();
    await expect(pageHeading(page)).toHaveText(t(lang, 'campaigns.create.title'));
    const form = main(page);
    await form.getByLabel(t(lang, 'campaigns.form.title_en')).fill(titles.en);
    await form.getByLabel(t(lang, 'campaigns.form.title_ar')).fill(titles.ar);
    await form
      .getByLabel(t(lang, 'campaigns.form.text_en'))
      .fill('Balls and rackets for the school teams before spring.');
    await form
      .getByLabel(t(lang, 'campaigns.form.text_ar'))
      .fill('كرات ومضارب لفرق المدرسة قبل الربيع.');
    await form.getByRole('checkbox', { name: t(lang, `posts.categories.${CATEGORY}`) }).check();
    await form.getByLabel(t(lang, 'campaigns.form.starts_on')).fill(eventToday());
    await form.getByLabel(t(lang, 'campaigns.form.ends_on')).fill(dayAfter(eventToday(), 60));
    await form
      .getByLabel(t(lang, 'campaigns.form.targetRegion', { number: 1 }))
      .selectOption({ label: t(lang, `posts.regions.${REGION[lang]}`) });
    await form
      .getByLabel(t(lang, 'campaigns.form.targetQuantity', { number: 1 }))
      .fill(String(TARGET));
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: t(lang, 'campaigns.form.start') }).click();
    await expect(page.getByText(t(lang, 'campaigns.create.started'))).toBeVisible();
    await expect(pageHeading(page)).toHaveText(title);
    await expect(bar(main(page), lang, 0)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // An offer of its category in its governorate is handed over: the bar moves.
    await handOver(request, page, lang, giver, receiver);
    await page.reload();
    await expect(bar(main(page), lang, 1)).toHaveAttribute('value', '1');

    // On a phone, home shows the campaign with the same bar once scrolled to.
    const phone = await phoneOf(browser, baseURL, giver);
    try {
      await phone.page.goto(localPath(lang, '/'));
      const campaigns = main(phone.page).getByRole('region', {
        name: t(lang, 'campaigns.home.heading'),
      });
      await expect(async () => {
        await phone.page.mouse.wheel(0, 800);
        await expect(campaigns).toBeVisible({ timeout: 1_000 });
      }).toPass();
      const card = campaigns.getByRole('listitem').filter({ hasText: title });
      await card.scrollIntoViewIfNeeded();
      await expect(bar(card, lang, 1)).toBeVisible();
      await expectNoSeriousA11yViolations(phone.page);
      await card.getByRole('link', { name: title }).click();
      await expect(pageHeading(phone.page)).toHaveText(title);
      await expect(bar(main(phone.page), lang, 1)).toBeVisible();
    } finally {
      await phone.context.close();
    }
  });
}
