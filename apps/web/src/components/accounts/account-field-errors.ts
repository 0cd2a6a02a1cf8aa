import type { CatalogKey } from '../../lib/form-errors';

type Keys = Partial<Record<string, CatalogKey>>;

/**
 * What the account forms say for each kind of failure of the fields they share, so
 * registration, sign-in, reset and the profile forms name a problem the same way.
 */
export const USERNAME_ERROR_KEYS: Keys = {
  required: 'auth.register.usernameRequired',
  invalid: 'auth.register.usernameInvalid',
  tooLong: 'auth.register.usernameTooLong',
  taken: 'auth.register.usernameTaken',
};

export const EMAIL_ERROR_KEYS: Keys = {
  required: 'auth.emailRequired',
  invalid: 'auth.emailInvalid',
  tooLong: 'auth.emailTooLong',
  taken: 'auth.register.emailTaken',
};

export const NEW_PASSWORD_ERROR_KEYS: Keys = {
  required: 'auth.passwordRequired',
  invalid: 'auth.passwordTooShort',
  tooLong: 'auth.passwordTooLong',
  common: 'auth.passwordTooCommon',
};

export const PHONE_ERROR_KEYS: Keys = {
  required: 'phone.required',
  invalid: 'phone.invalid',
  tooLong: 'phone.invalid',
  taken: 'phone.taken',
  unverified: 'phone.notVerified',
};
