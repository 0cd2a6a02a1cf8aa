import { describe, expect, it } from 'vitest';

import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('refuses the passwords everyone tries first, in any case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('Qwertyuiop')).toBe(true);
  });

  it('accepts a passphrase nobody has on a list', () => {
    expect(isCommonPassword('olive trees by the dead sea')).toBe(false);
    expect(isCommonPassword('Zarqa-sofa-2026!')).toBe(false);
  });
});
