import { describe, expect, it } from 'vitest';

import { canonicalCategory, canonicalRegion } from './canonical-names';
import { CATEGORIES, REGIONS } from './constants';

describe('canonical names', () => {
  it('knows every category and region by its own name', () => {
    for (const category of CATEGORIES) expect(canonicalCategory(category)).toBe(category);
    for (const region of REGIONS) expect(canonicalRegion(region)).toBe(region);
  });

  it('knows the Arabic names, however their alef, ta marbuta and diacritics are written', () => {
    expect(canonicalCategory('أجهزة منزلية')).toBe('Appliances');
    expect(canonicalCategory('اجهزه منزليه')).toBe('Appliances');
    expect(canonicalCategory('ألعاب أطفال')).toBe('Toys');
    expect(canonicalCategory('ألعاب')).toBe('Games');
    expect(canonicalCategory('الكُتُب')).toBe('Books');
    expect(canonicalCategory('معدات  رياضية ')).toBe('Sports Equipment');
    expect(canonicalRegion('عمّان')).toBe('Amman');
    expect(canonicalRegion('معان')).toBe("Ma'an");
  });

  it('reads typographic apostrophes and any case as the plain spelling', () => {
    expect(canonicalRegion('Ma’an')).toBe("Ma'an");
    expect(canonicalRegion('ma‘an')).toBe("Ma'an");
    expect(canonicalCategory('sports equipment')).toBe('Sports Equipment');
  });

  it('refuses what names nothing', () => {
    expect(canonicalCategory('Cars')).toBeUndefined();
    expect(canonicalCategory('')).toBeUndefined();
    expect(canonicalRegion('Paris')).toBeUndefined();
  });
});
