import { describe, expect, it } from 'vitest';

import { interpolate, lookup, mergeTexts, pluralForm, translate, type Texts } from './translate';

const texts: Texts = {
  nav: { home: 'Home', greeting: 'Hello {{ name }}, {{name}}!' },
  unread_one: '{{count}} unread',
  unread_other: '{{count}} unread ones',
  items_zero: 'none',
  items_one: 'one item',
  items_two: 'two items',
  items_few: '{{count}} items (few)',
  items_many: '{{count}} items (many)',
  items_other: '{{count}} items',
};

describe('lookup', () => {
  it('follows dotted keys to a text, never to a section', () => {
    expect(lookup(texts, 'nav.home')).toBe('Home');
    expect(lookup(texts, 'nav')).toBeUndefined();
    expect(lookup(texts, 'nav.home.more')).toBeUndefined();
    expect(lookup(texts, 'nope.home')).toBeUndefined();
  });
});

describe('interpolate', () => {
  it('puts each value in as given, leaving names without one', () => {
    expect(interpolate('Hello {{ name }}, {{name}}!', { name: '<b>' })).toBe('Hello <b>, <b>!');
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
});

describe('translate', () => {
  it('picks the plural form of a numeric count by the language', () => {
    expect(translate('en', texts, 'unread', { count: 1 })).toBe('1 unread');
    expect(translate('en', texts, 'unread', { count: 0 })).toBe('0 unread ones');
    expect(translate('en', texts, 'unread', { count: 7 })).toBe('7 unread ones');
  });

  it("knows Arabic's six forms", () => {
    const forms = [0, 1, 2, 3, 11, 100].map((count) => translate('ar', texts, 'items', { count }));
    expect(forms).toEqual([
      'none',
      'one item',
      'two items',
      '3 items (few)',
      '11 items (many)',
      '100 items',
    ]);
    expect([0, 1, 2, 5, 11, 102].map((count) => pluralForm('ar', count))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
  });

  it('uses a zero form for 0 in any language that has one in its catalog', () => {
    expect(translate('en', texts, 'items', { count: 0 })).toBe('none');
  });

  it('only puts in a count given as formatted text, without choosing a form', () => {
    expect(translate('en', { seen: 'Seen {{count}} times' }, 'seen', { count: '١٢' })).toBe(
      'Seen ١٢ times',
    );
  });

  it('says undefined for a key it does not have', () => {
    expect(translate('en', texts, 'nav.missing')).toBeUndefined();
    expect(translate('en', texts, 'missing', { count: 2 })).toBeUndefined();
  });
});

describe('mergeTexts', () => {
  it('joins the parts of one catalog section by section', () => {
    const merged = mergeTexts({ a: { b: 'B' } }, { a: { c: 'C' }, d: 'D' });
    expect(merged).toEqual({ a: { b: 'B', c: 'C' }, d: 'D' });
  });
});
