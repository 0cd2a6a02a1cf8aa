import {
  ACCOUNT_MESSAGES,
  OTP_MAX_SENDS_PER_10_MINUTES,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_MAX_WRONG_TRIES,
  OTP_TTL_MINUTES,
  VERIFIED_PHONE_SAME_ADDRESS_MINUTES,
  VERIFIED_PHONE_VALID_MINUTES,
} from '@tabarru/contract/accounts';
import { OTP_RESEND_SECONDS, type Language } from '@tabarru/contract/constants';
import { ERROR_CODES, type ErrorCode } from '@tabarru/contract/errors';

import type { ModuleContext } from '../../context';
import type { Db } from '../../db/schema';
import { badRequest, conflict, serviceUnavailable, tooManyRequests } from '../../infra/http-errors';
import { generateUrlToken, hashSecret } from '../../infra/one-time-secrets';
import {
  claimTry,
  codeSendTimes,
  consumeVerification,
  insertVerification,
  isPhoneRegistered,
  latestVerification,
  markVerified,
  usableVerification,
} from './queries';
import { SmsProviderError } from './code-channel';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const phoneTaken = () =>
  conflict(ERROR_CODES.phoneTaken, ACCOUNT_MESSAGES.phoneTaken, 'phone');

export async function assertPhoneFree({ db }: ModuleContext, phone: string): Promise<void> {
  if (await isPhoneRegistered(db, phone)) throw phoneTaken();
}

/**
 * The seconds to wait before another code may go to a phone, given when earlier codes went:
 * 60 s after the last one always (a rule of the code), and, unless request limits are lifted,
 * 3 per 10 minutes and 5 per hour (docs/security.md). 0 when a code may go now.
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
      throw serviceUnavailable(ERROR_CODES.smsUnavailable, ACCOUNT_MESSAGES.smsUnavailable);
    }
    throw error;
  }
}

export async function sendPhoneCode(
  context: ModuleContext,
  phone: string,
  locale: Language,
): Promise<void> {
  const { db, phoneCodes, config } = context;
  await assertPhoneFree(context, phone);
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
  if (wait) {
    throw tooManyRequests(wait.seconds, ACCOUNT_MESSAGES.tooManyCodes, ERROR_CODES.tooManyCodes);
  }

  const { codeHash } = await providerCall(() => phoneCodes.send(phone, locale));
  await insertVerification(db, {
    phone,
    codeHash,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + OTP_TTL_MINUTES * MINUTE).toISOString(),
  });
}

const codeError = (code: ErrorCode, message: string) => badRequest(code, message, 'code');

const verificationTokenHash = (serverSecret: string, token: string) =>
  hashSecret(serverSecret, 'phone-verification', token);

/**
 * Checks the phone's newest code: unexpired, and right on one of its 5 tries. Each check claims
 * a try before the code is compared, in one atomic step, so racing checks cannot compare more
 * than 5 codes, and a wrong code is wrong even once the phone is verified. Returns the
 * single-use token that proves this client completed the check.
 */
export async function checkPhoneCode(
  { db, phoneCodes, serverSecret }: ModuleContext,
  phone: string,
  code: string,
  ip: string,
): Promise<string> {
  const verification = await latestVerification(db, phone);
  if (!verification || verification.consumed_at !== null) {
    throw codeError(ERROR_CODES.codeInvalid, ACCOUNT_MESSAGES.invalidCode);
  }
  if (Date.parse(verification.expires_at) <= Date.now()) {
    throw codeError(ERROR_CODES.codeExpired, ACCOUNT_MESSAGES.codeExpired);
  }
  const triesUsed = await claimTry(db, verification.id, OTP_MAX_WRONG_TRIES);
  if (triesUsed === undefined) {
    throw codeError(ERROR_CODES.codeLocked, ACCOUNT_MESSAGES.codeLocked);
  }
  if (await providerCall(() => phoneCodes.check(phone, code, verification.code_hash))) {
    const token = generateUrlToken();
    await markVerified(db, verification.id, {
      at: new Date().toISOString(),
      ip,
      tokenHash: verificationTokenHash(serverSecret, token),
    });
    return token;
  }
  if (triesUsed >= OTP_MAX_WRONG_TRIES) {
    throw codeError(ERROR_CODES.codeLocked, ACCOUNT_MESSAGES.codeLocked);
  }
  throw codeError(ERROR_CODES.codeInvalid, ACCOUNT_MESSAGES.invalidCode);
}

/**
 * What binds a verification to the client that completed it: the token of its check (any
 * address, within 30 minutes), or, for a client that sends none, as the earlier product's web
 * client does, the same address within 5 minutes.
 */
export interface VerificationProof {
  token: string | undefined;
  ip: string;
}

/** What `proof` may use of a phone's verifications: the one it matches, verified since when. */
function verificationSought(serverSecret: string, proof: VerificationProof, now: number) {
  const minutesAgo = (minutes: number) => new Date(now - minutes * MINUTE).toISOString();
  return proof.token === undefined
    ? {
        match: { ip: proof.ip },
        verifiedSince: minutesAgo(VERIFIED_PHONE_SAME_ADDRESS_MINUTES),
      }
    : {
        match: { tokenHash: verificationTokenHash(serverSecret, proof.token) },
        verifiedSince: minutesAgo(VERIFIED_PHONE_VALID_MINUTES),
      };
}

const phoneNotVerified = (field: string) =>
  badRequest(ERROR_CODES.phoneNotVerified, ACCOUNT_MESSAGES.phoneNotVerified, field);

/**
 * Refuses a write unless `proof` names a verification of `phone` it could use, without using
 * it: registration asks first, so a try without a phone verified by text costs no password hash
 * and tells nothing of other accounts, and its limit per phone bounds what one phone can try.
 */
export async function assertPhoneVerified(
  db: Db,
  serverSecret: string,
  phone: string,
  proof: VerificationProof,
  field: string,
): Promise<void> {
  const { match, verifiedSince } = verificationSought(serverSecret, proof, Date.now());
  if ((await usableVerification(db, phone, match, verifiedSince)) === undefined) {
    throw phoneNotVerified(field);
  }
}

/**
 * Uses up a verification of `phone` proven by `proof`, inside the caller's transaction; without
 * one the write it guards is refused.
 */
export async function useVerifiedPhone(
  trx: Db,
  serverSecret: string,
  phone: string,
  proof: VerificationProof,
  field: string,
): Promise<void> {
  const now = Date.now();
  const { match, verifiedSince } = verificationSought(serverSecret, proof, now);
  const used = await consumeVerification(
    trx,
    phone,
    match,
    verifiedSince,
    new Date(now).toISOString(),
  );
  if (!used) throw phoneNotVerified(field);
}
