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

/**
 * A text with plural forms is one key per form of the language's plural rules ('message_one',
 * 'message_other'; Arabic also _zero, _two, _few and _many): the base key stands for them all.
 */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

function pluralForms(texts: Map<string, string>): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const key of texts.keys()) {
    const form = PLURAL_FORM.exec(key)?.[1];
    if (!form) continue;
    const base = key.replace(PLURAL_FORM, '');
    groups.set(base, (groups.get(base) ?? new Set()).add(form));
  }
  return groups;
}

/** The keys, each plural text once under its base key. */
const keysOf = (texts: Map<string, string>) =>
  [...new Set([...texts.keys()].map((key) => key.replace(PLURAL_FORM, '')))].sort();

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((match) => match[1]).sort();

describe('translation catalogs', () => {
  const english = flatten(en);
  const arabic = flatten(ar);

  it('have exactly the same keys', () => {
    expect(keysOf(arabic)).toEqual(keysOf(english));
  });

  it('give every plural text each form its language needs', () => {
    for (const [language, texts] of [
      ['en', english],
      ['ar', arabic],
    ] as const) {
      const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [base, forms] of pluralForms(texts)) {
        expect([...forms].sort(), `${language}: ${base}`).toEqual([...needed].sort());
      }
    }
  });

  it('have no empty text', () => {
    for (const [key, text] of [...english, ...arabic]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders and link tags in both languages', () => {
    for (const [key, text] of english) {
      if (PLURAL_FORM.test(key)) continue;
      const other = arabic.get(key) ?? '';
      expect(placeholders(other), key).toEqual(placeholders(text));
      expect(tags(other), key).toEqual(tags(text));
    }
    // A plural form may spell its number out ('إشعاران'), so only the other placeholders must agree.
    const withoutCount = (text: string) => placeholders(text).filter((name) => name !== 'count');
    for (const [key, text] of [...english, ...arabic]) {
      if (!PLURAL_FORM.test(key)) continue;
      const base = key.replace(PLURAL_FORM, '');
      expect(withoutCount(text), key).toEqual(withoutCount(english.get(`${base}_other`) ?? ''));
    }
  });

  it('are really Arabic on the Arabic side', () => {
    const untranslated = [...arabic].filter(
      ([key, text]) => !/[\u0600-\u06FF]/.test(text) && !key.startsWith('nav.switchLanguage'),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('name a control for a screen reader with the words it shows: each `xNamed` holds its `x`', () => {
    // A button shows "Suspend" and is named "Suspend sara" beside others like it; a name that
    // dropped the shown words could not be spoken to voice control (WCAG 2.5.3, label in name).
    for (const texts of [english, arabic]) {
      const named = [...texts].filter(([key]) => key.endsWith('Named'));
      expect(named.length).toBeGreaterThan(10);
      for (const [key, name] of named) {
        const shown = texts.get(key.slice(0, -'Named'.length));
        expect(shown, key).toBeDefined();
        expect(name.toLowerCase(), key).toContain(shown?.toLowerCase());
      }
    }
  });

  it('have boot texts in both languages', () => {
    expect(Object.keys(BOOT_TEXTS.ar).sort()).toEqual(Object.keys(BOOT_TEXTS.en).sort());
    expect(BOOT_TEXTS.en.loading).toBe('Loading...');
    for (const text of Object.values(BOOT_TEXTS.ar)) expect(text).toMatch(/[\u0600-\u06FF]/);
  });
});
