import { conceptWordsOf, searchedTerms, type SearchedTerm } from './concept-words';
import { normalizeSearchText } from './search-text';
import { stemOf, wordsOf } from './word-forms';

export { stemOf, wordsOf };

/**
 * Word search (docs/decisions.md, "Search by words"): a post is found when every word of the
 * query begins one of its words, in any order, in its title or elsewhere in its text. Words are
 * compared in their normalised form (normalizeSearchText), Latin accents dropped, and each word
 * of a post is also kept without the prefixes Arabic attaches to it and without an English
 * plural ending, so «الكتب» finds «كتب» and "sofas" finds "sofa" and the other way round. A post
 * is also found through the things and places its words and location name (concept-words.ts).
 */

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
 * The stored columns a post is searched by, from its text and location: the title normalised
 * (the administrators' search), the words of the title and of the rest, and the things and
 * places they name (concept-words.ts).
 */
export function searchColumnsOf(post: {
  title: string;
  description: string;
  extras: readonly string[];
  location?: string;
  region?: string;
}): { search_text: string; title_words: string; body_words: string; concept_words: string } {
  return {
    search_text: normalizeSearchText(post.title),
    title_words: indexedWords(post.title),
    body_words: indexedWords(post.description, ...post.extras),
    concept_words: conceptWordsOf(post),
  };
}

/**
 * The stems of a search, each with what it names (concept-words.ts, searchedTerms): at most
 * MAX_SEARCHED_WORDS, the same stems as searchedStems.
 */
export function searchedTermsOf(query: string): SearchedTerm[] {
  return searchedTerms(query, MAX_SEARCHED_WORDS);
}
