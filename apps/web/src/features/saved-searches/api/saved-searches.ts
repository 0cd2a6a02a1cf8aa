import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  SavedSearchCreate,
  SavedSearchDeleteReply,
  SavedSearchListReply,
  SavedSearchReply,
} from '@tabarru/contract/saved-searches';

import { useSignedInUserId } from '../../../hooks/use-session';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/saved-searches: the member's own, the newest first, and how many they may keep. */
export function getSavedSearches(): Promise<SavedSearchListReply> {
  return apiRequest<SavedSearchListReply>('/api/saved-searches');
}

/** POST /api/saved-searches: a new search, or the same one saved before (`created: false`). */
export function saveSearch(filters: SavedSearchCreate): Promise<SavedSearchReply> {
  return apiRequest<SavedSearchReply>('/api/saved-searches', { method: 'POST', body: filters });
}

/** DELETE /api/saved-searches/:id. */
export function deleteSavedSearch(id: number): Promise<SavedSearchDeleteReply> {
  return apiRequest<SavedSearchDeleteReply>(`/api/saved-searches/${id}`, { method: 'DELETE' });
}

/** Keyed by the member, under 'account', so signing out forgets it. */
export const savedSearchesQueryKey = (userId: number | undefined) =>
  ['account', userId, 'saved-searches'] as const;

export function useSavedSearches() {
  const userId = useSignedInUserId();
  return useQuery(
    queryOptions({
      queryKey: savedSearchesQueryKey(userId),
      queryFn: getSavedSearches,
      enabled: userId !== undefined,
    }),
  );
}

/** A save or a deletion changes the member's list: it is read again. */
function useSavedSearchChange<Input, Reply>(change: (input: Input) => Promise<Reply>) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey(userId) });
    },
  });
}

export const useDeleteSavedSearch = () => useSavedSearchChange(deleteSavedSearch);
