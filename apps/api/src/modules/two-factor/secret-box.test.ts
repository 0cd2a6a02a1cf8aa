import { describe, expect, it } from 'vitest';

import { openSecret, sealSecret } from './secret-box';

const SERVER_SECRET = 'a-server-secret-long-enough-for-tests';
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CONTEXT = 'member:12';

/** The value with one byte of its iv | ciphertext | tag flipped. */
function withByteChanged(sealed: string, index: number): string {
  const [version, encoded = ''] = sealed.split('.');
  const bytes = Buffer.from(encoded, 'base64url');
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return `${version}.${bytes.toString('base64url')}`;
}

describe('the secret box', () => {
  it('opens what it sealed, and never shows the secret in the sealed value', () => {
    const sealed = sealSecret(SERVER_SECRET, CONTEXT, TOTP_SECRET);
    expect(sealed).toMatch(/^v1\.[\w-]+$/);
    expect(sealed).not.toContain(TOTP_SECRET);
    expect(Buffer.from(sealed.slice(3), 'base64url')).toHaveLength(12 + TOTP_SECRET.length + 16);
    expect(openSecret(SERVER_SECRET, CONTEXT, sealed)).toBe(TOTP_SECRET);
  });

  it('seals the same secret differently each time', () => {
    const first = sealSecret(SERVER_SECRET, CONTEXT, TOTP_SECRET);
    const second = sealSecret(SERVER_SECRET, CONTEXT, TOTP_SECRET);
    expect(first).not.toBe(second);
    expect(first.slice(3, 19)).not.toBe(second.slice(3, 19));
    expect(openSecret(SERVER_SECRET, CONTEXT, second)).toBe(TOTP_SECRET);
  });

  it('refuses a value with any one byte changed: iv, ciphertext or tag', () => {
    const sealed = sealSecret(SERVER_SECRET, CONTEXT, TOTP_SECRET);
    const length = Buffer.from(sealed.slice(3), 'base64url').length;
    for (let index = 0; index < length; index += 1) {
      expect(() => openSecret(SERVER_SECRET, CONTEXT, withByteChanged(sealed, index))).toThrow(
        /did not open/,
      );
    }
  });

  it('refuses a value sealed under another server secret or for another member', () => {
    const sealed = sealSecret(SERVER_SECRET, CONTEXT, TOTP_SECRET);
    expect(() => openSecret('another-server-secret-of-some-length', CONTEXT, sealed)).toThrow(
      /did not open/,
    );
    expect(() => openSecret(SERVER_SECRET, 'member:13', sealed)).toThrow(/did not open/);
  });

  it('refuses what is not a sealed value, or is cut short or lengthened', () => {
    const sealed = sealSecret(SERVER_SECRET, CONTEXT, TOTP_SECRET);
    for (const value of [
      '',
      TOTP_SECRET,
      sealed.replace('v1.', 'v2.'),
      sealed.slice(3),
      `${sealed}.x`,
      `${sealed}!`,
      'v1.',
      'v1.AAAA',
    ]) {
      expect(() => openSecret(SERVER_SECRET, CONTEXT, value), value).toThrow(
        /Not a sealed two-factor secret/,
      );
    }
    expect(() => openSecret(SERVER_SECRET, CONTEXT, sealed.slice(0, -4))).toThrow();
    expect(() => openSecret(SERVER_SECRET, CONTEXT, `${sealed}AAAA`)).toThrow();
  });
});
