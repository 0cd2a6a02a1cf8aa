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

/** Saves one change; the reply is what the page shows from then on. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (reply) => queryClient.setQueryData(preferencesKey(userId), reply),
  });
}
