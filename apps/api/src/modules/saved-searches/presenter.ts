import { isCategory, isRegion } from '@tabarru/contract/constants';
import { placeById } from '@tabarru/contract/place-search';
import { placeReplyOf } from '@tabarru/contract/place-schemas';
import type { SavedSearch } from '@tabarru/contract/saved-searches';

import type { SavedSearchRow } from './queries';

export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  const place = placeById(row.place_id ?? undefined);
  return {
    id: row.id,
    q: row.query === '' ? null : row.query,
    category: isCategory(row.category) ? row.category : null,
    region: isRegion(row.region) ? row.region : null,
    place: place ? placeReplyOf(place) : null,
    // A distance means nothing without its place.
    within_km: place ? row.within_km : null,
    created_at: row.created_at,
  };
}
