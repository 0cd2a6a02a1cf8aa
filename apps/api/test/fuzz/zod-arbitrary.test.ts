import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  edgeValues,
  fuzzedValues,
  inputKind,
  lengthBounds,
  numberBounds,
  validValues,
  type Derivation,
} from './zod-arbitrary';

const HOSTILE = Symbol('hostile');
const derivation: Derivation = {
  hostile: fc.constant(HOSTILE),
  strayFields: fc.constant([['__proto__', { is_admin: 1 }]]),
};

/** Every value the arbitrary makes in `runs` tries passes `schema`. */
function expectAllValid(schema: z.ZodType, runs = 200) {
  fc.assert(
    fc.property(validValues(schema), (value) => {
      const parsed = schema.safeParse(value);
      if (!parsed.success) throw new Error(`${JSON.stringify(value)}: ${parsed.error.message}`);
    }),
    { numRuns: runs, seed: 1 },
  );
}

describe('the rules read from a schema', () => {
  it('reads lengths and bounds from the checks', () => {
    expect(lengthBounds(z.string().min(2).max(9))).toEqual({ min: 2, max: 9 });
    expect(lengthBounds(z.string().length(6))).toEqual({ min: 6, max: 6 });
    expect(numberBounds(z.number().int().positive().max(10))).toMatchObject({
      min: 0,
      minExcluded: true,
      max: 10,
      integer: true,
    });
  });

  it('sees through preprocessing and wrappers to the kind of value sent', () => {
    expect(inputKind(z.preprocess((value) => value, z.number()).optional())).toBe('number');
    expect(inputKind(z.string().transform((text) => text.length))).toBe('string');
  });
});

describe('valid values', () => {
  it('pass the schemas they come from', () => {
    expectAllValid(z.string().trim().min(1).max(5));
    expectAllValid(
      z.coerce
        .number()
        .int()
        .positive()
        .max(2 ** 31 - 1),
    );
    expectAllValid(z.number().nonnegative().max(1));
    expectAllValid(z.string().regex(/^\d{6}$/));
    expectAllValid(z.email());
    expectAllValid(z.enum(['a', 'b']).default('a'));
    expectAllValid(z.array(z.string().max(3)).max(2));
    expectAllValid(z.record(z.enum(['x', 'y']), z.boolean()));
    expectAllValid(
      z.object({ id: z.number().int(), note: z.string().optional(), kind: z.literal('give') }),
    );
    expectAllValid(z.union([z.string().max(3), z.number().int()]).nullable());
  });

  it('send the JSON a text field carries when a schema parses it', () => {
    const features = z
      .string()
      .transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: 'not JSON' });
          return z.NEVER;
        }
      })
      .pipe(z.array(z.string().max(5)).max(2));
    const values = fc.sample(validValues(features), { numRuns: 100, seed: 3 });
    expect(values.some((value) => features.safeParse(value).success)).toBe(true);
    expect(values.every((value) => typeof value === 'string')).toBe(true);
  });

  it('take a hint for a field where one is given', () => {
    const schema = z.object({ phone: z.string().transform((text) => text.trim()) });
    const hinted = validValues(schema, (path) =>
      path.at(-1) === 'phone' ? fc.constant('0791234567') : undefined,
    );
    const phones = fc
      .sample(hinted, { numRuns: 100, seed: 5 })
      .map((value) => (value as { phone: string }).phone);
    expect(phones).toContain('0791234567');
  });
});

describe('edge values', () => {
  it('are the lengths and bounds around a rule', () => {
    const texts = fc.sample(edgeValues(z.string().max(4)) ?? fc.constant(''), {
      numRuns: 200,
      seed: 2,
    });
    expect(texts).toContain('aaaa');
    expect(texts).toContain('aaaaa');
    const numbers = fc.sample(edgeValues(z.number().int().min(1).max(9)) ?? fc.constant(0), {
      numRuns: 200,
      seed: 2,
    });
    expect(numbers).toEqual(expect.arrayContaining([0, 1, 9, 10, 0.5]));
  });
});

describe('fuzzed values', () => {
  const schema = z.object({ title: z.string().max(10), count: z.number().int() });
  const values = fc.sample(fuzzedValues(schema, derivation), { numRuns: 500, seed: 4 });

  it('are now valid, now hostile, now missing a field or carrying a stray one', () => {
    expect(values.some((value) => schema.safeParse(value).success)).toBe(true);
    expect(values).toContain(HOSTILE);
    const objects = values.filter(
      (value): value is object => typeof value === 'object' && value !== null,
    );
    expect(objects.some((value) => Object.values(value).includes(HOSTILE))).toBe(true);
    expect(objects.some((value) => !('title' in value))).toBe(true);
    // An own property named __proto__, as JSON.parse makes of a body that has one.
    expect(objects.some((value) => Object.hasOwn(value, '__proto__'))).toBe(true);
  });
});
