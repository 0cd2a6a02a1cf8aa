import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { createPostThroughApi } from '../support/content';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { registerApiMember, signInContext, type ApiMember } from '../support/members';
import { main, pageHeading } from '../support/pages';
import { drawPhoto } from '../support/posts';

/** A phone as the issue describes it: touch, two device pixels to a CSS pixel. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, deviceScaleFactor: 2 };
const NARROW = { width: 320, height: 640 };

/** The item at the top of /dm. */
function itemCard(page: Page, lang: Lang): Locator {
  return main(page).getByRole('region', { name: t(lang, 'messages.conversation.about') });
}

/** The row of /messages of the conversation with `member`. */
function conversationRow(page: Page, member: ApiMember): Locator {
  return main(page).getByRole('listitem').filter({ hasText: member.username });
}

function composer(page: Page, lang: Lang): Locator {
  return main(page).getByLabel(t(lang, 'messages.composer.label'), { exact: true });
}

/** How far the page reaches past the viewport's width, in CSS pixels (0 when it fits). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** At 320 px, nothing of the page as it is now scrolls sideways. */
async function expectNoSidewaysScrollWhenNarrow(page: Page): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize(NARROW);
  expect(await sidewaysOverflow(page), page.url()).toBe(0);
  if (size) await page.setViewportSize(size);
}

test.use(PHONE);

