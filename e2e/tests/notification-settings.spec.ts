import { expectNoSeriousA11yViolations } from '../support/a11y';
import { createPostThroughApi } from '../support/content';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t } from '../support/i18n';
import { registerApiMember, signInContext } from '../support/members';
import { main, pageHeading } from '../support/pages';
import { drawPhoto } from '../support/posts';

/*
 * The notification settings: from the profile, a member chooses per kind how they
 * hear of it (push, email at once or in the daily digest) and whether messages and claims may
 * reach them at night; each change is saved as it is made and is still there after a reload.
 */

for (const lang of LANGS) {
  test.describe(`notification settings (${lang})`, () => {
    test('a member changes how claims and matches reach them, and it stays after a reload', async ({
      page,
      context,
      request,
    }) => {
      const member = await registerApiMember(request, lang);
      await signInContext(context, member);
      await page.goto(localPath(lang, '/profile'));
      await main(page)
        .getByRole('link', { name: t(lang, 'notificationSettings.profileLink') })
        .click();
      await expect(pageHeading(page)).toHaveText(t(lang, 'notificationSettings.title'));
      await expect(page).toHaveURL(localPath(lang, '/notifications/settings'));

      const claimsKind = t(lang, 'notificationSettings.kinds.claim_received');
      const matchesKind = t(lang, 'notificationSettings.kinds.search_match');
      const claimsPush = main(page).getByRole('checkbox', {
        name: t(lang, 'notificationSettings.pushLabel', { kind: claimsKind }),
      });
      const matchesEmail = main(page).getByRole('combobox', {
        name: t(lang, 'notificationSettings.emailLabel', { kind: matchesKind }),
      });
      const night = main(page).getByRole('checkbox', {
        name: t(lang, 'notificationSettings.night.label'),
      });
      await expect(claimsPush).toBeChecked();
      await expect(matchesEmail).toHaveValue('daily');
      await expect(night).not.toBeChecked();
      await expect(
        main(page)
          .getByRole('group', { name: claimsKind })
          .getByText(t(lang, 'notificationSettings.inAppAlways')),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Each change is saved as it is made (the box shows it at once, then the API's answer).
      const saved = () =>
        page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/notifications/preferences') &&
            response.request().method() === 'PATCH' &&
            response.ok(),
        );
      await Promise.all([saved(), claimsPush.click()]);
      await expect(claimsPush).not.toBeChecked();
      await expect(main(page).getByText(t(lang, 'notificationSettings.saved'))).toBeVisible();
      await Promise.all([saved(), matchesEmail.selectOption('instant')]);
      await Promise.all([saved(), night.click()]);
      await expect(night).toBeChecked();

      await page.reload();
      await expect(pageHeading(page)).toHaveText(t(lang, 'notificationSettings.title'));
      await expect(claimsPush).not.toBeChecked();
      await expect(matchesEmail).toHaveValue('instant');
      await expect(night).toBeChecked();
    });

    test('after a first claim, home and the feed opened afresh offer notifications on this phone', async ({
      page,
      context,
      request,
    }) => {
      const donor = await registerApiMember(request, lang);
      const postId = await createPostThroughApi(
        request,
        donor.token,
        {
          title: `Kettle ${donor.localPhone.slice(-6)}`,
          description: 'Electric, 1.7 litres.',
          category: 'Appliances',
          region: 'Amman',
          area: 'Sweifieh',
        },
        await drawPhoto(page, 'kettle.png', 200),
      );
      const member = await registerApiMember(request, lang);
      await signInContext(context, member);
      await page.goto(localPath(lang, `/posts/${postId}`));
      await main(page)
        .getByRole('button', { name: t(lang, 'claims.button') })
        .click();
      const dialog = page.getByRole('dialog', { name: t(lang, 'claims.dialog.title') });
      await dialog.getByLabel(t(lang, 'claims.dialog.message')).fill('I can pick it up today.');
      await dialog.getByRole('button', { name: t(lang, 'claims.dialog.send') }).click();
      await expect(page.getByText(t(lang, 'claims.toast.sent'))).toBeVisible();

      // Home and the feed load fewer texts than a post's page: the offer brings its own.
      for (const path of ['/', '/feed']) {
        await page.goto(localPath(lang, path));
        await expect(
          page.getByRole('complementary', { name: t(lang, 'notificationSettings.prompt.title') }),
        ).toContainText(t(lang, 'notificationSettings.prompt.text'));
      }
    });
  });
}
