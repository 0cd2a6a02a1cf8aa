import { useRef } from 'react';

import { ERROR_CODES } from '@tabarru/contract/errors';
import { normalizeJordanPhone } from '@tabarru/contract/phone';

import { refusalCode } from '../../lib/error-keys';
import { useCheckPhone } from './api/check-phone';

/**
 * Asks the API whether a number already has an account when the phone field is left, so the
 * member hears it before waiting for a code. Each number is asked about once; a failure to ask
 * is only logged, since sending the code checks again.
 */
export function usePhoneAvailability(onTaken: () => void): (value: string) => Promise<void> {
  const asked = useRef(new Set<string>());
  const checkPhone = useCheckPhone();
  return async (value) => {
    const phone = normalizeJordanPhone(value);
    if (phone === null || asked.current.has(phone)) return;
    asked.current.add(phone);
    try {
      await checkPhone.mutateAsync({ phone });
    } catch (error) {
      if (refusalCode(error) === ERROR_CODES.phoneTaken) onTaken();
      else console.warn('phone: could not check whether the number is free', error);
    }
  };
}
