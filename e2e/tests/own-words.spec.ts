import type { Locator } from '@playwright/test';

import { adminToken, createEventThroughApi, createPostThroughApi } from '../support/content';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { main, pageHeading } from '../support/pages';
import { drawPhoto } from '../support/posts';

/** Texts a member or an administrator might write, in each language. */
const WRITTEN = {
  en: {
    title: 'Book swap and story hour',
    description:
      'Bring the books your children have read and take new ones home; every child leaves with a story, and the books left over go to the school library. Volunteers read a story to the little ones every hour in the garden.',
    venue: 'Public library, second floor',
  },
  ar: {
    title: 'سوق تبادل الكتب وساعة حكايات',
    description:
      'أحضروا الكتب التي قرأها أطفالكم وخذوا كتبًا جديدة إلى البيت؛ يعود كل طفل بحكاية، وتذهب الكتب المتبقية إلى مكتبة المدرسة. ويقرأ المتطوعون قصة كل ساعة للصغار في الحديقة.',
    venue: 'المكتبة العامة، الطابق الثاني',
  },
} as const;

/**
 * The direction an element's text takes, and how far its first letter stands from the edge
 * it should start at (left for left-to-right, right for right-to-left): text that took the
 * page's direction instead starts at the other edge.
 */
async function howItReads(element: Locator) {
  return element.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    let text = walker.nextNode();
    while (text && !text.textContent?.trim()) text = walker.nextNode();
    if (!text) throw new Error('no text');
    const offset = (text.textContent ?? '').search(/\S/);
    const range = document.createRange();
    range.setStart(text, offset);
    range.setEnd(text, offset + 1);
    const letter = range.getBoundingClientRect();
    const box = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    const direction = style.direction;
    const gap =
      direction === 'rtl'
        ? box.right - parseFloat(style.paddingRight) - letter.right
        : letter.left - (box.left + parseFloat(style.paddingLeft));
    return { direction, gap: Math.round(gap) };
  });
}

function expectToRead(reading: { direction: string; gap: number }, written: Lang) {
  expect(reading.direction).toBe(written === 'ar' ? 'rtl' : 'ltr');
  expect(reading.gap, 'the first letter stands at the edge the text starts from').toBeLessThan(3);
}

for (const lang of LANGS) {
  const other: Lang = lang === 'ar' ? 'en' : 'ar';
  test(`on ${lang === 'ar' ? 'Arabic' : 'English'} pages, ${other === 'ar' ? 'Arabic' : 'English'} titles, descriptions and places read in their own direction`, async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const tag = `${Date.now().toString(36)}${lang}`;
    const words = WRITTEN[other];
    const photo = await drawPhoto(page, 'cover.png', 200);
    const eventTitle = `${words.title} ${tag}`;
    const eventId = await createEventThroughApi(
      request,
      token,
      {
        title: eventTitle,
        description: words.description,
        region: 'Karak',
        venue: words.venue,
        ownerName: words.title,
      },
      photo,
    );
    const postTitle = `${words.title} ${tag}`;
    await createPostThroughApi(
      request,
      token,
      {
        title: postTitle,
        description: words.description,
        category: 'Books',
        region: 'Karak',
        area: words.venue,
      },
      photo,
    );

    await page.goto(localPath(lang, '/events'));
    const eventCard = main(page).getByRole('link', { name: new RegExp(tag) });
    await expect(eventCard).toBeVisible();
    expectToRead(await howItReads(eventCard.getByRole('heading')), other);
    const description = eventCard.getByText(words.description);
    expectToRead(await howItReads(description), other);
    // Two lines at most: the rest is cut at the end of the text's own direction.
    const clamped = await description.evaluate((node) => node.scrollHeight > node.clientHeight + 1);
    expect(clamped, 'the description is long enough to be clamped').toBe(true);
    expectToRead(await howItReads(eventCard.getByText(words.venue)), other);

    await page.goto(localPath(lang, `/events/${eventId}`));
    await expect(pageHeading(page)).toHaveText(eventTitle);
    expectToRead(await howItReads(pageHeading(page)), other);
    expectToRead(await howItReads(main(page).getByText(words.description)), other);

    await page.goto(localPath(lang, '/feed'));
    // The events carousel above the posts has a card with the same tag.
    const postCard = main(page)
      .getByRole('region', { name: t(lang, 'posts.feed.results') })
      .getByRole('link', { name: new RegExp(tag) });
    await expect(postCard).toBeVisible();
    expectToRead(await howItReads(postCard.getByRole('heading')), other);
    expectToRead(await howItReads(postCard.getByText(words.venue)), other);
    // The page's own words keep the page's direction.
    expectToRead(await howItReads(pageHeading(page)), lang);
  });
}
