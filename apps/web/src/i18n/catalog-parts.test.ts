import { describe, expect, it } from 'vitest';

import ar from './ar.json';
import { catalogPart, NAMED_PARTS } from './catalog-parts';
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
  posts: {
    title: 'Posts',
    feed: { heading: 'Items near you' },
    detail: { back: 'Back to items' },
  },
};
const named = {
  shell: ['nav', 'banner.region'],
  labels: [],
  feed: ['posts.feed'],
  post: ['posts.detail'],
  account: [],
  map: [],
  saveSearch: [],
};

describe('catalogPart', () => {
  it('puts the listed sections and keys in the shell part', () => {
    expect(catalogPart(catalog, 'shell', named)).toEqual({
      nav: { home: 'Home', login: 'Login' },
      banner: { region: 'Announcement' },
    });
  });

  it("puts the feed's listed sections and keys in the feed part", () => {
    expect(catalogPart(catalog, 'feed', named)).toEqual({
      posts: { feed: { heading: 'Items near you' } },
    });
  });

  it("puts a post's listed sections and keys in the post part", () => {
    expect(catalogPart(catalog, 'post', named)).toEqual({
      posts: { detail: { back: 'Back to items' } },
    });
  });

  it('puts every other text in the pages part', () => {
    expect(catalogPart(catalog, 'pages', named)).toEqual({
      banner: { admin: { title: 'Banner', save: 'Save' } },
      posts: { title: 'Posts' },
    });
  });

  it('splits each real catalog into eight parts that hold every text once', () => {
    for (const texts of [en, ar]) {
      const parts = (
        ['shell', 'labels', 'feed', 'post', 'account', 'map', 'saveSearch', 'pages'] as const
      ).map((part) => flatten(catalogPart(texts, part)));
      const all = parts.flat();
      expect(all.filter((key, index) => all.indexOf(key) !== index)).toEqual([]);
      expect(all.sort()).toEqual(flatten(texts).sort());
    }
  });

  it('names only texts the catalog has', () => {
    for (const path of Object.values(NAMED_PARTS).flat()) {
      const part = catalogPart(en, 'shell', {
        shell: [path],
        labels: [],
        feed: [],
        post: [],
        account: [],
        map: [],
        saveSearch: [],
      });
      expect(Object.keys(part), path).toHaveLength(1);
    }
  });
});
