import { describe, expect, it } from 'vitest';

import { keysKeepingLookAlikes, usernameKey } from './username-key';

describe('usernameKey', () => {
  it.each([
    ['a different case', 'Sara_K', 'sara_k'],
    ['Cyrillic letters', 'ѕаrа_k', 'sara_k'],
    ['fullwidth letters', 'Ｓａｒａ_Ｋ', 'sara_k'],
    ['a Greek capital omicron', 'Οmar', 'omar'],
    ['mathematical letters', '𝐬𝐚𝐫𝐚', 'sara'],
    ['zero for o', 'n0or', 'noor'],
    ['one for l', 'ahmad1', 'ahmadl'],
    ['capital I for l (in its own case)', 'ALI', 'ali'],
    ['a Latin accent', 'René', 'rene'],
    ['a combining mark added', 'sara\u0336', 'sara'],
    ['Persian yeh', 'علی', 'علي'],
    ['alef maksura', 'على', 'علي'],
    ['Persian keheh', 'کريم', 'كريم'],
    ['swash kaf', 'ڪريم', 'كريم'],
    ['tatweel', 'مـحـمـد', 'محمد'],
    ['short vowels and shadda', 'مُحَمَّد', 'محمد'],
    ['hamza above the alef', 'أحمد', 'احمد'],
    ['hamza below the alef', 'إيمان', 'ايمان'],
    ['madda', 'آمنة', 'امنة'],
    ['alef wasla', 'ٱمنة', 'امنة'],
    ['ta marbuta', 'فاطمة', 'فاطمه'],
    ['Arabic presentation forms', 'ﻋﻠﻲ', 'علي'],
    ['Eastern Arabic-Indic digits', 'سارة۴۵۶', 'سارة٤٥٦'],
    ['a Latin l for an Arabic alef', 'lحمد', 'احمد'],
  ])('gives the same key to %s', (_label, lookAlike, plain) => {
    expect(usernameKey(lookAlike)).toBe(usernameKey(plain));
  });

  it.each([
    ['names that differ by a letter', 'sara', 'sarah'],
    ['a digit more', 'sara', 'sara2'],
    ['different digits', 'lina_1', 'lina_7'],
    ['Arabic-Indic and Western two', 'ساره٢', 'ساره2'],
    ['different Arabic letters', 'سارة', 'سارا'],
    ['kaf and lam', 'كريم', 'لريم'],
  ])('tells apart %s', (_label, one, other) => {
    expect(usernameKey(one)).not.toBe(usernameKey(other));
  });

  it('is a key of its own key, so stored keys stay comparable', () => {
    for (const name of ['Ｓａｒａ_K', 'مُحَمَّد', 'n0or.99', 'ALI-m', 'علی٤']) {
      expect(usernameKey(usernameKey(name))).toBe(usernameKey(name));
    }
  });

  it('never holds #, which marks the keys of look-alikes kept from before', () => {
    const allowedInUsernames = /^[\p{L}\p{M}\p{N}_.-]$/u;
    const withHash: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const character = String.fromCodePoint(codePoint);
      if (!allowedInUsernames.test(character)) continue;
      if (usernameKey(`a${character}`).includes('#')) withHash.push(character);
    }
    expect(withHash).toEqual([]);
  });
});

describe('keysKeepingLookAlikes', () => {
  it('gives the oldest of look-alikes the plain key and the later ones a key of their own', () => {
    const keys = keysKeepingLookAlikes([
      { id: 7, username: 'Ｓａｒａ' },
      { id: 2, username: 'sara' },
      { id: 5, username: 'ѕаrа' },
      { id: 3, username: 'omar' },
    ]);
    expect(keys).toEqual(
      new Map([
        [2, 'sara'],
        [3, 'ornar'],
        [5, 'sara#5'],
        [7, 'sara#7'],
      ]),
    );
  });
});
