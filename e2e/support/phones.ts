import type { Browser } from '@playwright/test';

import { signInContext, type ApiMember } from './members';

/** A phone's screen, as the journeys on phones use it. */
export const PHONE = { width: 390, height: 844 };

/** The browser settings of a phone: its screen, touch, and its pixel density. */
export const PHONE_SETTINGS = {
  viewport: PHONE,
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
};

/**
 * A page of its own for `member`, signed in, on a phone in Amman, for journeys in which two
 * members act in two browsers.
 */
export async function phoneOf(browser: Browser, baseURL: string | undefined, member: ApiMember) {
  const context = await browser.newContext({
    baseURL,
    ...PHONE_SETTINGS,
    timezoneId: 'Asia/Amman',
  });
  await signInContext(context, member);
  return { context, page: await context.newPage() };
}
