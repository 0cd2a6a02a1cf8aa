import { readFile } from 'node:fs/promises';

import type { Locator, Page } from '@playwright/test';

import { dayAfter } from '@tabarru/contract/amman-time';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { writeAppDatabase } from '../support/app-database';
import { createPostThroughApi } from '../support/content';
import { DUE_JOB_LOOK_MS, DUE_JOBS_EVERY_SECONDS, e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { isolated, LANGS, localPath, t, type Lang } from '../support/i18n';
import { registerApiMember, type ApiMember } from '../support/members';
import { PHONE_SETTINGS, phoneOf } from '../support/phones';
import { main, notificationBell } from '../support/pages';
import { drawPhoto } from '../support/posts';

/*
 * From "I'd like this" to collected, on phones, in two browsers: the receiver asks, the donor
 * promises the item with a time, the receiver picks it, both see the time and download the
 * calendar file, the reminder comes to the bell, the item is collected and both rate; the path
 * where the receiver does not come and the donor promises it to the next asker; and a draw.
 */

test.use(PHONE_SETTINGS);

const ammanClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Amman',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The day (YYYY-MM-DD) and time (HH:MM) Amman's clock reads at `at`. */
function onAmmanClock(at: number): { date: string; time: string } {
  const parts = Object.fromEntries(
    ammanClock.formatToParts(new Date(at)).map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

const MINUTE = 60_000;

/** A catalogue text as the page shows it: without the tags of the elements put inside it. */
const withoutTags = (text: string) => text.replace(/<\/?\w+>/g, '');

/**
 * A time to collect on Amman's clock from `startsIn` ms from now (rounded up to a minute) for
 * half an hour, or null when it would cross midnight (a time is within one day).
 */
function windowFromNow(startsIn: number) {
  const start = Math.ceil((Date.now() + startsIn) / MINUTE) * MINUTE;
  const from = onAmmanClock(start);
  const to = onAmmanClock(start + 30 * MINUTE);
  return to.date === from.date ? { start, date: from.date, from: from.time, to: to.time } : null;
}

/** The pickup section of a post's page. */
const pickupSection = (page: Page, lang: Lang) =>
  main(page).getByRole('region', { name: t(lang, 'pickups.heading') });

/**
 * The member on `page` asks for the item in one tap; their ask then waits for the donor, or,
 * `inDraw`, takes part in the item's draw.
 */
async function askFor(page: Page, lang: Lang, postPath: string, inDraw = false) {
  await page.goto(postPath);
  await pickupSection(page, lang)
    .getByRole('button', { name: t(lang, 'pickups.ask.button') })
    .click();
  await expect(page.getByText(t(lang, 'pickups.toast.asked'))).toBeVisible();
  const standing = inDraw
    ? withoutTags(t(lang, 'pickups.asker.drawNumber', { number: '' })).trim()
    : t(lang, 'pickups.asker.waiting');
  await expect(pickupSection(page, lang).getByText(standing)).toBeVisible();
}

/** The donor promises the item to `asker`, offering one time around their area. */
async function promiseTo(
  page: Page,
  lang: Lang,
  asker: ApiMember,
  window: { date: string; from: string; to: string },
) {
  const section = pickupSection(page, lang);
  const name = t(lang, 'pickups.donor.promise', { name: isolated(asker.username) });
  await section.getByRole('button', { name }).click();
  const form = section.getByRole('region', { name });
  const first = form.getByRole('group', { name: t(lang, 'pickups.form.window', { number: 1 }) });
  await first.getByLabel(t(lang, 'pickups.form.date')).fill(window.date);
  await first.getByLabel(t(lang, 'pickups.form.from')).fill(window.from);
  await first.getByLabel(t(lang, 'pickups.form.to')).fill(window.to);
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name }).click();
  await expect(page.getByText(t(lang, 'pickups.toast.promised'))).toBeVisible();
}

/** The receiver picks the first time offered. */
async function pickFirstTime(page: Page, lang: Lang) {
  const section = pickupSection(page, lang);
  await expect(section.getByText(t(lang, 'pickups.asker.pickTime'))).toBeVisible();
  await section.getByRole('radio').first().check();
  await section.getByRole('button', { name: t(lang, 'pickups.asker.pick') }).click();
  await expect(page.getByText(t(lang, 'pickups.toast.timePicked'))).toBeVisible();
}

/** "Add to calendar" saves the pickup's .ics file: on Amman's clock, in the page's language. */
async function expectCalendarFile(page: Page, lang: Lang, title: string, otherName: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    pickupSection(page, lang)
      .getByRole('button', { name: t(lang, 'pickups.calendar') })
      .click(),
  ]);
  const file = (await readFile(await download.path(), 'utf8')).replace(/\r\n /g, '');
  expect(file).toContain('BEGIN:VEVENT');
  expect(file).toMatch(/DTSTART;TZID=Asia\/Amman:\d{8}T\d{6}/);
  const summary =
    lang === 'ar' ? `استلام «${title}» مع ${otherName}` : `Collect “${title}” with ${otherName}`;
  expect(file).toContain(`SUMMARY:${summary}`);
}

