import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

import { OTP_CODE_LENGTH } from '@tabarru/contract/accounts';

/** A 6-digit code from the CSPRNG (ASVS 6.5). */
export function generateOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_CODE_LENGTH)).padStart(OTP_CODE_LENGTH, '0');
}

/** 256 random bits, URL-safe: a password reset token. */
export function generateUrlToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Keyed hash of a one-time secret. Keyed with the server secret, so a leaked table of six-digit
 * codes cannot be reversed by trying all million of them; `context` binds a code to its phone.
 */
export function hashSecret(serverSecret: string, context: string, secret: string): string {
  return createHmac('sha256', serverSecret).update(`${context}\u0000${secret}`).digest('hex');
}

export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
