import { describe, expect, it } from 'vitest';

import { whatsappLink } from './contact-links';

describe('whatsappLink', () => {
  it('writes a Jordanian mobile in its international form, digits only', () => {
    expect(whatsappLink('0791234567')).toBe('https://wa.me/962791234567');
    expect(whatsappLink('+962 79 123 4567')).toBe('https://wa.me/962791234567');
  });

  it('keeps other numbers as their digits, and gives none without digits', () => {
    expect(whatsappLink('065123456')).toBe('https://wa.me/065123456');
    expect(whatsappLink('—')).toBeNull();
  });
});
