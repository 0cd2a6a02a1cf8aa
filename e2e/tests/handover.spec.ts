import type { Browser, Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { accountMenuButton, newMember, register, type NewMember } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { main, navbar } from '../support/pages';
import { createPost, drawPhoto } from '../support/posts';

/*
 * The handover between two members in two browsers: A gives an item, B tells A they received
 * it, A confirms (or declines), B follows the answer in My requests, and B rates A.
 */

const languagePrefix = (lang: Lang) => (lang === 'ar' ? '/ar' : '');

/** A catalogue text as the page shows it: without the tags of the elements put inside it. */
const withoutTags = (text: string) => text.replace(/<\/?\w+>/g, '');

/** A registers in a browser of their own and gives an item; returns its page's path. */
async function donorWithItem(browser: Browser, baseURL: string | undefined, lang: Lang) {
  const donor = newMember(lang);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await register(page, lang, donor);
  await expect(page).toHaveURL(new RegExp(`${languagePrefix(lang)}/feed$`));
  await page.goto(localPath(lang, '/create_post'));
  const title = `Handover kettle ${donor.localPhone.slice(-6)}`;
  await createPost(
    page,
    lang,
    {
      title,
      description: 'Electric kettle, works well.',
      category: 'Appliances',
      extra: '1.7 litres',
      region: 'Irbid',
      area: 'University Street',
      email: donor.email,
      phone: donor.localPhone,
    },
    [await drawPhoto(page, 'kettle.png', 200)],
  );
  await expect(page).toHaveURL(new RegExp(`${languagePrefix(lang)}/posts/\\d+$`));
  return { donor, context, page, title, postPath: new URL(page.url()).pathname };
}

/** B registers and claims the item with a note. */
async function claimWithNote(page: Page, lang: Lang, postPath: string, note: string) {
  const receiver = newMember(lang);
  await register(page, lang, receiver);
  await expect(page).toHaveURL(new RegExp(`${languagePrefix(lang)}/feed$`));
  await page.goto(postPath);
  await main(page)
    .getByRole('button', { name: t(lang, 'claims.button') })
    .click();
  const dialog = page.getByRole('dialog', { name: t(lang, 'claims.dialog.title') });
  await dialog.getByLabel(t(lang, 'claims.dialog.message')).fill(note);
  await dialog.getByRole('button', { name: t(lang, 'claims.dialog.send') }).click();
  await expect(page.getByText(t(lang, 'claims.toast.sent'))).toBeVisible();
  return receiver;
}

/** The badge on the avatar says `count` notifications. */
async function expectBadge(page: Page, lang: Lang, member: NewMember, count: number) {
  await expect(accountMenuButton(page, lang, member.username)).toHaveAccessibleName(
    new RegExp(t(lang, 'nav.notifications', { count })),
  );
}

/** The donor opens /myclaims from the account menu and answers the one claim there. */
async function answerFromMyClaims(
  page: Page,
  lang: Lang,
  donor: NewMember,
  receiver: NewMember,
  answer: 'confirm' | 'decline',
  title: string,
) {
  await accountMenuButton(page, lang, donor.username).click();
  await navbar(page)
    .getByRole('link', { name: new RegExp(t(lang, 'nav.myClaims')) })
    .click();
  await expect(
    main(page).getByRole('heading', { level: 1, name: t(lang, 'claims.pending.title') }),
  ).toBeVisible();
  const row = main(page)
    .getByRole('list', { name: t(lang, 'claims.pending.title') })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(row.getByRole('link', { name: receiver.username })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const key = answer === 'confirm' ? 'claims.pending.confirmLabel' : 'claims.pending.declineLabel';
  await row
    .getByRole('button', { name: t(lang, key, { username: receiver.username, title }) })
    .click();
  const done = answer === 'confirm' ? 'claims.pending.confirmed' : 'claims.pending.declined';
  await expect(page.getByText(t(lang, done))).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(main(page).getByText(t(lang, 'claims.pending.empty'))).toBeVisible();
}

/** B's own claims: the one on `title` stands as `status`, marked New on this visit. */
async function expectMyRequest(page: Page, lang: Lang, title: string, status: string) {
  await page.goto(localPath(lang, '/myrequests'));
  const row = main(page)
    .getByRole('list', { name: t(lang, 'claims.requests.title') })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(row.getByText(t(lang, `claims.requests.status.${status}`))).toBeVisible();
  await expect(row.getByText(t(lang, 'claims.requests.new'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

/** The donor's page, reached from the donor block of the post. */
async function openDonorPage(page: Page, postPath: string, donor: NewMember) {
  await page.goto(postPath);
  await main(page).getByRole('link', { name: donor.username, exact: true }).first().click();
  await expect(main(page).getByRole('heading', { level: 1, name: donor.username })).toBeVisible();
}

interface Handover {
  donor: NewMember;
  donorPage: Page;
  receiver: NewMember;
  title: string;
  postPath: string;
}

/**
 * A gives an item in a browser of their own, B (on `page`) claims it with `note`, A sees the
 * badge and answers from /myclaims; then `next` goes on with both browsers.
 */
async function claimAnswered(
  { page, browser, baseURL }: { page: Page; browser: Browser; baseURL: string | undefined },
  lang: Lang,
  answer: 'confirm' | 'decline',
  note: string,
  next: (handover: Handover) => Promise<void>,
) {
  const {
    donor,
    context,
    page: donorPage,
    title,
    postPath,
  } = await donorWithItem(browser, baseURL, lang);
  try {
    const receiver = await claimWithNote(page, lang, postPath, note);
    await donorPage.goto(localPath(lang, '/feed'));
    await expectBadge(donorPage, lang, donor, 1);
    await answerFromMyClaims(donorPage, lang, donor, receiver, answer, title);
    await next({ donor, donorPage, receiver, title, postPath });
  } finally {
    await context.close();
  }
}

for (const lang of LANGS) {
  test.describe(`the handover (${lang})`, () => {
    // Two registrations, a post with a photo and a walk through both members' pages.
    test.slow();

    test('A confirms B’s claim: the item is donated, B sees it confirmed and rates A, then deletes the rating', async ({
      page,
      browser,
      baseURL,
    }) => {
      const note = lang === 'ar' ? 'استلمت الغلاية، شكراً!' : 'Picked up the kettle, thanks!';
      await claimAnswered({ page, browser, baseURL }, lang, 'confirm', note, async (handover) => {
        const { donor, donorPage, receiver, title, postPath } = handover;
        // The claim answered, A is asked to rate B instead (rating-prompts.spec.ts).
        await expectBadge(donorPage, lang, donor, 1);

        // The post is donated for good: no claim button, and its availability is locked.
        await donorPage.goto(postPath);
        await expect(
          main(donorPage).getByText(t(lang, 'posts.availability.donated'), { exact: true }),
        ).toBeVisible();
        await main(donorPage)
          .getByRole('link', { name: t(lang, 'posts.detail.edit') })
          .click();
        await expect(main(donorPage).getByText(t(lang, 'posts.edit.donatedLocked'))).toBeVisible();
        await expect(
          main(donorPage).getByRole('radio', { name: t(lang, 'posts.availability.available') }),
        ).toHaveCount(0);

        // A's items donated rose on their profile.
        await donorPage.goto(localPath(lang, '/profile'));
        const donated = main(donorPage)
          .getByRole('term')
          .filter({ hasText: t(lang, 'profile.itemsDonated') });
        await expect(donated.locator('xpath=following-sibling::dd')).toHaveText('1');
        // The item left the feed's default and is listed with what A gave away.
        const given = main(donorPage).getByRole('region', {
          name: t(lang, 'posts.member.ownGivenHeading'),
        });
        await expect(given.getByRole('link', { name: new RegExp(title) })).toBeVisible();

        // B sees the answer, then the item as donated with nothing to claim.
        await page.reload();
        // The answer, and the prompt to rate A.
        await expectBadge(page, lang, receiver, 2);
        await expectMyRequest(page, lang, title, 'confirmed');
        await page.goto(postPath);
        await expect(
          main(page).getByText(t(lang, 'posts.availability.donated'), { exact: true }),
        ).toBeVisible();
        await expect(
          main(page).getByRole('button', { name: t(lang, 'claims.button') }),
        ).toHaveCount(0);

        // B rates A with a comment, sees the mean, then deletes the rating.
        await openDonorPage(page, postPath, donor);
        await expect(
          main(page)
            .getByRole('region', { name: t(lang, 'posts.member.theirGivenHeading') })
            .getByRole('link', { name: new RegExp(title) }),
        ).toBeVisible();
        const feedback = main(page).getByRole('region', { name: t(lang, 'feedback.heading') });
        const form = feedback.getByRole('form');
        await expect(form).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        // The stars are a radio group: chosen with the keyboard, as a screen reader user would.
        const fiveStars = form.getByRole('radio', {
          name: t(lang, 'feedback.form.star', { count: 5, max: 5 }),
        });
        await fiveStars.focus();
        await page.keyboard.press('Space');
        await expect(fiveStars).toBeChecked();
        const comment = lang === 'ar' ? 'متبرّع لطيف وسريع' : 'Kind and quick to answer';
        await form.getByRole('textbox', { name: t(lang, 'feedback.form.comment') }).fill(comment);
        await form.getByRole('button', { name: t(lang, 'feedback.form.submit') }).click();
        await expect(page.getByText(t(lang, 'feedback.toast.submitted'))).toBeVisible();
        await expect(
          feedback.getByText(t(lang, 'feedback.average', { rating: '5.0', max: 5 })),
        ).toBeVisible();
        await expect(feedback.getByText(comment)).toBeVisible();
        await expect(feedback.getByRole('form')).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);

        await feedback
          .getByRole('button', {
            name: t(lang, 'feedback.deleteLabel', { username: donor.username }),
          })
          .click();
        await expect(page.getByText(t(lang, 'feedback.toast.deleted'))).toBeVisible();
        await expect(feedback.getByText(t(lang, 'feedback.none'))).toBeVisible();
        await expect(
          feedback.getByText(t(lang, 'feedback.average', { rating: '5.0', max: 5 })),
        ).toHaveCount(0);
      });
    });

    test('A declines B’s claim: the item stays available, B sees it declined and may not rate A', async ({
      page,
      browser,
      baseURL,
    }) => {
      await claimAnswered(
        { page, browser, baseURL },
        lang,
        'decline',
        'Thank you!',
        async (handover) => {
          const { donor, title, postPath } = handover;
          await page.reload();
          await expectMyRequest(page, lang, title, 'declined');
          await page.goto(postPath);
          await expect(
            main(page).getByText(t(lang, 'posts.availability.available'), { exact: true }),
          ).toBeVisible();
          await expect(
            main(page).getByRole('button', { name: t(lang, 'claims.button') }),
          ).toBeVisible();

          await openDonorPage(page, postPath, donor);
          const feedback = main(page).getByRole('region', { name: t(lang, 'feedback.heading') });
          await expect(feedback.getByRole('form')).toHaveCount(0);
          await expect(
            feedback.getByText(
              withoutTags(t(lang, 'feedback.standing.noHandover', { username: donor.username })),
            ),
          ).toBeVisible();
          await expectNoSeriousA11yViolations(page);
        },
      );
    });
  });
}
