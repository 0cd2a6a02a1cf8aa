import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { APIRequestContext, Page } from '@playwright/test';

import { accountMenuButton, fillSignIn } from '../support/accounts';
import { createPostThroughApi } from '../support/content';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { registerApiMember, signInContext, type ApiMember } from '../support/members';
import { main, pageHeading } from '../support/pages';
import { drawPhoto, fillPostFields, type Photo } from '../support/posts';

// Offline, every request the saved copies cannot answer fails, and Chromium says so (a
// request the service worker passed on fails as ERR_FAILED).
test.use({
  // An array value is written as [value, options] in test.use.
  allowedConsoleErrors: [
    [/ERR_INTERNET_DISCONNECTED/, /net::ERR_FAILED/, /Failed to fetch/, /FetchEvent/],
    { scope: 'test' },
  ],
});

/** Waits until the service worker controls the page, so its requests go through it. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** The addresses the service worker keeps in its cache of saved API replies. */
function savedReplies(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('tabarru-saved-pages');
    return (await cache.keys()).map((request) => request.url);
  });
}

function offlineNotice(page: Page, lang: Lang) {
  return page.getByRole('status').filter({ hasText: t(lang, 'install.offline.notice') });
}

async function postsOf(request: APIRequestContext, member: ApiMember): Promise<string[]> {
  const response = await request.get(`${e2eEnv().apiUrl}/api/users/${member.id}/posts`);
  expect(response.status()).toBe(200);
  const reply = (await response.json()) as { posts: { title: string }[] };
  return reply.posts.map((post) => post.title);
}

async function messagesBetween(
  request: APIRequestContext,
  member: ApiMember,
  other: ApiMember,
): Promise<string[]> {
  const response = await request.get(`${e2eEnv().apiUrl}/messages/${other.id}`, {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { content: string }[]).map((message) => message.content);
}

/**
 * Shares photos to the app as a phone's share sheet does: a POST navigation of a multipart
 * form to the manifest's share target, which the service worker answers.
 */
async function shareToApp(page: Page, action: string, title: string, photos: Photo[]) {
  await page.evaluate(
    ({ action: target, title: words, photos: files }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.enctype = 'multipart/form-data';
      form.action = target;
      const titleInput = Object.assign(document.createElement('input'), {
        name: 'title',
        value: words,
      });
      const input = Object.assign(document.createElement('input'), {
        type: 'file',
        name: 'photos',
        multiple: true,
      });
      const transfer = new DataTransfer();
      for (const file of files) {
        const bytes = Uint8Array.from(atob(file.base64), (character) => character.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.mimeType }));
      }
      input.files = transfer.files;
      form.append(titleInput, input);
      document.body.append(form);
      form.submit();
    },
    {
      action,
      title,
      photos: photos.map((photo) => ({
        name: photo.name,
        mimeType: photo.mimeType,
        base64: photo.buffer.toString('base64'),
      })),
    },
  );
}

