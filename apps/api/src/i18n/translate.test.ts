import { describe, expect, it } from 'vitest';

import { ar } from './ar';
import { en } from './en';
import { translate } from './translate';

function texts(node: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') found.set(path, child);
    else for (const [nested, text] of texts(child, path)) found.set(nested, text);
  }
  return found;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the server catalogues', () => {
  it('use the same placeholders in both languages', () => {
    const arabic = texts(ar);
    for (const [key, text] of texts(en)) {
      expect(placeholders(arabic.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('fill placeholders in the language asked for', () => {
    expect(translate('en', 'sms.verificationCode', { code: '123456', minutes: 10 })).toBe(
      'Your Tabarru verification code is 123456. It expires in 10 minutes. Do not share it with anyone.',
    );
    expect(translate('ar', 'sms.verificationCode', { code: '123456', minutes: 10 })).toContain(
      '123456',
    );
  });

  it('leaves a placeholder without a value as it is, rather than writing undefined', () => {
    expect(translate('en', 'mail.contactMessage.subject')).toBe(
      'New contact message from {{name}}',
    );
  });
});
