import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { ERROR_CODES, errorCodeOfIssue, isErrorCode, valueAtPath, withCode } from './errors';

function codeOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  const [issue] = result.error.issues;
  if (!issue) throw new Error('expected an issue');
  return errorCodeOfIssue(issue as Parameters<typeof errorCodeOfIssue>[0], input);
}

describe('errorCodeOfIssue', () => {
  const form = z.object({
    title: z.string().trim().min(1).max(5),
    password: z.string().min(8),
    email: z.email(),
    count: z.number().max(3),
    custom: z.string().refine((value) => value === 'ok', {
      message: 'Not ok',
      params: withCode(ERROR_CODES.eventEndBeforeStart),
    }),
  });
  const valid = { title: 'a', password: '12345678', email: 'a@b.jo', count: 1, custom: 'ok' };

  it('names a missing or blank required text', () => {
    expect(codeOf(form, { ...valid, title: undefined })).toBe(ERROR_CODES.fieldRequired);
    expect(codeOf(form, { ...valid, title: '   ' })).toBe(ERROR_CODES.fieldRequired);
  });

  it('names a text too long or too short', () => {
    expect(codeOf(form, { ...valid, title: 'longer' })).toBe(ERROR_CODES.fieldTooLong);
    expect(codeOf(form, { ...valid, password: 'short' })).toBe(ERROR_CODES.fieldTooShort);
  });

  it('names a malformed email', () => {
    expect(codeOf(form, { ...valid, email: 'nope' })).toBe(ERROR_CODES.emailInvalid);
  });

  it('calls any other failure an invalid field', () => {
    expect(codeOf(form, { ...valid, count: 9 })).toBe(ERROR_CODES.fieldInvalid);
    expect(codeOf(form, { ...valid, title: 7 })).toBe(ERROR_CODES.fieldInvalid);
  });

  it('takes the code a custom rule carries', () => {
    expect(codeOf(form, { ...valid, custom: 'no' })).toBe(ERROR_CODES.eventEndBeforeStart);
  });

  it('ignores a carried value that is not one of our codes', () => {
    expect(errorCodeOfIssue({ code: 'custom', params: { code: 'MADE_UP' } }, {})).toBe(
      ERROR_CODES.fieldInvalid,
    );
  });
});

describe('valueAtPath', () => {
  it('reads nested values and says undefined for what is missing', () => {
    expect(valueAtPath({ a: { b: [1, 2] } }, ['a', 'b', 1])).toBe(2);
    expect(valueAtPath({ a: null }, ['a', 'b'])).toBeUndefined();
    expect(valueAtPath('text', [])).toBe('text');
  });
});

describe('ERROR_CODES', () => {
  it('gives every refusal its own code', () => {
    const codes = Object.values(ERROR_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^[A-Z][A-Z_]+$/.test(code))).toBe(true);
    expect(isErrorCode('POST_NOT_FOUND')).toBe(true);
    expect(isErrorCode('post_not_found')).toBe(false);
  });
});
