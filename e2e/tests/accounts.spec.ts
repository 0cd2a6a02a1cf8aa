import {
  accountMenuButton,
  fillSignIn,
  newMember,
  phoneAsTyped,
  register,
  registerThroughApi,
  resetLinkMailedTo,
  signOut,
} from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t } from '../support/i18n';
import { main, navbar } from '../support/pages';

/** The path of a page, in the language, as a pattern that ignores the query. */
function pathPattern(lang: '' | 'ar', pagePath: string): RegExp {
  const prefix = lang === 'ar' ? '/ar' : '';
  return new RegExp(`${prefix}${pagePath.replace(/\//g, '\\/')}(\\?.*)?$`);
}

// These journeys try a wrong password and a used reset link on purpose, and change a password
// while counts may be in flight; the browser reports the refusals as failed loads.
test.use({
  // An array value is written as [value, options] in test.use.
  allowedConsoleErrors: [
    [
      /status of 401 .*\/authentication\/login/,
      /status of 400 .*\/reset-password/,
      // A count asked for just before a password change reaches the API after it, with the
      // token the change ended; the page keeps the new token (see session.ts).
      /status of 401 .*\/(api\/donations\/claims\/count\/\d+|messages\/unread\/count)/,
    ],
    { scope: 'test' },
  ],
});

