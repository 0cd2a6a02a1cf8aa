import type { Language } from '@tabarru/contract/constants';

import { ar } from './ar';
import { en, type Catalogue } from './en';

const CATALOGUES: Record<Language, Catalogue> = { en, ar };

type KeysOf<Node, Prefix extends string = ''> = {
  [Key in keyof Node & string]: Node[Key] extends string
    ? `${Prefix}${Key}`
    : KeysOf<Node[Key], `${Prefix}${Key}.`>;
}[keyof Node & string];

/** A text of the server's catalogues, named by its dotted path ('mail.passwordReset.subject'). */
export type TextKey = KeysOf<Catalogue>;

/**
 * The text of `key` in `language` with its {{placeholders}} filled. Values are inserted as
 * given: these are plain-text mails and SMS, never HTML.
 */
export function translate(
  language: Language,
  key: TextKey,
  values: Record<string, string | number> = {},
): string {
  let node: unknown = CATALOGUES[language];
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`No text '${key}' in the ${language} catalogue`);
  return node.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
