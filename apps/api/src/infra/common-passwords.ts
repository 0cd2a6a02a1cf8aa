import { createRequire } from 'node:module';

import { PASSWORD_MIN_LENGTH } from '@tabarru/contract/constants';

const COMMON_PASSWORD_COUNT = 3000;

/**
 * The 3,000 most common passwords long enough to pass the length rule (ASVS 6.2.4), from the
 * frequency-ranked list zxcvbn-ts ships. Shorter ones are refused by length already, so they
 * would only waste places on the list.
 */
function loadCommonPasswords(): Set<string> {
  const require = createRequire(import.meta.url);
  const ranked = require('@zxcvbn-ts/language-common/src/passwords.json') as string[];
  const eligible = ranked.filter((password) => password.length >= PASSWORD_MIN_LENGTH);
  return new Set(eligible.slice(0, COMMON_PASSWORD_COUNT));
}

let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(password.toLowerCase());
}
