import { z } from 'zod';

import { westernDigits } from './digits';
import { ERROR_CODES, withCode } from './errors';

/**
 * Jordanian mobile numbers: the earlier product accepted +9627XXXXXXXX or 07XXXXXXXX; we also read them as
 * people in Jordan type and paste them, with Arabic-Indic (٠-٩) or Eastern Arabic-Indic (۰-۹)
 * digits, spaces, dashes, dots, parentheses, 00962 or 962. Accounts store the +962 form, a post's
 * contact phone the 07 form.
 */
const PHONE_FORMAT_MESSAGE = 'Phone number must be in format +9627XXXXXXXX or 07XXXXXXXX';

/**
 * What a typed number may hold besides its digits (fullwidth forms are read as ASCII first);
 * none of it changes the number.
 */
const SEPARATORS = /[\s\u00A0\u200E\u200F\u202A-\u202E\u2066-\u2069().\-\u2010-\u2015\u2212]/g;
/** The national number as written after +962 or 00962 or 962, with or without its trunk 0. */
const JORDAN_MOBILE = /^(?:(?:\+|00)?9620?|0)(7\d{8})$/;

/** Returns the +9627XXXXXXXX form, or null when the input is not a Jordanian mobile number. */
export function normalizeJordanPhone(input: string): string | null {
  const typed = westernDigits(input.normalize('NFKC'));
  const match = JORDAN_MOBILE.exec(typed.replace(SEPARATORS, ''));
  return match ? `+962${match[1]}` : null;
}

/** Returns the 07XXXXXXXX form (a post's contact phone), or null as normalizeJordanPhone does. */
export function localJordanPhone(input: string): string | null {
  const phone = normalizeJordanPhone(input);
  return phone === null ? null : `0${phone.slice(4)}`;
}

/** Longer than any way of writing a number with separators; beyond it, not a phone number. */
const TYPED_PHONE_MAX_LENGTH = 30;

function typedPhoneSchema(normalize: (input: string) => string | null) {
  return z
    .string()
    .trim()
    .max(TYPED_PHONE_MAX_LENGTH, PHONE_FORMAT_MESSAGE)
    .transform((value, context) => {
      const phone = normalize(value);
      if (phone === null) {
        context.addIssue({
          code: 'custom',
          message: PHONE_FORMAT_MESSAGE,
          params: withCode(ERROR_CODES.phoneInvalid),
        });
        return z.NEVER;
      }
      return phone;
    });
}

/** An account's phone as typed; parsed to +9627XXXXXXXX. */
export const phoneSchema = typedPhoneSchema(normalizeJordanPhone);

/** A post's contact phone as typed; parsed to 07XXXXXXXX, the form the post page shows. */
export const contactPhoneSchema = typedPhoneSchema(localJordanPhone);
