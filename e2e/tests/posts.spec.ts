import { newMember, register } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t } from '../support/i18n';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { main, pageHeading } from '../support/pages';
import { createPost, drawPhoto } from '../support/posts';

for (const lang of LANGS) {
  test.describe(`posts (${lang})`, () => {
    test('create a post with two photos, find it by filters and by an Arabic search without diacritics, open, edit, see in My posts, delete', async ({
      page,
    }) => {
      const member = newMember(lang);
      await register(page, lang, member);
      await expect(page).toHaveURL(new RegExp(`${lang === 'ar' ? '/ar' : ''}/feed$`));

      const tag = member.localPhone.slice(-6);
      // Written with diacritics and a hamza, searched for plainly below.
      const title = `طاوِلَةُ طعامٍ خشبيّة ${tag}`;
      await page.goto(localPath(lang, '/create_post'));
      await expect(pageHeading(page)).toHaveText(t(lang, 'posts.create.heading'));
      await expectNoSeriousA11yViolations(page);
      const photos = [
        await drawPhoto(page, 'table.png', 30),
        await drawPhoto(page, 'chairs.png', 200),
      ];
      await createPost(
        page,
        lang,
        {
          title,
          description: 'Six chairs included. Pick up in the evening.',
          category: 'Furniture',
          extra: 'Seats six',
          region: 'Irbid',
          area: 'University Street',
          email: member.email,
          phone: member.localPhone,
        },
        photos,
      );

      await expect(page).toHaveURL(new RegExp(`${lang === 'ar' ? '/ar' : ''}/posts/\\d+$`));
      const postPath = new URL(page.url()).pathname;
      await expect(page.getByText(t(lang, 'posts.create.success'))).toBeVisible();
      await expect(pageHeading(page)).toHaveText(title);
      await expect(
        main(page).getByText(t(lang, 'posts.detail.photoPosition', { current: 1, total: 2 })),
      ).toBeVisible();
      await main(page)
        .getByRole('button', { name: t(lang, 'posts.detail.nextPhoto') })
        .click();
      await expect(
        main(page).getByText(t(lang, 'posts.detail.photoPosition', { current: 2, total: 2 })),
      ).toBeVisible();
      await expect(
        main(page).getByRole('link', { name: t(lang, 'posts.detail.edit') }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.goto(localPath(lang, '/feed'));
      await page
        .getByLabel(t(lang, 'posts.feed.category'), { exact: true })
        .selectOption({ label: t(lang, 'posts.categories.Furniture') });
      await page
        .getByLabel(t(lang, 'posts.feed.location'), { exact: true })
        .selectOption({ label: t(lang, 'posts.regions.Irbid') });
      const card = main(page).getByRole('link', { name: new RegExp(tag) });
      await expect(card).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('src', /-480\.webp$/);

      await page.goto(localPath(lang, '/feed'));
      await page
        .getByLabel(t(lang, 'posts.feed.search'), { exact: true })
        .fill(`طاولة طعام خشبية ${tag}`);
      await expect(page).toHaveURL(/q=/);
      await expect(main(page).getByRole('link', { name: new RegExp(tag) })).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
      await main(page)
        .getByRole('link', { name: new RegExp(tag) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${postPath}$`));
      await expect(pageHeading(page)).toHaveText(title);
    });

    test('a visitor opening a post is asked to sign in first', async ({ page }) => {
      await page.goto(localPath(lang, '/posts/1'));
      await expect(page).toHaveURL(/\/authentication\/login\?next=/);
    });
  });
}
