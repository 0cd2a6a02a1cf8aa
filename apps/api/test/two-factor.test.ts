import { afterEach, describe, expect, it } from 'vitest';

import { SIGN_IN_CHALLENGE_MINUTES } from '@tabarru/contract/two-factor';

import { totpCodeAt } from '../src/modules/two-factor/totp';
import { createMember, get, post, put, registerAdmin, type Member } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
/** The test's clock: the app's sessions, tokens and codes read it. */
let now = Date.now();

afterEach(async () => {
  await testApp.close();
});

/** A new app on the test's clock, its steps of 30 s moved by the test alone. */
async function appOnClock(env: NodeJS.ProcessEnv = {}) {
  now = Date.now();
  testApp = await createTestApp(env, { now: () => now });
}

/** The next 30-second step of the clock: a code not used yet. */
const nextStep = () => {
  now += 30_000;
};

/** Turns the second step on for `member`, as the profile does; answers the secret and codes. */
async function turnOn(member: Member): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post(testApp, '/api/users/me/two-factor/setup', {}, member.token);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, uri } = setup.json<{ secret: string; uri: string }>();
  expect(uri).toMatch(/^otpauth:\/\/totp\/Tabarru:/);
  expect(new URL(uri).searchParams.get('secret')).toBe(secret);
  const enabled = await post(
    testApp,
    '/api/users/me/two-factor/enable',
    { code: totpCodeAt(secret, now) },
    member.token,
  );
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, recoveryCodes: enabled.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

async function passwordStep(member: Member): Promise<string> {
  const reply = await post(testApp, '/authentication/login', {
    email: member.email,
    password: member.password,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const body = reply.json<{ twoFactorRequired?: true; challenge?: string; jwtToken?: string }>();
  expect(body.jwtToken).toBeUndefined();
  expect(body.twoFactorRequired).toBe(true);
  return body.challenge ?? '';
}

const secondStep = (challenge: string, code: string) =>
  post(testApp, '/authentication/login/second-step', { challenge, code });

describe('setting up the second step', () => {
  it('keeps a new secret pending until a code from the app confirms it, and stores it sealed', async () => {
    await appOnClock();
    const member = await createMember(testApp);
    const setup = await post(testApp, '/api/users/me/two-factor/setup', {}, member.token);
    const { secret } = setup.json<{ secret: string }>();
    const wrong = await post(
      testApp,
      '/api/users/me/two-factor/enable',
      { code: totpCodeAt(secret, now - 5 * 60_000) },
      member.token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'TWO_FACTOR_CODE_INVALID', field: 'code' });
    expect((await get(testApp, '/api/users/me/two-factor', member.token)).json()).toMatchObject({
      enabled: false,
    });

    // In Arabic-Indic digits, as a phone's keyboard may type it.
    const arabicDigits = totpCodeAt(secret, now).replace(/\d/g, (digit) =>
      String.fromCharCode(0x0660 + Number(digit)),
    );
    const enabled = await post(
      testApp,
      '/api/users/me/two-factor/enable',
      { code: arabicDigits },
      member.token,
    );
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await get(testApp, '/api/users/me/two-factor', member.token)).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });

    const stored = await testApp.database.db
      .selectFrom('users')
      .select(['two_factor_secret', 'two_factor_pending_secret'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(stored.two_factor_pending_secret).toBeNull();
    expect(stored.two_factor_secret).not.toContain(secret);
    const codes = await testApp.database.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('user_id', '=', member.id)
      .execute();
    expect(codes).toHaveLength(10);
    for (const code of recoveryCodes) {
      expect(JSON.stringify(codes)).not.toContain(code.replace('-', ''));
    }
  });
});

