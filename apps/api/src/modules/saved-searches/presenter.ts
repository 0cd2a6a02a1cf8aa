import type { SavedSearch } from '@tabarru/contract/saved-searches';
import { isCategory, isRegion } from '@tabarru/contract/constants';

import type { SavedSearchRow } from './queries';

export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    q: row.query === '' ? null : row.query,
    category: isCategory(row.category) ? row.category : null,
    region: isRegion(row.region) ? row.region : null,
    created_at: row.created_at,
  };
}
