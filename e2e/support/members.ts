import type { APIRequestContext, BrowserContext } from '@playwright/test';

import { newMember, registerThroughApi, type NewMember } from './accounts';
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
 * Registers a member in `lang` through the API (registerThroughApi), for tests whose journey
 * starts after sign-up, with their id and session token.
 */
export async function registerApiMember(
  request: APIRequestContext,
  lang: Lang,
): Promise<ApiMember> {
  const member = newMember(lang);
  const token = await registerThroughApi(request, member, lang);
  return { ...member, id: claimsOf(token).userId, token };
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
