import { expectNoSeriousA11yViolations } from '../support/a11y';
import { adminToken, createPostThroughApi } from '../support/content';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t } from '../support/i18n';
import { main } from '../support/pages';
import { drawPhoto } from '../support/posts';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

/** A number written in Arabic-Indic digits, as an Arabic keyboard types it. */
const arabicIndic = (value: number) =>
  String(value).replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

for (const lang of LANGS) {
  test.describe(`search by words on a phone (${lang})`, () => {
    test('two Arabic words typed another way (ه for ة, Arabic-Indic digits) find the post; the Show chip finds what was given', async ({
      page,
      request,
    }) => {
      const token = await adminToken(request);
      const photo = await drawPhoto(page, 'fridge.png', 200);
      // A model number no other post of the run carries.
      const model = 100_000 + ((Date.now() + (lang === 'ar' ? 1 : 0)) % 900_000);
      const title = `ثلاجة سامسونج ${model} قدم`;
      await createPostThroughApi(
        request,
        token,
        {
          title,
          description: 'تعمل بشكل ممتاز، مع الرفوف كلها.',
          category: 'Appliances',
          region: 'Irbid',
          area: 'University Street',
        },
        photo,
      );

      await page.goto(localPath(lang, '/feed'));
      const search = page.getByLabel(t(lang, 'posts.feed.search'), { exact: true });
      await search.tap();
      await search.fill(`ثلاجه ${arabicIndic(model)}`);
      const results = main(page).getByRole('list').first().getByRole('link');
      const found = main(page).getByRole('link', { name: new RegExp(title) });
      await expect(found).toBeVisible();
      await expect(results).toHaveCount(1);

      // Words in any order, one of them only in the description.
      await search.fill(`${model} الرفوف`);
      await expect(found).toBeVisible();
      await expect(results).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);

      // The feed shows what is still on offer; the given-away items are one chip away.
      const show = page.getByLabel(t(lang, 'posts.feed.availability'), { exact: true });
      await show.selectOption({ label: t(lang, 'posts.feed.availabilities.donated') });
      await expect(page).toHaveURL(/availability=donated/);
      await expect(found).toHaveCount(0);
      await show.selectOption({ label: t(lang, 'posts.feed.availabilities.all') });
      await expect(found).toBeVisible();

      await found.tap();
      await expect(page).toHaveURL(/\/posts\/\d+$/);
    });
  });
}
