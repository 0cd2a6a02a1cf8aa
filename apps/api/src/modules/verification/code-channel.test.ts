import { describe, expect, it } from 'vitest';

import type { OutboxEntry } from '../../infra/outbox';
import { createOutboxCodeChannel, createTwilioCodeChannel, SmsProviderError } from './code-channel';

const TWILIO = {
  provider: 'twilio' as const,
  accountSid: 'AC123',
  authToken: 'secret-token',
  verifySid: 'VA456',
};

function fakeTwilio(answers: { status: number; body?: object }[]) {
  const calls: { url: string; body: string; authorization: string }[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({
      url: String(url),
      body: String(init?.body),
      authorization: headers.get('authorization') ?? '',
    });
    const answer = answers.shift() ?? { status: 500 };
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('the outbox code channel', () => {
  it('texts a code and checks only that code for that phone', async () => {
    const sent: OutboxEntry[] = [];
    const channel = createOutboxCodeChannel(
      {
        sendSms: async ({ to, text }) => {
          sent.push({ channel: 'sms', to, text, at: '' });
        },
        sendEmail: async () => undefined,
      },
      'server secret',
    );
    const { codeHash } = await channel.send('+962791234567', 'en');
    const code = /(\d{6})/.exec(sent[0]?.text ?? '')?.[1] ?? '';
    expect(await channel.check('+962791234567', code, codeHash)).toBe(true);
    expect(await channel.check('+962791234568', code, codeHash)).toBe(false);
    const wrong = code === '123456' ? '654321' : '123456';
    expect(await channel.check('+962791234567', wrong, codeHash)).toBe(false);
  });
});

describe('the Twilio Verify code channel', () => {
  it('starts a verification in the page language and approves the code Twilio approves', async () => {
    const { calls, fetchImpl } = fakeTwilio([
      { status: 201, body: { status: 'pending' } },
      { status: 200, body: { status: 'approved' } },
    ]);
    const channel = createTwilioCodeChannel(TWILIO, fetchImpl);
    await channel.send('+962791234567', 'ar');
    expect(await channel.check('+962791234567', '123456', 'twilio-verify')).toBe(true);

    expect(calls[0]?.url).toBe('https://verify.twilio.com/v2/Services/VA456/Verifications');
    expect(new URLSearchParams(calls[0]?.body)).toEqual(
      new URLSearchParams({ To: '+962791234567', Channel: 'sms', Locale: 'ar' }),
    );
    expect(calls[1]?.url).toBe('https://verify.twilio.com/v2/Services/VA456/VerificationCheck');
    expect(calls[0]?.authorization).toBe(
      `Basic ${Buffer.from('AC123:secret-token').toString('base64')}`,
    );
  });

  it('treats a pending or expired verification as a wrong code', async () => {
    const { fetchImpl } = fakeTwilio([
      { status: 200, body: { status: 'pending' } },
      { status: 404, body: { code: 20404 } },
    ]);
    const channel = createTwilioCodeChannel(TWILIO, fetchImpl);
    expect(await channel.check('+962791234567', '000000', 'twilio-verify')).toBe(false);
    expect(await channel.check('+962791234567', '000000', 'twilio-verify')).toBe(false);
  });

  it('fails as a provider error when Twilio cannot be reached', async () => {
    const unreachable = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const channel = createTwilioCodeChannel(TWILIO, unreachable);
    await expect(channel.send('+962791234567', 'en')).rejects.toBeInstanceOf(SmsProviderError);
  });

  it('fails loudly when Twilio refuses the request', async () => {
    const { fetchImpl } = fakeTwilio([{ status: 401 }]);
    const channel = createTwilioCodeChannel(TWILIO, fetchImpl);
    await expect(channel.send('+962791234567', 'en')).rejects.toBeInstanceOf(SmsProviderError);
  });
});
