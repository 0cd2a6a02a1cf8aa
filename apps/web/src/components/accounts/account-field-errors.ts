import { ERROR_CODES } from '@tabarru/contract/errors';

import type { FieldKeys } from '../../lib/form-errors';

/**
 * What the account forms say for each kind of failure of the fields they share, so
 * registration, sign-in, reset and the profile forms name a problem the same way. Refusals
 * such as USERNAME_TAKEN have their codes' own words (lib/error-keys.ts).
 */
export const USERNAME_ERROR_KEYS: FieldKeys = {
  required: 'auth.register.usernameRequired',
  invalid: 'auth.register.usernameInvalid',
  tooLong: 'auth.register.usernameTooLong',
};

export const EMAIL_ERROR_KEYS: FieldKeys = {
  required: 'auth.emailRequired',
  invalid: 'auth.emailInvalid',
  tooLong: 'auth.emailTooLong',
};

export const NEW_PASSWORD_ERROR_KEYS: FieldKeys = {
  required: 'auth.passwordRequired',
  tooShort: 'auth.passwordTooShort',
  invalid: 'auth.passwordTooShort',
  tooLong: 'auth.passwordTooLong',
};

export const PHONE_ERROR_KEYS: FieldKeys = {
  required: 'phone.required',
  invalid: 'phone.invalid',
  tooLong: 'phone.invalid',
  // Sent with no code asked for this number: what to do says more than "verify it first".
  [ERROR_CODES.phoneNotVerified]: 'phone.codeNeeded',
};
