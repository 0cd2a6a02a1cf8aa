import { newMember, register } from '../support/accounts';
import { adminToken, createPostThroughApi } from '../support/content';
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

      // A text file named like a photo is marked where it was picked, until it is removed.
      await page.locator('input[type="file"]').setInputFiles({
        name: 'notes.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('These are notes, not a picture.'),
      });
      const marked = main(page).getByRole('listitem').filter({ hasText: 'notes.jpg' });
      await expect(marked).toContainText(t(lang, 'imagePicker.problemUnreadable'));
      await expect(main(page).getByText(t(lang, 'imagePicker.removeProblems'))).toBeVisible();
      await expect(
        main(page).getByRole('button', { name: t(lang, 'posts.create.submit'), exact: true }),
      ).toBeDisabled();
      await marked
        .getByRole('button', { name: t(lang, 'imagePicker.removeFile', { name: 'notes.jpg' }) })
        .click();
      await expect(marked).toHaveCount(0);
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
        main(page).getByText(t(lang, 'gallery.position', { current: 1, total: 2 })),
      ).toBeVisible();
      await main(page)
        .getByRole('button', { name: t(lang, 'gallery.next') })
        .click();
      await expect(
        main(page).getByText(t(lang, 'gallery.position', { current: 2, total: 2 })),
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

      await main(page)
        .getByRole('link', { name: t(lang, 'posts.detail.edit') })
        .click();
      await expect(pageHeading(page)).toHaveText(t(lang, 'posts.edit.heading'));
      const removeSecond = main(page).getByRole('button', {
        name: t(lang, 'imagePicker.removeImage', { number: 2 }),
      });
      await removeSecond.click();
      await expect(removeSecond).toHaveCount(0);
      await main(page)
        .getByRole('radio', { name: t(lang, 'posts.availability.reserved'), exact: true })
        .check();
      await expectNoSeriousA11yViolations(page);
      await main(page)
        .getByRole('button', { name: t(lang, 'posts.edit.submit'), exact: true })
        .click();
      await expect(page.getByText(t(lang, 'posts.edit.success'))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${postPath}$`));
      await expect(
        main(page).getByText(t(lang, 'posts.availability.reserved'), { exact: true }),
      ).toBeVisible();
      await expect(main(page).getByRole('button', { name: t(lang, 'gallery.next') })).toHaveCount(
        0,
      );

      await page.goto(localPath(lang, '/myposts'));
      const deleteButton = main(page).getByRole('button', {
        name: t(lang, 'posts.mine.deleteNamed', { title }),
      });
      await expect(deleteButton).toBeVisible();
      page.once('dialog', (dialog) => void dialog.accept());
      await deleteButton.click();
      await expect(page.getByText(t(lang, 'posts.mine.deleted'))).toBeVisible();
      await expect(main(page).getByText(title)).toHaveCount(0);
    });

    test('a visitor opening a post sees its preview, which asks to sign in to contact the donor', async ({
      page,
      request,
    }) => {
      const title = `Desk lamp ${Date.now().toString(36)}${lang}`;
      const postId = await createPostThroughApi(
        request,
        await adminToken(request),
        {
          title,
          description: 'Warm light.',
          category: 'Electronics',
          region: 'Amman',
          area: 'Abdoun',
        },
        await drawPhoto(page, 'lamp.png', 60),
      );
      await page.goto(localPath(lang, `/posts/${postId}`));
      await expect(pageHeading(page)).toHaveText(title);
      await expect(
        main(page).getByRole('link', { name: t(lang, 'posts.preview.signIn'), exact: true }),
      ).toHaveAttribute(
        'href',
        `${localPath(lang, '/authentication/login')}?next=%2Fposts%2F${postId}`,
      );
    });
  });
}
