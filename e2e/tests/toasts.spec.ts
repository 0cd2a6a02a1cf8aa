import type { Page } from '@playwright/test';
import { TOAST_AUTO_CLOSE_MS } from '@tabarru/contract/constants';

import { contactForm, uniqueMessage } from '../support/contact';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t } from '../support/i18n';
import { navbar, PAGES } from '../support/pages';

interface ToastTimes {
  shown?: number;
  hidden?: number;
}

/**
 * Records, in the page's own clock and on every frame, when an alert with `text` becomes visible
 * and when it stops being visible. Timing from the test process would add the polling and round
 * trips of a busy machine.
 */
async function watchToast(page: Page, text: string): Promise<() => Promise<ToastTimes>> {
  const handle = await page.evaluateHandle((wanted) => {
    const times: { shown?: number; hidden?: number } = {};
    const visible = () =>
      Array.from(document.querySelectorAll('[role="alert"]')).some((element) => {
        const box = element.getBoundingClientRect();
        return (
          (element.textContent ?? '').includes(wanted) &&
          box.width > 0 &&
          box.height > 0 &&
          getComputedStyle(element).visibility !== 'hidden'
        );
      });
    const check = (now: number) => {
      if (visible()) times.shown ??= now;
      else if (times.shown !== undefined) times.hidden ??= now;
      if (times.hidden === undefined) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
    return times;
  }, text);
  return () => handle.jsonValue();
}

for (const lang of LANGS) {
  test(`the contact success toast shows at the top right and closes after ~2 s (${lang})`, async ({
    page,
  }, testInfo) => {
    await page.goto(localPath(lang, PAGES.contact));
    const form = contactForm(page, lang);
    await form.name.fill('Omar');
    await form.email.fill('omar@example.test');
    await form.message.fill(uniqueMessage(lang, testInfo.testId));
    const times = await watchToast(page, t(lang, 'contact.sent'));
    await form.send.click();

    const toast = page.getByRole('alert').filter({ hasText: t(lang, 'contact.sent') });
    await expect(toast).toBeVisible();
    // What a screen reader hears of the corner is in the page's language.
    await expect(page.getByRole('region', { name: t(lang, 'toasts.region') })).toContainText(
      t(lang, 'contact.sent'),
    );
    await expect(toast.getByRole('button', { name: t(lang, 'toasts.close') })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    // react-toastify names the corner only in the container's class; toasts stay at the top right,
    // where the earlier product showed them.
    const container = toast.locator(
      'xpath=ancestor::*[contains(@class, "Toastify__toast-container")]',
    );
    const classes = (await container.getAttribute('class')) ?? '';
    const corner = /Toastify__toast-container--(top-right|top-left)/.exec(classes)?.[1];
    if (lang === 'en') expect(corner, classes).toBe('top-right');
    else expect(['top-right', 'top-left'], classes).toContain(corner);

    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('the toast and the page need a size');
    expect(box.y, 'the toast is at the top').toBeLessThan(viewport.height / 4);
    const header = await navbar(page).boundingBox();
    if (!header) throw new Error('the header needs a size');
    expect(box.y, 'below the header, never over its buttons').toBeGreaterThanOrEqual(
      header.y + header.height,
    );
    const centre = box.x + box.width / 2;
    if (corner === 'top-right') expect(centre, 'on the right').toBeGreaterThan(viewport.width / 2);
    else expect(centre, 'on the left').toBeLessThan(viewport.width / 2);

    await expect(toast).toBeHidden({ timeout: TOAST_AUTO_CLOSE_MS + 5_000 });
    const { shown, hidden } = await times();
    if (shown === undefined || hidden === undefined) {
      throw new Error(
        `the toast was not seen coming and going: ${JSON.stringify({ shown, hidden })}`,
      );
    }
    const shownFor = hidden - shown;
    expect(shownFor, 'closes by itself after about 2 s').toBeGreaterThan(TOAST_AUTO_CLOSE_MS - 300);
    expect(shownFor, 'closes by itself after about 2 s').toBeLessThan(TOAST_AUTO_CLOSE_MS + 1_000);
  });
}
