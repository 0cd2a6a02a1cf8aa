import { describe, expect, it } from 'vitest';

import { normalizeJordanPhone } from './phone';

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
    ['too short', '079123456'],
    ['too long', '07912345678'],
    ['landline', '065123456'],
    ['foreign', '+447911123456'],
    ['letters', '07912345ab'],
    ['empty', ''],
    ['+962 without the mobile 7', '+962612345678'],
  ])('refuses a number that is %s', (_label, input) => {
    expect(normalizeJordanPhone(input)).toBeNull();
  });
});
