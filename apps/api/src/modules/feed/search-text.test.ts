import { describe, expect, it } from 'vitest';

import { normalizeSearchText } from './search-text';

describe('normalizeSearchText', () => {
  it('lower-cases and collapses spaces', () => {
    expect(normalizeSearchText('  Wooden   SOFA ')).toBe('wooden sofa');
  });

  it('drops Arabic diacritics and tatweel', () => {
    expect(normalizeSearchText('كُتُبٌ مَدْرَسِيَّةٌ')).toBe('كتب مدرسيه');
    expect(normalizeSearchText('كـــتب')).toBe('كتب');
  });

  it('unifies the alef forms, alef maqsura and taa marbuta', () => {
    expect(normalizeSearchText('أريكة')).toBe('اريكه');
    expect(normalizeSearchText('إبريق آلي')).toBe('ابريق الي');
    expect(normalizeSearchText('مستشفى')).toBe('مستشفي');
  });

  it('gives a query typed plainly the same text as a title written carefully', () => {
    expect(normalizeSearchText('طاوِلَةُ طَعامٍ')).toBe(normalizeSearchText('طاولة طعام'));
  });

  it('writes Arabic-Indic and Eastern Arabic-Indic digits as Western ones', () => {
    expect(normalizeSearchText('كنبة ٣ مقاعد')).toBe('كنبه 3 مقاعد');
    expect(normalizeSearchText('سرير ۱۹۰ سم')).toBe(normalizeSearchText('سرير 190 سم'));
  });
});
