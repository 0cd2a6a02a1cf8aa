import { randomInt } from 'node:crypto';

import { westernDigits } from '@tabarru/contract/digits';
import { RECOVERY_CODE_COUNT } from '@tabarru/contract/two-factor';

import { hashSecret } from '../../infra/one-time-secrets';

const RECOVERY_CODE_LENGTH = 10;
/**
 * Digits and lower-case letters without the ones read or copied for another (0 and o, 1, l and
 * i): 31 characters, so ten of them hold about 49 bits.
 */
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const GROUP_LENGTH = RECOVERY_CODE_LENGTH / 2;
/** Spaces, dashes and the direction marks a right-to-left page or keyboard slips in. */
const SEPARATORS = /[\s\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\-\u2010-\u2015\u2212]/g;
const RECOVERY_CODE = new RegExp(`^[${ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/**
 * A member's set of one-time recovery codes, ten characters each from the CSPRNG, in the form
 * normalizeRecoveryCode gives: store their hashes, show them with formatRecoveryCode.
 */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
}

function generateRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < RECOVERY_CODE_LENGTH; index += 1) {
    code += ALPHABET.charAt(randomInt(ALPHABET.length));
  }
  return code;
}

/** A code as shown to the member, in two groups: `xxxxx-xxxxx`. */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, GROUP_LENGTH)}-${code.slice(GROUP_LENGTH)}`;
}

/**
 * A recovery code as a person typed or pasted it, in the form it was generated in: any case,
 * spaces and dashes dropped, Arabic-Indic, Eastern Arabic-Indic and fullwidth digits read as
 * Western ones. Null when it cannot be a recovery code.
 */
export function normalizeRecoveryCode(typed: string): string | null {
  const code = westernDigits(typed.normalize('NFKC')).replace(SEPARATORS, '').toLowerCase();
  return RECOVERY_CODE.test(code) ? code : null;
}

/**
 * The keyed hash stored for a normalised recovery code: HMAC-SHA-256 under the server secret,
 * bound to its member: a leaked table does not reveal the codes, and a hash copied to another
 * member's rows matches nothing there.
 */
export function hashRecoveryCode(serverSecret: string, memberId: number, code: string): string {
  return hashSecret(serverSecret, `two-factor-recovery:${memberId}`, code);
}
