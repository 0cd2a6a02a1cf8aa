import { describe, expect, it } from 'vitest';

import { anEvent } from '../../test/events';
import { eventVersion, versionAttributes } from './event-version';

const both = anEvent(1, {
  title: 'Book swap',
  description: 'Bring your books.',
  title_en: 'Book swap',
  description_en: 'Bring your books.',
  title_ar: 'تبادل الكتب',
  description_ar: 'أحضروا كتبكم.',
});

describe('eventVersion', () => {
  it("shows the page's language", () => {
    expect(eventVersion(both, 'en')).toEqual({
      title: 'Book swap',
      description: 'Bring your books.',
      language: 'en',
    });
    expect(eventVersion(both, 'ar')).toEqual({
      title: 'تبادل الكتب',
      description: 'أحضروا كتبكم.',
      language: 'ar',
    });
  });

  it('falls back to the other language when one was left empty', () => {
    const arabicOnly = anEvent(2, {
      title: 'تبادل الكتب',
      description: 'أحضروا كتبكم.',
      title_en: null,
      description_en: null,
      title_ar: 'تبادل الكتب',
      description_ar: 'أحضروا كتبكم.',
    });
    expect(eventVersion(arabicOnly, 'en')).toEqual({
      title: 'تبادل الكتب',
      description: 'أحضروا كتبكم.',
      language: 'ar',
    });
    const englishOnly = { ...both, title_ar: null, description_ar: null };
    expect(eventVersion(englishOnly, 'ar').language).toBe('en');
  });
});

describe('versionAttributes', () => {
  it('marks only a stand-in with its language and direction', () => {
    expect(versionAttributes(eventVersion(both, 'ar'), 'ar')).toEqual({ dir: 'auto' });
    const englishOnly = { ...both, title_ar: null, description_ar: null };
    expect(versionAttributes(eventVersion(englishOnly, 'ar'), 'ar')).toEqual({
      lang: 'en',
      dir: 'ltr',
    });
  });
});