/** `member` rates `other` with five stars on the other's page. */
async function rateFiveStars(page: Page, lang: Lang, other: ApiMember) {
  await page.goto(localPath(lang, `/user/${other.id}`));
  const feedback = main(page).getByRole('region', { name: t(lang, 'feedback.heading') });
  const form = feedback.getByRole('form');
  // The stars are a radio group: chosen with the keyboard, as a screen reader user would.
  const fiveStars = form.getByRole('radio', {
    name: t(lang, 'feedback.form.star', { count: 5, max: 5 }),
  });
  await fiveStars.focus();
  await page.keyboard.press('Space');
  await expect(fiveStars).toBeChecked();
  await form.getByRole('button', { name: t(lang, 'feedback.form.submit') }).click();
  await expect(page.getByText(t(lang, 'feedback.toast.submitted'))).toBeVisible();
}

/** The notification centre lists `text`, which a job sends on its next turn. */
async function expectNotification(page: Page, lang: Lang, text: string) {
  await expect(async () => {
    await page.goto(localPath(lang, '/notifications'));
    const list = main(page).getByRole('list', { name: t(lang, 'notifications.title') });
    await expect(list.getByRole('link', { name: text })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: DUE_JOB_LOOK_MS, intervals: [DUE_JOBS_EVERY_SECONDS * 1000] });
}

async function givenItem(
  request: Parameters<typeof registerApiMember>[0],
  page: Page,
  lang: Lang,
  donor: ApiMember,
  word: string,
  details?: Record<string, string>,
) {
  const title = `${word} ${donor.localPhone.slice(-6)}`;
  const postId = await createPostThroughApi(
    request,
    donor.token,
    {
      title,
      description: 'In good condition.',
      category: 'Furniture',
      region: 'Amman',
      area: 'Khalda',
      ...(details && { details }),
    },
    await drawPhoto(page, 'item.png', 30),
  );
  return { title, postId, postPath: localPath(lang, `/posts/${postId}`) };
}

/**
 * The deadline of a draw passed, as if its day had ended: the app's own database is told so
 * (a day cannot pass in a test); the draw job does the rest on its next turn.
 */
function passDeadline(postId: number): void {
  writeAppDatabase(
    'update posts set deadline_at = ? where id = ?',
    new Date().toISOString(),
    postId,
  );
}

/**
 * The agreed time to collect the item of `postId` begins now, as if its minutes had passed: the
 * app's own database is told so, as the reminder job reads it; the job does the rest.
 */
function beginAgreedTime(postId: number): void {
  writeAppDatabase(
    "update item_asks set agreed_starts_at = ? where post_id = ? and pickup_state = 'agreed'",
    new Date().toISOString(),
    postId,
  );
}

/** The asks of a post as its donor reads them. */
async function asksThroughApi(
  request: Parameters<typeof registerApiMember>[0],
  donor: ApiMember,
  postId: number,
): Promise<{ id: number; asker: { id: number }; draw: { number: string } | null }[]> {
  const response = await request.get(`${e2eEnv().apiUrl}/api/posts/${postId}/asks`, {
    headers: { Authorization: `Bearer ${donor.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { asks: [] }).asks;
}

/** The outcome buttons of a pickup once its time began. */
const outcome = (section: Locator, lang: Lang, which: 'collected' | 'missed' | 'anotherTime') =>
  section.getByRole('button', { name: t(lang, `pickups.outcome.${which}`) });

for (const lang of LANGS) {
  test.describe(`collecting an item (${lang})`, () => {
    test('ask, promise with a time, pick it, the calendar file, the reminder, collected, both rate', async ({
      browser,
      baseURL,
      request,
      page,
    }) => {
      // The time to collect is set ten minutes ahead, so it is still ahead when the donor gives
      // it on a slow machine; the test then moves it to now for the reminder.
      test.slow();
      const window = windowFromNow(10 * MINUTE);
      test.skip(window === null, 'a time to collect is within one day: not across midnight');
      if (!window) return;
      const [donor, receiver] = [
        await registerApiMember(request, lang),
        await registerApiMember(request, lang),
      ];
      const { title, postId, postPath } = await givenItem(request, page, lang, donor, 'Bookshelf');
      const receiverPhone = await phoneOf(browser, baseURL, receiver);
      const donorPhone = await phoneOf(browser, baseURL, donor);
      try {
        const asker = receiverPhone.page;
        const giver = donorPhone.page;
        await askFor(asker, lang, postPath);
        await expectNoSeriousA11yViolations(asker);

        await giver.goto(postPath);
        const donorSection = pickupSection(giver, lang);
        const row = donorSection.getByRole('listitem').filter({ hasText: receiver.username });
        await expect(row.getByText(t(lang, 'pickups.donor.firstTime'))).toBeVisible();
        await promiseTo(giver, lang, receiver, window);
        await expect(
          donorSection.getByText(t(lang, 'pickups.status.promised'), { exact: true }).first(),
        ).toBeVisible();

        await asker.reload();
        await pickFirstTime(asker, lang);
        const askerSection = pickupSection(asker, lang);
        await expect(askerSection.getByText(t(lang, 'pickups.asker.agreed'))).toBeVisible();
        await expect(askerSection.getByText(t(lang, 'pickups.safety.heading'))).toBeVisible();
        await expectNoSeriousA11yViolations(asker);
        await expectCalendarFile(asker, lang, title, donor.username);

        await giver.reload();
        await expect(
          donorSection.getByText(
            t(lang, 'pickups.donor.agreed', { name: isolated(receiver.username) }),
          ),
        ).toBeVisible();
        await expectCalendarFile(giver, lang, title, receiver.username);

        // At the agreed time both are reminded, in the bell.
        beginAgreedTime(postId);
        const due = t(lang, 'notifications.kinds.pickup_now', { title: isolated(title) });
        await expectNotification(asker, lang, due);
        await expect(notificationBell(asker, lang)).toBeVisible();

        await asker.goto(postPath);
        await outcome(askerSection, lang, 'collected').click();
        await expect(asker.getByText(t(lang, 'pickups.toast.collected'))).toBeVisible();
        await expect(askerSection.getByText(t(lang, 'pickups.asker.collected'))).toBeVisible();
        await expect(
          main(asker).getByText(t(lang, 'posts.availability.donated'), { exact: true }),
        ).toBeVisible();

        await rateFiveStars(asker, lang, donor);
        await rateFiveStars(giver, lang, receiver);
      } finally {
        await receiverPhone.context.close();
        await donorPhone.context.close();
      }
    });

    test('the receiver does not come: the donor says so and promises it to the next asker', async ({
      browser,
      baseURL,
      request,
      page,
    }) => {
      test.slow();
      // A time already begun: its outcome may be answered at once.
      const window = windowFromNow(-MINUTE);
      test.skip(window === null, 'a time to collect is within one day: not across midnight');
      if (!window) return;
      const [donor, first, next] = [
        await registerApiMember(request, lang),
        await registerApiMember(request, lang),
        await registerApiMember(request, lang),
      ];
      const { title, postPath } = await givenItem(request, page, lang, donor, 'Armchair');
      const firstPhone = await phoneOf(browser, baseURL, first);
      const nextPhone = await phoneOf(browser, baseURL, next);
      const donorPhone = await phoneOf(browser, baseURL, donor);
      try {
        await askFor(firstPhone.page, lang, postPath);
        await askFor(nextPhone.page, lang, postPath);
        const giver = donorPhone.page;
        await giver.goto(postPath);
        await promiseTo(giver, lang, first, window);
        await firstPhone.page.reload();
        await pickFirstTime(firstPhone.page, lang);

        await giver.reload();
        const section = pickupSection(giver, lang);
        await outcome(section, lang, 'missed').click();
        await expect(giver.getByText(t(lang, 'pickups.toast.missed'))).toBeVisible();
        const firstRow = section.getByRole('listitem').filter({ hasText: first.username });
        await expect(
          firstRow.getByText(t(lang, 'pickups.donor.status.missed'), { exact: true }),
        ).toBeVisible();

        const later = windowFromNow(10 * MINUTE) ?? window;
        await promiseTo(giver, lang, next, later);
        await nextPhone.page.reload();
        await expect(
          pickupSection(nextPhone.page, lang).getByText(t(lang, 'pickups.asker.pickTime')),
        ).toBeVisible();
        // Their own asks list the item as promised to them.
        await nextPhone.page.goto(localPath(lang, '/myasks'));
        await expect(main(nextPhone.page).getByRole('link', { name: title })).toBeVisible();
        await expectNoSeriousA11yViolations(nextPhone.page);
        await firstPhone.page.reload();
        await expect(
          pickupSection(firstPhone.page, lang).getByText(t(lang, 'pickups.asker.missed')),
        ).toBeVisible();
        await expectNoSeriousA11yViolations(giver);
      } finally {
        await firstPhone.context.close();
        await nextPhone.context.close();
        await donorPhone.context.close();
      }
    });
    test('a draw after the deadline: the lowest number wins, is told, and gets times from the donor', async ({
      browser,
      baseURL,
      request,
      page,
    }) => {
      test.slow();
      const [donor, first, second] = [
        await registerApiMember(request, lang),
        await registerApiMember(request, lang),
        await registerApiMember(request, lang),
      ];
      const today = onAmmanClock(Date.now()).date;
      const { title, postId, postPath } = await givenItem(request, page, lang, donor, 'Heater', {
        share_mode: 'draw',
        deadline: today,
      });
      const phones = [
        await phoneOf(browser, baseURL, first),
        await phoneOf(browser, baseURL, second),
        await phoneOf(browser, baseURL, donor),
      ];
      const [firstPhone, secondPhone, donorPhone] = phones;
      if (!firstPhone || !secondPhone || !donorPhone) throw new Error('no phones');
      try {
        await askFor(firstPhone.page, lang, postPath, true);
        await askFor(secondPhone.page, lang, postPath, true);
        const asks = await asksThroughApi(request, donor, postId);
        const numbers = asks.map((ask) => ask.draw?.number ?? '');
        // Each asker sees their number; the lowest wins.
        for (const [at, phone] of [firstPhone, secondPhone].entries()) {
          await expect(pickupSection(phone.page, lang)).toContainText(numbers[at] ?? '');
        }
        const winnerAt = (numbers[0] ?? '') < (numbers[1] ?? '') ? 0 : 1;
        const winner = [first, second][winnerAt];
        const [winnerPhone, otherPhone] =
          winnerAt === 0 ? [firstPhone, secondPhone] : [secondPhone, firstPhone];
        if (!winner) throw new Error('no winner');

        // Before the deadline the donor cannot promise it by hand.
        const giver = donorPhone.page;
        await giver.goto(postPath);
        await expect(
          pickupSection(giver, lang).getByRole('button', {
            name: t(lang, 'pickups.donor.promise', { name: isolated(winner.username) }),
          }),
        ).toHaveCount(0);

        passDeadline(postId);
        await expectNotification(
          winnerPhone.page,
          lang,
          t(lang, 'notifications.kinds.draw_won', { title: isolated(title) }),
        );
        await winnerPhone.page.goto(postPath);
        await expect(
          pickupSection(winnerPhone.page, lang).getByText(
            t(lang, 'pickups.asker.promisedAfterDraw'),
          ),
        ).toBeVisible();
        await expectNoSeriousA11yViolations(winnerPhone.page);
        await otherPhone.page.goto(postPath);
        await expect(
          pickupSection(otherPhone.page, lang).getByText(t(lang, 'pickups.asker.drawDone')),
        ).toBeVisible();

        // The donor offers the winner times, as to any promise.
        await giver.reload();
        const section = pickupSection(giver, lang);
        await section.getByRole('button', { name: t(lang, 'pickups.donor.offerTimes') }).click();
        const form = section.getByRole('region', { name: t(lang, 'pickups.donor.offerTimes') });
        // Tomorrow on Amman's clock, 17:00 to 18:00: ahead whatever the hour the test runs at.
        const slot = form.getByRole('group', {
          name: t(lang, 'pickups.form.window', { number: 1 }),
        });
        await slot.getByLabel(t(lang, 'pickups.form.date')).fill(dayAfter(today, 1));
        await slot.getByLabel(t(lang, 'pickups.form.from')).fill('17:00');
        await slot.getByLabel(t(lang, 'pickups.form.to')).fill('18:00');
        await form.getByRole('button', { name: t(lang, 'pickups.donor.offerTimes') }).click();
        await expect(giver.getByText(t(lang, 'pickups.toast.timesOffered'))).toBeVisible();
        await winnerPhone.page.reload();
        await expect(
          pickupSection(winnerPhone.page, lang).getByText(t(lang, 'pickups.asker.pickTime')),
        ).toBeVisible();
      } finally {
        for (const phone of phones) await phone?.context.close();
      }
    });
  });
}
