import { describe, expect, it } from 'vitest';

import { fieldErrorText, type FieldErrorKeys } from './form-errors';

const KEYS: FieldErrorKeys<'title'> = {
  title: { required: 'posts.form.titleRequired', tooLong: 'posts.form.titleTooLong' },
};

/** A `t` that shows which key and values it was asked for. */
const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

describe('fieldErrorText', () => {
  it('is nothing while the field has no error', () => {
    expect(fieldErrorText(t, KEYS, 'title', undefined)).toBeUndefined();
  });

  it("says the form's words for the failure, with the values they name", () => {
    expect(fieldErrorText(t, KEYS, 'title', 'required')).toBe('posts.form.titleRequired');
    expect(fieldErrorText(t, KEYS, 'title', 'tooLong', { max: '80' })).toBe(
      'posts.form.titleTooLong {"max":"80"}',
    );
  });

  it('falls back to the general text of a failure the form does not name', () => {
    expect(fieldErrorText(t, KEYS, 'title', 'tooShort')).toBe('errors.FIELD_TOO_SHORT');
  });
});
