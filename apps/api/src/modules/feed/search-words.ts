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
 * The article, alone or after a conjunction or preposition written joined to it, longest first,
 * with the fewest letters a word must keep once it is stripped (a light stemmer). The article
 * alone leaves a word of two letters («الدب», the bear); joined to more it must leave three, so
 * «والده» (and his father, or a mother) is kept whole rather than taken for «ده».
 */
const ARABIC_ARTICLES = [
  ['وال', 3],
  ['ولل', 3],
  ['بال', 3],
  ['كال', 3],
  ['فال', 3],
  ['لل', 2],
  ['ال', 2],
] as const;
/** «و» (and) before a word: stripped only when three letters or more remain («ورد» stays). */
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
  const article = withoutArticle(word);
  if (article !== undefined) return article;
  if (!word.startsWith(ARABIC_AND)) return word;
  const rest = word.slice(ARABIC_AND.length);
  // «و» before the article was tried with it above: what is left is a word that only looks so.
  if (rest.startsWith('ال') || letterCount(rest) < 3) return word;
  return rest;
}

function withoutArticle(word: string): string | undefined {
  for (const [article, keeps] of ARABIC_ARTICLES) {
    if (word.startsWith(article) && letterCount(word) - article.length >= keeps) {
      return word.slice(article.length);
    }
  }
  return undefined;
}

const letterCount = (word: string) => [...word].length;

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