for (const lang of LANGS) {
  test.describe(`installable app (${lang})`, () => {
    test('installs: the manifest of the page language and the service worker pass Chrome’s installability checks', async ({
      playwright,
      baseURL,
    }, testInfo) => {
      // Chrome installs nothing from an incognito window, which a test's context is: this
      // test runs in a browser profile of its own.
      const profile = await mkdtemp(path.join(tmpdir(), 'tabarru-install-'));
      const context = await playwright.chromium.launchPersistentContext(profile, {
        ...testInfo.project.use.launchOptions,
        baseURL,
        locale: 'en-US',
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto(localPath(lang, '/feed'));
        await expect(pageHeading(page)).toBeVisible();
        await controlledByServiceWorker(page);

        const cdp = await context.newCDPSession(page);
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        expect(installabilityErrors).toEqual([]);

        const { url, data } = (await cdp.send('Page.getAppManifest')) as {
          url: string;
          data: string;
        };
        expect(new URL(url).pathname).toBe(
          lang === 'ar' ? '/ar/manifest.webmanifest' : '/manifest.webmanifest',
        );
        const manifest = JSON.parse(data) as Record<string, unknown>;
        expect(manifest).toMatchObject({
          id: '/',
          name: t(lang, 'install.manifest.name'),
          lang,
          dir: lang === 'ar' ? 'rtl' : 'ltr',
          start_url: lang === 'ar' ? '/ar/' : '/',
          display: 'standalone',
        });
      } finally {
        await context.close();
        await rm(profile, { recursive: true, force: true });
      }
    });

    test('the feed and a post seen online open offline with the offline notice; posting and messages are refused offline and nothing is lost', async ({
      page,
      context,
      request,
    }) => {
      const member = await registerApiMember(request, lang);
      const partner = await registerApiMember(request, lang);
      const tag = member.localPhone.slice(-6);
      const postTitle = `Reading lamp ${tag}`;
      const postId = await createPostThroughApi(
        request,
        partner.token,
        {
          title: postTitle,
          description: 'A brass lamp with a linen shade.',
          category: 'Furniture',
          region: 'Amman',
          area: 'Abdoun',
        },
        await drawPhoto(page, 'lamp.png', 50),
      );
      await signInContext(context, member);

      // Online: the feed, then the post, each read through the service worker.
      await page.goto(localPath(lang, '/feed'));
      await controlledByServiceWorker(page);
      await page.reload();
      await expect(main(page).getByRole('link', { name: postTitle })).toBeVisible();
      await main(page).getByRole('link', { name: postTitle }).click();
      await expect(main(page).getByRole('heading', { name: postTitle })).toBeVisible();
      await expect
        .poll(() => savedReplies(page))
        .toContainEqual(`${e2eEnv().apiUrl}/api/posts/${postId}/preview`);
      // The member's own reply of the post, with the donor's contact details, is never kept.
      expect(await savedReplies(page)).not.toContainEqual(
        `${e2eEnv().apiUrl}/Posting/posts/${postId}`,
      );

      await context.setOffline(true);
      await page.goto(localPath(lang, '/feed'));
      await expect(offlineNotice(page, lang)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(main(page).getByRole('link', { name: postTitle })).toBeVisible();
      await main(page).getByRole('link', { name: postTitle }).click();
      await expect(main(page).getByRole('heading', { name: postTitle })).toBeVisible();
      await page.reload();
      await expect(main(page).getByRole('heading', { name: postTitle })).toBeVisible();
      await expect(offlineNotice(page, lang)).toBeVisible();

      // Back online, the member writes; the connection drops before they send.
      await context.setOffline(false);
      await page.goto(localPath(lang, '/create_post'));
      await expect(pageHeading(page)).toHaveText(t(lang, 'posts.create.heading'));
      const newTitle = `Bookshelf ${tag}`;
      await fillPostFields(page, lang, {
        title: newTitle,
        description: 'Five shelves, oak veneer.',
        category: 'Furniture',
        extra: 'Five shelves',
        region: 'Zarqa',
        area: 'New Zarqa',
        email: member.email,
        phone: member.localPhone,
      });
      await page
        .locator('input[type="file"]')
        .setInputFiles(await drawPhoto(page, 'shelf.png', 90));
      const submit = main(page).getByRole('button', {
        name: t(lang, 'posts.create.submit'),
        exact: true,
      });
      await expect(submit).toBeEnabled();
      // The browser would offer the install; the app keeps it for later, not on this visit.
      await page.evaluate(() => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {
            document.documentElement.dataset.installPrompted = 'yes';
          },
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        });
        window.dispatchEvent(offer);
      });
      const installOffer = page.getByRole('region', { name: t(lang, 'install.prompt.title') });
      await expect(installOffer).toHaveCount(0);

      await context.setOffline(true);
      await expect(offlineNotice(page, lang)).toBeVisible();
      await submit.click();
      await expect(
        main(page)
          .getByRole('alert')
          .filter({ hasText: t(lang, 'install.offline.refused') }),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${localPath(lang, '/create_post')}$`));
      await expect(page.getByLabel(t(lang, 'posts.form.title'), { exact: true })).toHaveValue(
        newTitle,
      );
      expect(await postsOf(request, member)).toEqual([]);

      // Connected again, the same form goes as it was, and the app offers to be installed.
      await context.setOffline(false);
      await expect(offlineNotice(page, lang)).toHaveCount(0);
      await submit.click();
      await expect(main(page).getByRole('heading', { name: newTitle })).toBeVisible();
      expect(await postsOf(request, member)).toEqual([newTitle]);
      await expect(installOffer).toBeVisible();
      await installOffer
        .getByRole('button', { name: t(lang, 'install.prompt.install'), exact: true })
        .click();
      await expect(page.locator('html')).toHaveAttribute('data-install-prompted', 'yes');
      await expect(installOffer).toHaveCount(0);

      // A message written offline is refused where it was written, and goes when retried.
      await page.goto(localPath(lang, `/dm/${partner.id}`));
      const composer = main(page).getByLabel(t(lang, 'messages.composer.label'), { exact: true });
      await expect(composer).toBeVisible();
      await expect(
        main(page).getByText(t(lang, 'messages.conversation.empty', { name: partner.username })),
      ).toBeVisible();
      await context.setOffline(true);
      const words = `Is the lamp still there? ${tag}`;
      await composer.fill(words);
      await composer.press('Enter');
      const refused = main(page)
        .getByRole('alert')
        .filter({ hasText: t(lang, 'install.offline.refused') });
      await expect(refused).toBeVisible();
      await expect(main(page).getByText(words)).toBeVisible();
      expect(await messagesBetween(request, member, partner)).toEqual([]);
      await context.setOffline(false);
      await refused.getByRole('button', { name: t(lang, 'messages.status.retry') }).click();
      await expect(refused).toHaveCount(0);
      await expect.poll(() => messagesBetween(request, member, partner)).toEqual([words]);
    });

    test('a signed-in member who opens the app offline is still a member: Give and Messages show with the offline notice, never the sign-in form', async ({
      page,
      context,
      request,
    }) => {
      const member = await registerApiMember(request, lang);
      await signInContext(context, member);
      await page.goto(localPath(lang, '/feed'));
      await controlledByServiceWorker(page);
      await expect(accountMenuButton(page, lang, member.username)).toBeVisible();

      await context.setOffline(true);
      const memberPages = [
        { path: '/create_post', heading: t(lang, 'posts.create.heading') },
        { path: '/messages', heading: t(lang, 'messages.list.title') },
      ];
      for (const { path: pagePath, heading } of memberPages) {
        await page.goto(localPath(lang, pagePath));
        await expect(pageHeading(page)).toHaveText(heading);
        await expect(offlineNotice(page, lang)).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${localPath(lang, pagePath)}$`));
        await expect(accountMenuButton(page, lang, member.username)).toBeVisible();
        await expect(
          page.getByRole('heading', { name: t(lang, 'auth.login.heading') }),
        ).toHaveCount(0);
      }

      // Connected again, the session check completes: no notice, still the member's page.
      await context.setOffline(false);
      await expect(offlineNotice(page, lang)).toHaveCount(0);
      await expect(page.getByText(t(lang, 'install.offline.unreachable'))).toHaveCount(0);
      await expect(pageHeading(page)).toHaveText(t(lang, 'messages.list.title'));
      await expect(main(page).getByText(t(lang, 'messages.list.empty'))).toBeVisible();
      await expect(accountMenuButton(page, lang, member.username)).toBeVisible();
    });

    test('photos shared to the app from the phone’s gallery open the give form with them attached, after signing in when needed', async ({
      page,
      request,
    }) => {
      const member = await registerApiMember(request, lang);
      const photos = [
        await drawPhoto(page, 'crib.png', 140),
        await drawPhoto(page, 'mattress.png', 260),
      ];
      await page.goto(localPath(lang, '/feed'));
      await controlledByServiceWorker(page);

      // A visitor shares: signing in first, then the form with the photos still there.
      await shareToApp(page, localPath(lang, '/share-target'), 'Baby crib', photos);
      await expect(page).toHaveURL(/\/authentication\/login\?next=/);
      await fillSignIn(page, lang, member.email, member.password);
      await expect(page).toHaveURL(new RegExp(`${localPath(lang, '/create_post')}\\?shared=1$`));
      await expect(pageHeading(page)).toHaveText(t(lang, 'posts.create.heading'));
      for (const [index, photo] of photos.entries()) {
        await expect(
          main(page).getByRole('button', {
            name: t(lang, 'imagePicker.removeNewImage', { number: index + 1, name: photo.name }),
          }),
        ).toBeVisible();
      }
      await expect(page.getByLabel(t(lang, 'posts.form.title'), { exact: true })).toHaveValue(
        'Baby crib',
      );

      // Taken once: the form opened again starts without them.
      await page.reload();
      await expect(pageHeading(page)).toHaveText(t(lang, 'posts.create.heading'));
      await expect(
        main(page).getByRole('button', { name: new RegExp(photos[0]?.name ?? 'crib') }),
      ).toHaveCount(0);

      // Signed in, a share lands on the form at once.
      await shareToApp(page, localPath(lang, '/share-target'), '', photos.slice(0, 1));
      await expect(page).toHaveURL(new RegExp(`${localPath(lang, '/create_post')}\\?shared=1$`));
      await expect(
        main(page).getByRole('button', {
          name: t(lang, 'imagePicker.removeNewImage', { number: 1, name: 'crib.png' }),
        }),
      ).toBeVisible();
    });
  });
}
