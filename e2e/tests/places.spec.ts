import type { Page } from '@playwright/test';

import { distanceKm } from '@tabarru/contract/geo';
import { placeById } from '@tabarru/contract/place-search';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { newMember, register } from '../support/accounts';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { main, pageHeading } from '../support/pages';
import { drawPhoto, fillPostFields } from '../support/posts';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

/** How a person types a place, and the place's name as the page shows it. */
const TYPED: Record<Lang, { shmeisani: string; khalda: string }> = {
  en: { shmeisani: 'Shmesani', khalda: 'Khalda' },
  ar: { shmeisani: 'الشميساني', khalda: 'خلدا' },
};
const SHOWN: Record<Lang, { shmeisani: RegExp; khalda: RegExp }> = {
  en: { shmeisani: /Shmeisani/, khalda: /Khalda/ },
  ar: { shmeisani: /الشميساني/, khalda: /خلدا/ },
};

const shmeisani = placeById('amman-shmeisani') ?? { lat: 0, lng: 0 };
/** 2.5 km north of Shmeisani's centre: where the visitor's browser says they are. */
const NEAR_SHMEISANI = {
  latitude: Number((shmeisani.lat + 2.5 / 111.195).toFixed(4)),
  longitude: shmeisani.lng,
};
/** How far the card says the item is, to one decimal. */
const DISTANCE = String(
  Math.round(
    distanceKm(shmeisani, { lat: NEAR_SHMEISANI.latitude, lng: NEAR_SHMEISANI.longitude }) * 10,
  ) / 10,
);

/** Types into a place picker and chooses the option that names `shown`. */
async function choosePlace(page: Page, label: string, typed: string, shown: RegExp) {
  const picker = page.getByRole('combobox', { name: label });
  await picker.fill(typed);
  await page.getByRole('option', { name: shown }).first().click();
  await expect(picker).toHaveValue(shown);
}

for (const lang of LANGS) {
  test.describe(`places and distance (${lang})`, () => {
    for (const [screen, viewport] of [
      ['a phone', PHONE],
      ['a laptop', LAPTOP],
    ] as const) {
      test(`on ${screen}: a donor gives at a place typed in either spelling; a visitor finds it near them and near another place, with distances`, async ({
        page,
        browser,
      }) => {
        await page.setViewportSize(viewport);
        const member = newMember(lang);
        await register(page, lang, member);
        await expect(page).toHaveURL(new RegExp(`${lang === 'ar' ? '/ar' : ''}/feed$`));
        const title = `${lang === 'ar' ? 'كنبة رمادية' : 'Grey sofa'} ${member.localPhone.slice(-6)}`;

        await page.goto(localPath(lang, '/create_post'));
        await expect(pageHeading(page)).toHaveText(t(lang, 'posts.create.heading'));
        await fillPostFields(page, lang, {
          title,
          description: lang === 'ar' ? 'بحالة جيدة، ثلاثة مقاعد.' : 'Good condition, three seats.',
          category: 'Furniture',
          extra: lang === 'ar' ? 'ثلاثة مقاعد' : 'Three seats',
          region: 'Amman',
          area: '',
          email: member.email,
          phone: member.localPhone,
        });
        await choosePlace(
          page,
          t(lang, 'posts.form.place'),
          TYPED[lang].shmeisani,
          SHOWN[lang].shmeisani,
        );
        await expectNoSeriousA11yViolations(page);
        await page
          .locator('input[type="file"]')
          .setInputFiles([await drawPhoto(page, 'sofa.png', 30)]);
        await page
          .getByRole('button', { name: t(lang, 'posts.create.submit'), exact: true })
          .click();
        await expect(pageHeading(page)).toHaveText(title);
        await expect(main(page).getByText(SHOWN[lang].shmeisani).first()).toBeVisible();

        // A visitor whose browser shares where they are, 2.5 km away.
        const visitorContext = await browser.newContext({
          baseURL: e2eEnv().webUrl,
          viewport,
          locale: 'en-US',
          timezoneId: 'Asia/Amman',
          permissions: ['geolocation'],
          geolocation: NEAR_SHMEISANI,
        });
        try {
          const visitor = await visitorContext.newPage();
          await visitor.goto(localPath(lang, '/feed'));
          await expect(pageHeading(visitor)).toBeVisible();
          await main(visitor)
            .getByRole('button', { name: t(lang, 'posts.feed.near') })
            .click();
          await main(visitor)
            .getByRole('button', { name: t(lang, 'posts.feed.nearMe'), exact: true })
            .click();
          await expect(visitor).toHaveURL(
            new RegExp(`near=${NEAR_SHMEISANI.latitude}(%2C|,)${NEAR_SHMEISANI.longitude}`),
          );
          await main(visitor)
            .getByRole('group', { name: t(lang, 'posts.feed.distance') })
            .getByRole('button', {
              name: t(lang, 'posts.feed.withinKm', { distance: '5' }),
              exact: true,
            })
            .click();
          await expect(visitor).toHaveURL(/within_km=5/);
          const card = main(visitor)
            .getByRole('link', { name: new RegExp(title) })
            .first();
          await expect(card).toBeVisible();
          const article = card.locator('xpath=ancestor::li[1]');
          await expect(article).toContainText(
            t(lang, 'posts.card.distance', { distance: DISTANCE }),
          );
          await expect(article).toContainText(SHOWN[lang].shmeisani);
          await expectNoSeriousA11yViolations(visitor);

          // Near another place, typed in the page's language: Khalda is about 7 km away.
          await choosePlace(
            visitor,
            t(lang, 'posts.feed.near'),
            TYPED[lang].khalda,
            SHOWN[lang].khalda,
          );
          await expect(visitor).toHaveURL(/place=amman-khalda/);
          await expect(main(visitor).getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
          await main(visitor)
            .getByRole('group', { name: t(lang, 'posts.feed.distance') })
            .getByRole('button', {
              name: t(lang, 'posts.feed.withinKm', { distance: '10' }),
              exact: true,
            })
            .click();
          await expect(
            main(visitor)
              .getByRole('link', { name: new RegExp(title) })
              .first(),
          ).toBeVisible();
          await expectNoSeriousA11yViolations(visitor);
        } finally {
          await visitorContext.close();
        }
      });
    }
  });
}
