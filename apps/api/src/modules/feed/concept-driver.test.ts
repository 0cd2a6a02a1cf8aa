import { describe, expect, it } from 'vitest';

import { conceptEveryPostHolds } from './concept-driver';

describe('conceptEveryPostHolds', () => {
  it('is the place a word no post holds names', () => {
    expect(conceptEveryPostHolds([{ concepts: ['@khalda'] }])).toBe('@khalda');
  });

  it('is the thing the only word names, though posts hold the word itself', () => {
    expect(conceptEveryPostHolds([{ literal: "'sofa':*", concepts: ['#sofa'] }])).toBe('#sofa');
  });

  it('is the place two words name when the other word is implied by it', () => {
    expect(
      conceptEveryPostHolds([
        { literal: "'al':*", concepts: ['@al-rabieh'] },
        { concepts: ['@al-rabieh'] },
      ]),
    ).toBe('@al-rabieh');
  });

  it('is the thing several words name together, each of them also found as itself', () => {
    expect(
      conceptEveryPostHolds([
        { literal: "'بيت':*", concepts: ['#dollhouse'] },
        { literal: "'دمى':*", concepts: ['#dollhouse'] },
      ]),
    ).toBe('#dollhouse');
  });

  it('is none when one of several words names nothing', () => {
    expect(
      conceptEveryPostHolds([
        { literal: "'grey':*", concepts: [] },
        { literal: "'sofa':*", concepts: ['#sofa'] },
      ]),
    ).toBeUndefined();
  });

  it('is none when a word names several things', () => {
    expect(conceptEveryPostHolds([{ concepts: ['#coffee-table', '#table'] }])).toBeUndefined();
  });

  it('is none for a thing and a place', () => {
    expect(
      conceptEveryPostHolds([
        { literal: "'sofa':*", concepts: ['#sofa'] },
        { concepts: ['@khalda'] },
      ]),
    ).toBeUndefined();
  });

  it('is none for a word that names nothing', () => {
    expect(conceptEveryPostHolds([{ literal: "'lamp':*", concepts: [] }])).toBeUndefined();
  });
});
