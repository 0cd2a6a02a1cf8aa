import { describe, expect, it } from 'vitest';

import { controlCharacterPath, hasControlCharacters } from './control-characters';

describe('hasControlCharacters', () => {
  it('finds C0 controls other than tab, line feed and carriage return, DEL and C1', () => {
    for (const unit of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f, 0x85, 0x9f]) {
      expect(hasControlCharacters(`a${String.fromCharCode(unit)}b`), unit.toString(16)).toBe(true);
    }
  });

  it('finds unpaired surrogates, at the start, in the middle and at the end', () => {
    expect(hasControlCharacters('\uD800')).toBe(true);
    expect(hasControlCharacters('a\uDC00b')).toBe(true);
    expect(hasControlCharacters('ab\uD83D')).toBe(true);
    expect(hasControlCharacters('\uDE00\uD83D')).toBe(true);
  });

  it('lets through what people write: lines, tabs, Arabic, direction marks and emoji', () => {
    for (const text of [
      '',
      'Wooden table\r\nSix chairs\tincluded',
      'طاولة خشبية ٧٩',
      '\u200Fعمّان\u200E - Amman',
      'Free to a good home \uD83D\uDE00\u200D',
      "<script>alert(1)</script> ' OR 1=1 --",
    ]) {
      expect(hasControlCharacters(text), text).toBe(false);
    }
  });
});

describe('controlCharacterPath', () => {
  it('names the first offending value or key, in the order of the input', () => {
    expect(controlCharacterPath({ title: 'ok', features: ['a', 'b\u0000'] })).toEqual([
      'features',
      1,
    ]);
    expect(controlCharacterPath({ title: 'x\u0007', description: '\u0000' })).toEqual(['title']);
    expect(controlCharacterPath({ nested: { 'bad\u0000key': 1 } })).toEqual(['nested']);
    expect(controlCharacterPath('\u0000')).toEqual([]);
  });

  it('passes clean input of any shape', () => {
    expect(controlCharacterPath(undefined)).toBeUndefined();
    expect(controlCharacterPath({ a: [1, null, true, { b: 'c' }] })).toBeUndefined();
  });

  it('walks a body nested 50,000 levels deep', () => {
    const deep = JSON.parse(`${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`) as unknown;
    expect(controlCharacterPath(deep)).toHaveLength(50_000);
  });
});
