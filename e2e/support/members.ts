import type { APIRequestContext, BrowserContext } from '@playwright/test';

import { newMember, codeTextedTo, type NewMember } from './accounts';
import { e2eEnv } from './env';
import { expect } from './fixtures';
import type { Lang } from './i18n';

/** A member registered through the API, as the web app does it, with their session token. */
export interface ApiMember extends NewMember {
  id: number;
  token: string;
}

function claimsOf(token: string): { userId: number } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as { userId: number };
}

/**
 * Registers a member through the API (phone code from the outbox, then registration), for
 * tests whose journey starts after sign-up; the accounts tests go through the forms.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  lang: Lang,
): Promise<ApiMember> {
  const member = newMember(lang);
  const { apiUrl } = e2eEnv();
  const sentAfter = Date.now() - 1000;
  const sent = await request.post(`${apiUrl}/api/verify/send`, {
    data: { phone: member.phone, locale: lang },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const checked = await request.post(`${apiUrl}/api/verify/check`, {
    data: { phone: member.phone, code: await codeTextedTo(member.phone, sentAfter) },
  });
  expect(checked.status(), await checked.text()).toBe(200);
  const { verificationToken } = (await checked.json()) as { verificationToken: string };
  const registered = await request.post(`${apiUrl}/authentication/registration`, {
    data: {
      username: member.username,
      email: member.email,
      password: member.password,
      phone_number: member.phone,
      locale: lang,
      verificationToken,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwtToken } = (await registered.json()) as { jwtToken: string };
  return { ...member, id: claimsOf(jwtToken).userId, token: jwtToken };
}

/** Every page of the context starts signed in as the member (the token in localStorage). */
export async function signInContext(context: BrowserContext, member: ApiMember): Promise<void> {
  await context.addInitScript((token) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', token);
  }, member.token);
}

/** A message sent through POST /messages; its id. */
export async function sendThroughApi(
  request: APIRequestContext,
  from: ApiMember,
  to: ApiMember,
  content: string,
): Promise<number> {
  const response = await request.post(`${e2eEnv().apiUrl}/messages`, {
    headers: { Authorization: `Bearer ${from.token}` },
    data: { receiver_id: to.id, content },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
