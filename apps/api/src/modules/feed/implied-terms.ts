/**
 * The terms of an AND of ORs without those another term implies. A post that holds one of B's
 * alternatives holds one of A's when each of B's is one of A's, so A adds nothing beside B:
 * `(x | c) & c` is `c`. A search whose first word is short and whose other word begins no
 * indexed word, both naming one place ("Al-Rabieh": any word beginning "al", or the place),
 * then asks the word index for the place alone, rather than for every post with a word
 * beginning "al" (450 ms on PostgreSQL at a million posts, against 1 ms). Of terms with the
 * same alternatives the first is kept; the order of those kept is theirs.
 */
export function withoutImpliedTerms(terms: readonly (readonly string[])[]): string[][] {
  const sets = terms.map((alternatives) => new Set(alternatives));
  const implies = (by: number, of: number) => {
    const [narrow, wide] = [sets[by] as Set<string>, sets[of] as Set<string>];
    if (narrow.size === 0 || [...narrow].some((alternative) => !wide.has(alternative))) {
      return false;
    }
    return narrow.size < wide.size || by < of;
  };
  return terms
    .map((alternatives) => [...new Set(alternatives)])
    .filter((_, at) => !terms.some((__, other) => other !== at && implies(other, at)));
}
