import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  NotificationPreferencesPatch,
  NotificationPreferencesReply,
} from '@tabarru/contract/notification-preferences';

import { useSignedInUserId } from '../../../hooks/use-session';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/notifications/preferences: every kind's push and email choice, and the night's. */
export function getPreferences(): Promise<NotificationPreferencesReply> {
  return apiRequest<NotificationPreferencesReply>('/api/notifications/preferences');
}

/** PATCH /api/notifications/preferences: only what changed; answers them all. */
export function updatePreferences(
  patch: NotificationPreferencesPatch,
): Promise<NotificationPreferencesReply> {
  return apiRequest<NotificationPreferencesReply>('/api/notifications/preferences', {
    method: 'PATCH',
    body: patch,
  });
}

/** Keyed by the member, under 'account', so signing out forgets it. */
const preferencesKey = (userId: number | undefined) =>
  ['account', userId, 'notification-preferences'] as const;

export function usePreferences() {
  const userId = useSignedInUserId();
  return useQuery(
    queryOptions({
      queryKey: preferencesKey(userId),
      queryFn: getPreferences,
      enabled: userId !== undefined,
    }),
  );
}

/** The choices with a change applied, as the page shows them while it is saved. */
export function withPatch(
  current: NotificationPreferencesReply,
  patch: NotificationPreferencesPatch,
): NotificationPreferencesReply {
  const kinds = { ...current.kinds };
  for (const [kind, change] of Object.entries(patch.kinds ?? {}) as [
    keyof typeof kinds,
    Partial<(typeof kinds)[keyof typeof kinds]>,
  ][]) {
    kinds[kind] = { ...kinds[kind], ...change };
  }
  return { kinds, night: patch.night ?? current.night };
}

/**
 * Saves one change. The page shows it at once and goes back to what was saved if the API
 * refuses; the reply is what it shows from then on.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  const key = preferencesKey(useSignedInUserId());
  return useMutation({
    mutationKey: key,
    mutationFn: updatePreferences,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationPreferencesReply>(key);
      if (before) queryClient.setQueryData(key, withPatch(before, patch));
      return { before };
    },
    onError: (_error, _patch, saved) => {
      if (saved?.before) queryClient.setQueryData(key, saved.before);
    },
    // A later change still being saved answers with everything: this older reply waits for it.
    onSuccess: (reply) => {
      if (queryClient.isMutating({ mutationKey: key }) <= 1) queryClient.setQueryData(key, reply);
    },
  });
}
