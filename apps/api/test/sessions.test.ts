import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';

import { get, post, put, createMember } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

let testApp: TestApp;

afterEach(async () => {
  await testApp.close();
});

function login(email: string, password: string) {
  return post(testApp, '/authentication/login', { email, password });
}

function verify(token: string) {
  return post(testApp, '/authentication/verify', {}, token);
}

function sign(claims: Record<string, unknown>, expiresAt: number, secret = TEST_SECRET) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

describe('POST /authentication/login', () => {
  it('answers a token for the right email (any case) and password', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const response = await login(member.email.toUpperCase(), member.password);
    expect(response.statusCode).toBe(200);
    const { jwtToken } = response.json<{ jwtToken: string }>();
    expect((await verify(jwtToken)).json()).toBe(true);
  });

  it('answers 401 "Invalid Credentials" alike for a wrong password and an unknown email', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    for (const [email, password] of [
      [member.email, 'not the password'],
      ['nobody@example.jo', member.password],
    ] as const) {
      const response = await login(email, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toBe('Invalid Credentials');
    }
  });

  it('takes a 128-character password of any letters and checks it exactly as it was set', async () => {
    testApp = await createTestApp();
    // No composition rule: Arabic letters, spaces and punctuation, and no digit or capital.
    const password =
      'زيت الزيتون من عجلون، ' + 'olive oil from ajloun; '.repeat(5) + 'x'.repeat(128);
    const member = await createMember(testApp, { password: password.slice(0, 128) });
    expect(member.password).toHaveLength(128);

    expect((await login(member.email, member.password)).statusCode).toBe(200);
    for (const altered of [
      member.password.slice(0, 127),
      member.password.slice(0, 64),
      member.password.toUpperCase(),
      `${member.password.slice(0, 127)} `,
      ` ${member.password.slice(1)}`,
    ]) {
      expect((await login(member.email, altered)).statusCode).toBe(401);
    }
  });

  it('refuses a missing password with 400', async () => {
    testApp = await createTestApp();
    const response = await post(testApp, '/authentication/login', { email: 'a@example.jo' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'password' });
  });

  it('allows 25 tries per email per 5 minutes, then 429 with Retry-After', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    for (let attempt = 0; attempt < 25; attempt += 1) {
      expect((await login(member.email, 'wrong password')).statusCode).toBe(401);
    }
    const blocked = await login(member.email, member.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(200);
  });

  it('lifts the sign-in limit under RATE_LIMITS=off', async () => {
    testApp = await createTestApp({ RATE_LIMITS: 'off' });
    const member = await createMember(testApp);
    for (let attempt = 0; attempt < 26; attempt += 1) {
      await login(member.email, 'wrong password');
    }
    expect((await login(member.email, member.password)).statusCode).toBe(200);
  });
});

describe('session tokens', () => {
  it('verify answers 401 without a token, or with a tampered, foreign, expired or unsigned one', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const [header, payload, signature] = member.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const promoted = Buffer.from(JSON.stringify({ ...claims, isAdmin: true })).toString(
      'base64url',
    );
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const tokens = [
      `${header}.${promoted}.${signature}`,
      unsigned,
      await sign({ ...claims }, Math.floor(Date.now() / 1000) + 3600, 'another secret entirely!!'),
      await sign({ ...claims }, Math.floor(Date.now() / 1000) - 10),
      await sign({ ...claims, userId: 999_999 }, Math.floor(Date.now() / 1000) + 3600),
      'not a token',
    ];
    expect(
      (await testApp.app.inject({ method: 'POST', url: '/authentication/verify' })).statusCode,
    ).toBe(401);
    for (const token of tokens) expect((await verify(token)).statusCode).toBe(401);
    expect((await verify(member.token)).json()).toBe(true);
  });

  it('accepts the token in the jwt_token header too', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/authentication/verify',
      headers: { jwt_token: member.token },
    });
    expect(response.json()).toBe(true);
  });

  it('ends every older token when the password changes, and the reply carries a new one', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    const otherDevice = (await login(member.email, member.password)).json<{ jwtToken: string }>()
      .jwtToken;
    const changed = await put(
      testApp,
      '/change-password',
      { currentPassword: member.password, newPassword: 'a new sofa in Irbid' },
      member.token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const { jwtToken, message } = changed.json<{ jwtToken: string; message: string }>();
    expect(message).toBe('Password updated successfully');
    expect((await verify(member.token)).statusCode).toBe(401);
    expect((await verify(otherDevice)).statusCode).toBe(401);
    expect((await verify(jwtToken)).json()).toBe(true);
    expect((await login(member.email, member.password)).statusCode).toBe(401);
    expect((await login(member.email, 'a new sofa in Irbid')).statusCode).toBe(200);
  });

  it('ends the session of a deleted account at once: the user is read on every request', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    await testApp.database.db.deleteFrom('users').where('id', '=', member.id).execute();
    expect((await get(testApp, '/profile', member.token)).statusCode).toBe(401);
  });
});
