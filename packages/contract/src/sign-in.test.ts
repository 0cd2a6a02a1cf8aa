import { describe, expect, it } from 'vitest';

import { loginRequestSchema, signInAccount, signInFormSchema } from './accounts';

describe('signInAccount', () => {
  it.each([
    ['the 07 form', '0791234567'],
    ['without the trunk 0', '791234567'],
    ['without the trunk 0 in Arabic-Indic digits', '٧٩ ١٢٣ ٤٥٦٧'],
    ['the +962 form with spaces', '+962 79 123 4567'],
    ['00962 with dashes', '00962-79-123-4567'],
    ['Arabic-Indic digits in groups', '٠٧٩ ١٢٣ ٤٥٦٧'],
    ['Eastern Arabic-Indic digits', '۰۷۹۱۲۳۴۵۶۷'],
    ['fullwidth digits and plus', '＋９６２７９１２３４５６７'],
    ['spaces around it', '  0791234567 '],
  ])('reads a phone typed as %s as its +962 form', (_form, typed) => {
    expect(signInAccount(typed)).toEqual({ by: 'phone', value: '+962791234567' });
  });

  it('reads an email in lower case, without the spaces around it', () => {
    expect(signInAccount(' Sara@Example.JO ')).toEqual({ by: 'email', value: 'sara@example.jo' });
  });

  it.each([
    ['a landline', '065001234'],
    ['a mobile number a digit short', '07912345'],
    ['a name', 'sara'],
  ])('reads %s as the email it would be, which no account has', (_kind, typed) => {
    expect(signInAccount(typed)).toEqual({ by: 'email', value: typed });
  });
});

describe('signInFormSchema', () => {
  const check = (email: string) =>
    signInFormSchema.safeParse({ email, password: 'a long password' });

  it.each(['sara@example.jo', '٠٧٩١٢٣٤٥٦٧', '+962 79 123 4567'])('takes %s', (email) => {
    expect(check(email).success).toBe(true);
  });

  it.each(['07912345', 'sara', '065001234'])(
    'refuses %s as neither an email nor a mobile number, with its code',
    (email) => {
      const result = check(email);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['email'], params: { code: 'FIELD_INVALID' } }),
      ]);
    },
  );

  it('asks nothing more of the API: any text reaches the account lookup', () => {
    expect(loginRequestSchema.safeParse({ email: 'sara', password: 'x' }).success).toBe(true);
  });
});
