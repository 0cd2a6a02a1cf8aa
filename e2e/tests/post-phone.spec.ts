import type { Locator, Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { newMember, register } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { main, pageHeading } from '../support/pages';
import { createPost, drawPhoto } from '../support/posts';

const PHONE = { width: 390, height: 844 };
const NARROW_PHONE = { width: 320, height: 640 };
/** A common laptop screen, the shortest of them. */
const LAPTOP = { width: 1366, height: 768 };

/** Whether the page is wider than its viewport, that is scrolls sideways. */
function scrollsSideways(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

/**
 * Where a gallery button sits in its gallery and which way its chevron points as drawn on the
 * screen (its tip against its ends, after every transform).
 */
function arrowOf(button: Locator) {
  return button.evaluate((element) => {
    const path = element.querySelector('path');
    const gallery = element.closest('[role="region"]');
    const matrix = path?.getScreenCTM();
    if (!path || !gallery || !matrix) throw new Error('no drawn arrow in a gallery');
    const length = path.getTotalLength();
    const onScreen = (at: number) => {
      const point = path.getPointAtLength(at);
      return new DOMPoint(point.x, point.y).matrixTransform(matrix).x;
    };
    const box = element.getBoundingClientRect();
    const area = gallery.getBoundingClientRect();
    return {
      side: box.x + box.width / 2 < area.x + area.width / 2 ? 'left' : 'right',
      pointing: onScreen(length / 2) < onScreen(0) ? 'left' : 'right',
    };
  });
}

/** The contact actions a member who does not own the post sees. */
function contactActions(page: Page, lang: Lang) {
  const bar = main(page).getByRole('group', { name: t(lang, 'posts.detail.contact') });
  const message = bar.getByRole('link', { name: t(lang, 'posts.detail.messageSeller') });
  const whatsapp = bar.getByRole('link', { name: t(lang, 'posts.detail.whatsapp') });
  const claim = bar.getByRole('button', { name: t(lang, 'claims.button') });
  return { message, whatsapp, claim, all: [message, whatsapp, claim] };
}

test.use({ viewport: PHONE });

for (const lang of LANGS) {
  test.describe(`the post page on a phone and a laptop (${lang})`, () => {
    test('another member reaches the donor from a bar in the first screen; on a laptop gallery and details sit side by side', async ({
      page,
      browser,
      baseURL,
    }) => {
      const donor = newMember(lang);
      const donorContext = await browser.newContext({ baseURL, viewport: PHONE });
      let postPath: string;
      const title = `Baby stroller ${donor.localPhone.slice(-6)}`;
      try {
        const donorPage = await donorContext.newPage();
        await register(donorPage, lang, donor);
        await expect(donorPage).toHaveURL(new RegExp(`${lang === 'ar' ? '/ar' : ''}/feed$`));
        await donorPage.goto(localPath(lang, '/create_post'));
        // A phone's finger taps: there is nothing to drop photos from.
        await expect(main(donorPage).getByText(t(lang, 'imagePicker.tapToChoose'))).toBeVisible();
        // The number reads left to right in the order typed, its label in the page's direction.
        const phoneField = main(donorPage).getByLabel(t(lang, 'posts.form.phone'), { exact: true });
        await expect(phoneField).toHaveCSS('direction', 'ltr');
        await expect(phoneField).toHaveCSS('unicode-bidi', 'isolate-override');
        await expect(
          main(donorPage).locator('label', { hasText: t(lang, 'posts.form.phone') }),
        ).toHaveCSS('direction', lang === 'ar' ? 'rtl' : 'ltr');
        await createPost(
          donorPage,
          lang,
          {
            title,
            description: 'Folds flat, with a rain cover. Pick up near the university.',
            category: 'Toys',
            extra: 'Rain cover',
            region: 'Zarqa',
            area: 'New Zarqa',
            email: donor.email,
            phone: donor.localPhone,
          },
          [
            await drawPhoto(donorPage, 'stroller.png', 120),
            await drawPhoto(donorPage, 'fold.png', 280),
          ],
        );
        await expect(donorPage).toHaveURL(new RegExp(`${lang === 'ar' ? '/ar' : ''}/posts/\\d+$`));
        postPath = new URL(donorPage.url()).pathname;
        // The owner's bar offers Edit instead.
        const ownerBar = main(donorPage).getByRole('group', {
          name: t(lang, 'posts.detail.contact'),
        });
        await expect(
          ownerBar.getByRole('link', { name: t(lang, 'posts.detail.edit') }),
        ).toBeInViewport();
      } finally {
        await donorContext.close();
      }

      const member = newMember(lang);
      await register(page, lang, member);
      await expect(page).toHaveURL(new RegExp(`${lang === 'ar' ? '/ar' : ''}/feed$`));
      await page.goto(postPath);
      await expect(pageHeading(page)).toHaveText(title);

      // The gallery's buttons point outward, each toward its own side: in Arabic next is on the
      // left, pointing left.
      const [start, end] = lang === 'ar' ? ['right', 'left'] : ['left', 'right'];
      for (const [name, side] of [
        ['gallery.previous', start],
        ['gallery.next', end],
      ] as const) {
        expect(await arrowOf(main(page).getByRole('button', { name: t(lang, name) }))).toEqual({
          side,
          pointing: side,
        });
      }

      // Message, WhatsApp and the claim are on the first screen, without scrolling, each at
      // least 44 px tall, and WhatsApp is the donor's digits-only wa.me link.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      for (const action of contactActions(page, lang).all) {
        await expect(action).toBeInViewport({ ratio: 1 });
        const box = await action.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
        expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
      }
      await expect(contactActions(page, lang).whatsapp).toHaveAttribute(
        'href',
        `https://wa.me/962${donor.localPhone.slice(1)}`,
      );
      // The bar stays at the bottom while the details scroll under it.
      await page.mouse.wheel(0, 300);
      await expect(contactActions(page, lang).claim).toBeInViewport({ ratio: 1 });
      await expectNoSeriousA11yViolations(page);

      await page.setViewportSize(NARROW_PHONE);
      await expect(pageHeading(page)).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      for (const action of contactActions(page, lang).all) {
        await expect(action).toBeInViewport({ ratio: 1 });
      }

      await page.setViewportSize(LAPTOP);
      await page.evaluate(() => window.scrollTo(0, 0));
      const gallery = await main(page).getByTestId('post-gallery').boundingBox();
      const details = await main(page).getByTestId('post-details').boundingBox();
      if (!gallery || !details) throw new Error('the gallery or the details are not shown');
      expect(Math.abs(gallery.y - details.y)).toBeLessThan(24);
      expect(gallery.width).toBeGreaterThan(400);
      expect(details.width).toBeGreaterThan(300);
      // Side by side in the reading direction: the gallery first, at the start.
      if (lang === 'ar') expect(gallery.x).toBeGreaterThan(details.x);
      else expect(gallery.x).toBeLessThan(details.x);
      // Message, WhatsApp and the claim come first, beside the gallery, on the first screen.
      for (const action of contactActions(page, lang).all) {
        await expect(action).toBeInViewport({ ratio: 1 });
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await scrollsSideways(page)).toBe(false);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
