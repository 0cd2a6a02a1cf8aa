import type { Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { writeAppDatabase } from '../support/app-database';
import { createPostThroughApi } from '../support/content';
import { DUE_JOB_LOOK_MS, DUE_JOBS_EVERY_SECONDS, e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { isolated, LANGS, localPath, t, type Lang } from '../support/i18n';
import { registerApiMember } from '../support/members';
import { PHONE, PHONE_SETTINGS, phoneOf } from '../support/phones';
import { main } from '../support/pages';
import { drawPhoto } from '../support/posts';

/*
 * Offers that stay fresh, on phones: a week into an offer its donor is asked "Still
 * available?" in the bell and keeps it on offer from its page; when its days run out it leaves
 * the feed, a receiver and a visitor with its link find it ended, with nothing to ask, and its
 * donor renews it from My posts.
 */

const DAY_MS = 24 * 60 * 60_000;

test.use(PHONE_SETTINGS);

/**
 * The offer's end moved to `endsIn` ms from now, as if its days had passed: the app's own
 * database is told so (weeks cannot pass in a test); the freshness job does the rest.
 */
function moveOfferEnd(postId: number, endsIn: number): void {
  writeAppDatabase(
    'update posts set expires_at = ? where id = ?',
    new Date(Date.now() + endsIn).toISOString(),
    postId,
  );
}

/** The notification centre lists `text` on the freshness job's next turn, and it is opened. */
async function openNotification(page: Page, lang: Lang, text: string) {
  const link = () =>
    main(page)
      .getByRole('list', { name: t(lang, 'notifications.title') })
      .getByRole('link', { name: text });
  await expect(async () => {
    await page.goto(localPath(lang, '/notifications'));
    await expect(link()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: DUE_JOB_LOOK_MS, intervals: [DUE_JOBS_EVERY_SECONDS * 1000] });
  await link().click();
}

for (const lang of LANGS) {
  test(`an offer asked "Still available?", kept, ended and renewed (${lang})`, async ({
    browser,
    baseURL,
    request,
    page,
  }) => {
    const donor = await registerApiMember(request, lang);
    const receiver = await registerApiMember(request, lang);
    const title = `Bookshelf ${donor.localPhone.slice(-6)}`;
    const postId = await createPostThroughApi(
      request,
      donor.token,
      {
        title,
        description: 'Pine, five shelves.',
        category: 'Furniture',
        region: 'Amman',
        area: 'Jabal Al-Hussein',
      },
      await drawPhoto(page, 'shelf.png', 50),
    );
    const postPath = localPath(lang, `/posts/${postId}`);
    const donorPhone = await phoneOf(browser, baseURL, donor);
    const receiverPhone = await phoneOf(browser, baseURL, receiver);
    const donorPage = donorPhone.page;

    // Ten days in: the donor is asked, and keeps it on offer from the item's page.
    moveOfferEnd(postId, 20 * DAY_MS);
    await openNotification(
      donorPage,
      lang,
      t(lang, 'notifications.kinds.still_available', { title: isolated(title) }),
    );
    await expect(donorPage).toHaveURL(new RegExp(`/posts/${postId}$`));
    const question = main(donorPage).getByRole('region', {
      name: t(lang, 'freshness.question.heading'),
    });
    await expect(question).toBeVisible();
    await expectNoSeriousA11yViolations(donorPage);
    await question.getByRole('button', { name: t(lang, 'freshness.question.yes') }).click();
    await expect(question).toBeHidden();
    await expect(
      main(donorPage).getByRole('button', { name: t(lang, 'freshness.onOffer.renew') }),
    ).toBeVisible();

    // Its days run out: it leaves the feed, and a receiver finds it ended.
    moveOfferEnd(postId, -60_000);
    await openNotification(
      donorPage,
      lang,
      t(lang, 'notifications.kinds.offer_expired', { title: isolated(title) }),
    );
    await receiverPhone.page.goto(postPath);
    await expect(
      main(receiverPhone.page).getByText(t(lang, 'freshness.ended.visitor')),
    ).toBeVisible();
    await expect(
      main(receiverPhone.page).getByRole('button', { name: t(lang, 'pickups.ask.button') }),
    ).toHaveCount(0);
    // A shared link, opened by someone signed out, says so too.
    const visitor = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(postPath);
    await expect(main(visitorPage).getByText(t(lang, 'posts.preview.ended'))).toBeVisible();
    await visitor.close();
    const feed = await request.get(`${e2eEnv().apiUrl}/posts?q=${encodeURIComponent(title)}`);
    expect(((await feed.json()) as { posts: { post_id: number }[] }).posts).toEqual([]);

    // The donor renews it from My posts: it is on offer again, and may be asked for.
    await donorPage.goto(localPath(lang, '/myposts'));
    const row = main(donorPage).getByRole('listitem').filter({ hasText: title });
    await expect(row.getByText(t(lang, 'freshness.mine.expired'), { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(donorPage);
    await row
      .getByRole('button', { name: t(lang, 'freshness.mine.renewNamed', { title }) })
      .click();
    await expect(donorPage.getByText(t(lang, 'freshness.toast.renewed'))).toBeVisible();
    await expect(row.getByText(t(lang, 'freshness.mine.expired'), { exact: true })).toHaveCount(0);
    await receiverPhone.page.reload();
    await expect(
      main(receiverPhone.page).getByRole('button', { name: t(lang, 'pickups.ask.button') }),
    ).toBeVisible();
    await expect(
      main(receiverPhone.page).getByText(t(lang, 'freshness.ended.visitor')),
    ).toHaveCount(0);

    await donorPhone.context.close();
    await receiverPhone.context.close();
  });
}
