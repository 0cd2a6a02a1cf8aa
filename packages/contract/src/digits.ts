const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;
const EASTERN_ARABIC_INDIC_DIGITS = /[\u06F0-\u06F9]/g;

/**
 * Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹, as Persian keyboards type them) digits as
 * Western ones: the same number however a keyboard in Jordan writes it.
 */
export function westernDigits(text: string): string {
  return text
    .replace(ARABIC_INDIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(EASTERN_ARABIC_INDIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

const DECIMAL_DIGIT = /^\p{Nd}$/u;
const NON_ASCII_DECIMAL_DIGITS = /(?![0-9])\p{Nd}/gu;

/**
 * The value of a decimal digit of any script. Unicode encodes every script's digits as runs of
 * ten in a row, zero first, so the value is the distance from the start of the run, modulo ten.
 */
function digitValue(digit: string): string {
  const code = digit.codePointAt(0) ?? 0;
  let zero = code;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(zero - 1))) zero -= 1;
  return String((code - zero) % 10);
}

/**
 * A text with every digit it shows written as an ASCII one: compatibility forms read as what
 * they stand for (NFKC: fullwidth ０, mathematical 𝟎, superscript ⁰, circled ①) and the decimal
 * digits of every script (Arabic-Indic ٠, Eastern ۰, Devanagari ०…) as Western ones. The
 * blocklist and what visitors read of a post both see numbers through it, so a number one of
 * them reads is a number the other reads too.
 */
export function asciiDigits(text: string): string {
  return text.normalize('NFKC').replace(NON_ASCII_DECIMAL_DIGITS, digitValue);
}
