import { describe, expect, it } from 'vitest';

import { CATEGORIES } from './constants';
import { CATEGORY_WEIGHT_KG, CO2E_KG_PER_TONNE_REUSED, estimateImpact } from './impact';

describe('CATEGORY_WEIGHT_KG', () => {
  it('weighs every category, in whole kilograms above zero', () => {
    expect(Object.keys(CATEGORY_WEIGHT_KG).sort()).toEqual([...CATEGORIES].sort());
    for (const weight of Object.values(CATEGORY_WEIGHT_KG)) {
      expect(Number.isInteger(weight) && weight > 0).toBe(true);
    }
  });

  it('weighs furniture heaviest and books, clothing and toys lightest', () => {
    const weights = Object.values(CATEGORY_WEIGHT_KG);
    expect(CATEGORY_WEIGHT_KG.Furniture).toBe(Math.max(...weights));
    for (const light of ['Books', 'Clothing', 'Toys'] as const) {
      expect(CATEGORY_WEIGHT_KG[light]).toBe(Math.min(...weights));
    }
  });
});

describe('estimateImpact', () => {
  it('is nothing for no handovers', () => {
    expect(estimateImpact({})).toEqual({ items: 0, kilograms: 0, co2eKg: 0 });
    expect(estimateImpact({ Furniture: 0 })).toEqual({ items: 0, kilograms: 0, co2eKg: 0 });
  });

  it('adds each category at its own weight', () => {
    // 2 × 30 + 3 × 1 + 1 × 20 = 83 kg; 83 × 1.45 = 120.35 kg CO2e.
    expect(estimateImpact({ Furniture: 2, Books: 3, Appliances: 1 })).toEqual({
      items: 6,
      kilograms: 83,
      co2eKg: 120,
    });
  });

  it('rounds the CO2e to the nearest whole kilogram, a half up', () => {
    expect(CO2E_KG_PER_TONNE_REUSED).toBe(1450);
    // 1 kg → 1.45, 2 kg → 2.9, 10 kg → 14.5 exactly (no binary fraction short of it).
    expect(estimateImpact({ Books: 1 }).co2eKg).toBe(1);
    expect(estimateImpact({ Books: 2 }).co2eKg).toBe(3);
    expect(estimateImpact({ Books: 10 }).co2eKg).toBe(15);
    expect(estimateImpact({ Games: 9 }).co2eKg).toBe(13);
  });

  it('computes the CO2e from the exact kilograms, not from rounded parts', () => {
    const parts = [{ Books: 1 }, { Toys: 1 }, { Games: 1 }].map(estimateImpact);
    expect(parts.reduce((sum, part) => sum + part.co2eKg, 0)).toBe(3);
    expect(estimateImpact({ Books: 1, Toys: 1, Games: 1 }).co2eKg).toBe(4);
  });

  it('stays exact at a million handovers', () => {
    expect(estimateImpact({ Furniture: 1_000_000, Other: 1 })).toEqual({
      items: 1_000_001,
      kilograms: 30_000_003,
      co2eKg: 43_500_004,
    });
  });

  it('refuses a count that is not a whole number of 0 or more', () => {
    expect(() => estimateImpact({ Books: -1 })).toThrow(RangeError);
    expect(() => estimateImpact({ Books: 1.5 })).toThrow(RangeError);
    expect(() => estimateImpact({ Books: Number.NaN })).toThrow(RangeError);
  });
});
