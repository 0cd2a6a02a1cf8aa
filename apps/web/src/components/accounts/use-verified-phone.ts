import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { ERROR_CODES } from '@tabarru/contract/errors';
import { normalizeJordanPhone } from '@tabarru/contract/phone';

import { refusalCode } from '../../lib/error-keys';
import type { PhoneProblem, TypedCodeCheck, VerifiedPhone } from './phone-verification';
import { usePhoneAvailability } from './use-phone-availability';

/**
 * A form's `phone_number` field wired to its verification (registration, the profile): the
 * phone verified in this form; the field's registration, where typing clears its refusal and
 * leaving it asks whether the number is free (unless it is `keptPhone`, the member's own); the
 * PhoneVerification props, whose callbacks put a problem on the field; and `verifiedFor`, which
 * the form awaits when it is sent.
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
  const typedCode = useRef<TypedCodeCheck>(null);
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
      ref: typedCode,
      verifiedPhone: verified?.phone ?? null,
      onCodeSent: () => clearErrors(field),
      onVerified: (phone: VerifiedPhone) => {
        setVerified(phone);
        clearErrors(field);
      },
      onPhoneProblem: (problem: PhoneProblem) =>
        setError(field, { type: problem }, { shouldFocus: true }),
    },
    /**
     * The phone verified in this form for `phone`, the number the form is sent with; when it is
     * not yet, the code typed for it is checked first, so sending the form is the one step. Null
     * when there is none, the reason said on the phone or the code field.
     */
    verifiedFor: async (phone: string): Promise<VerifiedPhone | null> => {
      if (verified !== null && verified.phone === normalizeJordanPhone(phone)) return verified;
      if (typedCode.current === null) {
        setError(field, { type: ERROR_CODES.phoneNotVerified }, { shouldFocus: true });
        return null;
      }
      return typedCode.current.check();
    },
    /** after the API refused the form: a verification it no longer accepts is forgotten */
    forgetIfRefused: (error: unknown) => {
      if (refusalCode(error) === ERROR_CODES.phoneNotVerified) setVerified(null);
    },
  };
}
