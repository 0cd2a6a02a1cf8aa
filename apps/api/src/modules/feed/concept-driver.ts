import { withoutImpliedTerms } from './implied-terms';

/** A searched word of a search's part found through what its words name. */
export interface ConceptTerm {
  /** the word as it is looked for among a post's words; none when it begins no indexed word */
  literal?: string;
  /** the concept words it names that some post holds */
  concepts: readonly string[];
}

/**
 * The one concept word every post of a search's part found through what its words name holds,
 * when there is one: that part then reads the posts holding it newest first (PostgreSQL's
 * post_concepts, docs/performance.md), where the word index would gather every post of a place
 * or a thing before giving the first.
 *
 * The part asks for each word or one of the concept words it names, and leaves out the posts
 * with every word. Once the terms other terms imply are dropped (withoutImpliedTerms), when each
 * term left names the same single concept c, the part is `(w1 | c) & (w2 | c) & …` without
 * `w1 & w2 & …`, which is c without every word: "Khalda" (a word no post holds), "sofa", «بيت
 * دمى» (a doll's house by both its words), "Ras Al-Ain".
 */
export function conceptEveryPostHolds(terms: readonly ConceptTerm[]): string | undefined {
  const concepts = new Set(terms.flatMap((term) => term.concepts));
  const kept = withoutImpliedTerms(
    terms.map((term) => [...(term.literal === undefined ? [] : [term.literal]), ...term.concepts]),
  );
  const named = new Set(kept.flatMap((term) => term.filter((word) => concepts.has(word))));
  const [concept] = named;
  if (named.size !== 1 || concept === undefined) return undefined;
  return kept.every((term) => term.includes(concept)) ? concept : undefined;
}
