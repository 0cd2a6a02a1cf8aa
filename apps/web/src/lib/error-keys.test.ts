import { describe, expect, it } from 'vitest';

import { ERROR_CODES } from '@tabarru/contract/errors';

import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import { ApiError, NETWORK_ERROR_CODE } from './api-client';
import { ERROR_CODE_KEYS, errorKey, errorText } from './error-keys';

function textAt(catalog: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      catalog,
    );
}

const refusal = (status: number, code: string, field?: string) =>
  new ApiError(status, { message: 'English words the page never shows', code, field });

describe('the error code table', () => {
  const codes = Object.values(ERROR_CODES);
  const table: Partial<Record<string, string>> = ERROR_CODE_KEYS;

  it('has a catalog key for every code of the contract', () => {
    expect(codes.filter((code) => table[code] === undefined)).toEqual([]);
  });

  it('points every code at a text in both catalogs, and in Arabic on the Arabic side', () => {
    for (const code of codes) {
      const key = table[code] ?? '';
      const english = textAt(en, key);
      const arabic = textAt(ar, key);
      expect(typeof english === 'string' && english.trim() !== '', `${key} in en.json`).toBe(true);
      expect(typeof arabic === 'string' && arabic.trim() !== '', `${key} in ar.json`).toBe(true);
      expect(arabic, `${key} in ar.json`).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('keeps no text for a code the contract no longer has', () => {
    // A feature's own codes may keep their texts under its own key (savedSearches.errors).
    const inErrors = codes.filter((code) => table[code]?.startsWith('errors.'));
    const named = Object.keys(en.errors).filter((name) => /^[A-Z_]+$/.test(name));
    expect(named.sort()).toEqual(inErrors.sort());
  });
});

describe('errorKey', () => {
  it("gives a refusal's own text, whatever its English message", () => {
    expect(errorKey(refusal(400, ERROR_CODES.claimOwnPost))).toBe('errors.CLAIM_OWN_POST');
    expect(errorKey(refusal(415, ERROR_CODES.imageNotSupported, 'images'))).toBe(
      'errors.IMAGE_NOT_SUPPORTED',
    );
  });

  it("gives the page's own words for a failure without a reason", () => {
    const keys = { failed: 'posts.create.failed', network: 'posts.create.networkError' } as const;
    expect(errorKey(refusal(500, ERROR_CODES.internal), keys)).toBe('posts.create.failed');
    expect(errorKey(refusal(400, 'A_CODE_FROM_A_NEWER_API'), keys)).toBe('posts.create.failed');
    expect(errorKey(new Error('boom'), keys)).toBe('posts.create.failed');
    expect(errorKey(new ApiError(0, { message: 'x', code: NETWORK_ERROR_CODE }), keys)).toBe(
      'posts.create.networkError',
    );
  });

  it('falls back to the general texts without a page of its own', () => {
    expect(errorKey(new ApiError(0, { message: 'x', code: NETWORK_ERROR_CODE }))).toBe(
      'errors.network',
    );
    expect(errorKey(refusal(400, 'A_CODE_FROM_A_NEWER_API'))).toBe('errors.unknown');
  });

  it('says how long to wait when a rate limit tells', () => {
    const t = (key: string, values?: Record<string, unknown>) =>
      `${key}${values ? JSON.stringify(values) : ''}`;
    const limited = new ApiError(429, { message: 'x', code: ERROR_CODES.rateLimited }, 42);
    expect(errorText(limited, t)).toBe('errors.rateLimitedSeconds{"seconds":42}');
    expect(errorText(refusal(429, ERROR_CODES.rateLimited), t)).toBe('errors.RATE_LIMITED');
  });
});
