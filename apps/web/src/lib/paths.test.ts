import { describe, expect, it } from 'vitest';

import { href, paths, routePattern } from './paths';

describe('paths', () => {
  it('keeps the routes of the earlier product, spelt as it spelt them', () => {
    expect(paths).toMatchObject({
      home: '/',
      homeAlias: '/home',
      feed: '/feed',
      about: '/about',
      createPost: '/create_post',
      privacy: '/Privacy-Policy',
      terms: '/terms',
      contact: '/contact',
      login: '/authentication/login',
      registration: '/authentication/registration',
      notAuthorized: '/not-authorized',
    });
  });

  it('has no path twice', () => {
    const all = Object.values(paths).map((path) => path.toLowerCase());
    expect(new Set(all).size).toBe(all.length);
  });

  it('builds links in either language', () => {
    expect(href(paths.about, 'en')).toBe('/about');
    expect(href(paths.about, 'ar')).toBe('/ar/about');
    expect(href(paths.home, 'en')).toBe('/');
    expect(href(paths.home, 'ar')).toBe('/ar');
    expect(href(paths.privacy, 'ar')).toBe('/ar/Privacy-Policy');
  });

  it('fills and encodes parameters', () => {
    expect(href(paths.post, 'en', { id: 42 })).toBe('/posts/42');
    expect(href(paths.directMessage, 'ar', { userId: 7 })).toBe('/ar/dm/7');
    expect(href(paths.user, 'en', { userId: 'a b/c' })).toBe('/user/a%20b%2Fc');
  });

  it('gives the router its child patterns', () => {
    expect(routePattern(paths.about)).toBe('about');
    expect(routePattern(paths.post)).toBe('posts/:id');
    expect(routePattern(paths.adminCreateEvent)).toBe('admin/create-event');
  });
});
