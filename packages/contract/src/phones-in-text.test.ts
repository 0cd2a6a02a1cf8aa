import { describe, expect, it } from 'vitest';

import { phonesInText } from './phones-in-text';

/** The phone numbers of a text as written there, with their digits. */
const found = (text: string) =>
  phonesInText(text).map((phone) => ({
    written: text.slice(phone.start, phone.end),
    digits: phone.digits,
    dialable: phone.dialable,
  }));

describe('phonesInText', () => {
  it.each([
    ['ASCII digits', '0791234567'],
    ['Arabic-Indic digits', '٠٧٩١٢٣٤٥٦٧'],
    ['Eastern Arabic-Indic digits', '۰۷۹۱۲۳۴۵۶۷'],
    ['fullwidth digits mixed with Arabic-Indic ones', '０٧٩١٢٣٤٥٦٧'],
    ['mathematical digits mixed with Arabic-Indic ones', '𝟎𝟕𝟗١٢٣٤٥٦٧'],
    ['digits of every kind at once', '０٧𝟗۱2३４٥𝟔७'],
    ['keycap emoji', '0️⃣7️⃣9️⃣1️⃣2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣'],
    ['spaces', '079 123 4567'],
    ['slashes', '079/123/4567'],
    ['fullwidth slashes', '079／123／4567'],
    ['dots', '079.123.4567'],
    ['dashes of every width', '079-123–45—67'],
    ['parentheses', '(079)1234567'],
    ['fullwidth parentheses', '（079） 123 4567'],
    ['brackets around a part', '079 [123] 4567'],
    ['underscores and commas', '079_123,4567'],
    ['Arabic commas', '079،123،4567'],
    ['quotes and stars', '079 "123" *4567'],
    ['emoji', '079🔥123☎4567'],
    ['a minus sign', '079−123−4567'],
    ['a mix of separators', '079 / 123.45-67'],
    ['a space between every digit', '0 7 9 1 2 3 4 5 6 7'],
    ['invisible marks between the digits', '079\u200B123\u200E4567'],
    ['tatweel between Arabic-Indic digits', '٠٧٩ـ١٢٣ـ٤٥٦٧'],
    ['Arabic presentation forms of marks between them', '٠٧٩\uFE70١٢٣\uFE7E٤٥٦٧'],
    ['no-break and ideographic spaces', '079\u00A0123\u30004567'],
  ])('finds a Jordanian mobile with its 0 written with %s', (_label, written) => {
    expect(found(`call ${written} please`)).toEqual([
      { written, digits: '0791234567', dialable: true },
    ]);
  });

  it.each([
    ['nine digits', '791234567'],
    ['spaces', '79 123 4567'],
    ['a space between every digit', '7 9 1 2 3 4 5 6 7'],
    ['slashes', '79/123/4567'],
    ['Arabic-Indic digits', '٧٩١٢٣٤٥٦٧'],
    ['fullwidth digits', '７８１２３４５６７'],
  ])('finds a Jordanian mobile without its 0 written as %s, not dialable', (_label, written) => {
    const [phone] = found(`call ${written} please`);
    expect(phone?.written).toBe(written);
    expect(phone?.dialable).toBe(false);
  });

  it.each([
    ['+962 79 123 4567', '+962791234567'],
    ['+962/79/123/4567', '+962791234567'],
    ['(+962) 79-123-4567', '+962791234567'],
    ['+962 (0) 79 123 4567', '+9620791234567'],
    ['＋９６２ ７９ １２３ ４５６７', '+962791234567'],
    ['+٩٦٢ ٧٩ ١٢٣ ٤٥٦٧', '+962791234567'],
    ['00962 79 123 4567', '00962791234567'],
    ['00962791234567', '00962791234567'],
    ['962 79 123 4567', '962791234567'],
    ['+44 7700 900123', '+447700900123'],
  ])('finds the international form %s', (written, digits) => {
    expect(found(`WhatsApp ${written}.`)).toEqual([{ written, digits, dialable: true }]);
  });

  it('finds a landline with its 0', () => {
    expect(found('Landline 06-5551234')).toEqual([
      { written: '06-5551234', digits: '065551234', dialable: true },
    ]);
  });

  it('finds a number among others, and leaves the others out', () => {
    expect(found('Bought 2024, call 079 123 4567 2 times, size 120x200')).toEqual([
      { written: '079 123 4567', digits: '0791234567', dialable: true },
    ]);
    expect(found('2 chairs 79 123 4567 50 JD')).toEqual([
      { written: '79 123 4567', digits: '791234567', dialable: false },
    ]);
    expect(found('0791234567 / 0781234567')).toEqual([
      { written: '0791234567', digits: '0791234567', dialable: true },
      { written: '0781234567', digits: '0781234567', dialable: true },
    ]);
  });

  it('finds a number run together with other digits', () => {
    expect(found('call 07912345672024')).toEqual([
      { written: '07912345672024', digits: '07912345672024', dialable: false },
    ]);
    expect(found('رقم 10791234567')).toEqual([
      { written: '10791234567', digits: '10791234567', dialable: false },
    ]);
  });

  it('gives where each number is in the text as written, whatever the width of its digits', () => {
    const text = 'اتصل 𝟎𝟕𝟗𝟏𝟐𝟑𝟒𝟓𝟔𝟕 أو ٠٧٨١٢٣٤٥٦٧ مساءً';
    const phones = phonesInText(text);
    expect(phones.map(({ start, end }) => text.slice(start, end))).toEqual([
      '𝟎𝟕𝟗𝟏𝟐𝟑𝟒𝟓𝟔𝟕',
      '٠٧٨١٢٣٤٥٦٧',
    ]);
  });

  it.each([
    ['a year', 'Bought in 2024'],
    ['a range of years', 'Model 2020-2021, used 2022–2024'],
    ['a date', 'Collect by 12/05/2024'],
    ['a price', 'Was 50 JD, ٥٠ دينار'],
    ['a large price', 'Price was 1,000,000 fils'],
    ['a size', '120x200 cm'],
    ['a size with ×', '120 × 200 × 45 cm'],
    ['dimensions with dashes', 'Dimensions 120-200-45'],
    ['a size and a year', '180 x 200 cm, bought 2019'],
    ['a quantity', '3 boxes of 12 plates'],
    ['a model and a capacity', 'iPhone 12, 128 GB'],
    ['shoe sizes', 'Sizes 38 39 40 41 42'],
    ['opening hours', 'Open 9:30 - 17:00'],
    ['opening hours in two parts', 'Open 09:00 - 12:00, 15:00 - 18:00'],
    ['a time with seconds', 'Sent 2024-03-15 09:30:00.000'],
    ['a percentage and a count', 'Battery 100% 0 cycles, 12 months'],
    ['a weight', '0.5 kg'],
    ['Arabic text with numbers', 'كنبة ٣ مقاعد، عمرها ٥ سنوات، السعر ٢٠٠ دينار'],
    ['fullwidth numbers', 'ｍｏｄｅｌ ２０２４, ５０ JD'],
    ['a number too short to call', '079 123 45'],
    ['a mobile-like number of another length', '7912 3456'],
    ['a foreign number without its code', '44 7700 900123'],
    ['sizes after a plus', 'Sizes 38+ 39, 40, 41, 42, 43'],
  ])('finds nothing in %s', (_label, text) => {
    expect(found(text)).toEqual([]);
  });

  it('finds nothing in an empty text or one without digits', () => {
    expect(phonesInText('')).toEqual([]);
    expect(phonesInText('طاولة خشب بحالة ممتازة')).toEqual([]);
  });
});
