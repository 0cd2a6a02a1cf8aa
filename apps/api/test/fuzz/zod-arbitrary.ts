import fc from 'fast-check';
import type { z } from 'zod';

/*
 * fast-check arbitraries derived from the zod schemas of packages/contract: values a client
 * would send (before any transform), values at the edges of each rule, and values where any part
 * may be valid, at an edge, hostile or missing. Only what the contract's request schemas use is
 * read; anything else is answered with hostile values, which is what a fuzzer wants anyway.
 */

type Schema = z.core.$ZodType;
type KnownSchema = z.core.$ZodTypes;

/**
 * Further values worth trying at a place of the input, named by its field names: texts a
 * transform accepts (a post's features, a phone number), ids of rows that exist.
 */
export type Hints = (path: readonly string[]) => fc.Arbitrary<unknown> | undefined;

export interface Derivation {
  hints?: Hints;
  /** a value of any type in place of any value */
  hostile: fc.Arbitrary<unknown>;
  /** fields no schema names (prototype keys, `is_admin`), added to objects now and then */
  strayFields: fc.Arbitrary<[string, unknown][]>;
}

/** How a field's or an element's value is made: valid, or fuzzed in turn. */
type Child = (schema: Schema, path: readonly string[]) => fc.Arbitrary<unknown>;

interface Walk {
  child: Child;
  /** fields may go missing and stray fields come in, whatever the schema says */
  derivation?: Derivation;
}

/** A field left out of an object. */
const ABSENT = Symbol('absent');

/** Generated texts stay this short unless a rule asks for longer: the edges try the limits. */
const TEXT_LENGTH = 40;
/** Generated lists stay this short unless a rule asks for longer. */
const LIST_LENGTH = 5;

const known = (schema: Schema) => schema as KnownSchema;

export interface LengthBounds {
  min: number;
  max?: number;
}

/** What the checks of a string or a list say of its length. */
export function lengthBounds(schema: Schema): LengthBounds {
  const bounds: LengthBounds = { min: 0 };
  for (const check of schema._zod.def.checks ?? []) {
    const def = (check as z.core.$ZodChecks)._zod.def;
    if (def.check === 'min_length') bounds.min = Math.max(bounds.min, def.minimum);
    if (def.check === 'max_length') bounds.max = Math.min(bounds.max ?? Infinity, def.maximum);
    if (def.check === 'length_equals') {
      bounds.min = def.length;
      bounds.max = def.length;
    }
  }
  return bounds;
}

export interface NumberBounds {
  min?: number;
  max?: number;
  minExcluded: boolean;
  maxExcluded: boolean;
  integer: boolean;
}

/** What the checks of a number say of it. */
export function numberBounds(schema: Schema): NumberBounds {
  const bounds: NumberBounds = { minExcluded: false, maxExcluded: false, integer: false };
  for (const check of schema._zod.def.checks ?? []) {
    const def = (check as z.core.$ZodChecks)._zod.def;
    if (def.check === 'greater_than') {
      bounds.min = Number(def.value);
      bounds.minExcluded = !def.inclusive;
    }
    if (def.check === 'less_than') {
      bounds.max = Number(def.value);
      bounds.maxExcluded = !def.inclusive;
    }
    if (def.check === 'number_format') bounds.integer = /int/.test(def.format);
  }
  return bounds;
}

/** The regular expressions a string must match: its format's and its checks'. */
export function patternsOf(schema: Schema): RegExp[] {
  const own = (schema._zod.def as { pattern?: unknown }).pattern;
  const patterns = own instanceof RegExp ? [own] : [];
  for (const check of schema._zod.def.checks ?? []) {
    const pattern = (check._zod.def as { pattern?: unknown }).pattern;
    if (pattern instanceof RegExp) patterns.push(pattern);
  }
  return patterns;
}

/** Whether a check may rewrite the text before its length is checked (`.trim()`). */
function rewritten(schema: Schema): boolean {
  return (schema._zod.def.checks ?? []).some((check) => check._zod.def.check === 'overwrite');
}

const ARABIC_LETTERS = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';

function strings(schema: Schema): fc.Arbitrary<string> {
  const { min, max } = lengthBounds(schema);
  const [pattern] = patternsOf(schema);
  if (pattern) {
    try {
      return fc.stringMatching(pattern);
    } catch {
      // A pattern fast-check cannot read: plain texts of the right length, then.
    }
  }
  const maxLength = Math.min(max ?? TEXT_LENGTH, Math.max(min, TEXT_LENGTH));
  const texts = fc.oneof(
    fc.string({ minLength: min, maxLength }),
    fc.string({ unit: fc.constantFrom(...ARABIC_LETTERS, ' '), minLength: min, maxLength }),
  );
  return rewritten(schema) && min > 0 ? texts.filter((text) => text.trim().length >= min) : texts;
}

