import { describe, expect, it } from 'vitest';

import ar from './ar.json';
import { BOOT_TEXTS } from './boot-texts';
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

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((match) => match[1]).sort();

describe('translation catalogs', () => {
  const english = flatten(en);
  const arabic = flatten(ar);

  it('have exactly the same keys', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty text', () => {
    for (const [key, text] of [...english, ...arabic]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders and link tags in both languages', () => {
    for (const [key, text] of english) {
      const other = arabic.get(key) ?? '';
      expect(placeholders(other), key).toEqual(placeholders(text));
      expect(tags(other), key).toEqual(tags(text));
    }
  });

  it('are really Arabic on the Arabic side', () => {
    const untranslated = [...arabic].filter(
      ([key, text]) => !/[\u0600-\u06FF]/.test(text) && !key.startsWith('nav.switchLanguage'),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('have boot texts in both languages', () => {
    expect(Object.keys(BOOT_TEXTS.ar).sort()).toEqual(Object.keys(BOOT_TEXTS.en).sort());
    expect(BOOT_TEXTS.en.loading).toBe('Loading...');
    for (const text of Object.values(BOOT_TEXTS.ar)) expect(text).toMatch(/[\u0600-\u06FF]/);
  });
});
