import { expectNoSeriousA11yViolations } from '../support/a11y';
import { accountMenuButton, newMember, register } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t } from '../support/i18n';
import { main, navbar } from '../support/pages';
import { createPost, drawPhoto } from '../support/posts';

for (const lang of LANGS) {
  test.describe(`claims (${lang})`, () => {
    test('a member claims the post of another with a note; the donor has no claim button and sees the pending claim', async ({
      page,
      browser,
      baseURL,
    }) => {
      const donor = newMember(lang);
      const donorContext = await browser.newContext({ baseURL });
      try {
        const donorPage = await donorContext.newPage();
        await register(donorPage, lang, donor);
        await expect(donorPage).toHaveURL(new RegExp(`${lang === 'ar' ? '/ar' : ''}/feed$`));
        await donorPage.goto(localPath(lang, '/create_post'));
        const title = `Claimable heater ${donor.localPhone.slice(-6)}`;
        await createPost(
          donorPage,
          lang,
          {
            title,
            description: 'Works well, picked up already.',
            category: 'Electronics',
            extra: 'Two heat levels',
            region: 'Amman',
            area: 'Sweifieh',
            email: donor.email,
            phone: donor.localPhone,
          },
          [await drawPhoto(donorPage, 'heater.png', 15)],
        );
        await expect(donorPage).toHaveURL(new RegExp(`${lang === 'ar' ? '/ar' : ''}/posts/\\d+$`));
        const postPath = new URL(donorPage.url()).pathname;
        await expect(
          main(donorPage).getByRole('link', { name: t(lang, 'posts.detail.edit') }),
        ).toBeVisible();
        await expect(
          main(donorPage).getByRole('button', { name: t(lang, 'claims.button') }),
        ).toHaveCount(0);

        const receiver = newMember(lang);
        await register(page, lang, receiver);
        await expect(page).toHaveURL(new RegExp(`${lang === 'ar' ? '/ar' : ''}/feed$`));
        await page.goto(postPath);
        await main(page)
          .getByRole('button', { name: t(lang, 'claims.button') })
          .click();
        const dialog = page.getByRole('dialog', { name: t(lang, 'claims.dialog.title') });
        const note = dialog.getByLabel(t(lang, 'claims.dialog.message'));
        await expect(note).toBeFocused();
        await expectNoSeriousA11yViolations(page);
        await note.fill('Thank you! I picked it up on Saturday.');
        await dialog.getByRole('button', { name: t(lang, 'claims.dialog.send') }).click();

        await expect(page.getByText(t(lang, 'claims.toast.sent'))).toBeVisible();
        await expect(dialog).toHaveCount(0);
        await expect(
          main(page).getByRole('button', { name: t(lang, 'claims.sentState') }),
        ).toHaveAttribute('aria-disabled', 'true');
        // Coming back later, the page still says the claim was sent, not 'I received this item'.
        await page.reload();
        await expect(
          main(page).getByRole('button', { name: t(lang, 'claims.sentState') }),
        ).toHaveAttribute('aria-disabled', 'true');
        await expect(
          main(page).getByRole('button', { name: t(lang, 'claims.button') }),
        ).toHaveCount(0);

        await donorPage.reload();
        const notifications = t(lang, 'nav.notifications', { count: 1 });
        await expect(accountMenuButton(donorPage, lang, donor.username)).toHaveAccessibleName(
          new RegExp(notifications),
        );
        // On a phone the avatar is folded into the menu, whose button carries the same badge.
        await donorPage.setViewportSize({ width: 375, height: 812 });
        const menuButton = navbar(donorPage).getByRole('button', {
          name: `${t(lang, 'nav.openMenu')} ${notifications}`,
        });
        await expect(menuButton).toBeVisible();
        await expect(menuButton).toContainText('1');
      } finally {
        await donorContext.close();
      }
    });
  });
}