for (const lang of LANGS) {
  const prefix = lang === 'ar' ? 'ar' : '';

  test.describe(`accounts (${lang})`, () => {
    test('register with the number and the texted code as people type them and Register alone, land on the feed signed in, sign out and in again', async ({
      page,
    }) => {
      const member = newMember(lang);
      await register(page, lang, member, { asPeopleType: true });

      await expect(page).toHaveURL(pathPattern(prefix, '/feed'));
      await expect(page.getByText(t(lang, 'auth.register.success'))).toBeVisible();
      await expect(accountMenuButton(page, lang, member.username)).toBeVisible();
      await expect(navbar(page).getByRole('link', { name: t(lang, 'nav.login') })).toHaveCount(0);

      await signOut(page, lang, member.username);
      await expect(page.getByText(t(lang, 'nav.signedOut'))).toBeVisible();
      await expect(page).toHaveURL(pathPattern(prefix, '/authentication/login'));
      await expect(accountMenuButton(page, lang, member.username)).toHaveCount(0);

      await fillSignIn(page, lang, member.email, member.password);
      await expect(page).toHaveURL(pathPattern(prefix, '/feed'));
      await expect(page.getByText(t(lang, 'auth.login.success'))).toBeVisible();
      await expect(accountMenuButton(page, lang, member.username)).toBeVisible();

      await page.reload();
      await expect(accountMenuButton(page, lang, member.username)).toBeVisible();
    });

    test('a wrong password is refused in the page language', async ({ page }) => {
      const member = newMember(lang);
      await register(page, lang, member);
      await expect(page).toHaveURL(pathPattern(prefix, '/feed'));
      await signOut(page, lang, member.username);

      await fillSignIn(page, lang, member.email, 'not the password at all');
      await expect(main(page).getByText(t(lang, 'errors.INVALID_CREDENTIALS'))).toBeVisible();
      await expect(page).toHaveURL(pathPattern(prefix, '/authentication/login'));
    });

    test('sign in with the phone number as people type it, Arabic-Indic digits on the Arabic page', async ({
      page,
      request,
    }) => {
      const member = newMember(lang);
      await registerThroughApi(request, member, lang);
      const typedPhone = phoneAsTyped(lang, member);

      await page.goto(localPath(lang, '/authentication/login'));
      await fillSignIn(page, lang, typedPhone, 'not the password at all');
      await expect(main(page).getByText(t(lang, 'errors.INVALID_CREDENTIALS'))).toBeVisible();

      await fillSignIn(page, lang, typedPhone, member.password);
      await expect(page).toHaveURL(pathPattern(prefix, '/feed'));
      await expect(page.getByText(t(lang, 'auth.login.success'))).toBeVisible();
      await expect(accountMenuButton(page, lang, member.username)).toBeVisible();
    });

    test('a visitor sent to login from the profile comes back to it, then changes the password', async ({
      page,
    }) => {
      const member = newMember(lang);
      await register(page, lang, member);
      await expect(page).toHaveURL(pathPattern(prefix, '/feed'));
      await signOut(page, lang, member.username);

      await page.goto(localPath(lang, '/profile'));
      await expect(page).toHaveURL(pathPattern(prefix, '/authentication/login'));
      await fillSignIn(page, lang, member.email, member.password);
      await expect(page).toHaveURL(pathPattern(prefix, '/profile'));
      await expect(main(page).getByText(member.email)).toBeVisible();
      await expect(main(page).getByText(t(lang, 'profile.noRating'))).toBeVisible();

      await main(page)
        .getByRole('tab', { name: t(lang, 'profile.tabEdit') })
        .click();
      const newPassword = `${member.password} and figs`;
      await page
        .getByLabel(t(lang, 'profile.currentPassword'), { exact: true })
        .fill(member.password);
      await page.getByLabel(t(lang, 'profile.newPassword'), { exact: true }).fill(newPassword);
      await page.getByLabel(t(lang, 'profile.confirmPassword'), { exact: true }).fill(newPassword);
      await page
        .getByRole('button', { name: t(lang, 'profile.changePassword'), exact: true })
        .click();
      await expect(page.getByText(t(lang, 'profile.passwordUpdated'))).toBeVisible();

      // Still signed in with the new token the change returned.
      await page.reload();
      await expect(accountMenuButton(page, lang, member.username)).toBeVisible();
      await signOut(page, lang, member.username);

      await fillSignIn(page, lang, member.email, member.password);
      await expect(main(page).getByText(t(lang, 'errors.INVALID_CREDENTIALS'))).toBeVisible();
      await fillSignIn(page, lang, member.email, newPassword);
      await expect(accountMenuButton(page, lang, member.username)).toBeVisible();
    });

    test('a forgotten password is reset through the mailed link', async ({ page }) => {
      const member = newMember(lang);
      await register(page, lang, member);
      await expect(page).toHaveURL(pathPattern(prefix, '/feed'));
      await signOut(page, lang, member.username);

      await page.goto(localPath(lang, '/authentication/login'));
      await main(page)
        .getByRole('link', { name: t(lang, 'auth.login.forgot') })
        .click();
      await expect(page).toHaveURL(pathPattern(prefix, '/forgot-password'));
      const askedAt = Date.now() - 1000;
      await page.getByLabel(t(lang, 'auth.email'), { exact: true }).fill(member.email);
      await page.getByRole('button', { name: t(lang, 'auth.forgot.submit'), exact: true }).click();
      await expect(main(page).getByText(t(lang, 'auth.forgot.sent'))).toBeVisible();

      const link = await resetLinkMailedTo(member.email, askedAt);
      expect(
        link.startsWith(lang === 'ar' ? '/ar/reset-password?token=' : '/reset-password?token='),
      ).toBe(true);
      await page.goto(link);
      const newPassword = `${member.password} by the sea`;
      await page.getByLabel(t(lang, 'auth.reset.newPassword'), { exact: true }).fill(newPassword);
      await page
        .getByLabel(t(lang, 'auth.reset.confirmPassword'), { exact: true })
        .fill(newPassword);
      await page.getByRole('button', { name: t(lang, 'auth.reset.submit'), exact: true }).click();
      await expect(page.getByText(t(lang, 'auth.reset.success'))).toBeVisible();
      await expect(page).toHaveURL(pathPattern(prefix, '/authentication/login'));

      await fillSignIn(page, lang, member.email, newPassword);
      await expect(accountMenuButton(page, lang, member.username)).toBeVisible();

      await page.goto(link);
      await page
        .getByLabel(t(lang, 'auth.reset.newPassword'), { exact: true })
        .fill(`${newPassword}!`);
      await page
        .getByLabel(t(lang, 'auth.reset.confirmPassword'), { exact: true })
        .fill(`${newPassword}!`);
      await page.getByRole('button', { name: t(lang, 'auth.reset.submit'), exact: true }).click();
      await expect(main(page).getByText(t(lang, 'errors.RESET_TOKEN_INVALID'))).toBeVisible();
    });
  });
}
