import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { fillSignIn, signIn } from '../support/accounts';
import { adminToken } from '../support/content';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { registerApiMember, type ApiMember } from '../support/members';
import { main, navbar, pageHeading } from '../support/pages';
import { base32Bytes, totpCode, totpStep } from '../support/totp';

const PHONE = { width: 390, height: 844 };
const NARROW_PHONE = { width: 320, height: 640 };

/** A phone's browser, for the other device of a member. */
const SAMSUNG_PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36';

test.use({
  viewport: PHONE,
  // A used code is refused on purpose: the browser reports the refusal as a failed load.
  allowedConsoleErrors: [
    [/status of 400 .*\/authentication\/login\/second-step/],
    { scope: 'test' },
  ],
});

/** Whether the page is wider than its viewport, that is scrolls sideways. */
function scrollsSideways(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

/** A session token of `member` signed in through the API from a browser of `userAgent`. */
async function signInThroughApi(
  request: APIRequestContext,
  member: ApiMember,
  userAgent: string,
): Promise<string> {
  const response = await request.post(`${e2eEnv().apiUrl}/authentication/login`, {
    headers: { 'User-Agent': userAgent },
    data: { email: member.email, password: member.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { jwtToken: string }).jwtToken;
}

/** The status of a request of the member's with `token`: 200 while its session lives. */
async function statusWithToken(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`${e2eEnv().apiUrl}/api/users/me/sessions`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status();
}

/** Signs out from the phone's menu. */
async function signOutOnPhone(page: Page, lang: Lang): Promise<void> {
  await navbar(page)
    .getByRole('button', { name: t(lang, 'nav.openMenu') })
    .click();
  await page
    .getByRole('dialog', { name: t(lang, 'nav.mobileMenu') })
    .getByRole('button', { name: t(lang, 'nav.signOut'), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${localPath(lang, '/authentication/login')}$`));
}

function twoFactorSection(page: Page, lang: Lang): Locator {
  return main(page).getByRole('region', { name: t(lang, 'twoFactor.heading') });
}

/**
 * Turns two-step sign-in on from the Security page, as a member with an authenticator app would:
 * the key shown for typing by hand, a code computed from it, the recovery codes saved. The key
 * and the time step of the code used.
 */
async function turnOnTwoFactor(page: Page, lang: Lang): Promise<{ key: string; step: number }> {
  await page.goto(localPath(lang, '/profile/security'));
  const section = twoFactorSection(page, lang);
  await expect(section.getByText(t(lang, 'twoFactor.off'), { exact: true })).toBeVisible();
  await section.getByRole('button', { name: t(lang, 'twoFactor.turnOn'), exact: true }).click();
  await expect(
    section.getByRole('img', { name: t(lang, 'twoFactor.setup.qrLabel') }),
  ).toBeVisible();
  const shownKey = await section
    .getByRole('group', { name: t(lang, 'twoFactor.setup.keyLabel') })
    .locator('code')
    .textContent();
  const key = (shownKey ?? '').replace(/\s/g, '');
  expect(base32Bytes(key)).toHaveLength(20);
  await expectNoSeriousA11yViolations(page);
  expect(await scrollsSideways(page), 'the set-up scrolls sideways').toBe(false);

  const step = totpStep();
  const code = section.getByLabel(t(lang, 'twoFactor.setup.code'), { exact: true });
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill(totpCode(key, step));
  await section
    .getByRole('button', { name: t(lang, 'twoFactor.setup.confirm'), exact: true })
    .click();

  const codes = section.getByRole('list', { name: t(lang, 'twoFactor.codes.heading') });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expect(codes.getByRole('listitem').first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  expect(await scrollsSideways(page), 'the recovery codes scroll sideways').toBe(false);
  await section.getByRole('button', { name: t(lang, 'twoFactor.codes.done'), exact: true }).click();
  await expect(section.getByText(t(lang, 'twoFactor.on'), { exact: true })).toBeVisible();
  const tenForm = new Intl.PluralRules(lang).select(10);
  await expect(section).toContainText(t(lang, `twoFactor.codesLeft_${tenForm}`, { count: 10 }));
  return { key, step };
}

/**
 * The second step of a sign-in whose password was just accepted: the code of the step already
 * used is refused, the code of the next one (or of now, if later) lets the member in.
 */
async function passSecondStep(page: Page, lang: Lang, key: string, usedStep: number) {
  await expect(pageHeading(page)).toHaveText(t(lang, 'auth.login.secondStep.heading'));
  const code = page.getByLabel(t(lang, 'auth.login.secondStep.code'), { exact: true });
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  const submit = page.getByRole('button', {
    name: t(lang, 'auth.login.secondStep.submit'),
    exact: true,
  });

  await code.fill(totpCode(key, usedStep));
  await submit.click();
  await expect(
    main(page).getByText(t(lang, 'twoFactor.errors.TWO_FACTOR_CODE_INVALID')),
  ).toBeVisible();

  await code.fill(totpCode(key, Math.max(usedStep + 1, totpStep())));
  await submit.click();
  await expect(page.getByText(t(lang, 'auth.login.success'))).toBeVisible();
}

test('the TOTP helper gives the codes of RFC 6238', () => {
  // The RFC's SHA-1 key, "12345678901234567890", in base32.
  const key = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  expect(base32Bytes(key).toString('ascii')).toBe('12345678901234567890');
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1_111_111_109, '07081804'],
    [1_111_111_111, '14050471'],
    [1_234_567_890, '89005924'],
    [2_000_000_000, '69279037'],
    [20_000_000_000, '65353130'],
  ];
  for (const [seconds, code] of vectors) {
    expect(totpCode(key, totpStep(seconds * 1000), 8), `at ${seconds} s`).toBe(code);
  }
  expect(totpCode(key, totpStep(59_000))).toBe('287082');
});

for (const lang of LANGS) {
  const feed = new RegExp(`${localPath(lang, '/feed')}$`);

  test.describe(`account security on a phone (${lang})`, () => {
    test('the devices list shows another device of the member, signs it out, and its token is refused from then on', async ({
      page,
      request,
    }) => {
      const member = await registerApiMember(request, lang);
      const phoneToken = await signInThroughApi(request, member, SAMSUNG_PHONE);
      await signIn(page, lang, member.email, member.password);
      await expect(page).toHaveURL(feed);

      await page.goto(localPath(lang, '/profile/security'));
      await expect(pageHeading(page)).toHaveText(t(lang, 'security.title'));
      const devices = main(page).getByRole('region', { name: t(lang, 'sessions.heading') });
      const rows = devices.getByRole('listitem');
      // Registration, the phone and this browser.
      await expect(rows).toHaveCount(3);
      const thisDevice = rows.filter({ hasText: t(lang, 'sessions.thisDevice') });
      await expect(thisDevice).toHaveCount(1);
      await expect(thisDevice).toContainText(
        t(lang, 'sessions.device', { browser: 'Chrome', system: 'Linux' }),
      );
      await expect(thisDevice.getByRole('button')).toHaveCount(0);
      const phoneName = t(lang, 'sessions.device', {
        browser: 'Samsung Internet',
        system: 'Android',
      });
      const phone = rows.filter({ hasText: phoneName });
      await expect(phone).toContainText(t(lang, 'sessions.place.local'));
      await expectNoSeriousA11yViolations(page);
      expect(await scrollsSideways(page), 'the Security page scrolls sideways').toBe(false);
      await page.setViewportSize(NARROW_PHONE);
      expect(await scrollsSideways(page), 'the Security page scrolls sideways at 320 px').toBe(
        false,
      );
      await page.setViewportSize(PHONE);

      expect(await statusWithToken(request, phoneToken)).toBe(200);
      await phone
        .getByRole('button', { name: t(lang, 'sessions.signOutNamed', { device: phoneName }) })
        .click();
      await expect(rows).toHaveCount(2);
      await expect(devices.getByText(phoneName)).toHaveCount(0);
      expect(await statusWithToken(request, phoneToken)).toBe(401);

      await devices
        .getByRole('button', { name: t(lang, 'sessions.signOutOthers'), exact: true })
        .click();
      await expect(devices.getByText(t(lang, 'sessions.onlyThisDevice'))).toBeVisible();
      await expect(rows).toHaveCount(1);
      expect(await statusWithToken(request, member.token)).toBe(401);

      // This device is still signed in.
      await page.reload();
      await expect(rows).toHaveCount(1);
      await expect(thisDevice).toHaveCount(1);
    });

    test('a member turns on two-step sign-in with the key shown, then signs in again with a fresh code', async ({
      page,
      request,
    }) => {
      // The narrowest phone, where the key and the recovery codes must still fit.
      await page.setViewportSize(NARROW_PHONE);
      const member = await registerApiMember(request, lang);
      await signIn(page, lang, member.email, member.password);
      await expect(page).toHaveURL(feed);
      const { key, step } = await turnOnTwoFactor(page, lang);

      await signOutOnPhone(page, lang);
      await fillSignIn(page, lang, member.email, member.password);
      await passSecondStep(page, lang, key, step);
      await expect(page).toHaveURL(feed);

      await page.goto(localPath(lang, '/profile/security'));
      await expect(
        twoFactorSection(page, lang).getByText(t(lang, 'twoFactor.on'), { exact: true }),
      ).toBeVisible();
    });

    test('an administrator turns on two-step sign-in and reaches the admin area after signing in with a code', async ({
      page,
      request,
    }) => {
      const member = await registerApiMember(request, lang);
      // An administrator of their own, so the app's administrator keeps signing in with a password.
      const api = e2eEnv().apiUrl;
      const asAdmin = { Authorization: `Bearer ${await adminToken(request)}` };
      const promoted = await request.put(`${api}/admin/users/${member.id}/toggle-admin`, {
        headers: asAdmin,
      });
      expect(promoted.status(), await promoted.text()).toBe(200);

      await signIn(page, lang, member.email, member.password);
      await expect(page).toHaveURL(feed);
      const { key, step } = await turnOnTwoFactor(page, lang);
      await signOutOnPhone(page, lang);

      // Sent to sign in from the admin area, and brought back to it after the code.
      await page.goto(localPath(lang, '/admin'));
      await expect(page).toHaveURL(/\/authentication\/login\?next=/);
      await fillSignIn(page, lang, member.email, member.password);
      await passSecondStep(page, lang, key, step);
      await expect(page).toHaveURL(new RegExp(`${localPath(lang, '/admin')}$`));
      await expect(pageHeading(page)).toHaveText(t(lang, 'admin.heading'));

      await main(page)
        .getByRole('link', { name: new RegExp(t(lang, 'admin.tools.users.name')) })
        .click();
      await expect(pageHeading(page)).toHaveText(t(lang, 'admin.users.heading'));
      await page.getByLabel(t(lang, 'admin.users.search')).fill(member.email);
      await expect(main(page).getByRole('listitem').filter({ hasText: member.email })).toHaveCount(
        1,
      );
    });
  });
}
