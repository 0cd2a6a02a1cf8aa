import { TOKEN_STORAGE_KEY } from '@tabarru/contract/constants';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { adminToken, createEventThroughApi, createPostThroughApi } from '../support/content';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath } from '../support/i18n';
import { main, pageHeading, PAGES } from '../support/pages';
import { drawPhoto } from '../support/posts';

for (const lang of LANGS) {
  for (const [name, pagePath] of Object.entries(PAGES)) {
    test(`${name} (${localPath(lang, pagePath)}) has no serious accessibility violation`, async ({
      page,
    }) => {
      await page.goto(localPath(lang, pagePath));
      await expect(pageHeading(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  // Lists are checked with something in them: a card's heading is where a level can be skipped.
  test(`the events and the feed (${localPath(lang, '/events')}, ${localPath(lang, '/feed')}) with cards have no serious accessibility violation`, async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const tag = `a11y ${Date.now().toString(36)} ${lang}`;
    const photo = await drawPhoto(page, 'cover.png', 90);
    const eventTitle = `Repair café ${tag}`;
    await createEventThroughApi(
      request,
      token,
      {
        title: eventTitle,
        description: 'Bring what is broken; volunteers fix it with you.',
        region: 'Salt',
        venue: 'Youth centre',
        ownerName: 'Salt repairers',
      },
      photo,
    );
    const postTitle = `Desk lamp ${tag}`;
    await createPostThroughApi(
      request,
      token,
      {
        title: postTitle,
        description: 'Works, new bulb.',
        category: 'Electronics',
        region: 'Salt',
        area: 'Old town',
      },
      photo,
    );

    await page.goto(localPath(lang, '/events'));
    await expect(main(page).getByRole('link', { name: new RegExp(eventTitle) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(localPath(lang, '/feed'));
    await expect(main(page).getByRole('link', { name: new RegExp(postTitle) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test(`a member's pages (profile, My posts, create, ${localPath(lang, '/admin')}) have no serious accessibility violation`, async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      TOKEN_STORAGE_KEY,
      token,
    ] as const);
    for (const pagePath of ['/profile', '/myposts', '/myasks', '/create_post', '/admin']) {
      await page.goto(localPath(lang, pagePath));
      await expect(pageHeading(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });

  // With something in each list: a post the blocklist flagged, an event, a contact message.
  test(`the admin tools (${localPath(lang, '/admin/…')}) with something to show have no serious accessibility violation`, async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const tag = `a11y admin ${Date.now().toString(36)} ${lang}`;
    const photo = await drawPhoto(page, 'cover.png', 120);
    await createPostThroughApi(
      request,
      token,
      {
        title: `Gift card bundle ${tag}`,
        description: 'Pay the shipping fee by Western Union and it is yours.',
        category: 'Other',
        region: 'Irbid',
        area: 'University Street',
      },
      photo,
    );
    await createEventThroughApi(
      request,
      token,
      {
        title: `Clothes swap ${tag}`,
        description: 'Bring what you no longer wear.',
        region: 'Irbid',
        venue: 'Youth club',
        ownerName: 'Irbid youth club',
      },
      photo,
    );
    const contact = await request.post(`${e2eEnv().apiUrl}/contact`, {
      data: { name: 'Lina', email: 'lina@example.test', message: `A question (${tag})` },
    });
    expect(contact.status()).toBe(201);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      TOKEN_STORAGE_KEY,
      token,
    ] as const);
    for (const pagePath of [
      '/admin/users',
      '/admin/posts',
      '/admin/flagged',
      '/admin/events',
      '/admin/contact-messages',
      '/admin/audit-log',
    ]) {
      await page.goto(localPath(lang, pagePath));
      await expect(pageHeading(page)).toBeVisible();
      await expect(main(page).getByRole('listitem').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });
}

// The check itself: a page it passes, given a photo without a text and a skipped heading level,
// fails it, each by its rule's name.
test('the check fails a page with a serious violation, and one with a skipped heading level', async ({
  page,
}) => {
  await page.goto(PAGES.about);
  await expect(pageHeading(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.evaluate(() => {
    const photo = document.createElement('img');
    photo.src = '/favicon.svg';
    document.querySelector('main')?.append(photo);
  });
  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/image-alt/);

  await page.reload();
  await expect(pageHeading(page)).toBeVisible();
  await page.evaluate(() => {
    const skipped = document.createElement('h4');
    skipped.textContent = 'A heading two levels down';
    document.querySelector('main h1')?.after(skipped);
  });
  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/heading-order/);
});
