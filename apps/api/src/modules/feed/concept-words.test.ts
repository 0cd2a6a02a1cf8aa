import { describe, expect, it } from 'vitest';

import {
  conceptWordsOf,
  itemWordsNamedBy,
  itemWordsOf,
  MAX_THINGS_PER_WORD,
  namingWordsOf,
  placeWordsOf,
  searchedTerms,
} from './concept-words';
import { searchedStems, searchedTermsOf } from './search-words';

/** The concept words a search's only word names. */
const namedBy = (query: string) => searchedTermsOf(query)[0]?.concepts ?? [];

describe('itemWordsOf: the things of the dictionary a text names', () => {
  it('reads a name in any language, the dialect, plurals and the article', () => {
    expect(itemWordsOf('كنباية رمادية')).toEqual(['#sofa']);
    expect(itemWordsOf('grey couch')).toEqual(['#sofa']);
    expect(itemWordsOf('Two grey SOFAS')).toEqual(['#sofa']);
    expect(itemWordsOf('الكنبة الرمادية')).toEqual(['#sofa']);
    expect(itemWordsOf('صوبة')).toEqual(['#heater']);
    expect(itemWordsOf('شاشة تلفاز')).toEqual(['#tv']);
    expect(itemWordsOf('Grey and blue')).toEqual([]);
  });

  it('reads the longest name first: «شاشة كمبيوتر» is a monitor, not a television', () => {
    expect(itemWordsOf('شاشة كمبيوتر')).toEqual(['#monitor']);
    expect(itemWordsOf('شاشة كمبيوتر وشاشة')).toEqual(['#monitor', '#tv']);
    expect(itemWordsOf('صوبة غاز للبيع')).toEqual(['#gas-heater']);
    expect(itemWordsOf('كتب مدرسية')).toEqual(['#school-textbook']);
    expect(itemWordsOf('sofa bed, like new')).toEqual(['#sofa-bed']);
  });

  it('names every entry of a word shared by two', () => {
    expect(itemWordsOf('ساعة')).toEqual(['#wall-clock', '#watch']);
  });
});

describe('placeWordsOf: the places a location names', () => {
  it('names the place of the area with the places containing it, and the governorate', () => {
    const khalda = placeWordsOf('Amman - Khalda', 'Amman');
    expect(khalda).toContain('@amman-khalda');
    expect(khalda).toContain('@amman');
    expect(placeWordsOf('عمان - خلدا', 'Amman')).toEqual(khalda);
    expect(placeWordsOf('عمّان - الشميساني', 'Amman')).toContain('@amman-shmeisani');
  });

  it('names only the governorate when the area is unknown or the governorate itself', () => {
    expect(placeWordsOf('Amman - Somewhere', 'Amman')).toEqual(['@amman']);
    expect(placeWordsOf('Amman - Amman', 'Amman')).toEqual(['@amman']);
    expect(placeWordsOf('Irbid', 'Irbid')).toEqual(['@irbid']);
  });
});

