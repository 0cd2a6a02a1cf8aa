/**
 * The few things the catalogs ask of a translation runtime, in place of i18next: dotted keys,
 * `{{name}}` put in as given (React escapes text itself), and plurals: `key_<form>` chosen by
 * Intl.PluralRules from a numeric `count` (Arabic's six forms among them), `key_zero` first for
 * 0 when a catalog has one. A text that cannot be found is the key itself, reported to `missing`.
 */

/** A catalog, or a part of one: sections of texts, by key. */
export type Texts = { [key: string]: string | Texts };

/**
 * The values a text's `{{name}}`s take (undefined puts in nothing); a number `count` also picks
 * the plural form.
 */
export type TextValues = Record<string, string | number | undefined>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The text at a dotted key, or undefined when there is none (or a section is there). */
export function lookup(texts: Texts, key: string): string | undefined {
  let node: Texts | string | undefined = texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `text` with each `{{name}}` replaced by its value; a name not given stays as written. */
export function interpolate(text: string, values: TextValues = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? String(values[name] ?? '') : whole,
  );
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The CLDR plural category of `count` in `language`: 'zero', 'one', 'two', 'few', 'many', 'other'. */
export function pluralForm(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * The text of `key` in `texts` for `values`: its plural form when `count` is a number (a
 * formatted count, a string, is only put in), with the values put in; undefined when missing.
 */
export function translate(
  language: string,
  texts: Texts,
  key: string,
  values?: TextValues,
): string | undefined {
  const count = values?.count;
  let text: string | undefined;
  if (typeof count === 'number') {
    if (count === 0) text = lookup(texts, `${key}_zero`);
    text ??= lookup(texts, `${key}_${pluralForm(language, count)}`);
    text ??= lookup(texts, `${key}_other`);
  }
  text ??= lookup(texts, key);
  return text === undefined ? undefined : interpolate(text, values);
}

/** Copies `part`'s texts into `into`, section by section (the parts of one catalog). */
export function mergeTexts(into: Texts, part: Texts): Texts {
  for (const [key, value] of Object.entries(part)) {
    const existing = into[key];
    if (typeof value === 'object' && typeof existing === 'object') mergeTexts(existing, value);
    else into[key] = typeof value === 'object' ? mergeTexts({}, value) : value;
  }
  return into;
}
