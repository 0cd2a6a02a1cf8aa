import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { CATEGORY_WEIGHT_KG, estimateImpact, type Impact } from '@tabarru/contract/impact';
import type { SiteImpactReply } from '@tabarru/contract/impact-schemas';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { createPostThroughApi } from '../support/content';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { registerApiMember, type ApiMember } from '../support/members';
import { main, pageHeading } from '../support/pages';
import { drawPhoto } from '../support/posts';

/**
 * Impact: the home page shows what the whole site has given, a member's page what
 * that member gave, each as items, kilograms kept out of landfill and CO2e, with a link to the
 * About page, which names the weights and the factor.
 */

/** Numbers as the web app writes them (apps/web/src/lib/format.ts): Western digits in both. */
function format(lang: Lang, value: number, unit?: 'kilogram'): string {
  const locale = lang === 'ar' ? 'ar-JO-u-nu-latn' : 'en-GB';
  return new Intl.NumberFormat(locale, unit ? { style: 'unit', unit } : {}).format(value);
}

/** The three figures as a block shows them: "1,234", "≈ 51 kg", "≈ 74 kg" (Arabic «نحو …»). */
async function expectFigures(block: Locator, lang: Lang, impact: Impact): Promise<void> {
  const estimate = (value: number) =>
    t(lang, 'impact.figures.approximately', { value: format(lang, value, 'kilogram') });
  const figure = (measure: string) => block.locator(`[data-impact="${measure}"] dd`);
  await expect(figure('items')).toHaveText(format(lang, impact.items));
  await expect(figure('kilograms')).toContainText(estimate(impact.kilograms));
  await expect(figure('co2e')).toContainText(estimate(impact.co2eKg));
  await expect(block.getByText(t(lang, 'impact.figures.co2eLabel'))).toBeVisible();
}

async function apiSiteImpact(request: APIRequestContext): Promise<Impact> {
  const response = await request.get(`${e2eEnv().apiUrl}/api/stats/impact`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as SiteImpactReply).impact;
}

/** `donor` gives a new post of `category` to `receiver`: claimed and confirmed through the API. */
async function handOver(
  page: Page,
  request: APIRequestContext,
  donor: ApiMember,
  receiver: ApiMember,
  category: string,
): Promise<void> {
  const { apiUrl } = e2eEnv();
  const postId = await createPostThroughApi(
    request,
    donor.token,
    {
      title: `${category} ${donor.localPhone.slice(-6)}`,
      description: 'Given away through Tabarru.',
      category,
      region: 'Amman',
      area: 'Jabal Al-Weibdeh',
    },
    await drawPhoto(page, 'item.png', 30),
  );
  const claim = await request.post(`${apiUrl}/api/donations/claims`, {
    headers: { Authorization: `Bearer ${receiver.token}` },
    data: { post_id: postId },
  });
  expect(claim.status(), await claim.text()).toBe(201);
  const { claim_id } = (await claim.json()) as { claim_id: number };
  const confirm = await request.put(`${apiUrl}/api/donations/claims/${claim_id}/confirm`, {
    headers: { Authorization: `Bearer ${donor.token}` },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
}

for (const lang of LANGS) {
  test.describe(`impact (${lang})`, () => {
    test('the home page shows the site’s impact once scrolled to', async ({ page, request }) => {
      const before = await apiSiteImpact(request);
      await page.goto(localPath(lang, '/'));
      await expect(pageHeading(page)).toBeVisible();
      const block = main(page).getByRole('region', { name: t(lang, 'impact.site.heading') });
      const answer = page.waitForResponse((response) =>
        response.url().endsWith('/api/stats/impact'),
      );
      await block.scrollIntoViewIfNeeded();
      const shown = ((await (await answer).json()) as SiteImpactReply).impact;
      const after = await apiSiteImpact(request);
      // The API counts once a minute while other tests hand items over: the page's answer is
      // one of the test's two reads around it.
      expect([before, after]).toContainEqual(shown);
      await expectFigures(block, lang, shown);
      await expectNoSeriousA11yViolations(page);
    });

    test('a member’s page shows what they gave, and About says how it is estimated', async ({
      page,
      request,
    }) => {
      await page.goto(localPath(lang, '/'));
      const donor = await registerApiMember(request, lang);
      const receiver = await registerApiMember(request, lang);
      await handOver(page, request, donor, receiver, 'Furniture');
      await handOver(page, request, donor, receiver, 'Books');
      // A claim still waiting counts for nothing.
      const waiting = await createPostThroughApi(
        request,
        donor.token,
        {
          title: `Waiting ${donor.localPhone.slice(-6)}`,
          description: 'Claimed, not handed over yet.',
          category: 'Appliances',
          region: 'Irbid',
          area: 'University Street',
        },
        await drawPhoto(page, 'waiting.png', 90),
      );
      const claim = await request.post(`${e2eEnv().apiUrl}/api/donations/claims`, {
        headers: { Authorization: `Bearer ${receiver.token}` },
        data: { post_id: waiting },
      });
      expect(claim.status()).toBe(201);

      await page.goto(localPath(lang, `/user/${donor.id}`));
      await expect(pageHeading(page)).toHaveText(donor.username);
      const block = main(page).getByRole('region', { name: t(lang, 'impact.member.heading') });
      const expected = estimateImpact({ Furniture: 1, Books: 1 });
      expect(expected).toEqual({ items: 2, kilograms: 31, co2eKg: 45 });
      await expectFigures(block, lang, expected);

      // The receiver gave nothing: their page has no impact to show.
      await page.goto(localPath(lang, `/user/${receiver.id}`));
      await expect(pageHeading(page)).toHaveText(receiver.username);
      await expect(
        main(page).getByRole('region', { name: t(lang, 'posts.member.theirHeading') }),
      ).toBeVisible();
      await expect(
        main(page).getByRole('region', { name: t(lang, 'impact.member.heading') }),
      ).toHaveCount(0);

      await page.goto(localPath(lang, `/user/${donor.id}`));
      await block.getByRole('link', { name: t(lang, 'impact.figures.howLink') }).click();
      await expect(page).toHaveURL(new RegExp(`${localPath(lang, '/about')}#impact$`));
      const explained = main(page).getByRole('region', { name: t(lang, 'impact.about.heading') });
      await expect(explained).toBeInViewport();
      const furniture = explained
        .getByRole('row')
        .filter({ hasText: t(lang, 'posts.categories.Furniture') });
      await expect(furniture).toContainText(format(lang, CATEGORY_WEIGHT_KG.Furniture, 'kilogram'));
      await expect(explained.getByRole('link', { name: /WRAP/ })).toHaveAttribute(
        'href',
        /^https:\/\/wrap\.org\.uk\//,
      );
      await expectNoSeriousA11yViolations(page);
    });
  });
}
