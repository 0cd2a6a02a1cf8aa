import type { ComponentProps } from 'react';

import { EMAIL_MAX_LENGTH } from '@tabarru/contract/accounts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@tabarru/contract/constants';

type InputProps = ComponentProps<'input'>;

/**
 * The account fields as every form asks them, so sign-in, registration, reset and the profile
 * agree on types, autofill hints, direction and limits. Spread a Field's control props and a
 * react-hook-form registration into them. A username is not cut at its limit: its Field shows
 * the count (`limit`) and the form refuses it.
 */
export function UsernameInput(props: InputProps) {
  return <input autoComplete="username" dir="auto" required {...props} />;
}

/** Email addresses read left to right on Arabic pages too. */
export function EmailInput(props: InputProps) {
  return (
    <input
      type="email"
      autoComplete="email"
      dir="ltr"
      required
      maxLength={EMAIL_MAX_LENGTH}
      {...props}
    />
  );
}

/** A Jordanian mobile number, typed as people type it; left to right on Arabic pages too. */
export function PhoneInput(props: InputProps) {
  return (
    <input
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      placeholder="07XXXXXXXX"
      required
      {...props}
    />
  );
}

/**
 * A password: `current` for signing in or confirming, `new` for choosing one, which also holds
 * the minimum length (and lets password managers offer a generated one).
 */
export function PasswordInput({ purpose, ...props }: InputProps & { purpose: 'current' | 'new' }) {
  return (
    <input
      type="password"
      autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
      dir="ltr"
      required
      minLength={purpose === 'new' ? PASSWORD_MIN_LENGTH : undefined}
      maxLength={PASSWORD_MAX_LENGTH}
      {...props}
    />
  );
}
