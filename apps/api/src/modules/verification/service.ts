import {
  ACCOUNT_MESSAGES,
  OTP_MAX_SENDS_PER_10_MINUTES,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_MAX_WRONG_TRIES,
  OTP_TTL_MINUTES,
  VERIFIED_PHONE_VALID_MINUTES,
} from '@tabarru/contract/accounts';
import { OTP_RESEND_SECONDS, type Language } from '@tabarru/contract/constants';
import { ERROR_CODES, type ErrorCode } from '@tabarru/contract/errors';
import type { Kysely } from 'kysely';

import type { ModuleContext } from '../../context';
import type { Database } from '../../db/schema';
import { HttpError, tooManyRequests } from '../../infra/http-errors';
import { isPhoneRegistered } from '../users/queries';
import {
  codeSendTimes,
  consumeVerification,
  countWrongCode,
  insertVerification,
  latestVerification,
  markVerified,
} from './queries';
import { SmsProviderError } from './code-channel';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const phoneTaken = () =>
  new HttpError(409, ERROR_CODES.phoneTaken, ACCOUNT_MESSAGES.phoneTaken, 'phone');

export async function assertPhoneFree(db: Kysely<Database>, phone: string): Promise<void> {
  if (await isPhoneRegistered(db, phone)) throw phoneTaken();
}

/**
 * The seconds to wait before another code may go to a phone, given when earlier codes went:
 * 60 s after the last one always (a rule of the code), and, unless request limits are lifted,
 * 3 per 10 minutes and 5 per hour (DESIGN §7). 0 when a code may go now.
 */
export function secondsUntilNextCode(
  sentAt: number[],
  now: number,
  enforceSendLimits: boolean,
): { seconds: number; reason: 'resend' | 'limit' } | null {
  const last = sentAt.at(-1);
  if (last !== undefined && now - last < OTP_RESEND_SECONDS * SECOND) {
    return {
      seconds: Math.ceil((last + OTP_RESEND_SECONDS * SECOND - now) / SECOND),
      reason: 'resend',
    };
  }
  if (!enforceSendLimits) return null;
  const windows = [
    { length: 10 * MINUTE, max: OTP_MAX_SENDS_PER_10_MINUTES },
    { length: 60 * MINUTE, max: OTP_MAX_SENDS_PER_HOUR },
  ];
  let wait = 0;
  for (const { length, max } of windows) {
    const inWindow = sentAt.filter((time) => now - time < length);
    if (inWindow.length >= max) {
      const freedAt = (inWindow[inWindow.length - max] ?? now) + length;
      wait = Math.max(wait, Math.ceil((freedAt - now) / SECOND));
    }
  }
  return wait > 0 ? { seconds: wait, reason: 'limit' } : null;
}

/** An SMS provider that fails answers 503 with a plain sentence, not an internal error. */
async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SmsProviderError) {
      throw new HttpError(503, ERROR_CODES.unavailable, ACCOUNT_MESSAGES.smsUnavailable);
    }
    throw error;
  }
}

export async function sendPhoneCode(
  { db, phoneCodes, config }: ModuleContext,
  phone: string,
  locale: Language,
): Promise<void> {
  await assertPhoneFree(db, phone);
  const now = Date.now();
  const sentAt = await codeSendTimes(db, phone, new Date(now - 60 * MINUTE).toISOString());
  const wait = secondsUntilNextCode(
    sentAt.map((time) => Date.parse(time)),
    now,
    config.rateLimits,
  );
  if (wait?.reason === 'resend') {
    throw tooManyRequests(
      wait.seconds,
      ACCOUNT_MESSAGES.resendTooSoon(wait.seconds),
      ERROR_CODES.resendTooSoon,
    );
  }
  if (wait) throw tooManyRequests(wait.seconds, ACCOUNT_MESSAGES.tooManyCodes);

  const { codeHash } = await providerCall(() => phoneCodes.send(phone, locale));
  await insertVerification(db, {
    phone,
    codeHash,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + OTP_TTL_MINUTES * MINUTE).toISOString(),
  });
}

const codeError = (code: ErrorCode, message: string) => new HttpError(400, code, message, 'code');

/** Checks the phone's newest code: unexpired, fewer than 5 wrong tries, and right. */
export async function checkPhoneCode(
  { db, phoneCodes }: ModuleContext,
  phone: string,
  code: string,
): Promise<void> {
  const verification = await latestVerification(db, phone);
  if (!verification || verification.consumed_at !== null) {
    throw codeError(ERROR_CODES.codeInvalid, ACCOUNT_MESSAGES.invalidCode);
  }
  if (verification.verified_at !== null) return;
  if (Date.parse(verification.expires_at) <= Date.now()) {
    throw codeError(ERROR_CODES.codeExpired, ACCOUNT_MESSAGES.codeExpired);
  }
  if (verification.attempts >= OTP_MAX_WRONG_TRIES) {
    throw codeError(ERROR_CODES.codeLocked, ACCOUNT_MESSAGES.codeLocked);
  }
  if (await providerCall(() => phoneCodes.check(phone, code, verification.code_hash))) {
    await markVerified(db, verification.id, new Date().toISOString());
    return;
  }
  const triesUsed = await countWrongCode(db, verification.id, OTP_MAX_WRONG_TRIES);
  if (triesUsed === undefined || triesUsed >= OTP_MAX_WRONG_TRIES) {
    throw codeError(ERROR_CODES.codeLocked, ACCOUNT_MESSAGES.codeLocked);
  }
  throw codeError(ERROR_CODES.codeInvalid, ACCOUNT_MESSAGES.invalidCode);
}

/**
 * Uses up a verification of `phone` from the last 30 minutes, inside the caller's transaction;
 * without one the write it guards is refused.
 */
export async function useVerifiedPhone(
  trx: Kysely<Database>,
  phone: string,
  field: string,
): Promise<void> {
  const now = Date.now();
  const verifiedSince = new Date(now - VERIFIED_PHONE_VALID_MINUTES * MINUTE).toISOString();
  const used = await consumeVerification(trx, phone, verifiedSince, new Date(now).toISOString());
  if (!used) {
    throw new HttpError(
      400,
      ERROR_CODES.phoneNotVerified,
      ACCOUNT_MESSAGES.phoneNotVerified,
      field,
    );
  }
}
