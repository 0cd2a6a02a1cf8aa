/**
 * What a saved search keeps of the feed's filters: words, a category, a region, and a place with
 * a distance around it.
 */
export interface SearchCriteria {
  q?: string | null;
  category?: string | null;
  region?: string | null;
  /** one of Jordan's places by its id, measured from its centre */
  place?: string | null;
  /** how far from the place, in km */
  within_km?: number | null;
}

/** The criteria a saved search is saved with, as POST /api/saved-searches takes them. */
export interface ChosenCriteria {
  q?: string;
  category?: string;
  region?: string;
  place?: string;
  within_km?: number;
}

/**
 * The criteria of the feed's filters as saved: the words trimmed, and only what is chosen; an
 * empty object when nothing is. A place comes with its distance or not at all: without one it
 * narrows nothing (the feed shows all of Jordan), and a distance needs a place to measure from.
 */
export function criteriaOfFilters(filters: SearchCriteria): ChosenCriteria {
  const q = filters.q?.trim();
  return {
    ...(q && { q }),
    ...(filters.category && { category: filters.category }),
    ...(filters.region && { region: filters.region }),
    ...(filters.place &&
      filters.within_km && {
        place: filters.place,
        within_km: filters.within_km,
      }),
  };
}

/**
 * The feed's query of a saved search (?q=&category=&region=&place=&within_km=), as the feed
 * writes its own.
 */
export function feedSearchOf(criteria: SearchCriteria): string {
  const { within_km: withinKm, ...named } = criteriaOfFilters(criteria);
  const search = new URLSearchParams(named);
  if (withinKm !== undefined) search.set('within_km', String(withinKm));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
