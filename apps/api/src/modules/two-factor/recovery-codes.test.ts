import { describe, expect, it } from 'vitest';

import { hashesEqual } from '../../infra/one-time-secrets';
import {
  formatRecoveryCode,
  generateRecoveryCodes,
  hashRecoveryCode,
  normalizeRecoveryCode,
} from './recovery-codes';

const SERVER_SECRET = 'a-server-secret-long-enough-for-tests';

describe('recovery codes', () => {
  it('come ten at a time, ten characters each, all different', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{10}$/);
  });

  it('never hold characters read for one another: 0, o, 1, l, i', () => {
    const characters = new Set(Array.from({ length: 50 }, generateRecoveryCodes).flat().join(''));
    for (const lookAlike of ['0', 'o', '1', 'l', 'i']) {
      expect(characters.has(lookAlike), lookAlike).toBe(false);
    }
    // 5,000 characters from 31: every one of them shows up.
    expect(characters.size).toBe(31);
  });

  it('are shown in two groups of five', () => {
    expect(formatRecoveryCode('abcde23456')).toBe('abcde-23456');
  });

  it('are read back however they are typed', () => {
    for (const code of generateRecoveryCodes()) {
      expect(normalizeRecoveryCode(formatRecoveryCode(code))).toBe(code);
      expect(normalizeRecoveryCode(` ${code.toUpperCase()} `)).toBe(code);
    }
    for (const typed of [
      'abcde-23456',
      'ABCDE-23456',
      'abcde 23456',
      ' abc de23 456 ',
      'abcde–23456',
      'abcde-٢٣٤٥٦',
      'abcde-۲۳۴۵۶',
      'ＡＢＣＤＥ－２３４５６',
      '\u200Fabcde-23456\u200F',
    ]) {
      expect(normalizeRecoveryCode(typed), typed).toBe('abcde23456');
    }
  });

  it('refuse what cannot be a recovery code', () => {
    for (const typed of [
      '',
      'abcde-2345',
      'abcde-234567',
      'abcdo-23456',
      'abcde-01234',
      'abc_e23456',
    ]) {
      expect(normalizeRecoveryCode(typed), typed).toBeNull();
    }
  });

  it('are stored as a keyed hash bound to the member', () => {
    const hash = hashRecoveryCode(SERVER_SECRET, 12, 'abcde23456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('abcde23456');
    expect(hashesEqual(hash, hashRecoveryCode(SERVER_SECRET, 12, 'abcde23456'))).toBe(true);
    expect(hashRecoveryCode(SERVER_SECRET, 13, 'abcde23456')).not.toBe(hash);
    expect(hashRecoveryCode('another-server-secret-of-some-length', 12, 'abcde23456')).not.toBe(
      hash,
    );
    expect(hashRecoveryCode(SERVER_SECRET, 12, 'abcde23457')).not.toBe(hash);
  });
});
