import type { Request } from '@playwright/test';

import { contactForm, isContactPost, uniqueMessage } from '../support/contact';
import { E2E_ADMIN, e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t } from '../support/i18n';
import { waitForOutboxEntry } from '../support/outbox';
import { main, pageHeading, PAGES } from '../support/pages';

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
      await expect(pageHeading(page)).toHaveText(t(lang, 'contact.title'));
      const form = contactForm(page, lang);

      await form.send.click();
      const expected = [
        [form.name, 'contact.nameRequired'],
        [form.email, 'contact.emailRequired'],
        [form.message, 'contact.messageRequired'],
      ] as const;
      for (const [field, key] of expected) {
        await expect(main(page).getByText(t(lang, key), { exact: true })).toBeVisible();
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field, 'the error is tied to its field').toHaveAccessibleDescription(
          t(lang, key),
        );
      }
      expect(posts, 'no POST /contact for an empty form').toEqual([]);
    });

    test('a valid message reaches the administrators by email', async ({ page }, testInfo) => {
      await page.goto(localPath(lang, PAGES.contact));
      const form = contactForm(page, lang);
      const message = uniqueMessage(lang, testInfo.testId);
      const sender = lang === 'ar' ? 'ليلى حداد' : 'Layla Haddad';
      await form.name.fill(sender);
      await form.email.fill('layla@example.test');
      await form.message.fill(message);

      const reply = page.waitForResponse((response) => isContactPost(response.request()));
      await form.send.click();
      expect((await reply).status()).toBe(201);
      await expect(main(page).getByRole('status')).toHaveText(t(lang, 'contact.sent'));
      await expect(form.message, 'the form is cleared for a next message').toHaveValue('');

      const entry = await waitForOutboxEntry(
        e2eEnv().dataDir,
        (candidate) =>
          candidate.channel === 'email' &&
          candidate.to === E2E_ADMIN.email &&
          candidate.text.includes(message),
      );
      expect(entry.text).toContain(sender);
      expect(entry.text).toContain('layla@example.test');
    });
  });
}
