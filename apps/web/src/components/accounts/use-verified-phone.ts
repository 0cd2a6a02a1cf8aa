import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { ERROR_CODES } from '@tabarru/contract/errors';
import { normalizeJordanPhone } from '@tabarru/contract/phone';

import { refusalCode } from '../../lib/error-keys';
import type { PhoneProblem, VerifiedPhone } from './phone-verification';
import { usePhoneAvailability } from './use-phone-availability';

/**
 * A form's `phone_number` field wired to its verification (registration, the profile): the
 * phone verified in this form; the field's registration, where typing clears its refusal and
 * leaving it asks whether the number is free (unless it is `keptPhone`, the member's own); the
 * PhoneVerification callbacks, which put a problem on the field.
 */
export function useVerifiedPhone<Values extends FieldValues & { phone_number: string }>(
  {
    register,
    setError,
    clearErrors,
  }: Pick<UseFormReturn<Values>, 'register' | 'setError' | 'clearErrors'>,
  keptPhone?: string,
) {
  const field = 'phone_number' as Path<Values>;
  const [verified, setVerified] = useState<VerifiedPhone | null>(null);
  const checkAvailability = usePhoneAvailability(() =>
    setError(field, { type: ERROR_CODES.phoneTaken }),
  );
  const phoneField = register(field, {
    onChange: () => clearErrors(field),
    onBlur: (event: { target: { value: string } }) => {
      if (normalizeJordanPhone(event.target.value) !== keptPhone) {
        void checkAvailability(event.target.value);
      }
    },
  });

  return {
    verified,
    phoneField,
    /** the props of the form's PhoneVerification, but for its id and the phone typed */
    verification: {
      verifiedPhone: verified?.phone ?? null,
      onCodeSent: () => clearErrors(field),
      onVerified: (phone: VerifiedPhone) => {
        setVerified(phone);
        clearErrors(field);
      },
      onPhoneProblem: (problem: PhoneProblem) =>
        setError(field, { type: problem }, { shouldFocus: true }),
    },
    /** the form was sent with a number not verified here */
    refuseUnverified: () =>
      setError(field, { type: ERROR_CODES.phoneNotVerified }, { shouldFocus: true }),
    /** after the API refused the form: a verification it no longer accepts is forgotten */
    forgetIfRefused: (error: unknown) => {
      if (refusalCode(error) === ERROR_CODES.phoneNotVerified) setVerified(null);
    },
  };
}
