import { describe, expect, it } from 'vitest';

import { asciiDigits, westernDigits } from './digits';

describe('westernDigits', () => {
  it('writes Arabic-Indic and Eastern Arabic-Indic digits as Western ones', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('leaves everything else as it is', () => {
    expect(westernDigits('كنب ٣ مقاعد, 2 chairs')).toBe('كنب 3 مقاعد, 2 chairs');
    expect(westernDigits('')).toBe('');
  });
});

describe('asciiDigits', () => {
  it.each([
    ['Arabic-Indic', '٠٧٩١٢٣٤٥٦٧'],
    ['Eastern Arabic-Indic', '۰۷۹۱۲۳۴۵۶۷'],
    ['fullwidth', '０７９１２３４５６７'],
    ['mathematical bold', '𝟎𝟕𝟗𝟏𝟐𝟑𝟒𝟓𝟔𝟕'],
    ['mathematical double-struck, sans-serif and monospace', '𝟘𝟩𝟿𝟙𝟐𝟑𝟒𝟓𝟔𝟕'],
    ['superscript', '⁰⁷⁹¹²³⁴⁵⁶⁷'],
    ['Devanagari', '०७९१२३४५६७'],
    ['Bengali', '০৭৯১২৩৪৫৬৭'],
    ['mixed scripts', '０٧𝟗۱2३４٥𝟔७'],
  ])('writes %s digits as ASCII ones', (_label, written) => {
    expect(asciiDigits(written)).toBe('0791234567');
  });

  it('keeps letters, Arabic words and separators', () => {
    expect(asciiDigits('اتصل على ٠٧٩-١٢٣ مساءً, call me')).toBe('اتصل على 079-123 مساءً, call me');
    expect(asciiDigits('')).toBe('');
  });
});
