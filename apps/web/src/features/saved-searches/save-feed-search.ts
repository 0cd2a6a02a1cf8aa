import type { QueryClient } from '@tanstack/react-query';

import type { Language } from '@tabarru/contract/constants';
import type { ChosenCriteria } from '@tabarru/contract/feed-search';
import { parsePoint } from '@tabarru/contract/geo';

import ar from '../../i18n/ar.json?saveSearch';
import en from '../../i18n/en.json?saveSearch';
import { addTexts, type TFunction } from '../../i18n/i18n';
import { errorText } from '../../lib/error-keys';
import { formatNumber } from '../../lib/format';
import { placeNameIn } from '../../lib/places';
import { showToast } from '../../lib/toast';
import { saveSearch, savedSearchesQueryKey } from './api/saved-searches';
import {
  criteriaOfSearch,
  hasSearchToSave,
  measuresFromPosition,
  type FeedSearch,
} from './feed-search-to-save';

// What a saved search says once saved comes with the saving, in both languages.
addTexts({ en, ar });

/**
 * The criteria of the feed's filters, the device's position replaced by the place nearest it: a
 * saved search keeps one of Jordan's places, never a member's own point. The list of places loads
 * only for such a search.
 */
async function criteriaToSave(search: FeedSearch): Promise<ChosenCriteria> {
  const point = search.near === undefined ? undefined : parsePoint(search.near);
  if (!measuresFromPosition(search) || point === undefined) return criteriaOfSearch(search);
  const { nearestPlace } = await import('@tabarru/contract/place-search');
  return criteriaOfSearch(search, nearestPlace(point).id);
}

/**
 * What Alert me does once a member clicks it: with nothing chosen, says what to choose; else saves the search, reads their list again and says
 * how it went, naming the place a search near their position was saved near. Its own chunk,
 * loaded on that click, so the feed does not carry it.
 */
export async function saveFeedSearch(
  queryClient: QueryClient,
  userId: number | undefined,
  search: FeedSearch,
  t: TFunction,
  language: Language,
): Promise<void> {
  if (!hasSearchToSave(search)) {
    showToast('error', t('savedSearches.errors.SAVED_SEARCH_EMPTY'));
    return;
  }
  try {
    const reply = await saveSearch(await criteriaToSave(search));
    void queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey(userId) });
    const { place, within_km: withinKm } = reply.savedSearch;
    if (!reply.created) {
      showToast('success', t('savedSearches.alreadySaved'));
    } else if (measuresFromPosition(search) && place !== null && withinKm !== null) {
      showToast(
        'success',
        t('savedSearches.savedNear', {
          distance: formatNumber(withinKm, language),
          place: placeNameIn(place, language),
        }),
      );
    } else {
      showToast('success', t('savedSearches.saved'));
    }
  } catch (error) {
    showToast('error', errorText(error, t, { failed: 'savedSearches.saveFailed' }));
  }
}
