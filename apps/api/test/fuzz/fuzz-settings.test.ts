import { describe, expect, it } from 'vitest';

import { caseSeed, DEFAULT_FUZZ_SETTINGS, fuzzSettings } from './fuzz-settings';

describe('the settings of a fuzz run', () => {
  it('are the fixed defaults unless FUZZ_SEED and FUZZ_RUNS say otherwise', () => {
    expect(fuzzSettings({})).toEqual(DEFAULT_FUZZ_SETTINGS);
    expect(fuzzSettings({ FUZZ_RUNS: '200', FUZZ_SEED: '7' })).toEqual({ seed: 7, runs: 200 });
    expect(() => fuzzSettings({ FUZZ_RUNS: 'many' })).toThrow(/FUZZ_RUNS/);
  });

  it('give each case a seed of its own, the same on every run', () => {
    expect(caseSeed(1, 'GET /posts as visitor')).toBe(caseSeed(1, 'GET /posts as visitor'));
    expect(caseSeed(1, 'GET /posts as visitor')).not.toBe(caseSeed(1, 'GET /posts as member'));
    expect(caseSeed(1, 'GET /posts as visitor')).not.toBe(caseSeed(2, 'GET /posts as visitor'));
  });
});
