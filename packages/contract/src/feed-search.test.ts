import { describe, expect, it } from 'vitest';

import { criteriaOfFilters, feedSearchOf } from './feed-search';

describe('a saved search and the feed', () => {
  it('keeps the words trimmed and only the filters chosen', () => {
    expect(criteriaOfFilters({ q: '  grey sofa ', category: 'Furniture' })).toEqual({
      q: 'grey sofa',
      category: 'Furniture',
    });
    expect(criteriaOfFilters({ q: '   ', region: null })).toEqual({});
  });

  it('keeps a place only with its distance, and a distance only with its place', () => {
    expect(criteriaOfFilters({ q: 'sofa', place: 'amman-khalda', within_km: 5 })).toEqual({
      q: 'sofa',
      place: 'amman-khalda',
      within_km: 5,
    });
    expect(criteriaOfFilters({ q: 'sofa', place: 'amman-khalda', within_km: null })).toEqual({
      q: 'sofa',
    });
    expect(criteriaOfFilters({ place: null, within_km: 5 })).toEqual({});
  });

  it('opens the feed with the same filters, Arabic words included', () => {
    expect(feedSearchOf({ q: 'طاولة خشب', region: 'Irbid', category: null })).toBe(
      `?q=${encodeURIComponent('طاولة').replace(/%20/g, '+')}+${encodeURIComponent('خشب')}&region=Irbid`,
    );
    expect(feedSearchOf({ category: 'Books' })).toBe('?category=Books');
    expect(feedSearchOf({})).toBe('');
    expect(feedSearchOf({ q: 'sofa', place: 'amman-khalda', within_km: 5 })).toBe(
      '?q=sofa&place=amman-khalda&within_km=5',
    );
  });
});
