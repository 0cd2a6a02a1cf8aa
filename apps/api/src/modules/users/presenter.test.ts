import { describe, expect, it } from 'vitest';

import { roundRating } from './presenter';

describe('roundRating', () => {
  it('keeps one decimal', () => {
    expect(roundRating(4.26)).toBe(4.3);
    expect(roundRating(3)).toBe(3);
    expect(roundRating(4.333333)).toBe(4.3);
  });

  it('keeps "no rating yet" apart from zero', () => {
    expect(roundRating(null)).toBeNull();
  });
});