describe('signing in with the second step', () => {
  it('asks for a code after the password, then signs in with it once', async () => {
    await appOnClock();
    const member = await createMember(testApp);
    const { secret } = await turnOn(member);
    nextStep();
    const challenge = await passwordStep(member);
    const code = totpCodeAt(secret, now);
    const signedIn = await secondStep(challenge, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { jwtToken } = signedIn.json<{ jwtToken: string }>();
    expect((await post(testApp, '/authentication/verify', {}, jwtToken)).statusCode).toBe(200);

    // The same code, even with a new challenge, works once.
    const replay = await secondStep(await passwordStep(member), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'TWO_FACTOR_CODE_INVALID' });
  });

  it('takes each recovery code once', async () => {
    await appOnClock();
    const member = await createMember(testApp);
    const { recoveryCodes } = await turnOn(member);
    const [first = ''] = recoveryCodes;
    expect((await secondStep(await passwordStep(member), first.toUpperCase())).statusCode).toBe(
      200,
    );
    expect((await secondStep(await passwordStep(member), first)).statusCode).toBe(400);
    expect((await get(testApp, '/api/users/me/two-factor', member.token)).json()).toMatchObject({
      recoveryCodesLeft: 9,
    });
  });

  it('refuses a challenge that waited too long, was forged, or outlived a password change', async () => {
    await appOnClock();
    const member = await createMember(testApp);
    const { secret } = await turnOn(member);
    const challenge = await passwordStep(member);
    now += SIGN_IN_CHALLENGE_MINUTES * 60_000 + 1000;
    const late = await secondStep(challenge, totpCodeAt(secret, now));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'SIGN_IN_CHALLENGE_INVALID' });
    // A session token is not a challenge.
    expect((await secondStep(member.token, totpCodeAt(secret, now))).statusCode).toBe(401);
    // The owner changed the password after the first step.
    const beforeChange = await passwordStep(member);
    const changed = await put(
      testApp,
      '/change-password',
      { currentPassword: member.password, newPassword: 'the owner took it back' },
      member.token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    nextStep();
    expect((await secondStep(beforeChange, totpCodeAt(secret, now))).statusCode).toBe(401);
  });

  it('lets an account try five codes a quarter of an hour, right or wrong', async () => {
    await appOnClock();
    const member = await createMember(testApp);
    const { secret } = await turnOn(member);
    const challenge = await passwordStep(member);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await secondStep(challenge, '000000')).statusCode).toBe(400);
    }
    nextStep();
    const blocked = await secondStep(challenge, totpCodeAt(secret, now));
    expect(blocked.statusCode).toBe(429);
  });

  it('turns off with the password only, after which the password alone signs in', async () => {
    await appOnClock();
    const member = await createMember(testApp);
    await turnOn(member);
    const wrong = await post(
      testApp,
      '/api/users/me/two-factor/disable',
      { password: 'not it' },
      member.token,
    );
    expect(wrong.statusCode).toBe(400);
    expect((await get(testApp, '/api/users/me/two-factor', member.token)).json()).toMatchObject({
      enabled: true,
    });
    const off = await post(
      testApp,
      '/api/users/me/two-factor/disable',
      { password: member.password },
      member.token,
    );
    expect(off.statusCode, off.body).toBe(200);
    const signIn = await post(testApp, '/authentication/login', {
      email: member.email,
      password: member.password,
    });
    expect(signIn.json()).toHaveProperty('jwtToken');
  });
});

describe('administrators of a public site', () => {
  it('must pass the second step before the admin area opens', async () => {
    await appOnClock({ PUBLIC_WEB_URL: 'https://tabarru.example' });
    const admin = await registerAdmin(testApp);
    const refused = await get(testApp, '/admin/users', admin.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    expect((await get(testApp, '/api/users/me/two-factor', admin.token)).json()).toMatchObject({
      enabled: false,
      requiredForAdministrators: true,
    });

    // Set up in this session, the session has passed it.
    const { secret } = await turnOn(admin);
    expect((await get(testApp, '/admin/users', admin.token)).statusCode).toBe(200);

    // A password alone never opens it again: a new sign-in asks for a code.
    nextStep();
    const challenge = await passwordStep(admin);
    const token = (await secondStep(challenge, totpCodeAt(secret, now))).json<{
      jwtToken: string;
    }>().jwtToken;
    expect((await get(testApp, '/admin/users', token)).statusCode).toBe(200);
  });

  it('is not asked of administrators of a local start', async () => {
    await appOnClock();
    const admin = await registerAdmin(testApp);
    expect((await get(testApp, '/admin/users', admin.token)).statusCode).toBe(200);
  });
});
