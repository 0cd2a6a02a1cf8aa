import { readFileSync } from 'node:fs';
import path from 'node:path';

import { REPO_ROOT } from './app-server';
import { E2E_CATALOG_DIR_ENV } from './env';

export type Lang = 'en' | 'ar';
export const LANGS: readonly Lang[] = ['en', 'ar'];

const catalogs = new Map<Lang, Map<string, string>>();

function flatten(value: unknown, prefix: string, into: Map<string, string>): void {
  if (typeof value === 'string') {
    into.set(prefix, value);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
  }
}

/** The web app's catalog for a language, as dotted keys; read once, when first needed. */
export function catalog(lang: Lang): Map<string, string> {
  let flat = catalogs.get(lang);
  if (!flat) {
    const dir =
      process.env[E2E_CATALOG_DIR_ENV] ?? path.join(REPO_ROOT, 'apps', 'web', 'src', 'i18n');
    const file = path.join(dir, `${lang}.json`);
    flat = new Map();
    flatten(JSON.parse(readFileSync(file, 'utf8')) as unknown, '', flat);
    catalogs.set(lang, flat);
  }
  return flat;
}

function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A name or title as the page writes it inside a sentence: isolated, in its own direction. */
export const isolated = (name: string) => `\u2068${name}\u2069`;

/** The string of a catalog key in a language; a missing key fails the test loudly. */
export function t(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const text = catalog(lang).get(key);
  if (text === undefined) throw new Error(`apps/web/src/i18n/${lang}.json has no key "${key}"`);
  return interpolate(text, values);
}

/**
 * The text the app shows in `lang` for an English text the earlier product showed: the English
 * must be in en.json, and its key gives the Arabic. Several keys with that English are fine as long
 * as they agree in the other language.
 */
export function tr(
  lang: Lang,
  english: string,
  values: Record<string, string | number> = {},
): string {
  const keys = [...catalog('en')].filter(([, text]) => text === english).map(([key]) => key);
  if (keys.length === 0) {
    throw new Error(`apps/web/src/i18n/en.json has no string "${english}"`);
  }
  const texts = new Set(keys.map((key) => t(lang, key, values)));
  if (texts.size > 1) {
    throw new Error(
      `"${english}" has different ${lang} texts under ${keys.join(', ')}: use t() with one key`,
    );
  }
  return [...texts][0] ?? english;
}

/** The path of a page in a language: '/about' → '/ar/about', '/' → '/ar'. */
export function localPath(lang: Lang, pagePath: string): string {
  if (lang === 'en') return pagePath;
  return pagePath === '/' ? '/ar' : `/ar${pagePath}`;
}
