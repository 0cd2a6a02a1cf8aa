import { describe, expect, it } from 'vitest';

import { contactFieldErrors } from './contact-validation';

describe('contactFieldErrors', () => {
  it('accepts a complete message', () => {
    expect(
      contactFieldErrors({ name: 'Sara', email: 'sara@example.jo', message: 'Hello' }),
    ).toEqual({});
  });

  it('names every missing field', () => {
    expect(contactFieldErrors({ name: ' ', email: '', message: '' })).toEqual({
      name: 'contact.nameRequired',
      email: 'contact.emailRequired',
      message: 'contact.messageRequired',
    });
  });

  it('tells a malformed email from a missing one', () => {
    expect(contactFieldErrors({ name: 'Sara', email: 'sara@', message: 'Hi' })).toEqual({
      email: 'contact.emailInvalid',
    });
  });

  it('refuses an overlong message', () => {
    expect(
      contactFieldErrors({ name: 'Sara', email: 'sara@example.jo', message: 'x'.repeat(5001) }),
    ).toEqual({
      message: 'contact.tooLong',
    });
  });
});