for (const lang of LANGS) {
  test(`a conversation opened from a post's Message button says which item it is about, for both members (${lang})`, async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const donor = await registerApiMember(request, lang);
    const receiver = await registerApiMember(request, lang);
    const title = `${lang === 'ar' ? 'مدفأة زيت' : 'Oil heater'} ${donor.localPhone.slice(-6)}`;
    const postId = await createPostThroughApi(
      request,
      donor.token,
      {
        title,
        description: 'Three heat levels, collected from Sweifieh.',
        category: 'Electronics',
        region: 'Amman',
        area: 'Sweifieh',
      },
      await drawPhoto(page, 'heater.png', 40),
    );
    const postPath = localPath(lang, `/posts/${postId}`);

    // The receiver opens the conversation from the post's Message Seller.
    await signInContext(page.context(), receiver);
    await page.goto(postPath);
    await main(page)
      .getByRole('link', { name: t(lang, 'posts.detail.messageSeller') })
      .tap();
    await expect(page).toHaveURL(
      new RegExp(`${lang === 'ar' ? '/ar' : ''}/dm/${donor.id}\\?post=${postId}$`),
    );
    const card = itemCard(page, lang);
    const itemLink = card.getByRole('link', { name: new RegExp(title) });
    await expect(itemLink).toHaveAttribute('href', postPath);
    await expect(card).toContainText(t(lang, 'posts.availability.available'));
    await expect(card.getByRole('button', { name: t(lang, 'claims.button') })).toBeVisible();
    // The card sits under the title, above the conversation, its photo loaded.
    const cardBox = await card.boundingBox();
    const headingBox = await pageHeading(page).boundingBox();
    expect(cardBox && headingBox && cardBox.y).toBeGreaterThan(headingBox?.y ?? 0);
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    await expectNoSeriousA11yViolations(page);

    const question = lang === 'ar' ? 'مرحبا، هل ما زالت متوفرة؟' : 'Hi, is it still available?';
    await composer(page, lang).fill(question);
    await composer(page, lang).press('Enter');
    await expect(main(page).getByText(question)).toBeVisible();
    await expectNoSidewaysScrollWhenNarrow(page);

    // Beside the conversation in the receiver's /messages, linked to the post.
    await page.goto(localPath(lang, '/messages'));
    const receiverRow = conversationRow(page, donor);
    await expect(receiverRow.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveAttribute(
      'href',
      postPath,
    );
    await expect(receiverRow).toContainText(question);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScrollWhenNarrow(page);

    // The donor sees the same item beside the conversation and at the top of it.
    const donorContext = await browser.newContext({ baseURL, ...PHONE });
    try {
      await signInContext(donorContext, donor);
      const donorPage = await donorContext.newPage();
      await donorPage.goto(localPath(lang, '/messages'));
      const donorRow = conversationRow(donorPage, receiver);
      await expect(donorRow.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveAttribute(
        'href',
        postPath,
      );
      await expectNoSeriousA11yViolations(donorPage);
      await donorRow.getByRole('link', { name: receiver.username }).tap();
      await expect(donorPage).toHaveURL(
        new RegExp(`${lang === 'ar' ? '/ar' : ''}/dm/${receiver.id}\\?post=${postId}$`),
      );
      const donorCard = itemCard(donorPage, lang);
      await expect(donorCard.getByRole('link', { name: new RegExp(title) })).toBeVisible();
      await expect(main(donorPage).getByText(question)).toBeVisible();
      // Their own item: no claim.
      await expect(donorCard.getByRole('button')).toHaveCount(0);
      await expectNoSeriousA11yViolations(donorPage);
      await expectNoSidewaysScrollWhenNarrow(donorPage);

      // The way back to the post.
      await donorCard.getByRole('link', { name: new RegExp(title) }).tap();
      await expect(donorPage).toHaveURL(new RegExp(`${postPath}$`));
      await expect(pageHeading(donorPage)).toHaveText(title);
    } finally {
      await donorContext.close();
    }
  });
}

/** A wanted post created through POST /api/wanted; its id. */
async function createWantedThroughApi(
  request: APIRequestContext,
  token: string,
  title: string,
): Promise<number> {
  const response = await request.post(`${e2eEnv().apiUrl}/api/wanted`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      description: 'Any kind, collected in Amman.',
      category: 'Furniture',
      region: 'Amman',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { wanted: { post_id: number } }).wanted.post_id;
}

for (const lang of LANGS) {
  test(`I have this on a member's wanted post opens a thread of its own, the earlier one a tap away (${lang})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const other = await registerApiMember(request, lang);
    const member = await registerApiMember(request, lang);
    const tag = other.localPhone.slice(-6);
    const sofa = `${lang === 'ar' ? 'كنبة' : 'Sofa'} ${tag}`;
    const chair = `${lang === 'ar' ? 'أبحث عن كرسي' : "I'm looking for a chair"} ${tag}`;
    const sofaId = await createPostThroughApi(
      request,
      other.token,
      {
        title: sofa,
        description: 'Three seats, collected from Sweifieh.',
        category: 'Furniture',
        region: 'Amman',
        area: 'Sweifieh',
      },
      await drawPhoto(page, 'sofa.png', 60),
    );
    const chairId = await createWantedThroughApi(request, other.token, chair);
    const dm = localPath(lang, `/dm/${other.id}`);

    // The member asks about the sofa from its page.
    await signInContext(page.context(), member);
    await page.goto(localPath(lang, `/posts/${sofaId}`));
    await main(page)
      .getByRole('link', { name: t(lang, 'posts.detail.messageSeller') })
      .tap();
    const aboutSofa = lang === 'ar' ? 'هل الكنبة متوفرة؟' : 'Is the sofa still free?';
    await composer(page, lang).fill(aboutSofa);
    await composer(page, lang).press('Enter');
    await expect(main(page).getByText(aboutSofa)).toBeVisible();

    // Then I have this on the other's wanted chair: a thread of its own, under the chair.
    await page.goto(localPath(lang, `/posts/${chairId}`));
    await main(page)
      .getByRole('link', { name: t(lang, 'wanted.iHaveThis') })
      .first()
      .tap();
    await expect(page).toHaveURL(new RegExp(`${dm}\\?post=${chairId}$`));
    const card = itemCard(page, lang);
    await expect(card.getByRole('link', { name: new RegExp(chair) })).toBeVisible();
    await expect(card).toContainText(t(lang, 'wanted.badge'));
    await expect(main(page).getByRole('button', { name: t(lang, 'claims.button') })).toHaveCount(0);
    await expect(
      main(page).getByText(t(lang, 'messages.conversation.empty', { name: other.username })),
    ).toBeVisible();
    await expect(main(page).getByText(aboutSofa)).toHaveCount(0);
    const answer = lang === 'ar' ? 'لدي كرسي خشبي.' : 'I have a wooden chair.';
    await composer(page, lang).fill(answer);
    await composer(page, lang).press('Enter');
    await expect(main(page).getByText(answer)).toBeVisible();
    expect(await sidewaysOverflow(page), page.url()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // The sofa's thread, a tap away.
    const others = main(page).getByRole('navigation', {
      name: t(lang, 'messages.conversation.otherThreads', { name: other.username }).replace(
        /<\/?name>/g,
        '',
      ),
    });
    await others.getByRole('link', { name: new RegExp(sofa) }).tap();
    await expect(page).toHaveURL(new RegExp(`${dm}\\?post=${sofaId}$`));
    await expect(itemCard(page, lang).getByRole('link', { name: new RegExp(sofa) })).toBeVisible();
    await expect(main(page).getByText(aboutSofa)).toBeVisible();
    await expect(main(page).getByText(answer)).toHaveCount(0);

    // The messages list: a row per thread, each with its item.
    await page.goto(localPath(lang, '/messages'));
    const rows = conversationRow(page, other);
    await expect(rows).toHaveCount(2);
    await expect(
      rows.filter({ hasText: answer }).getByRole('link', { name: new RegExp(`^${chair}`) }),
    ).toHaveAttribute('href', localPath(lang, `/posts/${chairId}`));
    await expect(
      rows.filter({ hasText: aboutSofa }).getByRole('link', { name: new RegExp(`^${sofa}`) }),
    ).toHaveAttribute('href', localPath(lang, `/posts/${sofaId}`));
    expect(await sidewaysOverflow(page), page.url()).toBe(0);
  });
}
