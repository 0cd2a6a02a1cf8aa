import { describe, expect, it } from 'vitest';

import { contactRequestSchema } from '@tabarru/contract/contact';

import { schemaResolver } from './form-resolver';

const resolve = (values: { name: string; email: string; message: string }) =>
  schemaResolver(contactRequestSchema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('schemaResolver', () => {
  it('passes valid values on, trimmed by the schema', async () => {
    const result = await resolve({ name: ' Sara ', email: 'sara@example.jo', message: 'Hi' });
    expect(result).toEqual({
      values: { name: 'Sara', email: 'sara@example.jo', message: 'Hi' },
      errors: {},
    });
  });

  it('names what is missing, what is malformed and what is too long', async () => {
    const { errors } = await resolve({ name: '  ', email: 'sara@', message: 'x'.repeat(5001) });
    expect(errors.name?.type).toBe('required');
    expect(errors.email?.type).toBe('invalid');
    expect(errors.message?.type).toBe('tooLong');
  });

  it('calls an empty email missing, not malformed', async () => {
    const { errors } = await resolve({ name: 'Sara', email: '', message: 'Hi' });
    expect(Object.keys(errors)).toEqual(['email']);
    expect(errors.email?.type).toBe('required');
  });
});
