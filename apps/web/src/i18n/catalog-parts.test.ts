import { describe, expect, it } from 'vitest';

import ar from './ar.json';
import { catalogPart, SHELL_TEXTS } from './catalog-parts';
import en from './en.json';

/** Every key of a catalog with its text, as `section.key=text`. */
function flatten(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'string'
      ? [`${prefix}${key}=${value}`]
      : flatten(value as object, `${prefix}${key}.`),
  );
}

const catalog = {
  nav: { home: 'Home', login: 'Login' },
  banner: { region: 'Announcement', admin: { title: 'Banner', save: 'Save' } },
  posts: { title: 'Posts' },
};

describe('catalogPart', () => {
  it('puts the listed sections and keys in the shell part', () => {
    expect(catalogPart(catalog, 'shell', ['nav', 'banner.region'])).toEqual({
      nav: { home: 'Home', login: 'Login' },
      banner: { region: 'Announcement' },
    });
  });

  it('puts every other text in the pages part', () => {
    expect(catalogPart(catalog, 'pages', ['nav', 'banner.region'])).toEqual({
      banner: { admin: { title: 'Banner', save: 'Save' } },
      posts: { title: 'Posts' },
    });
  });

  it('splits each real catalog into two parts that hold every text once', () => {
    for (const texts of [en, ar]) {
      const shell = flatten(catalogPart(texts, 'shell'));
      const pages = flatten(catalogPart(texts, 'pages'));
      expect(shell.filter((key) => pages.includes(key))).toEqual([]);
      expect([...shell, ...pages].sort()).toEqual(flatten(texts).sort());
    }
  });

  it('names only texts the catalog has', () => {
    for (const path of SHELL_TEXTS) {
      const shell = catalogPart(en, 'shell', [path]);
      expect(Object.keys(shell), path).toHaveLength(1);
    }
  });
});
