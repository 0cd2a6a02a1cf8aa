/*
 * A saved search's matches beyond the day's cap are counted in one notification per search and
 * day, found again by its fold key.
 */

/** The fold key of a saved search's matches on a day (in Amman). */
export function searchFoldKey(searchId: number, day: string): string {
  return `search:${searchId}:${day}`;
}

/** The saved search a fold key counts the matches of, or null for another kind of key. */
export function searchIdOfFoldKey(key: string | null): number | null {
  const match = /^search:(\d+):/.exec(key ?? '');
  return match?.[1] ? Number(match[1]) : null;
}
