import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  accountTables,
  ageVerifications,
  lastCodeSentTo,
  post,
  registerMember,
  uniquePhone,
} from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

afterEach(async () => {
  await testApp.close();
});

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('POST /api/users/check-phone', () => {
  it('says a free number is free, in either accepted form', async () => {
    testApp = await createTestApp();
    for (const phone of ['+962791234567', '0791234567']) {
      const response = await post(testApp, '/api/users/check-phone', { phone });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
  });

  it('answers 409 with {success:false, error} for a registered number', async () => {
    testApp = await createTestApp();
    const member = await registerMember(testApp);
    const local = `0${member.phone.slice(4)}`;
    const response = await post(testApp, '/api/users/check-phone', { phone: local });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'Phone number already registered',
      code: 'PHONE_TAKEN',
    });
  });

  it.each([
    ['a landline', '065123456'],
    ['a foreign number', '+447700900123'],
    ['too few digits', '079123456'],
    ['letters', '07912345ab'],
    ['a Jordanian number that is not mobile', '+96265123456'],
  ])('refuses %s with the format message', async (_, phone) => {
    testApp = await createTestApp();
    const response = await post(testApp, '/api/users/check-phone', { phone });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Phone number must be in format +9627XXXXXXXX or 07XXXXXXXX',
      field: 'phone',
    });
  });
});

describe('POST /api/verify/send', () => {
  it('texts a 6-digit code to the +962 form and stores only its hash', async () => {
    testApp = await createTestApp();
    const response = await post(testApp, '/api/verify/send', { phone: '0791112233' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Code sent to your phone',
      resendAfterSeconds: 60,
      expiresInSeconds: 600,
    });
    const code = await lastCodeSentTo(testApp, '+962791112233');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = (await accountTables(testApp)).verifications;
    expect(row?.phone).toBe('+962791112233');
    expect(row?.code_hash).not.toContain(code);
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('writes the text in Arabic when asked from an Arabic page', async () => {
    testApp = await createTestApp();
    const phone = uniquePhone();
    await post(testApp, '/api/verify/send', { phone, locale: 'ar' });
    const [sms] = await testApp.readOutbox();
    expect(sms?.text).toContain('رمز التحقق');
  });

  it('refuses a registered number and sends nothing', async () => {
    testApp = await createTestApp();
    const member = await registerMember(testApp);
    const before = (await testApp.readOutbox()).length;
    const response = await post(testApp, '/api/verify/send', { phone: member.phone });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'PHONE_TAKEN' });
    expect(await testApp.readOutbox()).toHaveLength(before);
  });

  it('refuses a resend within 60 seconds with the seconds left, even with limits lifted', async () => {
    testApp = await createTestApp({ RATE_LIMITS: 'off' });
    const phone = uniquePhone();
    await post(testApp, '/api/verify/send', { phone });
    const again = await post(testApp, '/api/verify/send', { phone });
    expect(again.statusCode).toBe(429);
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(again.json()).toMatchObject({
      code: 'RESEND_TOO_SOON',
      message: `Please wait ${retryAfter} seconds before resending`,
    });
    expect(await testApp.readOutbox()).toHaveLength(1);
  });

  it('sends again after 60 seconds, and the older code stops working', async () => {
    testApp = await createTestApp();
    const phone = uniquePhone();
    await post(testApp, '/api/verify/send', { phone });
    const first = await lastCodeSentTo(testApp, phone);
    await ageVerifications(testApp, phone, 1.1);
    expect((await post(testApp, '/api/verify/send', { phone })).statusCode).toBe(200);
    const second = await lastCodeSentTo(testApp, phone);
    if (first !== second) {
      const stale = await post(testApp, '/api/verify/check', { phone, code: first });
      expect(stale.statusCode).toBe(400);
    }
    expect((await post(testApp, '/api/verify/check', { phone, code: second })).statusCode).toBe(
      200,
    );
  });

  it('allows 3 codes per phone per 10 minutes and 5 per hour', async () => {
    testApp = await createTestApp();
    const phone = uniquePhone();
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await post(testApp, '/api/verify/send', { phone })).statusCode).toBe(200);
      await ageVerifications(testApp, phone, 1.5);
    }
    const fourth = await post(testApp, '/api/verify/send', { phone });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'TOO_MANY_CODES' });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);

    await ageVerifications(testApp, phone, 10);
    for (let sent = 3; sent < 5; sent += 1) {
      expect((await post(testApp, '/api/verify/send', { phone })).statusCode).toBe(200);
      await ageVerifications(testApp, phone, 1.5);
    }
    await ageVerifications(testApp, phone, 10);
    const sixth = await post(testApp, '/api/verify/send', { phone });
    expect(sixth.statusCode).toBe(429);
    expect((await testApp.readOutbox()).length).toBe(5);
  });
});

