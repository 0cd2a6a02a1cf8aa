import { describe, expect, it } from 'vitest';

import { blocklistMatches, type PostText } from './blocklist';

const post = (overrides: Partial<PostText>): PostText => ({
  title: 'Wooden dining table',
  description: 'Six chairs included, a few scratches.',
  extras: [],
  phone: '0791234567',
  ...overrides,
});

describe('blocklistMatches', () => {
  it('finds nothing in an ordinary post, in English or Arabic', () => {
    expect(blocklistMatches(post({}))).toEqual([]);
    expect(
      blocklistMatches(
        post({ title: 'طاولة سفرة خشب', description: 'مع ستة كراسي، بحالة جيدة. موديل 2020-2021' }),
      ),
    ).toEqual([]);
  });

  it('finds an Arabic scam phrase with and without diacritics, hamza or taa marbuta', () => {
    for (const description of [
      'أرباح مضمونة كل أسبوع',
      'أَرْبَاحٌ مَضْمُونَةٌ كُلَّ أُسْبُوع',
      'ارباح مضمونه كل اسبوع',
      'ـأربـاح مضمـونة',
    ]) {
      expect(blocklistMatches(post({ description })), description).toEqual(['أرباح مضمونة']);
    }
  });

  it('finds a phrase after the letters Arabic attaches to a word, not inside another word', () => {
    expect(blocklistMatches(post({ description: 'وبطاقة هدايا مجانية' }))).toEqual(['بطاقة هدايا']);
    expect(blocklistMatches(post({ description: 'gift cardboard boxes' }))).toEqual([]);
  });

  it('finds English phrases in any case and across punctuation', () => {
    expect(
      blocklistMatches(
        post({ title: 'FREE sofa', description: 'Pay the Shipping-Fee by Western Union' }),
      ),
    ).toEqual(['western union', 'shipping fee']);
  });

  it('finds links but not the email addresses members leave to be reached', () => {
    expect(
      blocklistMatches(
        post({
          description:
            'More at https://free-stuff.example/win and bit.ly/abc or write to sara@mail.com',
        }),
      ),
    ).toEqual(['https://free-stuff.example/win', 'bit.ly/abc']);
    expect(blocklistMatches(post({ description: 'Write to sara@mail.com' }))).toEqual([]);
  });

  it('finds phone numbers other than the post’s own, however their digits are written', () => {
    expect(blocklistMatches(post({ description: 'Call 079 123 4567' }))).toEqual([]);
    expect(blocklistMatches(post({ description: 'اتصل على ٠٧٨٨٨٨٨٨٨٨' }))).toEqual(['0788888888']);
    expect(blocklistMatches(post({ extras: ['WhatsApp +44 7700 900123'] }))).toEqual([
      '+44 7700 900123',
    ]);
  });

  it('reads numbers as visitors’ previews do: any digits, any separator, the own phone in any form', () => {
    for (const [description, match] of [
      ['Call ０٧٨٨٨٨٨٨٨٨', '0788888888'],
      ['Call 𝟎𝟕𝟖٨٨٨٨٨٨٨', '0788888888'],
      ['Call 078/888/8888', '078/888/8888'],
      ['Call (078) 888.88-88', '(078) 888.88-88'],
      ['Call 0788888888 2024', '0788888888'],
    ]) {
      expect(blocklistMatches(post({ description })), description).toEqual([match]);
    }
    for (const description of [
      'Call ０٧٩١٢٣٤٥٦٧',
      'Call 𝟎𝟕𝟗١٢٣٤٥٦٧',
      'Call 079/123/4567',
      'Call +962 79 123 4567',
      'Call 00962791234567',
    ]) {
      expect(blocklistMatches(post({ description })), description).toEqual([]);
    }
  });

  it('leaves to a post the numbers not written to be dialled, which its preview still hides', () => {
    for (const description of ['Sizes 7 8 9 10 11 12', 'Ref 78 888 8888', 'Serial 10788888888']) {
      expect(blocklistMatches(post({ description })), description).toEqual([]);
    }
  });
});
