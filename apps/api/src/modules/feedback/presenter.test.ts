import { describe, expect, it } from 'vitest';

import { averageRating } from './presenter';

describe('averageRating', () => {
  it('keeps one decimal of the mean', () => {
    expect(averageRating(17, 4)).toBe(4.3);
    expect(averageRating(9, 3)).toBe(3);
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(14, 3)).toBe(4.7);
  });

  it('keeps "no rating yet" apart from zero', () => {
    expect(averageRating(0, 0)).toBeNull();
  });
});
