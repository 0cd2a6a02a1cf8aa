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