function numbers(schema: Schema): fc.Arbitrary<number | string> {
  const { min, max, minExcluded, maxExcluded, integer } = numberBounds(schema);
  const values: fc.Arbitrary<number> = integer
    ? fc.integer({
        min: min === undefined ? -1000 : Math.ceil(minExcluded ? min + 1 : min),
        max:
          max === undefined
            ? Math.max(1000, (min ?? 0) + 1000)
            : Math.floor(maxExcluded ? max - 1 : max),
      })
    : fc.double({
        ...(min !== undefined && { min, minExcluded }),
        ...(max !== undefined && { max, maxExcluded }),
        noNaN: true,
        noDefaultInfinity: true,
      });
  const coerced = (schema._zod.def as { coerce?: boolean }).coerce === true;
  return coerced ? fc.oneof(values, values.map(String)) : values;
}

/** The kind of value a schema takes in, through its wrappers and pipes. */
export function inputKind(schema: Schema): string {
  const def = known(schema)._zod.def;
  switch (def.type) {
    case 'pipe':
      return known(def.in)._zod.def.type === 'transform' ? inputKind(def.out) : inputKind(def.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inputKind(def.innerType);
    default:
      return def.type;
  }
}

/** Whether a value of an object may be left out, by its schema. */
const optional = (schema: Schema) => schema._zod.optin === 'optional';

function objects(
  shape: Readonly<Record<string, Schema>>,
  path: readonly string[],
  walk: Walk,
): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(shape);
  const fields = keys.map((key) => {
    const schema = shape[key] as Schema;
    const value = walk.child(schema, [...path, key]);
    if (walk.derivation) return fc.option(value, { nil: ABSENT, freq: 10 });
    return optional(schema) ? fc.option(value, { nil: ABSENT, freq: 3 }) : value;
  });
  const stray = walk.derivation
    ? fc.option(walk.derivation.strayFields, { nil: [], freq: 8 })
    : fc.constant([]);
  return fc.tuple(fc.tuple(...fields), stray).map(([values, strayFields]) =>
    // Object.fromEntries defines each key as the object's own, `__proto__` included.
    Object.fromEntries([
      ...keys.flatMap((key, index) =>
        values[index] === ABSENT || values[index] === undefined ? [] : [[key, values[index]]],
      ),
      ...strayFields,
    ]),
  );
}

function lists(schema: Schema, element: Schema, path: readonly string[], walk: Walk) {
  const { min, max } = lengthBounds(schema);
  return fc.array(walk.child(element, [...path, '[]']), {
    minLength: min,
    maxLength: Math.min(max ?? LIST_LENGTH, Math.max(min, LIST_LENGTH)),
  });
}

/** Any JSON value: what a schema that takes anything, or a transform's input, is sent. */
const anyJson = fc.jsonValue({ maxDepth: 2 });

