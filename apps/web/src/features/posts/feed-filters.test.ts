import { describe, expect, it } from 'vitest';

import { feedRequestSearch, filtersFromSearch, NO_FILTERS, searchOfFilters } from './feed-filters';

describe('feed filters', () => {
  it('read the known filters from the URL and ignore the rest', () => {
    expect(
      filtersFromSearch(
        new URLSearchParams('category=Books&region=Irbid&q=table&sort=oldest&availability=donated'),
      ),
    ).toEqual({
      category: 'Books',
      region: 'Irbid',
      q: 'table',
      sort: 'oldest',
      availability: 'donated',
      wanted: false,
    });
    expect(
      filtersFromSearch(new URLSearchParams('category=Cars&region=Paris&sort=x&availability=sold')),
    ).toEqual(NO_FILTERS);
  });

  it('write only what differs from the defaults, so a plain feed has a plain URL', () => {
    expect(searchOfFilters(NO_FILTERS).toString()).toBe('');
    expect(searchOfFilters({ ...NO_FILTERS, wanted: true }).toString()).toBe('kind=wanted');
    expect(filtersFromSearch(new URLSearchParams('kind=wanted&q=cot'))).toEqual({
      ...NO_FILTERS,
      wanted: true,
      q: 'cot',
    });
    expect(searchOfFilters({ ...NO_FILTERS, region: "Ma'an" }).toString()).toBe('region=Ma%27an');
    expect(searchOfFilters({ ...NO_FILTERS, availability: 'all' }).toString()).toBe(
      'availability=all',
    );
  });

  it('ask the API for the next page by cursor, with the search trimmed', () => {
    const request = new URLSearchParams(feedRequestSearch({ ...NO_FILTERS, q: '  طاولة ' }, 'abc'));
    expect(request.get('q')).toBe('طاولة');
    expect(request.get('sort')).toBe('newest');
    expect(request.get('cursor')).toBe('abc');
    expect(new URLSearchParams(feedRequestSearch(NO_FILTERS, undefined)).has('cursor')).toBe(false);
  });
});