describe('POST /api/verify/check', () => {
  async function sendCode(phone: string): Promise<string> {
    await post(testApp, '/api/verify/send', { phone });
    return lastCodeSentTo(testApp, phone);
  }

  it('verifies the right code', async () => {
    testApp = await createTestApp();
    const phone = uniquePhone();
    const code = await sendCode(phone);
    const response = await post(testApp, '/api/verify/check', { phone, code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Phone verified successfully',
      verificationToken: expect.any(String),
    });
    expect((await accountTables(testApp)).verifications[0]?.verified_at).not.toBeNull();
  });

  it.each([
    ['Arabic-Indic', 0x0660],
    ['Eastern Arabic-Indic', 0x06f0],
    ['fullwidth', 0xff10],
  ])('verifies the right code typed in %s digits', async (_, zero) => {
    testApp = await createTestApp();
    const phone = uniquePhone();
    const code = await sendCode(phone);
    const typed = code.replace(/\d/g, (digit) => String.fromCharCode(zero + Number(digit)));
    const response = await post(testApp, '/api/verify/check', { phone, code: typed });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, verificationToken: expect.any(String) });
  });

  it('refuses a wrong code, and after 5 wrong tries even the right one', async () => {
    testApp = await createTestApp();
    const phone = uniquePhone();
    const code = await sendCode(phone);
    for (let tries = 1; tries <= 4; tries += 1) {
      const response = await post(testApp, '/api/verify/check', { phone, code: wrongCode(code) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: 'Invalid code',
        code: 'CODE_INVALID',
      });
    }
    const fifth = await post(testApp, '/api/verify/check', { phone, code: wrongCode(code) });
    expect(fifth.json()).toMatchObject({ code: 'CODE_LOCKED' });
    const right = await post(testApp, '/api/verify/check', { phone, code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: 'CODE_LOCKED' });
    expect((await accountTables(testApp)).verifications[0]?.verified_at).toBeNull();
  });

  it('refuses a code after 10 minutes', async () => {
    testApp = await createTestApp();
    const phone = uniquePhone();
    const code = await sendCode(phone);
    await ageVerifications(testApp, phone, 10);
    const response = await post(testApp, '/api/verify/check', { phone, code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CODE_EXPIRED' });
  });

  it('refuses a code of another phone, and a code already used by a registration', async () => {
    testApp = await createTestApp();
    const member = await registerMember(testApp);
    const used = await lastCodeSentTo(testApp, member.phone);
    const reused = await post(testApp, '/api/verify/check', { phone: member.phone, code: used });
    expect(reused.statusCode).toBe(400);

    const other = uniquePhone();
    const foreign = await post(testApp, '/api/verify/check', { phone: other, code: used });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'CODE_INVALID' });
  });

  it.each([
    ['five digits', '12345'],
    ['letters', 'abcdef'],
    ['a number', 123456],
  ])('refuses %s as a code', async (_, code) => {
    testApp = await createTestApp();
    const response = await post(testApp, '/api/verify/check', { phone: uniquePhone(), code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'code' });
  });
});

describe('with Twilio Verify as the SMS provider', () => {
  const TWILIO_ENV = {
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC123',
    TWILIO_AUTH_TOKEN: 'secret',
    TWILIO_VERIFY_SID: 'VA456',
  };

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers 503 with a plain sentence when Twilio fails, and records no code', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    testApp = await createTestApp(TWILIO_ENV);
    const response = await post(testApp, '/api/verify/send', { phone: uniquePhone() });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'SMS_UNAVAILABLE',
      message: 'Text messages cannot be sent right now. Please try again in a few minutes.',
    });
    expect((await accountTables(testApp)).verifications).toEqual([]);
  });

  it('verifies the phone when Twilio approves the code', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      Response.json({ status: String(url).endsWith('VerificationCheck') ? 'approved' : 'pending' }),
    );
    testApp = await createTestApp(TWILIO_ENV);
    const phone = uniquePhone();
    expect((await post(testApp, '/api/verify/send', { phone })).statusCode).toBe(200);
    const checked = await post(testApp, '/api/verify/check', { phone, code: '123456' });
    expect(checked.statusCode).toBe(200);
    expect(await testApp.readOutbox()).toEqual([]);
  });
});
