import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { NotificationsReadReply } from '@tabarru/contract/notifications';

import { apiRequest } from '../../../lib/api-client';
import { notificationsQuery, unreadNotificationsQuery } from './get-notifications';

/** PATCH /api/notifications/:id/read. */
export function markNotificationRead(id: number): Promise<NotificationsReadReply> {
  return apiRequest<NotificationsReadReply>(`/api/notifications/${id}/read`, { method: 'PATCH' });
}

/** POST /api/notifications/read-all. */
export function markAllNotificationsRead(): Promise<NotificationsReadReply> {
  return apiRequest<NotificationsReadReply>('/api/notifications/read-all', { method: 'POST' });
}

/** Marks one notification, or all (no id), read; the bell and the list are read again. */
export function useMarkNotificationsRead(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) =>
      id === undefined ? markAllNotificationsRead() : markNotificationRead(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: unreadNotificationsQuery(userId).queryKey });
      void queryClient.invalidateQueries({ queryKey: notificationsQuery(userId).queryKey });
    },
  });
}
