import { westernDigits } from '@tabarru/contract/digits';
import { localJordanPhone } from '@tabarru/contract/phone';

/** What stands where a phone number or an email address was. */
export const HIDDEN_CONTACT = '…';

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/gu;
/** Eight digits or more in any of the scripts Jordan types, with the separators people use. */
const NUMBER =
  /(?:\+|00)?[\d\u0660-\u0669\u06F0-\u06F9](?:[\s().\-\u2010-\u2015]*[\d\u0660-\u0669\u06F0-\u06F9]){7,}/gu;
/** A number written to be called: international, or a Jordanian number with its 0. */
const CALLABLE = /^(?:(?:\+|00)\d+|0\d{8,9})$/;

function isCallable(number: string): boolean {
  const digits = westernDigits(number).replace(/[^\d+]/g, '');
  return CALLABLE.test(digits) || localJordanPhone(number) !== null;
}

/**
 * A member's text with every email address and callable phone number in it replaced by '…':
 * what visitors and link previews read of a post never holds a way to reach its donor (the
 * blocklist lets a post's own contact phone stand in its description).
 */
export function withoutContactDetails(text: string): string {
  return text
    .replace(EMAIL, HIDDEN_CONTACT)
    .replace(NUMBER, (number) => (isCallable(number) ? HIDDEN_CONTACT : number));
}
