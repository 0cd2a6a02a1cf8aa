import { describe, expect, it } from 'vitest';

import { withoutContactDetails } from './contact-details';

const shown = (text: string) => withoutContactDetails({ text }).text;

describe('withoutContactDetails', () => {
  it.each([
    ['Call 0791234567 after five', 'Call … after five'],
    ['Call 079 123 4567.', 'Call ….'],
    ['WhatsApp +962 79 123 4567', 'WhatsApp …'],
    ['اتصل على ٠٧٩١٢٣٤٥٦٧ مساءً', 'اتصل على … مساءً'],
    ['Landline 06-5551234', 'Landline …'],
    ['00962791234567', '…'],
  ])('hides a phone number written as people usually do: %s', (text, hidden) => {
    expect(shown(text)).toBe(hidden);
  });

  it.each([
    ['fullwidth digits mixed with Arabic-Indic ones', '０٧٩١٢٣٤٥٦٧'],
    ['mathematical digits mixed with Arabic-Indic ones', '𝟎𝟕𝟗١٢٣٤٥٦٧'],
    ['Eastern Arabic-Indic digits', '۰۷۹۱۲۳۴۵۶۷'],
    ['Devanagari digits', '०७९१२३४५६७'],
    ['superscript digits', '⁰⁷⁹¹²³⁴⁵⁶⁷'],
    ['keycap emoji', '0️⃣7️⃣9️⃣1️⃣2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣'],
    ['nine digits, without the 0', '791234567'],
    ['nine digits spaced out', '7 9 1 2 3 4 5 6 7'],
    ['nine Arabic-Indic digits', '٧٩١٢٣٤٥٦٧'],
    ['without the 0, in groups', '79 123 4567'],
    ['+962 without the 0', '+962 79 123 4567'],
    ['+962 with the 0 kept', '+962 (0) 79 123 4567'],
    ['00962', '00962 79 123 4567'],
    ['962 without its +', '962791234567'],
    ['fullwidth +962', '＋９６２７９１２３４５６７'],
    ['slashes', '079/123/4567'],
    ['slashes without the 0', '79/123/4567'],
    ['slashes after +962', '+962/79/123/4567'],
    ['fullwidth slashes', '079／123／4567'],
    ['dots', '079.123.4567'],
    ['dashes', '079-123-4567'],
    ['long dashes', '079–123—4567'],
    ['spaces', '079 123 4567'],
    ['parentheses', '(079) 123 4567'],
    ['a mix of separators', '(079)-123. 45/67'],
    ['a space between every digit', '0 7 9 1 2 3 4 5 6 7'],
    ['invisible characters between the digits', '079\u200B123\u200F4567'],
    ['tatweel between the digits', '٠٧٩ـ١٢٣ـ٤٥٦٧'],
    ['a year run into it', '07912345672024'],
    ['a foreign number', '+44 7700 900123'],
  ])('hides a phone number written with %s, keeping the Arabic around it', (_label, number) => {
    expect(shown(`اتصلوا على ${number} بعد الخامسة`)).toBe('اتصلوا على … بعد الخامسة');
    expect(shown(`Call ${number} after five`)).toBe('Call … after five');
  });

  it('hides each number of a text, and keeps the numbers between them', () => {
    expect(shown('Bought 2024 for 50 JD. Call 079/123/4567 or ٧٨ ١٢٣ ٤٥٦٧, 2 chairs')).toBe(
      'Bought 2024 for 50 JD. Call … or …, 2 chairs',
    );
    expect(shown('كنبة ٣ مقاعد ١٢٠×٢٠٠ سم، للتواصل ٠٧٩١٢٣٤٥٦٧ أو ٧٩١٢٣٤٥٦٧ شكراً')).toBe(
      'كنبة ٣ مقاعد ١٢٠×٢٠٠ سم، للتواصل … أو … شكراً',
    );
  });

  it('hides a number begun in the title and ended in the description', () => {
    expect(
      withoutContactDetails({ title: 'Sofa, call 079 123', description: '4567 after five' }),
    ).toEqual({ title: 'Sofa, call …', description: '… after five' });
    expect(withoutContactDetails({ title: 'Sofa 2024', description: '3 seats' })).toEqual({
      title: 'Sofa 2024',
      description: '3 seats',
    });
  });

  it('hides email addresses', () => {
    expect(shown('Write to sara.h@example.jo or call')).toBe('Write to … or call');
  });

  it.each([
    ['a year', 'Bought in 2024'],
    ['years', 'Model 2020-2021, used 2022–2024'],
    ['a date', 'Collect by 12/05/2024'],
    ['a price', 'Price 50 JD'],
    ['a price in Arabic', 'السعر ٥٠ دينار'],
    ['a large price', 'Price was 1,000,000 fils'],
    ['a size', '120x200 cm'],
    ['a size with ×', 'سرير ١٢٠ × ٢٠٠ سم'],
    ['a size and a year', '180 x 200 cm, bought 2019'],
    ['dimensions', 'Dimensions 120-200-45'],
    ['a quantity', '3 boxes of 12 plates'],
    ['a model and a capacity', 'iPhone 12, 128 GB'],
    ['shoe sizes', 'Sizes 38 39 40 41 42'],
    ['opening hours', 'From 9:30 to 17:00'],
    ['opening hours in two parts', 'من 09:00 - 12:00، 15:00 - 18:00'],
    ['a weight', '0.5 kg'],
    ['fullwidth numbers', 'ｍｏｄｅｌ ２０２４, ５０ JD'],
    ['Arabic text with numbers', 'كنبة ٣ مقاعد، عمرها ٥ سنوات، السعر ٢٠٠ دينار'],
    ['a number too short to call', 'Item 079 123 45'],
  ])('keeps %s as written', (_label, text) => {
    expect(shown(text)).toBe(text);
  });
});
