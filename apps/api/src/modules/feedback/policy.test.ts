import { describe, expect, it } from 'vitest';

import { averageRating, ratingStanding } from './policy';

const none = { rated: false, hadHandover: false };

describe('ratingStanding', () => {
  it('lets a member rate another after a confirmed handover between them', () => {
    expect(ratingStanding(2, 1, { rated: false, hadHandover: true })).toBe('may_rate');
  });

  it('keeps a member without a confirmed handover from rating', () => {
    expect(ratingStanding(2, 1, none)).toBe('no_handover');
  });

  it('rates once: a member who rated stands as rated, handover or not', () => {
    expect(ratingStanding(2, 1, { rated: true, hadHandover: true })).toBe('rated');
    expect(ratingStanding(2, 1, { rated: true, hadHandover: false })).toBe('rated');
  });

  it('never lets a member rate themselves, and asks a visitor to sign in', () => {
    expect(ratingStanding(1, 1, { rated: false, hadHandover: true })).toBe('self');
    expect(ratingStanding(undefined, 1, { rated: false, hadHandover: true })).toBe('signed_out');
  });
});

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
