import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  CONTROL_CHARACTERS,
  duplicatedKey,
  hostileBodies,
  hostileTexts,
  nestedLists,
} from './hostile-values';

describe('hostile values', () => {
  it('write a key twice, as JSON.parse then keeps the second', () => {
    const text = duplicatedKey('title', 'Lamp', null);
    expect(text).toBe('{"title":"Lamp","title":null}');
    expect(JSON.parse(text)).toEqual({ title: null });
  });

  it('nest lists without recursion', () => {
    expect(JSON.stringify(nestedLists(3))).toBe('[[[]]]');
  });

  it('hold texts with control characters and lone surrogates', () => {
    const texts = fc.sample(hostileTexts, { numRuns: 300, seed: 9 });
    expect(texts.some((text) => [...text].some((char) => CONTROL_CHARACTERS.includes(char)))).toBe(
      true,
    );
    expect(texts.some((text) => /[\uD800-\uDFFF]/.test(text))).toBe(true);
  });

  it('make bodies that are not JSON a parser should trust', () => {
    const bodies = fc.sample(hostileBodies(['title']), { numRuns: 300, seed: 9 });
    expect(
      bodies.some((body) => body.startsWith('{"title":') && body.split('"title"').length === 3),
    ).toBe(true);
    expect(bodies).toContain('{"__proto__":{"is_admin":1,"isAdmin":true}}');
  });
});
