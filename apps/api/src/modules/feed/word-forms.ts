import { normalizeSearchText } from './search-text';

/**
 * The words of a text as search compares them (docs/decisions.md, "Search by words"): in their
 * normalised form (normalizeSearchText), Latin accents dropped, and each reduced to its stem,
 * without the prefixes Arabic attaches to it and without an English plural ending. Both the
 * words a post is found by (search-words.ts) and the names of the dictionary and of places it
 * is found through (concept-words.ts) are read so.
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
