import { describe, expect, it } from 'vitest';

import { westernDigits } from './digits';

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
