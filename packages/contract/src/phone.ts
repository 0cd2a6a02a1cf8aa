/**
 * Jordanian mobile numbers: accepted as +9627XXXXXXXX or 07XXXXXXXX (spec 000 §5), stored in
 * the +962 form.
 */
const JORDAN_MOBILE = /^(?:\+9627|07)(\d{8})$/;

export const PHONE_FORMAT_MESSAGE = 'Phone number must be in format +9627XXXXXXXX or 07XXXXXXXX';

/** Returns the +9627XXXXXXXX form, or null when the input is not a Jordanian mobile number. */
export function normalizeJordanPhone(input: string): string | null {
  const match = JORDAN_MOBILE.exec(input.trim());
  return match ? `+9627${match[1]}` : null;
}
