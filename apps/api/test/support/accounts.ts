import { registrationRequestSchema } from '@tabarru/contract/accounts';
import { expect } from 'vitest';

import { hashPassword } from '../../src/infra/passwords';
import { createSessionTokens } from '../../src/infra/tokens';
import { beginSession } from '../../src/modules/sessions/service';
import { insertMember } from '../../src/modules/users/queries';
import { usernameKey } from '../../src/modules/users/username-key';
import type { UserRow } from '../../src/db/schema';
import { TEST_JWT_SECRET, type TestApp } from './test-app';

let phoneCounter = 0;

/** A Jordanian mobile number no other test in this process uses: +9627 plus 8 digits. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `+96279${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

export function post(testApp: Pick<TestApp, 'app'>, url: string, payload: object, token?: string) {
  return testApp.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** A POST from another client address than the default 127.0.0.1. */
export function postFrom(testApp: TestApp, ip: string, url: string, payload: object) {
  return testApp.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
}

export function put(testApp: Pick<TestApp, 'app'>, url: string, payload: object, token?: string) {
  return testApp.app.inject({
    method: 'PUT',
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export function patch(testApp: Pick<TestApp, 'app'>, url: string, token?: string) {
  return testApp.app.inject({
    method: 'PATCH',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export function get(testApp: Pick<TestApp, 'app'>, url: string, token?: string) {
  return testApp.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** The code of the newest verification text sent to `phone`, read from the outbox. */
export async function lastCodeSentTo(
  testApp: Pick<TestApp, 'readOutbox'>,
  phone: string,
): Promise<string> {
  const texts = (await testApp.readOutbox()).filter(
    (entry) => entry.channel === 'sms' && entry.to === phone,
  );
  const code = /\b(\d{6})\b/.exec(texts.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/** Sends a code to `phone` and checks it; returns the verification token of the reply. */
export async function verifyPhone(testApp: TestApp, phone: string): Promise<string> {
  const sent = await post(testApp, '/api/verify/send', { phone });
  expect(sent.statusCode, sent.body).toBe(200);
  const checked = await post(testApp, '/api/verify/check', {
    phone,
    code: await lastCodeSentTo(testApp, phone),
  });
  expect(checked.statusCode, checked.body).toBe(200);
  return checked.json<{ verificationToken: string }>().verificationToken;
}

export interface Member {
  id: number;
  username: string;
  email: string;
  phone: string;
  password: string;
  token: string;
}

let memberCounter = 0;

/** A username, email and phone no other member of this test process has, and a password. */
function newMemberDetails(overrides: Partial<Omit<Member, 'id' | 'token'>>) {
  memberCounter += 1;
  return {
    username: `member${memberCounter}`,
    email: `member${memberCounter}@example.jo`,
    phone: uniquePhone(),
    password: 'olive trees in Ajloun',
    ...overrides,
  };
}

/**
 * Registers a member the way the web app does: verify the phone, then register with the
 * verification token of the check.
 */
export async function registerMember(
  testApp: TestApp,
  overrides: Partial<Omit<Member, 'id' | 'token'>> = {},
): Promise<Member> {
  const member = newMemberDetails(overrides);
  const verificationToken = await verifyPhone(testApp, member.phone);
  const response = await post(testApp, '/authentication/registration', {
    username: member.username,
    email: member.email,
    password: member.password,
    phone_number: member.phone,
    verificationToken,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { jwtToken } = response.json<{ jwtToken: string }>();
  const user = await testApp.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', member.email.toLowerCase())
    .executeTakeFirstOrThrow();
  return { ...member, id: user.id, token: jwtToken };
}

/** Hashed once per test process: argon2 costs 0.1 s on a quiet machine and a second on a loaded one. */
const passwordHashes = new Map<string, Promise<string>>();

/**
 * A member for a test that is not about joining: the row registration writes, from the same
 * schema and queries, and a session token as registration issues it, without the texted code
 * and the argon2 hash of each registration. Tests of joining use registerMember.
 */
export async function createMember(
  testApp: TestApp,
  overrides: Partial<Omit<Member, 'id' | 'token'>> = {},
): Promise<Member> {
  const member = newMemberDetails(overrides);
  const valid = registrationRequestSchema.parse({
    username: member.username,
    email: member.email,
    password: member.password,
    phone_number: member.phone,
  });
  let passwordHash = passwordHashes.get(valid.password);
  if (!passwordHash) {
    passwordHash = hashPassword(valid.password);
    passwordHashes.set(valid.password, passwordHash);
  }
  const row = await insertMember(testApp.database.db, {
    username: valid.username,
    usernameKey: usernameKey(valid.username),
    email: valid.email,
    phone: valid.phone_number,
    passwordHash: await passwordHash,
    locale: 'en',
  });
  return { ...member, id: row.id, token: await newSessionToken(testApp, row) };
}

/**
 * A new session of `user` as a sign-in from a test's browser would begin it, and its token: for
 * tests that need another device of a member, or a member made outside the API.
 */
export async function newSessionToken(
  testApp: Pick<TestApp, 'database'>,
  user: Pick<UserRow, 'id' | 'username' | 'is_admin' | 'token_version'>,
  { secondFactor = false, now = Date.now }: { secondFactor?: boolean; now?: () => number } = {},
): Promise<string> {
  const session = await beginSession(
    { now },
    testApp.database.db,
    user,
    { userAgent: 'vitest', ip: '127.0.0.1' },
    { secondFactor },
  );
  return createSessionTokens(TEST_JWT_SECRET).issue({
    id: user.id,
    username: user.username,
    isAdmin: user.is_admin === 1,
    tokenVersion: user.token_version,
    sessionId: session.id,
  });
}

/**
 * A member's token of a session begun at the app's clock `now`: for a test that moves its clock
 * past the days a session lies unused, where the member would have signed in again.
 */
export async function signedInAt(
  testApp: Pick<TestApp, 'database'>,
  member: Member,
  now: () => number,
): Promise<Member> {
  const row = await testApp.database.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow();
  return { ...member, token: await newSessionToken(testApp, row, { now }) };
}

/** The session a token names (its `sid` claim), read without checking the signature. */
export function sessionIdOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  const { sid } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid?: unknown };
  if (typeof sid !== 'string') throw new Error('the token names no session');
  return sid;
}

/** Every row of the account tables, to prove a refused request changed nothing. */
export async function accountTables(testApp: TestApp) {
  const { db } = testApp.database;
  return {
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    verifications: await db.selectFrom('phone_verifications').selectAll().orderBy('id').execute(),
    resets: await db.selectFrom('password_resets').selectAll().orderBy('id').execute(),
    sessions: await db.selectFrom('member_sessions').selectAll().orderBy('id').execute(),
    emailChanges: await db.selectFrom('email_changes').selectAll().orderBy('id').execute(),
  };
}

/** Moves every code sent to `phone` back in time, as if `minutes` had passed. */
export async function ageVerifications(testApp: TestApp, phone: string, minutes: number) {
  const { db } = testApp.database;
  const rows = await db
    .selectFrom('phone_verifications')
    .selectAll()
    .where('phone', '=', phone)
    .execute();
  const shift = (iso: string) => new Date(Date.parse(iso) - minutes * 60_000).toISOString();
  for (const row of rows) {
    await db
      .updateTable('phone_verifications')
      .set({
        created_at: shift(row.created_at),
        expires_at: shift(row.expires_at),
        verified_at: row.verified_at === null ? null : shift(row.verified_at),
      })
      .where('id', '=', row.id)
      .execute();
  }
}

/** The claims of a session token, read the way the web app reads them. */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
}

export function del(testApp: TestApp, url: string, token?: string, payload?: object) {
  return testApp.app.inject({
    method: 'DELETE',
    url,
    ...(payload && { payload }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/**
 * A member made an administrator in the database, as the ADMIN_* start-up does: the role lives
 * in the row, so the token of the registration stays live (and says isAdmin false).
 */
export async function registerAdmin(
  testApp: TestApp,
  overrides: Partial<Omit<Member, 'id' | 'token'>> = {},
): Promise<Member> {
  const member = await registerMember(testApp, overrides);
  await testApp.database.db
    .updateTable('users')
    .set({ is_admin: 1 })
    .where('id', '=', member.id)
    .execute();
  return member;
}
