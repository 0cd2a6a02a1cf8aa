import { HOTP, Secret, TOTP } from 'otpauth';

import { westernDigits } from '@tabarru/contract/digits';
import { TWO_FACTOR_CODE_LENGTH } from '@tabarru/contract/two-factor';

/** The name an authenticator app lists the account under. */
const TOTP_ISSUER = 'Tabarru';
const TOTP_PERIOD_SECONDS = 30;
/** 160 bits: the key length HMAC-SHA-1 codes are meant to have, and what authenticator apps make. */
const SECRET_BYTES = 20;
/**
 * Steps either side of now a code is still taken at: a phone's clock a little off, or a code
 * typed just as it turned over.
 */
const DRIFT_STEPS = 1;

/**
 * What may sit between the digits of a typed or pasted code besides spaces: dashes, and the
 * direction marks a right-to-left page or keyboard slips in. None of them changes the code.
 */
const SEPARATORS = /[\s\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\-\u2010-\u2015\u2212]/g;
const TOTP_CODE = new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`);

/** A new random TOTP secret, in base32 as authenticator apps take it. */
export function generateTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/**
 * The otpauth:// URI an authenticator app reads from the set-up QR code: issuer Tabarru, the
 * account named by `accountLabel` (the member's email), SHA-1, 6 digits, 30 seconds, which is
 * all most apps support.
 */
export function totpUri(secret: string, accountLabel: string): string {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: accountLabel,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TWO_FACTOR_CODE_LENGTH,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}

/** The time step an instant (ms since the epoch) falls in. */
export function totpStep(now: number): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now });
}

/**
 * The six digits of a code as a person typed it: Arabic-Indic (٠-٩), Eastern Arabic-Indic
 * (۰-۹) and fullwidth digits read as Western ones, spaces, dashes and direction marks dropped.
 * Null when what is left is not six digits.
 */
export function normalizeTotpCode(typed: string): string | null {
  const code = westernDigits(typed.normalize('NFKC')).replace(SEPARATORS, '');
  return TOTP_CODE.test(code) ? code : null;
}

/** The code an authenticator app shows at `now` for a secret in base32: what tests type in. */
export function totpCodeAt(secret: string, now: number): string {
  return HOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TWO_FACTOR_CODE_LENGTH,
    counter: totpStep(now),
  });
}

export interface TotpCheck {
  /** the member's secret, in base32 */
  secret: string;
  /** the code as typed */
  code: string;
  /** ms since the epoch */
  now: number;
  /** the step of the last code this member signed in with, null before the first */
  lastUsedStep: number | null;
}

/**
 * The time step a typed code belongs to, when it is the code of the step of `now` or of one
 * step either side, and that step is later than `lastUsedStep`; otherwise null. Stored as the
 * new `lastUsedStep`, the step refuses the same code, and any earlier one, a second time; stored
 * only if the stored one is still lower, so two requests racing with one code do not both pass.
 */
export function verifyTotpCode({ secret, code, now, lastUsedStep }: TotpCheck): number | null {
  const token = normalizeTotpCode(code);
  if (token === null) return null;
  const key = Secret.fromBase32(secret);
  const current = totpStep(now);
  let matched: number | null = null;
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step += 1) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    // No early return: the time taken does not tell which step matched.
    const delta = HOTP.validate({
      token,
      secret: key,
      algorithm: 'SHA1',
      digits: TWO_FACTOR_CODE_LENGTH,
      counter: step,
      window: 0,
    });
    if (delta === 0 && matched === null) matched = step;
  }
  return matched;
}
