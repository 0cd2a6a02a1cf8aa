import { westernDigits } from '@tabarru/contract/digits';

/** Arabic short vowels, tanween, shadda, sukun, dagger alif, Quranic marks and tatweel. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const ALEF_VARIANTS = /[\u0622\u0623\u0625\u0671]/g;

/**
 * The form texts are stored and searched in (docs/decisions.md, "Search by words"): lower
 * case, Arabic diacritics and tatweel removed, أ إ آ ٱ → ا, ى → ي, ة → ه, Arabic-Indic digits
 * as Western ones, spaces collapsed. A search typed without diacritics, with another hamza
 * spelling or with the other kind of digits finds the same posts.
 */
export function normalizeSearchText(text: string): string {
  return westernDigits(text.normalize('NFKC'))
    .toLowerCase()
    .replace(ARABIC_MARKS, '')
    .replace(ALEF_VARIANTS, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(/\s+/g, ' ')
    .trim();
}
