import { describe, expect, it } from 'vitest';

import { pushPayloadSchema } from './push';

describe('pushPayloadSchema', () => {
  it('takes a notification in either language, its tag optional', () => {
    const arabic = {
      title: 'رسالة جديدة',
      body: 'هل ما زالت متاحة؟',
      url: '/ar/dm/8',
      tag: 'conversation-8',
      lang: 'ar',
      dir: 'rtl',
    };
    expect(pushPayloadSchema.parse(arabic)).toEqual(arabic);
    const english = {
      title: 'Claim accepted',
      body: '',
      url: '/myrequests',
      lang: 'en',
      dir: 'ltr',
    };
    expect(pushPayloadSchema.parse(english)).toEqual(english);
  });

  it('refuses a payload without its words, its page, or a known language and direction', () => {
    const valid = { title: 'x', body: 'y', url: '/', lang: 'en', dir: 'ltr' };
    for (const bad of [
      { ...valid, title: '' },
      { ...valid, url: '' },
      { ...valid, lang: 'fr' },
      { ...valid, dir: 'auto' },
      { ...valid, title: 'x'.repeat(121) },
      { title: 'x', body: 'y', url: '/' },
    ]) {
      expect(pushPayloadSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
