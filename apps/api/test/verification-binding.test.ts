import { afterEach, describe, expect, it } from 'vitest';

import {
  accountTables,
  ageVerifications,
  lastCodeSentTo,
  post,
  postFrom,
  put,
  registerMember,
  uniquePhone,
  verifyPhone,
} from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

afterEach(async () => {
  await testApp.close();
});

const OTHER_CLIENT = '203.0.113.7';

let accountCounter = 0;

function registration(phone: string, extra: Record<string, unknown> = {}) {
  accountCounter += 1;
  return {
    username: `bound${accountCounter}`,
    email: `bound${accountCounter}@example.jo`,
    password: 'a sofa for Zarqa',
    phone_number: phone,
    ...extra,
  };
}

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('POST /api/verify/check once the phone is verified', () => {
  it('still refuses a wrong code, and the right one keeps working', async () => {
    testApp = await createTestApp();
    const phone = uniquePhone();
    await verifyPhone(testApp, phone);
    const code = await lastCodeSentTo(testApp, phone);

    const wrong = await post(testApp, '/api/verify/check', { phone, code: wrongCode(code) });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, code: 'CODE_INVALID' });
    const fromElsewhere = await postFrom(testApp, OTHER_CLIENT, '/api/verify/check', {
      phone,
      code: wrongCode(code),
    });
    expect(fromElsewhere.statusCode).toBe(400);

    const right = await post(testApp, '/api/verify/check', { phone, code });
    expect(right.statusCode, right.body).toBe(200);
  });

  it('answers a single-use verification token with the success', async () => {
    testApp = await createTestApp();
    const phone = uniquePhone();
    await post(testApp, '/api/verify/send', { phone });
    const response = await post(testApp, '/api/verify/check', {
      phone,
      code: await lastCodeSentTo(testApp, phone),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; verificationToken: string }>();
    expect(body).toMatchObject({ success: true, message: 'Phone verified successfully' });
    expect(body.verificationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = (await accountTables(testApp)).verifications;
    expect(JSON.stringify(row)).not.toContain(body.verificationToken);
  });
});

describe('registration with a verified phone', () => {
  it('refuses another client that presents no token, and changes nothing', async () => {
    testApp = await createTestApp();
    const phone = uniquePhone();
    await verifyPhone(testApp, phone);
    const before = await accountTables(testApp);
    const response = await postFrom(
      testApp,
      OTHER_CLIENT,
      '/authentication/registration',
      registration(phone),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PHONE_NOT_VERIFIED', field: 'phone_number' });
    expect(await accountTables(testApp)).toEqual(before);
  });

  it('accepts the token from any address, once', async () => {
    testApp = await createTestApp();
    const phone = uniquePhone();
    const verificationToken = await verifyPhone(testApp, phone);
    const first = await postFrom(
      testApp,
      OTHER_CLIENT,
      '/authentication/registration',
      registration(phone, { verificationToken }),
    );
    expect(first.statusCode, first.body).toBe(201);
  });

  it('refuses a token of another phone or a made-up one', async () => {
    testApp = await createTestApp();
    const phone = uniquePhone();
    const otherPhone = uniquePhone();
    const token = await verifyPhone(testApp, phone);
    const otherToken = await verifyPhone(testApp, otherPhone);

    for (const verificationToken of [otherToken, 'x'.repeat(43)]) {
      const response = await postFrom(
        testApp,
        OTHER_CLIENT,
        '/authentication/registration',
        registration(phone, { verificationToken }),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'PHONE_NOT_VERIFIED' });
    }
    const used = await post(
      testApp,
      '/authentication/registration',
      registration(phone, { verificationToken: token }),
    );
    expect(used.statusCode, used.body).toBe(201);
  });

  it('keeps the tokenless path of the earlier web client for the address that verified, for 5 minutes', async () => {
    testApp = await createTestApp();
    const quick = uniquePhone();
    await verifyPhone(testApp, quick);
    const soon = await post(testApp, '/authentication/registration', registration(quick));
    expect(soon.statusCode, soon.body).toBe(201);

    const slow = uniquePhone();
    const verificationToken = await verifyPhone(testApp, slow);
    await ageVerifications(testApp, slow, 6);
    const late = await post(testApp, '/authentication/registration', registration(slow));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'PHONE_NOT_VERIFIED' });
    const withToken = await post(
      testApp,
      '/authentication/registration',
      registration(slow, { verificationToken }),
    );
    expect(withToken.statusCode, withToken.body).toBe(201);
  });

  it('lets the token stand for 30 minutes and no longer', async () => {
    testApp = await createTestApp();
    const phone = uniquePhone();
    const verificationToken = await verifyPhone(testApp, phone);
    await ageVerifications(testApp, phone, 31);
    const response = await post(
      testApp,
      '/authentication/registration',
      registration(phone, { verificationToken }),
    );
    expect(response.json()).toMatchObject({ code: 'PHONE_NOT_VERIFIED' });
  });
});

describe('PUT /update-credentials with a new phone', () => {
  function profileUpdate(member: { username: string; email: string }, phone: string) {
    return { username: member.username, email: member.email, phone_number: phone };
  }

  it('refuses a phone another client verified, and accepts the token of the check', async () => {
    testApp = await createTestApp();
    const member = await registerMember(testApp);
    const phone = uniquePhone();

    // Someone else verifies the number from their own address.
    await postFrom(testApp, OTHER_CLIENT, '/api/verify/send', { phone });
    const checked = await postFrom(testApp, OTHER_CLIENT, '/api/verify/check', {
      phone,
      code: await lastCodeSentTo(testApp, phone),
    });
    expect(checked.statusCode).toBe(200);

    const refused = await testApp.app.inject({
      method: 'PUT',
      url: '/update-credentials',
      payload: profileUpdate(member, phone),
      headers: { authorization: `Bearer ${member.token}` },
      remoteAddress: '198.51.100.20',
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PHONE_NOT_VERIFIED', field: 'phone_number' });

    const { verificationToken } = checked.json<{ verificationToken: string }>();
    const accepted = await put(
      testApp,
      '/update-credentials',
      { ...profileUpdate(member, phone), verificationToken },
      member.token,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ user: { phone_number: phone } });
  });
});
