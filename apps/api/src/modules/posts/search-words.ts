import { normalizeSearchText } from './search-text';

/**
 * Word search (docs/decisions.md, "Search by words"): a post is found when every word of the
 * query begins one of its words, in any order, in its title or elsewhere in its text. Words are
 * compared in their normalised form (normalizeSearchText), Latin accents dropped, and each word
 * of a post is also kept without the prefixes Arabic attaches to it and without an English
 * plural ending, so «الكتب» finds «كتب» and "sofas" finds "sofa" and the other way round.
 */

/** Anything that is not a letter or a digit separates words. */
const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;
const COMBINING_MARKS = /\p{M}/gu;
const LATIN_WORD = /^[a-z]+$/;

/**
 * The article and the conjunctions and prepositions written joined to a word, longest first
 * (a light stemmer: و alone only before a word of three letters or more, the others only when
 * what remains is a word of two letters or more, so «الة» or «ورد» are left whole).
 */
const ARABIC_ARTICLES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
const ARABIC_AND = 'و';

/** The words of a text in their normalised form, in order, repeats kept. */
export function wordsOf(text: string): string[] {
  return normalizeSearchText(text)
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .split(WORD_SEPARATORS)
    .filter((word) => word.length > 0);
}

function withoutArabicPrefix(word: string): string {
  const letters = [...word];
  if (letters.length > 3 && word.startsWith(ARABIC_AND)) {
    const rest = word.slice(ARABIC_AND.length);
    // و then the article («والكتب») is stripped as one.
    return withoutArticle(rest) ?? rest;
  }
  return withoutArticle(word) ?? word;
}

function withoutArticle(word: string): string | undefined {
  for (const article of ARABIC_ARTICLES) {
    if (word.startsWith(article) && [...word].length - article.length >= 2) {
      return word.slice(article.length);
    }
  }
  return undefined;
}

function withoutEnglishPlural(word: string): string {
  if (!LATIN_WORD.test(word)) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** A word reduced to its stem: without Arabic prefixes and without an English plural ending. */
export function stemOf(word: string): string {
  return withoutEnglishPlural(withoutArabicPrefix(word));
}

/**
 * What a post's text is indexed as: each of its words and, when it differs, its stem, once
 * each, separated by spaces.
 */
export function indexedWords(...texts: readonly string[]): string {
  const forms = new Set<string>();
  for (const word of texts.flatMap(wordsOf)) {
    forms.add(word);
    forms.add(stemOf(word));
  }
  return [...forms].join(' ');
}

/**
 * The words a search looks for, each as its stem, to be matched as the beginning of an indexed
 * word: a query typed letter by letter narrows the results smoothly, since the stem of a word
 * typed so far begins one of the indexed forms of the whole word. Repeats are dropped; at most
 * `max` are kept.
 */
export function searchedStems(query: string, max = MAX_SEARCHED_WORDS): string[] {
  return [...new Set(wordsOf(query).map(stemOf))].slice(0, max);
}

/** A search of more words than this looks for its first ones only. */
export const MAX_SEARCHED_WORDS = 8;

/**
 * The stored columns a post is searched by, from its text: the title normalised (the
 * administrators' search), and the words of the title and of the rest.
 */
export function searchColumnsOf(post: {
  title: string;
  description: string;
  extras: readonly string[];
}): { search_text: string; title_words: string; body_words: string } {
  return {
    search_text: normalizeSearchText(post.title),
    title_words: indexedWords(post.title),
    body_words: indexedWords(post.description, ...post.extras),
  };
}
