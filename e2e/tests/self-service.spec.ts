import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { fillSignIn } from '../support/accounts';
import { createPostThroughApi } from '../support/content';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { registerApiMember, signInContext, type ApiMember } from '../support/members';
import { main, pageHeading } from '../support/pages';
import { drawPhoto } from '../support/posts';

/*
 * Members protect themselves: blocking another member from their page, and owning
 * their data from the profile's "Privacy and your data": the download and the deletion.
 */

// Refusals these journeys cause on purpose, which the browser reports as failed loads: the
// conversation with a blocked member (403), a wrong password (403), and, once the account is
// gone, the sign-in with it and what the closing tab still asked (401).
test.use({
  allowedConsoleErrors: [
    [/status of 403 .*\/(messages\/\d+|api\/users\/me)/, /status of 401/],
    { scope: 'test' },
  ],
});

/** A text of the catalogs whose name is marked up for <bdi>, as it reads on the page. */
function plain(lang: Lang, key: string, values: Record<string, string | number>): string {
  return t(lang, key, values).replace(/<\/?name>/g, '');
}

/** The feed searched for `title`: its card, if the feed shows it. */
async function feedCard(page: Page, lang: Lang, title: string) {
  await page.goto(localPath(lang, `/feed?q=${encodeURIComponent(title)}`));
  await expect(pageHeading(page)).toBeVisible();
  return main(page).getByRole('link', { name: new RegExp(title) });
}

async function postOf(page: Page, member: ApiMember, title: string, hue: number): Promise<number> {
  return createPostThroughApi(
    page.request,
    member.token,
    {
      title,
      description: 'Clean and ready to collect.',
      category: 'Furniture',
      region: 'Zarqa',
      area: 'New Zarqa',
    },
    await drawPhoto(page, 'item.png', hue),
  );
}

