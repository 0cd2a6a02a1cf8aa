import { randomInt } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';

import { e2eEnv } from './env';
import { expect } from './fixtures';
import { localPath, t, type Lang } from './i18n';
import { waitForOutboxEntry } from './outbox';
import { navbar } from './pages';

export interface NewMember {
  username: string;
  email: string;
  password: string;
  /** as typed in the form: 07XXXXXXXX */
  localPhone: string;
  /** as stored and texted: +9627XXXXXXXX */
  phone: string;
}

/** A member nobody has registered yet in this run. */
export function newMember(lang: Lang): NewMember {
  const digits = String(randomInt(10_000_000, 99_999_999));
  const tag = `${lang}${digits}`;
  return {
    username: `e2e_${tag}`,
    email: `e2e.${tag}@example.test`,
    password: `olive grove ${digits}`,
    localPhone: `079${digits.slice(1)}`,
    phone: `+96279${digits.slice(1)}`,
  };
}

/** `text` with its digits as an Arabic keyboard types them (٠-٩). */
const arabicIndic = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

/**
 * The member's number as a person in Jordan might type it: Arabic-Indic digits in groups on the
 * Arabic page, the +962 form in groups on the English one.
 */
export function phoneAsTyped(lang: Lang, member: NewMember): string {
  const local = member.localPhone;
  if (lang === 'ar') {
    return arabicIndic(`${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`);
  }
  return `+962 ${local.slice(1, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
}

/** The newest 6-digit code texted to `phone`, read from the app's outbox. */
export async function codeTextedTo(phone: string, after: number): Promise<string> {
  const sms = await waitForOutboxEntry(
    e2eEnv().dataDir,
    (entry) => entry.channel === 'sms' && entry.to === phone && Date.parse(entry.at) >= after,
  );
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no code in the text to ${phone}: ${sms.text}`);
  return code;
}

/** The reset link mailed to `email`, as the path and query to open in the app. */
export async function resetLinkMailedTo(email: string, after: number): Promise<string> {
  const mail = await waitForOutboxEntry(
    e2eEnv().dataDir,
    (entry) => entry.channel === 'email' && entry.to === email && Date.parse(entry.at) >= after,
  );
  const link = /(https?:\/\/\S+\/reset-password\?token=\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no reset link in the mail to ${email}: ${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The avatar button of the signed-in navigation. */
export function accountMenuButton(page: Page, lang: Lang, username: string) {
  return navbar(page).getByRole('button', { name: t(lang, 'nav.accountMenu', { username }) });
}

/**
 * Registers `member` through the form: the number as 07XXXXXXXX and the code checked with
 * Verify before Register; or, `asPeopleType`, the number as phoneAsTyped gives it, the code in
 * Arabic-Indic digits on the Arabic page, and Register pressed alone (it checks the code itself).
 */
export async function register(
  page: Page,
  lang: Lang,
  member: NewMember,
  { asPeopleType = false }: { asPeopleType?: boolean } = {},
): Promise<void> {
  await page.goto(localPath(lang, '/authentication/registration'));
  await page.getByLabel(t(lang, 'auth.register.username'), { exact: true }).fill(member.username);
  await page.getByLabel(t(lang, 'auth.email'), { exact: true }).fill(member.email);
  await page.getByLabel(t(lang, 'auth.password'), { exact: true }).fill(member.password);
  await page
    .getByLabel(t(lang, 'phone.label'), { exact: true })
    .fill(asPeopleType ? phoneAsTyped(lang, member) : member.localPhone);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: t(lang, 'phone.sendCode') }).click();
  const code = await codeTextedTo(member.phone, sentAfter);
  await page
    .getByLabel(t(lang, 'phone.code'), { exact: true })
    .fill(asPeopleType && lang === 'ar' ? arabicIndic(code) : code);
  if (!asPeopleType) {
    await page.getByRole('button', { name: t(lang, 'phone.verify'), exact: true }).click();
    await expect(page.getByText(t(lang, 'phone.verified'), { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: t(lang, 'auth.register.submit'), exact: true }).click();
}

export async function signIn(page: Page, lang: Lang, email: string, password: string) {
  await page.goto(localPath(lang, '/authentication/login'));
  await fillSignIn(page, lang, email, password);
}

/** Fills and sends the sign-in form; `account` is the email or the phone number, as typed. */
export async function fillSignIn(page: Page, lang: Lang, account: string, password: string) {
  await page.getByLabel(t(lang, 'auth.login.emailOrPhone'), { exact: true }).fill(account);
  await page.getByLabel(t(lang, 'auth.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t(lang, 'auth.login.submit'), exact: true }).click();
}

export async function signOut(page: Page, lang: Lang, username: string) {
  await accountMenuButton(page, lang, username).click();
  await navbar(page)
    .getByRole('button', { name: t(lang, 'nav.signOut'), exact: true })
    .click();
}

/**
 * Registers a member through the API as the web app does (code texted to the outbox, checked,
 * then registration with the verification token, in `locale` when given), for tests whose
 * journey starts later; the member's session token.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  member: NewMember,
  locale?: Lang,
): Promise<string> {
  const api = e2eEnv().apiUrl;
  const inLocale = locale === undefined ? {} : { locale };
  const sentAfter = Date.now() - 1000;
  const sent = await request.post(`${api}/api/verify/send`, {
    data: { phone: member.phone, ...inLocale },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await codeTextedTo(member.phone, sentAfter);
  const checked = await request.post(`${api}/api/verify/check`, {
    data: { phone: member.phone, code },
  });
  expect(checked.status(), await checked.text()).toBe(200);
  const { verificationToken } = (await checked.json()) as { verificationToken: string };
  const registered = await request.post(`${api}/authentication/registration`, {
    data: {
      username: member.username,
      email: member.email,
      password: member.password,
      phone_number: member.phone,
      ...inLocale,
      verificationToken,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return ((await registered.json()) as { jwtToken: string }).jwtToken;
}
