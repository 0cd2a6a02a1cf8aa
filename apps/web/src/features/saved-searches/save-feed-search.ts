import type { QueryClient } from '@tanstack/react-query';

import type { SearchCriteria } from '@tabarru/contract/feed-search';

import type { TFunction } from '../../i18n/i18n';
import { errorText } from '../../lib/error-keys';
import { showToast } from '../../lib/toast';
import { saveSearch, savedSearchesQueryKey } from './api/saved-searches';

/**
 * What Alert me does once a member clicks it: saves the search, reads their list again and says
 * how it went. Its own chunk, loaded on that click, so the feed does not carry it.
 */
export async function saveFeedSearch(
  queryClient: QueryClient,
  userId: number | undefined,
  criteria: SearchCriteria,
  t: TFunction,
): Promise<void> {
  try {
    const reply = await saveSearch(criteria);
    void queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey(userId) });
    showToast('success', t(reply.created ? 'savedSearches.saved' : 'savedSearches.alreadySaved'));
  } catch (error) {
    showToast('error', errorText(error, t, { failed: 'savedSearches.saveFailed' }));
  }
}
