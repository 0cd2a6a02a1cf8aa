import { describe, expect, it } from 'vitest';

import ar from './ar.json';
import en from './en.json';

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') entries.set(path, child);
    else for (const [nested, text] of flatten(child, path)) entries.set(nested, text);
  }
  return entries;
}

describe('translation catalogs', () => {
  const english = flatten(en);
  const arabic = flatten(ar);

  it('have exactly the same keys', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty text', () => {
    for (const [key, text] of [...english, ...arabic]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of english) {
      expect(placeholders(arabic.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('are really Arabic on the Arabic side', () => {
    const untranslated = [...arabic].filter(
      ([key, text]) => !/[\u0600-\u06FF]/.test(text) && !key.startsWith('nav.switchLanguage'),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
