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

  it('opens the feed with the same filters, Arabic words included', () => {
    expect(feedSearchOf({ q: 'طاولة خشب', region: 'Irbid', category: null })).toBe(
      `?q=${encodeURIComponent('طاولة').replace(/%20/g, '+')}+${encodeURIComponent('خشب')}&region=Irbid`,
    );
    expect(feedSearchOf({ category: 'Books' })).toBe('?category=Books');
    expect(feedSearchOf({})).toBe('');
  });
});
