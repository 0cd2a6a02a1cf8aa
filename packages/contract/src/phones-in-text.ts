import { asciiDigits } from './digits';

/** A phone number found in a member's text. */
export interface PhoneInText {
  /** where it is in the text as written: UTF-16 offsets, `end` excluded */
  start: number;
  end: number;
  /** its digits in ASCII, after a + when it was written with one: '+962791234567', '791234567' */
  digits: string;
  /**
   * Written as a number is written to be dialled: with a country code, or with the trunk 0. A
   * Jordanian mobile without its 0 ('79 123 4567') and digits run together into others are not.
   */
  dialable: boolean;
}

/** Digits written together, where they are in the text as written. */
interface DigitGroup {
  digits: string;
  start: number;
  end: number;
  /** where a + written right before the group is */
  plusAt?: number;
}

/**
 * What a reader skips between the digits of one number: spaces, invisible characters, dashes,
 * brackets, quotes, dots, commas, slashes, stars, bars, emoji and the Arabic tatweel. Anything
 * else (a letter, a colon as in 09:30, a percent sign) ends the number.
 */
const SEPARATOR =
  /^[\s\p{Cf}\p{Pd}\p{Ps}\p{Pe}\p{Pc}\p{Pi}\p{Pf}\p{So}\p{Sk}.,"'\u060C\u066B\u066C/\\*|\u00B7\u2022\u2044\u2212\u2215\u0640]$/u;
const ASCII_DIGIT = /^[0-9]$/;
const MARK = /^\p{M}$/u;
/** The most digits a phone number has: 15, after 00, with a trunk 0 kept after the code. */
const PHONE_DIGITS_MAX = 18;
/**
 * Digits that read as a phone number, separators dropped: international (+ or 00), a Jordanian
 * number after 962 without its +, a number with its trunk 0, or a Jordanian mobile without it.
 */
const PHONE = /^(?:(?:\+|00)\d{8,15}|9620?\d{8,9}|0\d{8,9}|7[789]\d{7})$/;
/** The fewest characters `PHONE` matches: shorter digits are not read against it. */
const PHONE_LENGTH_MIN = 9;
/** What the blocklist holds a post for: international, 962 before a mobile, or the trunk 0. */
const DIALABLE = /^(?:(?:\+|00)\d+|9620?7\d{8}|0\d{8,9})$/;
/** No number people write here (a year, a price, a size) has this many digits written together. */
const RUN_TOGETHER_MIN = 10;

/**
 * One character of a text as `asciiDigits` reads it. ASCII and the Arabic letters, most of what
 * members write, read as themselves: only the rest is normalised, a character at a time.
 */
const readAs = (character: string) =>
  character < '\u0080' || (character >= '\u0620' && character <= '\u064A')
    ? character
    : asciiDigits(character);

/**
 * A text's digits, whatever their script or form (`asciiDigits`), as runs of groups: a group
 * ends at a separator, a run at anything else.
 */
function digitRuns(text: string): DigitGroup[][] {
  const runs: DigitGroup[][] = [];
  let run: DigitGroup[] = [];
  let group: DigitGroup | undefined;
  let plusAt: number | undefined;
  let offset = 0;
  for (const character of text) {
    const end = offset + character.length;
    // Read a character at a time, so every digit keeps where it was written.
    for (const read of readAs(character)) {
      if (ASCII_DIGIT.test(read)) {
        if (group) {
          group.digits += read;
          group.end = end;
        } else {
          group = { digits: read, start: offset, end, plusAt };
          run.push(group);
          plusAt = undefined;
        }
      } else if (MARK.test(read)) {
        // A mark belongs to the character before it (a keycap's frame, 7️⃣).
        if (group) group.end = end;
      } else if (read === '+') {
        group = undefined;
        plusAt = offset;
      } else if (SEPARATOR.test(read)) {
        // A + counts only right before digits: '+962', not '38+ 39, 40, 41'.
        group = undefined;
        plusAt = undefined;
      } else {
        if (run.length > 0) runs.push(run);
        run = [];
        group = undefined;
        plusAt = undefined;
      }
    }
    offset = end;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * The phone number starting at `groups[first]`: the most groups that read together as one,
 * or the group alone when it is digits run together; undefined when there is none.
 */
function phoneFrom(
  groups: DigitGroup[],
  first: number,
): { last: number; digits: string } | undefined {
  const head = groups[first];
  if (!head) return undefined;
  const plus = head.plusAt === undefined ? '' : '+';
  let digits = plus;
  let phone: { last: number; digits: string } | undefined;
  for (let last = first; last < groups.length; last += 1) {
    digits += groups[last]?.digits ?? '';
    if (digits.length - plus.length > PHONE_DIGITS_MAX) break;
    if (digits.length >= PHONE_LENGTH_MIN && PHONE.test(digits)) phone = { last, digits };
  }
  if (!phone && head.digits.length >= RUN_TOGETHER_MIN) {
    phone = { last: first, digits: plus + head.digits };
  }
  return phone;
}

const OPENING = /^[([{]$/;
const CLOSING = /^[)\]}]$/;

/** How many brackets a text opens and leaves open; negative when it closes more than it opens. */
function openBrackets(text: string): number {
  let open = 0;
  for (const character of asciiDigits(text)) {
    if (OPENING.test(character)) open += 1;
    else if (CLOSING.test(character)) open -= 1;
  }
  return open;
}

/**
 * A number's span with the brackets around it that it leaves unmatched, '(079) 123' and not
 * '079) 123', so nothing of how it was written is left beside what replaces it.
 */
function withBrackets(text: string, start: number, end: number): { start: number; end: number } {
  let open = openBrackets(text.slice(start, end));
  while (open < 0 && start > 0 && OPENING.test(asciiDigits(text.charAt(start - 1)))) {
    start -= 1;
    open += 1;
  }
  while (open > 0 && end < text.length && CLOSING.test(asciiDigits(text.charAt(end)))) {
    end += 1;
    open -= 1;
  }
  return { start, end };
}

/**
 * The phone numbers in a member's text, in order, however their digits are written: any
 * script or compatibility form (`asciiDigits`), split by any separator, with or without the
 * leading 0 or the country code. Years, prices, sizes and quantities are not phone numbers.
 */
export function phonesInText(text: string): PhoneInText[] {
  const found: PhoneInText[] = [];
  for (const groups of digitRuns(text)) {
    for (let first = 0; first < groups.length; first += 1) {
      const phone = phoneFrom(groups, first);
      const head = groups[first];
      const tail = phone && groups[phone.last];
      if (!phone || !head || !tail) continue;
      found.push({
        ...withBrackets(text, head.plusAt ?? head.start, tail.end),
        digits: phone.digits,
        dialable: DIALABLE.test(phone.digits),
      });
      first = phone.last;
    }
  }
  return found;
}
