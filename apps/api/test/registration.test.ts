import { afterEach, describe, expect, it } from 'vitest';

import {
  accountTables,
  ageVerifications,
  claimsOf,
  createMember,
  post,
  registerMember,
  uniquePhone,
  verifyPhone,
} from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

afterEach(async () => {
  await testApp.close();
});

function registration(overrides: Record<string, unknown> = {}) {
  return {
    username: 'Sara_K',
    email: 'Sara@Example.jo',
    password: 'a sofa for Zarqa',
    phone_number: '0791234567',
    ...overrides,
  };
}

async function expectRefused(
  body: Record<string, unknown>,
  status: number,
  expected: Record<string, unknown>,
) {
  const before = await accountTables(testApp);
  const response = await post(testApp, '/authentication/registration', body);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject(expected);
  expect(await accountTables(testApp)).toEqual(before);
}

describe('POST /authentication/registration', () => {
  it('registers a verified phone and answers 201 with a working token', async () => {
    testApp = await createTestApp();
    await verifyPhone(testApp, '+962791234567');
    const response = await post(testApp, '/authentication/registration', registration());
    expect(response.statusCode, response.body).toBe(201);
    const { jwtToken } = response.json<{ jwtToken: string }>();
    const verified = await post(testApp, '/authentication/verify', {}, jwtToken);
    expect(verified.json()).toBe(true);

    const [user] = (await accountTables(testApp)).users;
    expect(user).toMatchObject({
      username: 'Sara_K',
      username_key: 'sara_k',
      email: 'sara@example.jo',
      phone_number: '+962791234567',
      is_admin: 0,
    });
    expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const claims = claimsOf(jwtToken);
    expect(claims).toMatchObject({ userId: user?.id, username: 'Sara_K', isAdmin: false });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('refuses a phone that was never verified', async () => {
    testApp = await createTestApp();
    await expectRefused(registration(), 400, {
      code: 'PHONE_NOT_VERIFIED',
      message: 'Please verify your phone number first',
      field: 'phone_number',
    });
  });

  it('refuses a phone verified more than 30 minutes ago', async () => {
    testApp = await createTestApp();
    await verifyPhone(testApp, '+962791234567');
    await ageVerifications(testApp, '+962791234567', 31);
    await expectRefused(registration(), 400, { code: 'PHONE_NOT_VERIFIED' });
  });

  it('refuses a phone only sent a code, or verified for another number', async () => {
    testApp = await createTestApp();
    await post(testApp, '/api/verify/send', { phone: '+962791234567' });
    await verifyPhone(testApp, uniquePhone());
    await expectRefused(registration(), 400, { code: 'PHONE_NOT_VERIFIED' });
  });

  it('uses a verification once: a second registration with it is refused', async () => {
    testApp = await createTestApp();
    await verifyPhone(testApp, '+962791234567');
    expect((await post(testApp, '/authentication/registration', registration())).statusCode).toBe(
      201,
    );
    await expectRefused(registration({ username: 'other', email: 'other@example.jo' }), 400, {
      code: 'PHONE_NOT_VERIFIED',
    });
  });

  it('asks for a verified phone before anything else, so a client without one learns of no account', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    await expectRefused(
      registration({ username: member.username, email: member.email, phone_number: member.phone }),
      400,
      { code: 'PHONE_NOT_VERIFIED', field: 'phone_number' },
    );
  });

  it('answers 409 for a taken phone, in its 07 form, to a client that verified it before it was taken', async () => {
    testApp = await createTestApp();
    const phone = uniquePhone();
    const earlierCheck = await verifyPhone(testApp, phone);
    await ageVerifications(testApp, phone, 1.1);
    await registerMember(testApp, { phone });
    await expectRefused(
      registration({ phone_number: `0${phone.slice(4)}`, verificationToken: earlierCheck }),
      409,
      { code: 'PHONE_TAKEN', field: 'phone_number' },
    );
  });

  it.each([
    ['username, whatever its case', { username: 'MEMBER_ONE' }, 'USERNAME_TAKEN', 'username'],
    ['email, whatever its case', { email: 'First@Example.JO' }, 'EMAIL_TAKEN', 'email'],
  ])('answers 409 for a taken %s', async (_, clash, code, field) => {
    testApp = await createTestApp();
    await registerMember(testApp, { username: 'member_one', email: 'first@example.jo' });
    const phone = uniquePhone();
    await verifyPhone(testApp, phone);
    const body = registration({
      email: 'new@example.jo',
      username: 'newcomer',
      phone_number: phone,
      ...clash,
    });
    await expectRefused(body, 409, { code, field });
  });

  it('keeps the verification usable after a refused registration', async () => {
    testApp = await createTestApp();
    await registerMember(testApp, { username: 'taken' });
    await verifyPhone(testApp, '+962791234567');
    const refused = await post(
      testApp,
      '/authentication/registration',
      registration({ username: 'taken' }),
    );
    expect(refused.statusCode).toBe(409);
    const accepted = await post(testApp, '/authentication/registration', registration());
    expect(accepted.statusCode).toBe(201);
  });

  it.each([
    ['a password shorter than 8', { password: 'short7!' }, 'password', 'FIELD_TOO_SHORT'],
    ['a password longer than 128', { password: 'x'.repeat(129) }, 'password', 'FIELD_TOO_LONG'],
    ['a malformed phone', { phone_number: '0791234' }, 'phone_number', 'PHONE_INVALID'],
    ['a foreign phone', { phone_number: '+15551234567' }, 'phone_number', 'PHONE_INVALID'],
    ['a bad email', { email: 'not-an-email' }, 'email', 'EMAIL_INVALID'],
    ['a username of two letters', { username: 'ab' }, 'username', 'FIELD_TOO_SHORT'],
    ['a username with spaces', { username: 'sara k' }, 'username', 'FIELD_INVALID'],
    ['a username that is a number', { username: 12345 }, 'username', 'FIELD_INVALID'],
    ['a missing email', { email: undefined }, 'email', 'FIELD_REQUIRED'],
  ])('refuses %s with 400 naming the field', async (_, change, field, code) => {
    testApp = await createTestApp();
    await verifyPhone(testApp, '+962791234567');
    await expectRefused(registration(change), 400, { code, field });
  });

  it('refuses one of the most common passwords', async () => {
    testApp = await createTestApp();
    await verifyPhone(testApp, '+962791234567');
    await expectRefused(registration({ password: 'Password1' }), 400, {
      code: 'PASSWORD_TOO_COMMON',
      field: 'password',
    });
  });

  it('refuses a body over 100 KB with 413 and a text body with 400', async () => {
    testApp = await createTestApp();
    await verifyPhone(testApp, '+962791234567');
    const huge = await testApp.app.inject({
      method: 'POST',
      url: '/authentication/registration',
      payload: registration({ username: 'x'.repeat(200_000) }),
    });
    expect(huge.statusCode).toBe(413);
    const text = await testApp.app.inject({
      method: 'POST',
      url: '/authentication/registration',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=sara',
    });
    expect(text.statusCode).toBe(400);
    expect((await accountTables(testApp)).users).toEqual([]);
  });

  it('allows 5 tries per phone per 30 minutes, while other phones of the same address go on', async () => {
    testApp = await createTestApp();
    const member = await createMember(testApp);
    await verifyPhone(testApp, '+962791234567');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const taken = await post(
        testApp,
        '/authentication/registration',
        registration({ email: member.email }),
      );
      expect(taken.statusCode, taken.body).toBe(409);
    }
    const sixth = await post(testApp, '/authentication/registration', registration());
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);

    const neighbour = uniquePhone();
    const verificationToken = await verifyPhone(testApp, neighbour);
    const joined = await post(
      testApp,
      '/authentication/registration',
      registration({
        username: 'neighbour',
        email: 'neighbour@example.jo',
        phone_number: neighbour,
        verificationToken,
      }),
    );
    expect(joined.statusCode, joined.body).toBe(201);
  });
});