/** A value of the schema's shape, its parts made by `walk.child`. */
function structural(schema: Schema, path: readonly string[], walk: Walk): fc.Arbitrary<unknown> {
  const { def } = known(schema)._zod;
  const same = (inner: Schema) => structural(inner, path, walk);
  switch (def.type) {
    case 'string':
      return strings(schema);
    case 'number':
      return numbers(schema);
    case 'boolean':
      return def.coerce ? fc.oneof(fc.boolean(), fc.constantFrom('true', 'false')) : fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'union':
      return fc.oneof(...def.options.map(same));
    case 'object':
      return objects(def.shape, path, walk);
    case 'array':
      return lists(schema, def.element, path, walk);
    case 'tuple':
      return fc.tuple(
        ...def.items.map((item, index) => walk.child(item, [...path, String(index)])),
      );
    case 'record': {
      const value = (key: string) => walk.child(def.valueType, [...path, key]);
      const keyDef = known(def.keyType)._zod.def;
      if (keyDef.type === 'enum') {
        // A record keyed by an enum has every key.
        const keys = Object.values(keyDef.entries).map(String);
        return fc
          .tuple(...keys.map(value))
          .map((values) => Object.fromEntries(keys.map((key, index) => [key, values[index]])));
      }
      return fc
        .array(fc.tuple(fc.string({ maxLength: 10 }), value('*')), { maxLength: LIST_LENGTH })
        .map((entries) => Object.fromEntries(entries));
    }
    case 'optional':
      return fc.option(same(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(same(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(same(def.innerType), { nil: undefined, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return same(def.innerType);
    case 'pipe': {
      // z.preprocess is a transform piped into the schema: what it passes on is what to send.
      if (known(def.in)._zod.def.type === 'transform') return same(def.out);
      if (known(def.out)._zod.def.type === 'transform') return same(def.in);
      // A text that carries JSON (a post's features) is parsed, then checked by the second schema.
      const carriesJson = inputKind(def.in) === 'string' && inputKind(def.out) !== 'string';
      const second = same(def.out);
      return fc.oneof(
        same(def.in),
        carriesJson ? second.map((value) => JSON.stringify(value)) : second,
      );
    }
    case 'lazy':
      return same(def.getter());
    default:
      return anyJson;
  }
}

/** Values meant to pass `schema`, as a client sends them: before any transform. */
export function validValues(
  schema: Schema,
  hints?: Hints,
  path: readonly string[] = [],
): fc.Arbitrary<unknown> {
  const derived = structural(schema, path, {
    child: (inner, innerPath) => validValues(inner, hints, innerPath),
  });
  const hinted = hints?.(path);
  return hinted
    ? fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: derived })
    : derived;
}

/** Texts of each length at and just past a length rule, of letters, blanks and emoji. */
function textsAtLengths(bounds: LengthBounds): string[] {
  const lengths = [bounds.min - 1, bounds.min, bounds.max, (bounds.max ?? -2) + 1].filter(
    (length): length is number => length !== undefined && length >= 0,
  );
  return lengths.flatMap((length) => [
    'a'.repeat(length),
    'ش'.repeat(length),
    ' '.repeat(length),
    '😀'.repeat(Math.ceil(length / 2)),
    ` ${'b'.repeat(Math.max(0, length - 2))} `,
  ]);
}

function numbersAtEdges(schema: Schema): (number | string)[] {
  const { min, max, integer } = numberBounds(schema);
  const edges = [
    ...(min === undefined ? [] : [min, min - 1, min - 0.5, min + 0.5]),
    ...(max === undefined ? [] : [max, max + 1, max - 0.5, max + 0.5]),
    ...(integer ? [0.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 53) - 2] : []),
    0,
    -1,
  ];
  const coerced = (schema._zod.def as { coerce?: boolean }).coerce === true;
  return coerced
    ? [...edges, ...edges.map(String), '', ' 1 ', '1e3', '0x10', '1_000', 'Infinity', '-0']
    : edges;
}

/** Variants of an allowed word a lax comparison would let through. */
function nearWords(words: readonly unknown[]): unknown[] {
  return words.flatMap((word) =>
    typeof word === 'string'
      ? [word.toUpperCase(), word.toLowerCase(), ` ${word}`, `${word}\u200B`, `${word}s`]
      : [String(word)],
  );
}

/** Values at and just past the edges of `schema`'s rules; undefined when it has none. */
export function edgeValues(schema: Schema): fc.Arbitrary<unknown> | undefined {
  const { def } = known(schema)._zod;
  switch (def.type) {
    case 'string':
      return fc.constantFrom(...textsAtLengths(lengthBounds(schema)));
    case 'number':
      return fc.constantFrom(...numbersAtEdges(schema));
    case 'enum':
      return fc.constantFrom(...nearWords(Object.values(def.entries)));
    case 'literal':
      return fc.constantFrom(...nearWords(def.values));
    case 'array': {
      const { min, max } = lengthBounds(schema);
      const element = validValues(def.element);
      return fc.oneof(
        fc.constant([]),
        ...(max === undefined
          ? []
          : [fc.array(element, { minLength: max + 1, maxLength: max + 1 })]),
        ...(min > 1 ? [fc.array(element, { minLength: min - 1, maxLength: min - 1 })] : []),
      );
    }
    case 'object':
      return fc.constant({});
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return edgeValues(def.innerType);
    case 'pipe':
      return edgeValues(known(def.in)._zod.def.type === 'transform' ? def.out : def.in);
    default:
      return undefined;
  }
}

/**
 * Values for `schema` where any part may be valid, hinted, at an edge of its rule, hostile or
 * (in an object) missing, and where objects now and then carry fields no schema names.
 */
export function fuzzedValues(
  schema: Schema,
  derivation: Derivation,
  path: readonly string[] = [],
): fc.Arbitrary<unknown> {
  const derived = structural(schema, path, {
    child: (inner, innerPath) => fuzzedValues(inner, derivation, innerPath),
    derivation,
  });
  const hinted = derivation.hints?.(path);
  const edges = edgeValues(schema);
  return fc.oneof(
    { weight: 8, arbitrary: derived },
    ...(hinted ? [{ weight: 4, arbitrary: hinted }] : []),
    ...(edges ? [{ weight: 1, arbitrary: edges }] : []),
    { weight: 1, arbitrary: derivation.hostile },
  );
}

/** A request's input for `schema`: wholly valid a third of the time, fuzzed otherwise. */
export function inputValues(schema: Schema, derivation: Derivation): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 1, arbitrary: validValues(schema, derivation.hints) },
    { weight: 2, arbitrary: fuzzedValues(schema, derivation) },
  );
}
