import { Secret, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';

import {
  generateTotpSecret,
  normalizeTotpCode,
  totpCodeAt,
  totpStep,
  totpUri,
  verifyTotpCode,
} from './totp';

/** The published SHA-1 test key, "12345678901234567890" in ASCII, as base32. */
const TEST_KEY = Secret.fromLatin1('12345678901234567890').base32;
const SECONDS = 1000;
const STEP_MS = 30 * SECONDS;

/** The published SHA-1 test values: the time in seconds and the 8-digit code, whose last 6 we use. */
const PUBLISHED_CODES: [seconds: number, eightDigits: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

function check(code: string, now: number, lastUsedStep: number | null = null) {
  return verifyTotpCode({ secret: TEST_KEY, code, now, lastUsedStep });
}

describe('a new TOTP secret', () => {
  it('is 160 random bits in base32', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });
});

describe('the authenticator URI', () => {
  it('names Tabarru and the member, and carries the secret and the code settings', () => {
    const secret = generateTotpSecret();
    const uri = totpUri(secret, 'sara@example.jo');
    expect(uri).toBe(
      `otpauth://totp/Tabarru:sara%40example.jo?issuer=Tabarru&secret=${secret}` +
        '&algorithm=SHA1&digits=6&period=30',
    );
    const parsed = URI.parse(uri);
    expect(parsed.issuer).toBe('Tabarru');
    expect(parsed.label).toBe('sara@example.jo');
    expect(parsed.secret.base32).toBe(secret);
  });

  it('keeps an address with reserved characters in the label only', () => {
    const uri = totpUri(TEST_KEY, 'a+b&c?d@example.jo');
    expect(URI.parse(uri).label).toBe('a+b&c?d@example.jo');
    expect(new URL(uri).searchParams.get('secret')).toBe(TEST_KEY);
  });
});

describe('checking a TOTP code', () => {
  it.each(PUBLISHED_CODES)('gives the published code at %i s', (seconds, eightDigits) => {
    const now = seconds * SECONDS;
    const code = eightDigits.slice(-6);
    expect(totpCodeAt(TEST_KEY, now)).toBe(code);
    expect(check(code, now)).toBe(Math.floor(seconds / 30));
  });

  it('takes the code of one step either side of now, and not two', () => {
    const now = 1111111111 * SECONDS;
    const step = totpStep(now);
    expect(check(totpCodeAt(TEST_KEY, now - STEP_MS), now)).toBe(step - 1);
    expect(check(totpCodeAt(TEST_KEY, now + STEP_MS), now)).toBe(step + 1);
    expect(check(totpCodeAt(TEST_KEY, now - 2 * STEP_MS), now)).toBeNull();
    expect(check(totpCodeAt(TEST_KEY, now + 2 * STEP_MS), now)).toBeNull();
  });

  it('counts steps from the edges of each 30 seconds', () => {
    // Step 1 is 30-59.999 s: step 0 is one back, step 2 (60 s) one ahead, step 3 (90 s) two.
    const lastOfStep1 = 59_999;
    expect(totpStep(lastOfStep1)).toBe(1);
    expect(totpStep(lastOfStep1 + 1)).toBe(2);
    expect(check(totpCodeAt(TEST_KEY, 0), lastOfStep1)).toBe(0);
    expect(check(totpCodeAt(TEST_KEY, 60 * SECONDS), lastOfStep1)).toBe(2);
    expect(check(totpCodeAt(TEST_KEY, 90 * SECONDS), lastOfStep1)).toBeNull();
    expect(check(totpCodeAt(TEST_KEY, 0), lastOfStep1 + 1)).toBeNull();
  });

  it('refuses a code of a step not later than the last one used', () => {
    const now = 1234567890 * SECONDS;
    const step = totpStep(now);
    const code = totpCodeAt(TEST_KEY, now);
    expect(check(code, now, step - 1)).toBe(step);
    expect(check(code, now, step)).toBeNull();
    expect(check(code, now + STEP_MS, step)).toBeNull();
    expect(check(totpCodeAt(TEST_KEY, now - STEP_MS), now, step)).toBeNull();
    // The next code is taken even while the used one's step is still current.
    expect(check(totpCodeAt(TEST_KEY, now + STEP_MS), now, step)).toBe(step + 1);
  });

  it('refuses a wrong code, another secret’s code, and what is not six digits', () => {
    const now = 59 * SECONDS;
    expect(check('287083', now)).toBeNull();
    const otherKey = Secret.fromLatin1('another member key!!').base32;
    expect(check(totpCodeAt(otherKey, now), now)).toBeNull();
    for (const typed of ['', '28708', '2870820', '94287082', '28708x', '28 70 8', '287082a']) {
      expect(check(typed, now), typed).toBeNull();
    }
  });

  it('reads the code as people in Jordan type and paste it', () => {
    const now = 59 * SECONDS;
    for (const typed of [
      '287 082',
      ' 287082 ',
      '287-082',
      '٢٨٧٠٨٢',
      '۲۸۷۰۸۲',
      '٢٨٧ ٠٨٢',
      '\u200F٢٨٧٠٨٢\u200F',
      '２８７０８２',
      '28٧0۸2',
    ]) {
      expect(check(typed, now), typed).toBe(1);
    }
  });
});

describe('normalizing a typed TOTP code', () => {
  it('gives the six Western digits, or null', () => {
    expect(normalizeTotpCode('٠١٢ ٣٤٥')).toBe('012345');
    expect(normalizeTotpCode('۶۷۸۹۰۱')).toBe('678901');
    expect(normalizeTotpCode('12345')).toBeNull();
    expect(normalizeTotpCode('12345.6')).toBeNull();
  });
});
