import { describe, expect, it } from 'vitest';

import { indexedWords, searchedStems, stemOf, wordsOf } from './search-words';

/** Whether a post indexed from `texts` is found by `query`, by the rule the databases apply. */
function finds(query: string, ...texts: string[]): boolean {
  const indexed = indexedWords(...texts).split(' ');
  return searchedStems(query).every((stem) => indexed.some((word) => word.startsWith(stem)));
}

describe('wordsOf', () => {
  it('splits on anything but letters and digits, normalised', () => {
    expect(wordsOf('Sofa, grey (3-seat)!')).toEqual(['sofa', 'grey', '3', 'seat']);
    expect(wordsOf('ثلاجة سامسونج ١٨ قدم')).toEqual(['ثلاجه', 'سامسونج', '18', 'قدم']);
  });

  it('drops Latin accents and the hamza carried by a letter', () => {
    expect(wordsOf('Café crème')).toEqual(['cafe', 'creme']);
    expect(wordsOf('مسؤول')).toEqual(['مسوول']);
  });
});

describe('stemOf', () => {
  it('strips the Arabic article and the prefixes joined to it', () => {
    expect(stemOf('الكتب')).toBe('كتب');
    expect(stemOf('والكتب')).toBe('كتب');
    expect(stemOf('بالكتب')).toBe('كتب');
    expect(stemOf('للاطفال')).toBe('اطفال');
    expect(stemOf('وللاطفال')).toBe('اطفال');
    expect(stemOf('فالباب')).toBe('باب');
    expect(stemOf('كالجديد')).toBe('جديد');
    expect(stemOf('وكراسي')).toBe('كراسي');
  });

  it('leaves words whole when what remains would be too short to be one', () => {
    expect(stemOf('الي')).toBe('الي');
    expect(stemOf('ورد')).toBe('ورد');
    expect(stemOf('لل')).toBe('لل');
    expect(stemOf('الدب')).toBe('دب');
    expect(stemOf('والده')).toBe('والده');
    expect(stemOf('والد')).toBe('والد');
    expect(stemOf('بالون')).toBe('بالون');
  });

  it('takes English plurals back to the singular', () => {
    expect(stemOf('sofas')).toBe('sofa');
    expect(stemOf('babies')).toBe('baby');
    expect(stemOf('boxes')).toBe('box');
    expect(stemOf('dishes')).toBe('dish');
    expect(stemOf('glass')).toBe('glass');
    expect(stemOf('bus')).toBe('bus');
  });
});

describe('search by words', () => {
  it('finds every word in any order, across the title and the description', () => {
    expect(finds('sofa grey', 'Grey corner sofa')).toBe(true);
    expect(finds('grey sofa', 'Corner sofa', 'Its colour is grey')).toBe(true);
    expect(finds('sofa red', 'Grey corner sofa')).toBe(false);
  });

  it('finds through each Arabic normalisation, prefixes and digits', () => {
    expect(finds('ثلاجه 18', 'ثلاجة سامسونج ١٨ قدم')).toBe(true);
    expect(finds('شاشة ٣٢', 'شاشه 32 بوصة')).toBe(true);
    expect(finds('طاولة ٤ كراسي', 'طاولة طعام مع ٤ كراسي')).toBe(true);
    expect(finds('الكتب', 'كتب مدرسية للصف السابع')).toBe(true);
    expect(finds('كتب', 'مجموعة الكتب المدرسية')).toBe(true);
    expect(finds('أريكة', 'اريكه')).toBe(true);
    expect(finds('كُتُب', 'كتب')).toBe(true);
    expect(finds('كتــب', 'كتب')).toBe(true);
  });

  it('finds plurals and singulars of each other', () => {
    expect(finds('sofas', 'Grey sofa')).toBe(true);
    expect(finds('baby', 'Clothes for babies')).toBe(true);
    expect(finds('babies', 'Baby clothes')).toBe(true);
  });

  it('matches the beginning of a word, so a search typed letter by letter narrows', () => {
    for (const typed of ['s', 'so', 'sof', 'sofa', 'sofas']) {
      expect(finds(typed, 'Sofas for the living room')).toBe(true);
    }
    for (const typed of ['ا', 'ال', 'الك', 'الكت', 'الكتب']) {
      expect(finds(typed, 'الكتب المدرسية')).toBe(true);
    }
    expect(finds('ofa', 'Sofa')).toBe(false);
  });

  it('looks for each word once, and for at most eight', () => {
    expect(searchedStems('sofa sofas Sofa')).toEqual(['sofa']);
    expect(searchedStems('a b c d e f g h i j')).toHaveLength(8);
    expect(searchedStems(' ,.; ')).toEqual([]);
  });
});
