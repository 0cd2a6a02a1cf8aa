import { describe, expect, it } from 'vitest';

import {
  feedRequestSearch,
  filtersFromSearch,
  NO_FILTERS,
  nearHome,
  searchOfFilters,
  widerThan,
  withoutNear,
  type FeedFilters,
} from './feed-filters';

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
      place: undefined,
      near: undefined,
      withinKm: undefined,
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

  it('keep a place or a position, with a distance and Nearest first, through the URL and back', () => {
    const nearPlace: FeedFilters = {
      ...NO_FILTERS,
      category: 'Toys',
      place: 'amman-khalda',
      withinKm: 5,
      sort: 'distance',
    };
    const placeSearch = searchOfFilters(nearPlace);
    expect(placeSearch.toString()).toBe(
      'category=Toys&sort=distance&place=amman-khalda&within_km=5',
    );
    expect(filtersFromSearch(placeSearch)).toEqual(nearPlace);

    const nearMe: FeedFilters = { ...NO_FILTERS, near: '31.999123,35.844', withinKm: 1 };
    const nearSearch = searchOfFilters(nearMe);
    expect(nearSearch.get('near')).toBe('31.999123,35.844');
    expect(nearSearch.toString()).toBe('near=31.999123%2C35.844&within_km=1');
    expect(filtersFromSearch(new URLSearchParams(nearSearch.toString()))).toEqual(nearMe);
    // As a link or a person may write it, unencoded.
    expect(filtersFromSearch(new URLSearchParams('near=31.999123,35.844&within_km=1'))).toEqual(
      nearMe,
    );
  });

  it('ask the API for the feed near a place or a position', () => {
    expect(
      feedRequestSearch({ ...NO_FILTERS, place: 'amman-shmeisani', withinKm: 10 }, undefined),
    ).toBe('place=amman-shmeisani&within_km=10&sort=newest');
    expect(feedRequestSearch({ ...NO_FILTERS, near: '32.5,35.85', sort: 'distance' }, 'abc')).toBe(
      'sort=distance&near=32.5%2C35.85&cursor=abc',
    );
  });

  it('ignore a distance and Nearest first with nowhere to measure from, and positions that are not', () => {
    expect(filtersFromSearch(new URLSearchParams('within_km=5&sort=distance'))).toEqual(NO_FILTERS);
    for (const near of ['51.5,-0.12', '31.95', '31.9512345678,35.9', 'here', '31.95,35.91,1']) {
      expect(filtersFromSearch(new URLSearchParams({ near })), near).toEqual(NO_FILTERS);
    }
    for (const place of ['Amman', 'amman khalda', '../x', 'a'.repeat(81)]) {
      expect(filtersFromSearch(new URLSearchParams({ place })).place, place).toBeUndefined();
    }
    expect(
      filtersFromSearch(new URLSearchParams('place=amman-khalda&within_km=7')).withinKm,
    ).toBeUndefined();
    // A position is nearer the truth than a place: it wins when a URL names both.
    expect(filtersFromSearch(new URLSearchParams('place=amman-khalda&near=32,36'))).toMatchObject({
      place: undefined,
      near: '32,36',
    });
    // Never asked of the API, even when set without a place.
    expect(feedRequestSearch({ ...NO_FILTERS, sort: 'distance', withinKm: 5 }, undefined)).toBe(
      'sort=newest',
    );
  });

  it('clear the distance and Nearest first with the place, and widen a distance by one step', () => {
    expect(withoutNear({ ...NO_FILTERS, place: 'amman', withinKm: 3, sort: 'distance' })).toEqual({
      place: undefined,
      near: undefined,
      withinKm: undefined,
      sort: 'newest',
    });
    expect(withoutNear({ ...NO_FILTERS, near: '32,36', sort: 'oldest' }).sort).toBe('oldest');
    expect(widerThan(1)).toBe(3);
    expect(widerThan(10)).toBe(25);
    expect(widerThan(50)).toBeUndefined();
    expect(nearHome('amman-khalda')).toEqual({
      place: 'amman-khalda',
      near: undefined,
      withinKm: 10,
      sort: 'newest',
    });
  });
});
