import { describe, expect, it } from 'vitest';

import { monthAndYear } from './post-page-donor';

describe('monthAndYear', () => {
  it("names the month in the page's language, as Jordan's clock reads it", () => {
    expect(monthAndYear('2025-03-04T08:00:00.000Z', 'en')).toBe('March 2025');
    expect(monthAndYear('2025-03-04T08:00:00.000Z', 'ar')).toBe('آذار 2025');
    // 22:30 UTC on 28 February is already 1 March in Amman.
    expect(monthAndYear('2025-02-28T22:30:00.000Z', 'en')).toBe('March 2025');
  });
});