for (const lang of LANGS) {
  test.describe(`members protect themselves (${lang})`, () => {
    test('a member blocks another from their page: no Message button, no messages, no claims, their post leaves the feed; unblocking brings them back', async ({
      page,
      context,
      request,
    }) => {
      const blocker = await registerApiMember(request, lang);
      const other = await registerApiMember(request, lang);
      const title = `Folding table ${other.localPhone.slice(-6)}`;
      const postId = await postOf(page, other, title, 140);
      await signInContext(context, blocker);

      await expect(await feedCard(page, lang, title)).toBeVisible();

      await page.goto(localPath(lang, `/user/${other.id}`));
      await expect(pageHeading(page)).toHaveText(other.username);
      const message = main(page).getByRole('link', { name: t(lang, 'profile.message') });
      await expect(message).toBeVisible();
      await main(page)
        .getByRole('button', { name: t(lang, 'blocks.button') })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(t(lang, 'blocks.confirm.lead'));
      await expectNoSeriousA11yViolations(page);
      await dialog
        .getByRole('button', { name: t(lang, 'blocks.confirm.block'), exact: true })
        .click();
      await expect(dialog).toHaveCount(0);
      await expect(
        main(page).getByText(plain(lang, 'blocks.notice', { name: other.username })),
      ).toBeVisible();
      await expect(message).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      // No message either way.
      const sent = await request.post(`${e2eEnv().apiUrl}/messages`, {
        headers: { Authorization: `Bearer ${other.token}` },
        data: { receiver_id: blocker.id, content: 'Hello?' },
      });
      expect(sent.status()).toBe(403);
      await page.goto(localPath(lang, `/dm/${other.id}`));
      await expect(
        main(page).getByText(plain(lang, 'blocks.conversationNotice', { name: other.username })),
      ).toBeVisible();
      await expect(main(page).getByLabel(t(lang, 'messages.composer.label'))).toHaveCount(0);

      // No claims either way: their post, opened from a link, offers none, and the API refuses.
      await page.goto(localPath(lang, `/posts/${postId}`));
      await expect(pageHeading(page)).toHaveText(title);
      await expect(
        main(page).getByRole('link', { name: t(lang, 'posts.detail.whatsapp'), exact: true }),
      ).toBeVisible();
      await expect(main(page).getByRole('button', { name: t(lang, 'claims.button') })).toHaveCount(
        0,
      );
      const claimed = await request.post(`${e2eEnv().apiUrl}/api/donations/claims`, {
        headers: { Authorization: `Bearer ${blocker.token}` },
        data: { post_id: postId },
      });
      expect(claimed.status()).toBe(403);
      expect(await claimed.json()).toMatchObject({ code: 'CLAIM_MEMBER_BLOCKED' });

      // Their post is no longer in the blocker's feed; the blocked member still sees it.
      await expect(await feedCard(page, lang, title)).toHaveCount(0);
      const theirFeed = await request.get(
        `${e2eEnv().apiUrl}/posts?q=${encodeURIComponent(title)}`,
        { headers: { Authorization: `Bearer ${other.token}` } },
      );
      expect(((await theirFeed.json()) as { posts: unknown[] }).posts).toHaveLength(1);

      // The profile lists the block; unblocking from the member's page brings everything back.
      await page.goto(localPath(lang, '/profile'));
      const blocked = main(page).getByRole('region', { name: t(lang, 'blocks.list.heading') });
      await expect(blocked.getByRole('link', { name: other.username })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await blocked.getByRole('link', { name: other.username }).click();
      await expect(pageHeading(page)).toHaveText(other.username);
      await main(page)
        .getByRole('button', { name: t(lang, 'blocks.unblock'), exact: true })
        .click();
      await expect(message).toBeVisible();
      await expect(
        main(page).getByRole('button', { name: t(lang, 'blocks.button') }),
      ).toBeVisible();
      await expect(await feedCard(page, lang, title)).toBeVisible();
    });

    test('a member downloads their data, then deletes their account with their password and cannot sign in again', async ({
      page,
      context,
      request,
    }) => {
      const member = await registerApiMember(request, lang);
      const title = `Bookshelf ${member.localPhone.slice(-6)}`;
      await postOf(page, member, title, 200);
      await signInContext(context, member);

      await page.goto(localPath(lang, '/profile'));
      const privacy = main(page).getByRole('region', { name: t(lang, 'accountData.heading') });
      await expect(privacy).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const downloading = page.waitForEvent('download');
      await privacy.getByRole('button', { name: t(lang, 'accountData.download.button') }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^tabarru-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
        account: { username: string; email: string };
        posts: { title: string; images: string[] }[];
      };
      expect(data.account).toMatchObject({ username: member.username, email: member.email });
      expect(data.posts.map((post) => post.title)).toEqual([title]);
      expect(data.posts[0]?.images).toHaveLength(1);

      await privacy.getByRole('button', { name: t(lang, 'accountData.delete.button') }).click();
      const dialog = page.getByRole('dialog', { name: t(lang, 'accountData.delete.title') });
      await expect(dialog).toContainText(t(lang, 'accountData.delete.content'));
      await expectNoSeriousA11yViolations(page);
      const password = dialog.getByLabel(t(lang, 'accountData.delete.password'), { exact: true });
      const confirm = dialog.getByRole('button', {
        name: t(lang, 'accountData.delete.confirm'),
        exact: true,
      });
      await password.fill('not my password at all');
      await confirm.click();
      await expect(dialog.getByText(t(lang, 'accountData.delete.wrongPassword'))).toBeVisible();
      await password.fill(member.password);
      await confirm.click();

      await expect(page.getByText(t(lang, 'accountData.delete.done'))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${lang === 'ar' ? '/ar' : ''}/?$`));
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await expect(await feedCard(page, lang, title)).toHaveCount(0);

      await page.goto(localPath(lang, '/authentication/login'));
      await fillSignIn(page, lang, member.email, member.password);
      await expect(main(page).getByText(t(lang, 'errors.INVALID_CREDENTIALS'))).toBeVisible();
    });
  });
}
