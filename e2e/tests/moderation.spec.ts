import type { Browser, Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { newMember, registerThroughApi, signIn } from '../support/accounts';
import { createPostThroughApi } from '../support/content';
import { E2E_ADMIN } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { main, pageHeading } from '../support/pages';
import { drawPhoto } from '../support/posts';

/** A member's page in a browser context of its own, signed in through the login form. */
async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  lang: Lang,
  account: { email: string; password: string },
) {
  const context = await browser.newContext({ baseURL, timezoneId: 'Asia/Amman' });
  const page = await context.newPage();
  await signIn(page, lang, account.email, account.password);
  await expect(page).not.toHaveURL(/\/authentication\/login/);
  return { context, page };
}

async function report(page: Page, lang: Lang, postId: number, reason: string, note?: string) {
  await page.goto(localPath(lang, `/posts/${postId}`));
  await main(page)
    .getByRole('button', { name: t(lang, 'reports.button') })
    .click();
  const dialog = page.getByRole('dialog', { name: t(lang, 'reports.dialog.title') });
  await dialog.getByRole('radio', { name: t(lang, `reports.reasons.${reason}`) }).check();
  if (note) await dialog.getByLabel(t(lang, 'reports.dialog.note')).fill(note);
  return dialog;
}

/** The feed searched for `title`: the card, or the empty state once it has loaded. */
async function feedCard(page: Page, lang: Lang, title: string) {
  await page.goto(localPath(lang, `/feed?q=${encodeURIComponent(title)}`));
  return main(page).getByRole('link', { name: new RegExp(title) });
}

for (const lang of LANGS) {
  test.describe(`moderation (${lang})`, () => {
    test('two members report a post: it leaves the feed and waits in /admin/flagged; the administrator approves it and it returns', async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      const owner = newMember(lang);
      const ownerToken = await registerThroughApi(request, owner);
      const title = `Reported lamp ${owner.localPhone.slice(-6)}`;
      const postId = await createPostThroughApi(
        request,
        ownerToken,
        {
          title,
          description: 'A desk lamp with a warm bulb.',
          category: 'Electronics',
          region: 'Amman',
          area: 'Sweifieh',
        },
        await drawPhoto(page, 'lamp.png', 40),
      );

      const first = newMember(lang);
      await registerThroughApi(request, first);
      await signIn(page, lang, first.email, first.password);
      await expect(page).not.toHaveURL(/\/authentication\/login/);
      const dialog = await report(page, lang, postId, 'scam', 'Asks for a transfer before pick-up');
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: t(lang, 'reports.dialog.send') }).click();
      await expect(page.getByText(t(lang, 'reports.toast.sent'))).toBeVisible();
      await expect(
        main(page).getByRole('button', { name: t(lang, 'reports.sentState') }),
      ).toHaveAttribute('aria-disabled', 'true');
      // One report is not enough to hide it.
      await expect(await feedCard(page, lang, title)).toBeVisible();

      const second = newMember(lang);
      await registerThroughApi(request, second);
      const other = await signedInPage(browser, baseURL, lang, second);
      try {
        const secondDialog = await report(other.page, lang, postId, 'spam');
        await secondDialog.getByRole('button', { name: t(lang, 'reports.dialog.send') }).click();
        await expect(other.page.getByText(t(lang, 'reports.toast.sent'))).toBeVisible();
      } finally {
        await other.context.close();
      }

      await feedCard(page, lang, title);
      await expect(main(page).getByText(t(lang, 'posts.feed.empty'))).toBeVisible();
      await expect(main(page).getByRole('link', { name: new RegExp(title) })).toHaveCount(0);

      const admin = await signedInPage(browser, baseURL, lang, E2E_ADMIN);
      try {
        await admin.page.goto(localPath(lang, '/admin/flagged'));
        await expect(pageHeading(admin.page)).toHaveText(t(lang, 'admin.flagged.heading'));
        const item = main(admin.page)
          .getByRole('listitem')
          .filter({ has: admin.page.getByRole('heading', { name: title }) });
        await expect(item).toContainText(t(lang, 'reports.reasons.scam'));
        await expect(item).toContainText(t(lang, 'reports.reasons.spam'));
        await expect(item).toContainText('Asks for a transfer before pick-up');
        await expectNoSeriousA11yViolations(admin.page);
        await item
          .getByRole('button', { name: t(lang, 'admin.flagged.approveNamed', { title }) })
          .click();
        await expect(admin.page.getByText(t(lang, 'admin.flagged.approved'))).toBeVisible();
        await expect(item).toHaveCount(0);
      } finally {
        await admin.context.close();
      }

      await expect(await feedCard(page, lang, title)).toBeVisible();
    });
  });
}
