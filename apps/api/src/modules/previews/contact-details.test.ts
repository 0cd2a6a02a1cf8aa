import { describe, expect, it } from 'vitest';

import { withoutContactDetails } from './contact-details';

describe('withoutContactDetails', () => {
  it('hides phone numbers however they are written', () => {
    for (const [text, shown] of [
      ['Call 0791234567 after five', 'Call … after five'],
      ['Call 079 123 4567.', 'Call ….'],
      ['WhatsApp +962 79 123 4567', 'WhatsApp …'],
      ['اتصل على ٠٧٩١٢٣٤٥٦٧ مساءً', 'اتصل على … مساءً'],
      ['Landline 06-5551234', 'Landline …'],
      ['00962791234567', '…'],
    ]) {
      expect(withoutContactDetails(text as string), text).toBe(shown);
    }
  });

  it('hides email addresses', () => {
    expect(withoutContactDetails('Write to sara.h@example.jo or call')).toBe('Write to … or call');
  });

  it('keeps numbers that are not for calling: sizes, years, models', () => {
    for (const text of [
      '180 x 200 cm, bought 2019',
      'iPhone 12, 128 GB',
      'Dimensions 120-200-45',
      'Price was 1,000,000 fils',
    ]) {
      expect(withoutContactDetails(text), text).toBe(text);
    }
  });
});
