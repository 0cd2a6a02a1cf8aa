import { describe, expect, it } from 'vitest';

import { localJordanPhone, normalizeJordanPhone } from './phone';

describe('normalizeJordanPhone', () => {
  it('keeps the +962 form', () => {
    expect(normalizeJordanPhone('+962791234567')).toBe('+962791234567');
  });

  it('converts the 07 form to +962', () => {
    expect(normalizeJordanPhone('0791234567')).toBe('+962791234567');
  });

  it('ignores surrounding spaces', () => {
    expect(normalizeJordanPhone(' 0781234567 ')).toBe('+962781234567');
  });

  it.each([
    ['Arabic-Indic digits', '٠٧٩١٢٣٤٥٦٧'],
    ['Eastern Arabic-Indic (Persian) digits', '۰۷۹۱۲۳۴۵۶۷'],
    ['digits of both kinds mixed with Western ones', '07٩١٢۳۴567'],
    ['fullwidth digits', '０７９１２３４５６７'],
    ['spaces', '079 123 4567'],
    ['the +962 form with spaces', '+962 79 123 4567'],
    ['00962', '00962791234567'],
    ['00962 with spaces', '00 962 79 123 4567'],
    ['962 without a plus', '962791234567'],
    ['the trunk 0 kept after the country code', '+962 079 123 4567'],
    ['dashes', '079-123-4567'],
    ['dots', '079.123.4567'],
    ['parentheses', '(079) 123 4567'],
    ['the country code in parentheses', '(+962) 79-123-4567'],
    [
      'a no-break space and direction marks copied from an Arabic page',
      '\u200E+962\u00A079\u200F 123 4567',
    ],
    ['Arabic-Indic digits after +962', '+٩٦٢ ٧٩ ١٢٣ ٤٥٦٧'],
  ])('reads %s', (_label, input) => {
    expect(normalizeJordanPhone(input)).toBe('+962791234567');
  });

  it.each([
    ['too short', '079123456'],
    ['too long', '07912345678'],
    ['landline', '065123456'],
    ['foreign', '+447911123456'],
    ['letters', '07912345ab'],
    ['letters before a number', 'abc+962791'],
    ['empty', ''],
    ['only separators', ' - ( ) . '],
    ['+962 without the mobile 7', '+962612345678'],
    ['a plus in the middle', '079+1234567'],
    ['two plus signs', '++962791234567'],
    ['a slash', '079/1234567'],
    ['a mobile number without its 0', '791234567'],
  ])('refuses a number that is %s', (_label, input) => {
    expect(normalizeJordanPhone(input)).toBeNull();
  });
});

describe('localJordanPhone', () => {
  it('writes any accepted form as 07XXXXXXXX', () => {
    expect(localJordanPhone('+962 79 123 4567')).toBe('0791234567');
    expect(localJordanPhone('٠٧٨١٢٣٤٥٦٧')).toBe('0781234567');
    expect(localJordanPhone('0771234567')).toBe('0771234567');
  });

  it('refuses what normalizeJordanPhone refuses', () => {
    expect(localJordanPhone('abc+962791')).toBeNull();
    expect(localJordanPhone('962791')).toBeNull();
  });
});
