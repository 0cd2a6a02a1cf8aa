import type { Locator, Page, Request } from '@playwright/test';

import { e2eEnv } from './env';
import { t, type Lang } from './i18n';
import { main } from './pages';

export interface ContactForm {
  name: Locator;
  email: Locator;
  message: Locator;
  send: Locator;
}

/** The contact form's fields by their labels, in the page's language. */
export function contactForm(page: Page, lang: Lang): ContactForm {
  const form = main(page);
  return {
    name: form.getByLabel(t(lang, 'contact.name'), { exact: true }),
    email: form.getByLabel(t(lang, 'contact.email'), { exact: true }),
    message: form.getByLabel(t(lang, 'contact.message'), { exact: true }),
    send: form.getByRole('button', { name: t(lang, 'contact.send'), exact: true }),
  };
}

/** Whether a request is the contact form's POST to the API (at the runtime-configured URL). */
export function isContactPost(request: Request): boolean {
  return request.method() === 'POST' && request.url() === `${e2eEnv().apiUrl}/contact`;
}

/** A message no other test sends, so its outbox line can be told apart. */
export function uniqueMessage(lang: Lang, testId: string): string {
  const stamp = `${testId}-${Date.now()}`;
  return lang === 'ar'
    ? `مرحباً، أود التبرع بكرسي خشبي. رقم الاختبار ${stamp}`
    : `Hello, I would like to give away a wooden chair. Test ${stamp}`;
}
