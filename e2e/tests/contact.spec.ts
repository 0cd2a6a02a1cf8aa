import type { Request } from '@playwright/test';

import { contactForm, isContactPost, uniqueMessage } from '../support/contact';
import { E2E_ADMIN, e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, tr } from '../support/i18n';
import { main, pageHeading, PAGES } from '../support/pages';
import { waitForOutboxEntry } from '../support/outbox';

const REQUIRED_FIELD_ERRORS = [
  'Please enter your name',
  'Please enter a valid email address',
  'Please enter a message',
] as const;

for (const lang of LANGS) {
  test.describe(`contact form (${lang})`, () => {
    test('submitted empty, shows the three required-field errors and sends nothing', async ({
      page,
    }) => {
      const posts: Request[] = [];
      page.on('request', (request) => {
        if (isContactPost(request)) posts.push(request);
      });
      await page.goto(localPath(lang, PAGES.contact));
      await expect(pageHeading(page)).toHaveText(tr(lang, 'Contact us'));
      const form = contactForm(page, lang);

      await form.send.click();
      for (const error of REQUIRED_FIELD_ERRORS) {
        await expect(main(page).getByText(tr(lang, error))).toBeVisible();
      }
      for (const field of [form.name, form.email, form.message]) {
        await expect(field).toHaveAttribute('aria-invalid', 'true');
      }
      await expect(form.name).toBeFocused();
      expect(posts, 'no POST /contact for an empty form').toEqual([]);
    });

    test('a valid message is sent to the administrators', async ({ page }, testInfo) => {
      await page.goto(localPath(lang, PAGES.contact));
      const form = contactForm(page, lang);
      const message = uniqueMessage(lang, testInfo.testId);
      await form.name.fill(lang === 'ar' ? 'ليلى حداد' : 'Layla Haddad');
      await form.email.fill('layla@example.test');
      await form.message.fill(message);

      const sent = page.waitForResponse((response) => isContactPost(response.request()));
      await form.send.click();
      expect((await sent).status()).toBe(201);
      await expect(page.getByText(tr(lang, 'Your message has been sent.')).first()).toBeVisible();

      const entry = await waitForOutboxEntry(
        e2eEnv().dataDir,
        (candidate) =>
          candidate.channel === 'email' &&
          candidate.to === E2E_ADMIN.email &&
          candidate.text.includes(message),
      );
      expect(entry.channel === 'email' && entry.subject).toBeTruthy();
      expect(entry.text).toContain('layla@example.test');
    });
  });
}
