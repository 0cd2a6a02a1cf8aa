/** What a saved search keeps of the feed's filters: words, a category, a region. */
export interface SearchCriteria {
  q?: string | null;
  category?: string | null;
  region?: string | null;
}

/**
 * The criteria of the feed's filters as saved: the words trimmed, and only what is chosen; an
 * empty object when nothing is.
 */
export function criteriaOfFilters(filters: SearchCriteria): {
  q?: string;
  category?: string;
  region?: string;
} {
  const q = filters.q?.trim();
  return {
    ...(q && { q }),
    ...(filters.category && { category: filters.category }),
    ...(filters.region && { region: filters.region }),
  };
}

/** The feed's query of a saved search (?q=&category=&region=), as the feed writes its own. */
export function feedSearchOf(criteria: SearchCriteria): string {
  const search = new URLSearchParams(criteriaOfFilters(criteria)).toString();
  return search === '' ? '' : `?${search}`;
}
