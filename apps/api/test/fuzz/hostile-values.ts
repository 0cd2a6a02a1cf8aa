import fc from 'fast-check';

/*
 * What an attacker sends instead of what a form would: texts with control characters and lone
 * surrogates, a megabyte of text, numbers at the edges of what JSON and the databases hold,
 * values of the wrong type, deep nesting, prototype keys, and whole bodies that are not JSON
 * a parser should trust (duplicated keys, 1e999, cut short).
 */

/** C0 but tab, line feed and carriage return; DEL; C1: the characters the API refuses. */
export const CONTROL_CHARACTERS = [
  ...Array.from({ length: 0x20 }, (_, unit) => unit).filter(
    (unit) => unit !== 0x09 && unit !== 0x0a && unit !== 0x0d,
  ),
  ...Array.from({ length: 0x21 }, (_, offset) => 0x7f + offset),
].map((unit) => String.fromCharCode(unit));

/** A megabyte of text: far past any field's limit and the JSON body limit. */
export const ONE_MEGABYTE = 'x'.repeat(1 << 20);

const SAMPLE_TEXTS = [
  '',
  ' ',
  '\t\n\r',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5); --',
  '%_%\\',
  '"NEAR(a b)" OR * AND NOT',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '\u202Egnp.exe',
  '\u200B\uFEFF',
  `a${'\u0301'.repeat(2_000)}`,
  'ش'.repeat(5_000),
  '😀'.repeat(500),
  '9'.repeat(400),
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '0x7fffffff',
  '2147483648',
  '9007199254740993',
  '٠٧٩١٢٣٤٥٦٧',
  'Ａｍｍａｎ',
  'ＡＤＭＩＮ',
  'admin\u0640',
];

const controlCharacter = fc.constantFrom(...CONTROL_CHARACTERS);
const loneSurrogate = fc
  .oneof(fc.integer({ min: 0xd800, max: 0xdbff }), fc.integer({ min: 0xdc00, max: 0xdfff }))
  .map((unit) => String.fromCharCode(unit));

/** A short text with `inserted` somewhere in it. */
const textWith = (inserted: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.string({ maxLength: 8 }), inserted, fc.string({ maxLength: 8 }))
    .map(([before, middle, after]) => `${before}${middle}${after}`);

export const hostileTexts: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SAMPLE_TEXTS) },
  { weight: 2, arbitrary: textWith(controlCharacter) },
  { weight: 2, arbitrary: textWith(loneSurrogate) },
  // Any code unit at all, surrogate halves included.
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constant(ONE_MEGABYTE) },
);

export const edgeNumbers: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    -0.5,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53 - 1,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    Number.EPSILON,
    1e308,
    1e-308,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/**
 * A list nested `depth` levels deep, built without recursion. As a value it stays within what
 * JSON.stringify can write; deeper nesting is sent as raw text (hostileBodies).
 */
export function nestedLists(depth: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level += 1) value = [value];
  return value;
}

/** Keys a careless merge or lookup would read as more than data. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '',
  'is_admin',
  'isAdmin',
  'role',
  'user_id',
  'userId',
  'id',
  'token_version',
  'a'.repeat(1_000),
  'key\u0000',
  'key\uD800',
  'مفتاح',
];

const primitives = fc.oneof(hostileTexts, edgeNumbers, fc.constantFrom(null, true, false));

/** Fields no schema names, with hostile values: own properties, `__proto__` too. */
export const strayFields: fc.Arbitrary<[string, unknown][]> = fc.array(
  fc.tuple(
    fc.constantFrom(...HOSTILE_KEYS),
    fc.oneof(primitives, fc.constant({ is_admin: 1, isAdmin: true })),
  ),
  { minLength: 1, maxLength: 3 },
);

/** Any value where a specific one is expected: wrong types, deep nesting, prototype keys. */
export const hostileValues: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: primitives },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], ['a', 'b'], { $ne: null, $gt: '' }) },
  { weight: 1, arbitrary: fc.constantFrom(100, 1_000).map(nestedLists) },
  {
    weight: 1,
    arbitrary: strayFields.map((entries) => Object.fromEntries(entries)),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A JSON object's text with `key` given twice: first `first`, then `second`. */
export function duplicatedKey(key: string, first: unknown, second: unknown): string {
  const name = JSON.stringify(key);
  return `{${name}:${JSON.stringify(first) ?? 'null'},${name}:${JSON.stringify(second) ?? 'null'}}`;
}

/**
 * Whole bodies sent as raw text to a JSON route: prototype pollution, shapes no schema expects,
 * numbers JSON.parse makes Infinity of, deep nesting past any recursion, text cut short, the
 * wrong encoding, and `fieldNames` (the route's own fields) given twice.
 */
export function hostileBodies(fieldNames: readonly string[]): fc.Arbitrary<string> {
  const names = fieldNames.length > 0 ? fieldNames : ['a'];
  return fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      '{',
      '{"a":',
      '[]',
      'null',
      '0',
      '"\\u0000"',
      '"\\ud800"',
      '{"__proto__":{"is_admin":1,"isAdmin":true}}',
      '{"constructor":{"prototype":{"is_admin":1}}}',
      `{"a":1e999}`,
      `{"a":-1e999}`,
      '123456789012345678901234567890',
      `{"a":${'['.repeat(40_000)}${']'.repeat(40_000)}}`,
      `{"constructor":1,"a":${'['.repeat(40_000)}${']'.repeat(40_000)}}`,
      `{"__proto__":1,"a":${'{"b":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
      `{"a":"${'x'.repeat(150_000)}"}`,
      '\uFEFF{}',
      '{"a":"\\u0000"}',
      "{'a':1}",
      '{"a":1,}',
      '{"a":NaN}',
      '<xml/>',
    ),
    fc
      .tuple(fc.constantFrom(...names), fc.jsonValue({ maxDepth: 1 }), hostileValues)
      .map(([name, first, second]) => duplicatedKey(name, first, second)),
    fc
      .tuple(fc.constantFrom(...names), hostileTexts)
      .map(([name, text]) => `{${JSON.stringify(name)}:"${text}"}`),
  );
}
