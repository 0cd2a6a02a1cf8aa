import { describe, expect, it } from 'vitest';

import { bannerVersion } from './banner-version';

const both = { content: '<p>Friday</p>', content_en: '<p>Friday</p>', content_ar: '<p>الجمعة</p>' };

describe('bannerVersion', () => {
  it("shows each page its own language's version", () => {
    expect(bannerVersion(both, 'en')).toEqual({ html: '<p>Friday</p>', language: 'en' });
    expect(bannerVersion(both, 'ar')).toEqual({ html: '<p>الجمعة</p>', language: 'ar' });
  });

  it('falls back to the version that was written', () => {
    const englishOnly = { content: 'Friday', content_en: 'Friday', content_ar: null };
    expect(bannerVersion(englishOnly, 'ar')).toEqual({ html: 'Friday', language: 'en' });
    const arabicOnly = { content: 'الجمعة', content_en: null, content_ar: 'الجمعة' };
    expect(bannerVersion(arabicOnly, 'en')).toEqual({ html: 'الجمعة', language: 'ar' });
    expect(bannerVersion(arabicOnly, 'ar')).toEqual({ html: 'الجمعة', language: 'ar' });
  });
});
