import { describe, expect, it } from 'vitest';

import { searchFoldKey, searchIdOfFoldKey } from './fold-key';

describe('the fold key of a day’s matches', () => {
  it('names its saved search and its day, and gives the search back', () => {
    expect(searchFoldKey(42, '2026-11-27')).toBe('search:42:2026-11-27');
    expect(searchIdOfFoldKey(searchFoldKey(42, '2026-11-27'))).toBe(42);
  });

  it('gives no search for another kind of key or none', () => {
    expect(searchIdOfFoldKey('message:7')).toBeNull();
    expect(searchIdOfFoldKey(null)).toBeNull();
    expect(searchIdOfFoldKey('search:x:2026-11-27')).toBeNull();
  });
});
