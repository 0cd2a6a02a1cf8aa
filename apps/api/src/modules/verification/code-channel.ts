import { OTP_TTL_MINUTES } from '@tabarru/contract/accounts';
import type { Language } from '@tabarru/contract/constants';

import type { SmsConfig } from '../../config';
import { translate } from '../../i18n/translate';
import { generateOtpCode, hashesEqual, hashSecret } from '../../infra/one-time-secrets';
import type { Outbox } from '../../infra/outbox';

/**
 * How a phone gets its code and how a code is checked: our own codes through the outbox (or an
 * SMS gateway behind it), or Twilio Verify, which makes and checks its own codes.
 */
export interface PhoneCodeChannel {
  /** Sends a code; returns what to store to check it later. */
  send(phone: string, locale: Language): Promise<{ codeHash: string }>;
  check(phone: string, code: string, storedHash: string): Promise<boolean>;
}

export function createOutboxCodeChannel(outbox: Outbox, serverSecret: string): PhoneCodeChannel {
  return {
    async send(phone, locale) {
      const code = generateOtpCode();
      const text = translate(locale, 'sms.verificationCode', { code, minutes: OTP_TTL_MINUTES });
      await outbox.sendSms({ to: phone, text });
      return { codeHash: hashSecret(serverSecret, `otp:${phone}`, code) };
    },
    async check(phone, code, storedHash) {
      return hashesEqual(hashSecret(serverSecret, `otp:${phone}`, code), storedHash);
    },
  };
}

/** Twilio keeps the code; our row only records that one was sent, for the limits and expiry. */
const TWILIO_STORED_MARKER = 'twilio-verify';
const TWILIO_VERIFY_BASE = 'https://verify.twilio.com/v2/Services';

export class SmsProviderError extends Error {}

export function createTwilioCodeChannel(
  settings: Extract<SmsConfig, { provider: 'twilio' }>,
  fetchImpl: typeof fetch = fetch,
): PhoneCodeChannel {
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  async function call(path: string, form: Record<string, string>): Promise<{ status?: string }> {
    let response: Response;
    try {
      response = await fetchImpl(`${TWILIO_VERIFY_BASE}/${settings.verifySid}/${path}`, {
        method: 'POST',
        headers: {
          Authorization: authorization,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new SmsProviderError(`Twilio Verify did not answer: ${String(error)}`);
    }
    // Twilio answers 404 to a check whose verification expired or was used up.
    if (response.status === 404) return {};
    if (!response.ok) throw new SmsProviderError(`Twilio Verify answered ${response.status}`);
    return (await response.json()) as { status?: string };
  }
  return {
    async send(phone, locale) {
      await call('Verifications', { To: phone, Channel: 'sms', Locale: locale });
      return { codeHash: TWILIO_STORED_MARKER };
    },
    async check(phone, code) {
      const result = await call('VerificationCheck', { To: phone, Code: code });
      return result.status === 'approved';
    },
  };
}
