import { describe, expect, it } from 'vitest';

import { indexedPageAt, pathInLanguage, PRIVATE_PAGES, INDEXED_PAGES } from './web-paths';

describe('indexedPageAt', () => {
  it('finds the public pages in both languages, with their canonical path', () => {
    expect(indexedPageAt('/')).toEqual({ page: 'home', language: 'en', path: '/', params: {} });
    expect(indexedPageAt('/ar')).toEqual({ page: 'home', language: 'ar', path: '/', params: {} });
    expect(indexedPageAt('/ar/home')).toMatchObject({ page: 'home', language: 'ar', path: '/' });
    expect(indexedPageAt('/privacy-policy/')).toMatchObject({
      page: 'privacy',
      path: '/Privacy-Policy',
    });
    expect(indexedPageAt('/ar/posts/12')).toEqual({
      page: 'post',
      language: 'ar',
      path: '/posts/12',
      params: { id: '12' },
    });
    expect(indexedPageAt('/Events/4')).toMatchObject({ page: 'event', path: '/events/4' });
    expect(indexedPageAt('/user/3')).toMatchObject({ page: 'user', path: '/user/3' });
  });

  it('leaves private and unknown pages out', () => {
    for (const path of ['/profile', '/ar/messages', '/dm/3', '/admin', '/posts', '/arabic', '/x']) {
      expect(indexedPageAt(path), path).toBeUndefined();
    }
  });

  it('never lists a page as both indexed and private', () => {
    const indexed: readonly string[] = INDEXED_PAGES;
    expect(PRIVATE_PAGES.filter((page) => indexed.includes(page))).toEqual([]);
  });
});

describe('pathInLanguage', () => {
  it('adds /ar in Arabic only', () => {
    expect(pathInLanguage('/', 'ar')).toBe('/ar');
    expect(pathInLanguage('/about', 'ar')).toBe('/ar/about');
    expect(pathInLanguage('/about', 'en')).toBe('/about');
  });
});
