import { describe, expect, it } from 'vitest';

import { CATEGORIES } from './constants';
import { ITEM_WORDS, type ItemWords } from './item-words';

/** Lower case, NFKC, Arabic diacritics and tatweel removed, أ إ آ ٱ → ا, ة → ه, ى → ي. */
function normalise(word: string): string {
  return word
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim();
}

const wordsOf = (entry: ItemWords) => [...entry.en, ...entry.ar, ...(entry.arabizi ?? [])];

const entryWith = (word: string) =>
  ITEM_WORDS.filter((entry) => wordsOf(entry).some((w) => normalise(w) === normalise(word)));

/**
 * The words that name more than one entry, each with the entries it names. Any other word
 * found in two entries is an accidental overlap: give it to one, or add it here if it truly
 * names both.
 */
const SHARED_WORDS: Record<string, readonly string[]> = {
  ساعه: ['wall-clock', 'watch'],
  سماعه: ['headphones', 'speaker'],
  سماعات: ['headphones', 'speaker'],
  walker: ['baby-walker', 'mobility-walker'],
};

describe('the dictionary of things given', () => {
  it('has at least 300 entries, each id unique and in kebab case', () => {
    expect(ITEM_WORDS.length).toBeGreaterThanOrEqual(300);
    const ids = ITEM_WORDS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every entry an English and an Arabic word, and every category entries', () => {
    for (const entry of ITEM_WORDS) {
      expect(entry.en.length, entry.id).toBeGreaterThan(0);
      expect(entry.ar.length, entry.id).toBeGreaterThan(0);
      expect(CATEGORIES, entry.id).toContain(entry.category);
    }
    for (const category of CATEGORIES) {
      expect(
        ITEM_WORDS.some((entry) => entry.category === category),
        category,
      ).toBe(true);
    }
  });

  it('writes each word in its own script, plainly, without the Arabic article first', () => {
    for (const entry of ITEM_WORDS) {
      for (const word of [...entry.en, ...(entry.arabizi ?? [])]) {
        expect(word, entry.id).toMatch(/^[a-z0-9]+([ '-][a-z0-9]+)*$/);
      }
      for (const word of entry.ar) {
        expect(word, entry.id).toMatch(/^[\u0621-\u064A]+( [\u0621-\u064A]+)*$/);
        expect(word.startsWith('ال'), `${entry.id}: ${word}`).toBe(false);
      }
    }
  });

  it('lists no word twice in one entry', () => {
    for (const entry of ITEM_WORDS) {
      const words = wordsOf(entry).map(normalise);
      const repeated = words.filter((word, index) => words.indexOf(word) !== index);
      expect(repeated, entry.id).toEqual([]);
    }
  });

  it('shares a word between entries only where it names each of them', () => {
    const entriesByWord = new Map<string, string[]>();
    for (const entry of ITEM_WORDS) {
      for (const word of new Set(wordsOf(entry).map(normalise))) {
        entriesByWord.set(word, [...(entriesByWord.get(word) ?? []), entry.id]);
      }
    }
    const shared = Object.fromEntries(
      [...entriesByWord].filter(([, ids]) => ids.length > 1).map(([word, ids]) => [word, ids]),
    );
    expect(shared).toEqual(SHARED_WORDS);
  });

  it.each([
    ['a sofa', ['sofa', 'couch', 'كنبة', 'كنباية', 'صوفا', 'أريكة', 'kanabe']],
    ['a heater', ['heater', 'مدفأة', 'صوبة', 'دفاية', 'sobba']],
    ['a TV', ['tv', 'television', 'تلفزيون', 'تلفاز', 'شاشة']],
    ['a fridge', ['fridge', 'refrigerator', 'ثلاجة', 'براد', 'tallaje']],
    ['a wardrobe', ['wardrobe', 'خزانة', 'دولاب']],
    ['a school bag', ['school bag', 'حقيبة مدرسية', 'شنطة مدرسة']],
    ['a book', ['book', 'كتاب', 'كتب']],
    ['a blanket', ['blanket', 'حرام', 'بطانية']],
    ['a washing machine', ['washing machine', 'غسالة']],
    ['an air conditioner', ['air conditioner', 'مكيف', 'كندشن']],
    ['a phone', ['phone', 'موبايل', 'جوال', 'هاتف', 'خلوي']],
    ['shoes', ['shoe', 'حذاء', 'بوط', 'كندرة']],
    ['a bicycle', ['bicycle', 'دراجة', 'بسكليت']],
    ['a stroller', ['stroller', 'عربة أطفال']],
    ['kitchen utensils', ['kitchen utensils', 'أدوات مطبخ', 'مواعين']],
  ])('names %s in both languages in one entry', (_, words) => {
    const ids = words.map((word) => entryWith(word).map((entry) => entry.id));
    expect(ids[0], words[0]).toHaveLength(1);
    for (const [index, found] of ids.entries()) expect(found, words[index]).toEqual(ids[0]);
  });

  it('finds the same entry however the hamza, ta marbuta or diacritics are written', () => {
    expect(entryWith('مدفاه').map((entry) => entry.id)).toEqual(['heater']);
    expect(entryWith('ثلّاجة').map((entry) => entry.id)).toEqual(['fridge']);
    expect(entryWith('TV').map((entry) => entry.id)).toEqual(['tv']);
  });
});