describe('conceptWordsOf: what a post is indexed as besides its words', () => {
  it('joins the things of its title, description and features and its places', () => {
    expect(
      conceptWordsOf({
        title: 'Grey couch',
        description: 'With a small heater',
        extras: ['كتب مدرسية'],
        location: 'Amman - Khalda',
        region: 'Amman',
      }).split(' '),
    ).toEqual(expect.arrayContaining(['#sofa', '#heater', '#school-textbook', '@amman-khalda']));
    expect(conceptWordsOf({ title: 'Blue', description: '', extras: [] })).toBe('');
  });

  it('writes no word a typed word could be or begin: each begins with # or @', () => {
    const words = conceptWordsOf({
      title: 'sofa heater tv',
      description: '',
      extras: [],
      location: 'Amman - Khalda',
      region: 'Amman',
    }).split(' ');
    for (const word of words) expect(word).toMatch(/^[#@][a-z0-9-]+$/);
  });
});

describe('searchedTerms: what the words of a search name', () => {
  it('keeps the stems of searchedStems, in order', () => {
    for (const query of ['grey sofas الكتب', 'a b c d e f g h i j', '', 'Khalda Khalda']) {
      expect(searchedTermsOf(query).map((term) => term.stem)).toEqual(searchedStems(query));
    }
  });

  it('names the things with a name of which the word is a whole word', () => {
    expect(namedBy('كنبة')).toContain('#sofa');
    expect(namedBy('kanabe')).toContain('#sofa');
    expect(namedBy('sobba')).toEqual(['#heater']);
    expect(namedBy('TV')).toContain('#tv');
    expect(namedBy('شاشة')).toEqual(expect.arrayContaining(['#tv', '#monitor']));
  });

  it('names, from three letters, the things with a name of which the word begins a word', () => {
    expect(namedBy('heater')).toEqual(expect.arrayContaining(['#heater', '#gas-heater']));
    expect(namedBy('مدفأة')).toEqual(expect.arrayContaining(['#heater', '#gas-heater']));
    expect(namedBy('books')).toEqual(expect.arrayContaining(['#book', '#school-textbook']));
    expect(namedBy('kana')).toContain('#sofa');
    expect(namedBy('ka')).toEqual([]);
    expect(namedBy('zzzz')).toEqual([]);
  });

  it('reads the head of a name: the last word of an English one, the first of an Arabic one', () => {
    // «مصباح طاولة», "table lamp": a lamp, not a table.
    expect(namedBy('طاولة')).toContain('#table');
    expect(namedBy('طاولة')).not.toContain('#lamp');
    expect(namedBy('table')).not.toContain('#lamp');
    expect(namedBy('lamp')).toContain('#lamp');
    expect(namedBy('TV')).toEqual(['#tv']);
  });

  it('names the things of a name of several words the search spells out', () => {
    const [gas, heater] = searchedTerms('gas heater', 8);
    expect(gas?.concepts).toContain('#gas-heater');
    expect(heater?.concepts).toContain('#gas-heater');
    const [screen, computer] = searchedTerms('شاشة كمبيوتر', 8);
    expect(screen?.concepts).toEqual(expect.arrayContaining(['#monitor', '#tv']));
    expect(computer?.concepts).toContain('#monitor');
    expect(computer?.concepts).not.toContain('#tv');
  });

  it('names no more things than MAX_THINGS_PER_WORD for a word only begun', () => {
    for (const stem of ['set', 'boo', 'طقم', 'ملا', 'car', 'كرس', 'a', 'ب']) {
      expect(itemWordsNamedBy(stem).length, stem).toBeLessThanOrEqual(MAX_THINGS_PER_WORD);
    }
  });

  it('names places by any name or alias, one word or several', () => {
    expect(namedBy('Khalda')).toContain('@amman-khalda');
    expect(namedBy('خلدا')).toContain('@amman-khalda');
    expect(namedBy('Shmesani')).toContain('@amman-shmeisani');
    expect(namedBy('الشميساني')).toContain('@amman-shmeisani');
    const [jabal, amman] = searchedTerms('Jabal Amman', 8);
    expect(jabal?.concepts).toContain('@amman-jabal-amman');
    expect(amman?.concepts).toEqual(expect.arrayContaining(['@amman', '@amman-jabal-amman']));
    const [sofa, khalda] = searchedTerms('sofa khalda', 8);
    expect(sofa?.concepts).not.toContain('@amman-khalda');
    expect(khalda?.concepts).toContain('@amman-khalda');
  });
});

describe('namingWordsOf', () => {
  it('lists the words a stem that names a concept is or begins', () => {
    expect(namingWordsOf('#sofa')).toEqual(expect.arrayContaining(['sofa', 'couch', 'كنبه']));
    expect(namingWordsOf('@amman-khalda')).toEqual(expect.arrayContaining(['khalda', 'خلدا']));
    for (const query of ['كنبة', 'kanab', 'heater', 'Khalda', 'خلدا', 'Shmesani', 'TV']) {
      const [term] = searchedTermsOf(query);
      for (const concept of term?.concepts ?? []) {
        expect(
          namingWordsOf(concept).some((word) => word.startsWith(term?.stem ?? '')),
          `${query} ${concept}`,
        ).toBe(true);
      }
    }
  });
});
