import type { Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { fillSignIn, newMember, registerThroughApi, signIn } from '../support/accounts';
import { adminToken, createPostThroughApi } from '../support/content';
import { E2E_ADMIN, e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { main, pageHeading } from '../support/pages';
import { drawPhoto } from '../support/posts';

/** The feed searched for `title`: its card, or nothing once the empty state has loaded. */
async function feedCard(page: Page, lang: Lang, title: string) {
  await page.goto(localPath(lang, `/feed?q=${encodeURIComponent(title)}`));
  await expect(
    main(page)
      .getByRole('link', { name: new RegExp(title) })
      .or(main(page).getByText(t(lang, 'posts.feed.empty'))),
  ).toBeVisible();
  return main(page).getByRole('link', { name: new RegExp(title) });
}

for (const lang of LANGS) {
  test.describe(`admin users (${lang})`, () => {
    test('the administrator demotes a member, whose open tab is signed out at once, ends their sessions, then deletes them', async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      const member = newMember(lang);
      await registerThroughApi(request, member);
      // An administrator already: promoted through the API.
      const token = await adminToken(request);
      const api = e2eEnv().apiUrl;
      const found = await request.get(`${api}/admin/users?q=${encodeURIComponent(member.email)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const [account] = (await found.json()) as { id: number }[];
      expect(account).toBeDefined();
      const promoted = await request.put(`${api}/admin/users/${account?.id}/toggle-admin`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(promoted.status()).toBe(200);

      // The member's tab, open on the admin panel.
      const memberContext = await browser.newContext({ baseURL, timezoneId: 'Asia/Amman' });
      try {
        const memberPage = await memberContext.newPage();
        await signIn(memberPage, lang, member.email, member.password);
        await expect(memberPage).not.toHaveURL(/\/authentication\/login/);
        await memberPage.goto(localPath(lang, '/admin'));
        await expect(pageHeading(memberPage)).toHaveText(t(lang, 'admin.heading'));

        await signIn(page, lang, E2E_ADMIN.email, E2E_ADMIN.password);
        await expect(page).not.toHaveURL(/\/authentication\/login/);
        await page.goto(localPath(lang, '/admin/users'));
        await expect(pageHeading(page)).toHaveText(t(lang, 'admin.users.heading'));
        await page.getByLabel(t(lang, 'admin.users.search')).fill(member.email);
        const row = main(page).getByRole('listitem').filter({ hasText: member.email });
        await expect(row).toHaveCount(1);
        await expect(main(page).getByRole('listitem')).toHaveCount(1);
        await expectNoSeriousA11yViolations(page);
        await row
          .getByRole('button', {
            name: t(lang, 'admin.users.demoteNamed', { username: member.username }),
          })
          .click();
        await expect(
          page.getByText(t(lang, 'admin.users.demoted', { username: member.username })),
        ).toBeVisible();
        await expect(
          row.getByRole('button', {
            name: t(lang, 'admin.users.promoteNamed', { username: member.username }),
          }),
        ).toBeVisible();

        // The role change closes the member's socket; the tab asks the API, is refused, and
        // goes to sign in with the page it was on, without waiting for a click.
        await expect(memberPage).toHaveURL(/\/authentication\/login\?next=%2Fadmin$/);
        await expect(memberPage.getByText(t(lang, 'errors.UNAUTHENTICATED'))).toBeVisible();

        // Signed in again on another device, the member is signed out there by End sessions.
        const signedIn = await request.post(`${api}/authentication/login`, {
          data: { email: member.email, password: member.password },
        });
        expect(signedIn.status(), await signedIn.text()).toBe(200);
        const { jwtToken } = (await signedIn.json()) as { jwtToken: string };
        page.once('dialog', (dialog) => {
          expect(dialog.message()).toBe(t(lang, 'admin.users.confirmEndSessions'));
          void dialog.accept();
        });
        await row
          .getByRole('button', {
            name: t(lang, 'admin.users.endSessionsNamed', { username: member.username }),
          })
          .click();
        await expect(
          page.getByText(t(lang, 'admin.users.sessionsEnded', { count: 1 })),
        ).toBeVisible();
        const refused = await request.get(`${api}/profile`, {
          headers: { Authorization: `Bearer ${jwtToken}` },
        });
        expect(refused.status()).toBe(401);

        page.once('dialog', (dialog) => {
          expect(dialog.message()).toBe(t(lang, 'admin.users.confirmDelete'));
          void dialog.accept();
        });
        await row
          .getByRole('button', {
            name: t(lang, 'admin.users.deleteNamed', { username: member.username }),
          })
          .click();
        await expect(page.getByText(t(lang, 'admin.users.deleted'))).toBeVisible();
        await expect(main(page).getByText(member.email)).toHaveCount(0);

        // Deleted, the member cannot sign in again.
        await fillSignIn(memberPage, lang, member.email, member.password);
        await expect(memberPage.getByText(t(lang, 'errors.INVALID_CREDENTIALS'))).toBeVisible();
      } finally {
        await memberContext.close();
      }
    });
    test('the administrator suspends a member: signed out at once, refused at sign-in with the way to the team, their post hidden; lifting it gives both back', async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      const member = newMember(lang);
      const memberToken = await registerThroughApi(request, member);
      const title = `Suspended lamp ${member.localPhone.slice(-6)}`;
      await createPostThroughApi(
        request,
        memberToken,
        {
          title,
          description: 'A desk lamp with a warm bulb.',
          category: 'Electronics',
          region: 'Amman',
          area: 'Sweifieh',
        },
        await drawPhoto(page, 'lamp.png', 200),
      );

      const memberContext = await browser.newContext({ baseURL, timezoneId: 'Asia/Amman' });
      try {
        const memberPage = await memberContext.newPage();
        await signIn(memberPage, lang, member.email, member.password);
        await expect(memberPage).not.toHaveURL(/\/authentication\/login/);
        await expect(await feedCard(memberPage, lang, title)).toBeVisible();
        // A page for members only, which sends the tab to sign in once its session is refused.
        await memberPage.goto(localPath(lang, '/profile'));
        await expect(memberPage).toHaveURL(/\/profile/);

        await signIn(page, lang, E2E_ADMIN.email, E2E_ADMIN.password);
        await expect(page).not.toHaveURL(/\/authentication\/login/);
        await page.goto(localPath(lang, '/admin/users'));
        await page.getByLabel(t(lang, 'admin.users.search')).fill(member.email);
        const row = main(page).getByRole('listitem').filter({ hasText: member.email });
        await expect(main(page).getByRole('listitem')).toHaveCount(1);
        page.once('dialog', (dialog) => {
          expect(dialog.type()).toBe('prompt');
          expect(dialog.message()).toBe(t(lang, 'admin.users.suspendPrompt'));
          void dialog.accept('Selling, not giving');
        });
        await row
          .getByRole('button', {
            name: t(lang, 'admin.users.suspendNamed', { username: member.username }),
          })
          .click();
        await expect(
          page.getByText(t(lang, 'admin.users.suspended', { username: member.username })),
        ).toBeVisible();
        await expect(
          row.getByText(t(lang, 'admin.users.suspendedBadge'), { exact: true }),
        ).toBeVisible();
        await expect(
          row.getByText(t(lang, 'admin.users.suspendedReason', { reason: 'Selling, not giving' })),
        ).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        // The member's open tab is signed out at once, and signing in again is refused with
        // the reason and the way to the team.
        await expect(memberPage).toHaveURL(/\/authentication\/login/);
        await fillSignIn(memberPage, lang, member.email, member.password);
        const refusal = memberPage.getByRole('alert').filter({
          hasText: t(lang, 'errors.ACCOUNT_SUSPENDED'),
        });
        await expect(refusal).toBeVisible();
        await expect(
          refusal.getByRole('link', { name: t(lang, 'auth.login.suspendedContact') }),
        ).toHaveAttribute('href', localPath(lang, '/contact'));
        await expect(await feedCard(memberPage, lang, title)).toHaveCount(0);

        page.once('dialog', (dialog) => {
          expect(dialog.message()).toBe(t(lang, 'admin.users.confirmUnsuspend'));
          void dialog.accept();
        });
        await row
          .getByRole('button', {
            name: t(lang, 'admin.users.unsuspendNamed', { username: member.username }),
          })
          .click();
        await expect(
          page.getByText(t(lang, 'admin.users.unsuspended', { username: member.username })),
        ).toBeVisible();
        await expect(
          row.getByText(t(lang, 'admin.users.suspendedBadge'), { exact: true }),
        ).toHaveCount(0);

        await expect(await feedCard(memberPage, lang, title)).toBeVisible();
        await signIn(memberPage, lang, member.email, member.password);
        await expect(memberPage).not.toHaveURL(/\/authentication\/login/);
      } finally {
        await memberContext.close();
      }
    });
  });
}
