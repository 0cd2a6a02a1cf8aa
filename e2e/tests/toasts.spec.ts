import { TOAST_AUTO_CLOSE_MS } from '@tabarru/contract/constants';

import { contactForm, uniqueMessage } from '../support/contact';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t } from '../support/i18n';
import { PAGES } from '../support/pages';

for (const lang of LANGS) {
  test(`the contact success toast shows at the top right and closes after ~2 s (${lang})`, async ({
    page,
  }, testInfo) => {
    await page.goto(localPath(lang, PAGES.contact));
    const form = contactForm(page, lang);
    await form.name.fill('Omar');
    await form.email.fill('omar@example.test');
    await form.message.fill(uniqueMessage(lang, testInfo.testId));
    await form.send.click();

    const toast = page.getByRole('alert').filter({ hasText: t(lang, 'contact.sent') });
    await expect(toast).toBeVisible();
    const shownAt = Date.now();

    // react-toastify names the corner only in the container's class; the spec promises top right.
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
    const centre = box.x + box.width / 2;
    if (corner === 'top-right') expect(centre, 'on the right').toBeGreaterThan(viewport.width / 2);
    else expect(centre, 'on the left').toBeLessThan(viewport.width / 2);

    await expect(toast).toBeHidden({ timeout: TOAST_AUTO_CLOSE_MS + 3_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor, 'closes by itself after about 2 s').toBeGreaterThan(TOAST_AUTO_CLOSE_MS - 500);
    expect(shownFor, 'closes by itself after about 2 s').toBeLessThan(TOAST_AUTO_CLOSE_MS + 1_500);
  });
}
