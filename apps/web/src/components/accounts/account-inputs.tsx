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

/**
 * What a sign-in names the account by: its email or its phone number. A text field (an email
 * field would refuse a number) whose keyboard has the @; `username` lets password managers fill
 * either. Left to right on Arabic pages too.
 */
export function EmailOrPhoneInput(props: InputProps) {
  return (
    <input
      type="text"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      dir="ltr"
      required
      maxLength={EMAIL_MAX_LENGTH}
      {...props}
    />
  );
}

/**
 * A Jordanian mobile number, typed as people type it; left to right on Arabic pages too. Its
 * characters are laid out in the order typed (isolate-override): Arabic-Indic digits are Arabic
 * numbers to the bidi algorithm, and "٠٧٩ ١٢٣ ٤٥٦٧" would show its groups in reverse.
 */
export function PhoneInput({ className, ...props }: InputProps) {
  return (
    <input
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      placeholder="07XXXXXXXX"
      required
      className={`${className ?? ''} [unicode-bidi:isolate-override]`}
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

/** The longest code of the second sign-in step the API takes as typed, spaces included. */
const SECOND_STEP_CODE_MAX_LENGTH = 40;

/**
 * A code of the second sign-in step: the six digits of an authenticator app (the phone's
 * keyboard shows digits, and may offer the code itself), or with `recovery` a recovery code,
 * which has letters too. Left to right on Arabic pages too.
 */
export function SecondStepCodeInput({
  recovery = false,
  ...props
}: InputProps & { recovery?: boolean }) {
  return (
    <input
      inputMode={recovery ? 'text' : 'numeric'}
      autoComplete={recovery ? 'off' : 'one-time-code'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      dir="ltr"
      required
      maxLength={SECOND_STEP_CODE_MAX_LENGTH}
      {...props}
    />
  );
}
