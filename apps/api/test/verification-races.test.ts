import { afterEach, describe, expect, it, vi } from 'vitest';

import { OTP_MAX_WRONG_TRIES } from '@tabarru/contract/accounts';

import { lastCodeSentTo, post, uniquePhone } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

afterEach(async () => {
  vi.unstubAllGlobals();
  await testApp.close();
});

const ROUNDS = 5;
const WRONG_CODES = 19;

function wrongCodes(right: string): string[] {
  const codes: string[] = [];
  for (let guess = 0; codes.length < WRONG_CODES; guess += 1) {
    const code = String(guess).padStart(6, '0');
    if (code !== right) codes.push(code);
  }
  return codes;
}

/** 19 wrong codes, then the right one, all at once; the answers in the order sent. */
async function raceChecks(phone: string, right: string) {
  const codes = [...wrongCodes(right), right];
  const responses = await Promise.all(
    codes.map((code) => post(testApp, '/api/verify/check', { phone, code })),
  );
  return responses.map((response) => ({
    status: response.statusCode,
    code: response.json<{ code?: string }>().code,
  }));
}

async function verification(phone: string) {
  return testApp.database.db
    .selectFrom('phone_verifications')
    .select(['attempts', 'verified_at'])
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
}

describe('five tries per code, however many checks race', () => {
  it('compares a code at most 5 times, and accepts the right one only as one of them', async () => {
    const compared: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (!String(url).endsWith('VerificationCheck')) return Response.json({ status: 'pending' });
      const code = new URLSearchParams(String(init?.body)).get('Code') ?? '';
      compared.push(code);
      return Response.json({ status: code === '999999' ? 'approved' : 'pending' });
    });
    testApp = await createTestApp({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_VERIFY_SID: 'VA456',
      RATE_LIMITS: 'off',
    });
    for (let round = 0; round < ROUNDS; round += 1) {
      compared.length = 0;
      const phone = uniquePhone();
      expect((await post(testApp, '/api/verify/send', { phone })).statusCode).toBe(200);
      const answers = await raceChecks(phone, '999999');

      expect(compared.length).toBeLessThanOrEqual(OTP_MAX_WRONG_TRIES);
      const accepted = answers.at(-1)?.status === 200;
      expect(accepted).toBe(compared.includes('999999'));
      expect(answers.filter((answer) => answer.status === 200).length).toBe(accepted ? 1 : 0);
      expect((await verification(phone)).verified_at !== null).toBe(accepted);
    }
  });

  it('never lets more than 5 checks of a code through on the outbox channel', async () => {
    testApp = await createTestApp({ RATE_LIMITS: 'off' });
    for (let round = 0; round < ROUNDS; round += 1) {
      const phone = uniquePhone();
      await post(testApp, '/api/verify/send', { phone });
      const right = await lastCodeSentTo(testApp, phone);
      const answers = await raceChecks(phone, right);

      const tried = answers.filter((answer) => answer.code !== 'CODE_LOCKED');
      expect(tried.length).toBeLessThanOrEqual(OTP_MAX_WRONG_TRIES);
      const row = await verification(phone);
      expect(row.attempts).toBe(OTP_MAX_WRONG_TRIES);
      const accepted = answers.at(-1)?.status === 200;
      expect(row.verified_at !== null).toBe(accepted);
      // Every try is used now: even the right code is refused.
      const after = await post(testApp, '/api/verify/check', { phone, code: right });
      expect(after.json()).toMatchObject({ code: 'CODE_LOCKED' });
    }
  });
});
