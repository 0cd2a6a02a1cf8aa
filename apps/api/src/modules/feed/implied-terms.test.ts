import { describe, expect, it } from 'vitest';

import { withoutImpliedTerms } from './implied-terms';

describe('withoutImpliedTerms', () => {
  it('drops a term whose alternatives hold all of another term', () => {
    expect(withoutImpliedTerms([["'al':*", "'@rabieh'"], ["'@rabieh'"]])).toEqual([["'@rabieh'"]]);
  });

  it('keeps terms that each have an alternative the other lacks', () => {
    const terms = [
      ["'sofa'", "'#sofa'"],
      ["'khalda'", "'@khalda'"],
    ];
    expect(withoutImpliedTerms(terms)).toEqual(terms);
  });

  it('keeps the first of terms with the same alternatives, in any order', () => {
    expect(withoutImpliedTerms([["'@p'", "'#q'"], ["'x'"], ["'#q'", "'@p'"]])).toEqual([
      ["'@p'", "'#q'"],
      ["'x'"],
    ]);
  });

  it('drops every term the narrowest implies, however many words name it', () => {
    expect(
      withoutImpliedTerms([["'ras':*", "'@ras'"], ["'al':*", "'@ras'"], ["'@ras'"], ["'@ras'"]]),
    ).toEqual([["'@ras'"]]);
  });

  it('never lets a term without alternatives drop another', () => {
    expect(withoutImpliedTerms([[], ["'sofa'"]])).toEqual([[], ["'sofa'"]]);
  });

  it('gives no terms for none', () => {
    expect(withoutImpliedTerms([])).toEqual([]);
  });
});
