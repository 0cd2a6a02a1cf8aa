import type { Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { registerApiMember, signInContext } from '../support/members';
import { waitForOutboxEntry } from '../support/outbox';
import { main, pageHeading } from '../support/pages';

const PHONE = { width: 390, height: 844 };
const NARROW_PHONE = { width: 320, height: 640 };

test.use({
  viewport: PHONE,
  // "This was not me" ends every session: the member's tab is refused on its next request,
  // which the browser reports as a failed load.
  allowedConsoleErrors: [[/status of 401 /], { scope: 'test' }],
});

/** A text of the catalog with its values put in and its tags (<email>…</email>) taken out. */
function plain(lang: Lang, key: string, values: Record<string, string>): string {
  return t(lang, key, values).replace(/<\/?\w+>/g, '');
}

/** The link to `pagePath` mailed to `to` since `after`, as the path and query to open in the app. */
async function linkMailedTo(to: string, pagePath: string, after: number): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${pagePath}\\?token=\\S+`);
  const mail = await waitForOutboxEntry(
    e2eEnv().dataDir,
    (entry) =>
      entry.channel === 'email' &&
      entry.to === to &&
      Date.parse(entry.at) >= after &&
      pattern.test(entry.text),
  );
  const url = new URL(pattern.exec(mail.text)?.[0] ?? '');
  return `${url.pathname}${url.search}`;
}

/** Whether the page is wider than its viewport, that is scrolls sideways. */
function scrollsSideways(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

for (const lang of LANGS) {
  test.describe(`changing the email (${lang})`, () => {
    test('a member moves to a new address through the link mailed to it; "this was not me" from the old one undoes it and signs the member out', async ({
      page,
      context,
      browser,
      baseURL,
      request,
    }) => {
      const member = await registerApiMember(request, lang);
      const newEmail = `moved.${member.email}`;
      await signInContext(context, member);

      // The edit form asks for the current password once the email changes.
      await page.goto(localPath(lang, '/profile'));
      await main(page)
        .getByRole('tab', { name: t(lang, 'profile.tabEdit'), exact: true })
        .click();
      const form = main(page).getByRole('form', { name: t(lang, 'profile.editHeading') });
      const password = form.getByLabel(t(lang, 'profile.currentPassword'), { exact: true });
      await expect(password).toHaveCount(0);
      await form.getByLabel(t(lang, 'profile.email'), { exact: true }).fill(newEmail);
      await expect(password).toBeVisible();
      await expect(password).toHaveAttribute('type', 'password');
      await expectNoSeriousA11yViolations(page);
      await password.fill(member.password);
      const askedAt = Date.now() - 1000;
      await form.getByRole('button', { name: t(lang, 'profile.save'), exact: true }).click();

      const pending = plain(lang, 'profile.emailPending', { newEmail, email: member.email });
      await expect(form.getByText(pending, { exact: true })).toBeVisible();
      await expect(password).toHaveCount(0);
      await main(page)
        .getByRole('tab', { name: t(lang, 'profile.tabProfile'), exact: true })
        .click();
      const profilePanel = main(page).getByRole('tabpanel', {
        name: t(lang, 'profile.tabProfile'),
        exact: true,
      });
      await expect(profilePanel.getByText(pending, { exact: true })).toBeVisible();
      // The profile's details still give the account's email.
      const details = profilePanel.getByRole('definition');
      await expect(details.getByText(member.email, { exact: true })).toBeVisible();

      // The link mailed to the new address switches the account to it.
      const confirmLink = await linkMailedTo(newEmail, '/confirm-email', askedAt);
      expect(confirmLink.startsWith(localPath(lang, '/confirm-email?token='))).toBe(true);
      await page.goto(confirmLink);
      await expect(pageHeading(page)).toHaveText(t(lang, 'emailChange.confirm.title'));
      await expect(
        main(page).getByText(plain(lang, 'emailChange.confirm.done', { email: newEmail }), {
          exact: true,
        }),
      ).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      await expectNoSeriousA11yViolations(page);
      await main(page)
        .getByRole('link', { name: t(lang, 'emailChange.confirm.profileLink') })
        .click();
      await expect(page).toHaveURL(localPath(lang, '/profile'));
      await expect(details.getByText(newEmail, { exact: true })).toBeVisible();
      await expect(profilePanel.getByText(pending, { exact: true })).toHaveCount(0);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      expect(token).not.toBeNull();

      // The notice to the old address says "this was not me", opened on another device.
      const undoLink = await linkMailedTo(member.email, '/email-change-undo', askedAt);
      expect(undoLink.startsWith(localPath(lang, '/email-change-undo?token='))).toBe(true);
      const mailbox = await browser.newContext({ baseURL, viewport: NARROW_PHONE });
      try {
        const mailboxPage = await mailbox.newPage();
        await mailboxPage.goto(undoLink);
        await expect(pageHeading(mailboxPage)).toHaveText(t(lang, 'emailChange.undo.title'));
        await expect(main(mailboxPage).getByText(t(lang, 'emailChange.undo.lead'))).toBeVisible();
        expect(await scrollsSideways(mailboxPage)).toBe(false);
        await expectNoSeriousA11yViolations(mailboxPage);
        await main(mailboxPage)
          .getByRole('button', { name: t(lang, 'emailChange.undo.submit'), exact: true })
          .click();
        await expect(main(mailboxPage).getByText(t(lang, 'emailChange.undo.done'))).toBeVisible();
        await expect(
          main(mailboxPage).getByText(
            plain(lang, 'emailChange.undo.email', { email: member.email }),
            { exact: true },
          ),
        ).toBeVisible();
        await expect(
          main(mailboxPage).getByRole('link', { name: t(lang, 'emailChange.undo.forgotLink') }),
        ).toHaveAttribute('href', localPath(lang, '/forgot-password'));
      } finally {
        await mailbox.close();
      }

      // Every session has ended: the member's token is refused, and their open tab, told by
      // its socket, asks the API, is refused and goes to sign in, without waiting for a click.
      const refused = await request.get(`${e2eEnv().apiUrl}/profile`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(refused.status()).toBe(401);
      await expect(page).toHaveURL(
        new RegExp(`${lang === 'ar' ? '/ar' : ''}/authentication/login\\?next=%2Fprofile$`),
      );
    });
  });
}
