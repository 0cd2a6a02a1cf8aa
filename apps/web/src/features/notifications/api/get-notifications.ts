import { infiniteQueryOptions, skipToken, useQuery } from '@tanstack/react-query';

import type {
  NotificationCountReply,
  NotificationListReply,
} from '@tabarru/contract/notifications';

import { apiRequest } from '../../../lib/api-client';
import { notificationCountQuery } from '../../../lib/notification-count-query';

/** GET /api/notifications: a page of the member's notifications, newest first. */
export function getNotifications(before: number | null): Promise<NotificationListReply> {
  const query = before === null ? '' : `?before=${before}`;
  return apiRequest<NotificationListReply>(`/api/notifications${query}`);
}

/** The notification centre's pages, under the member's ['account', userId] key. */
export function notificationsQuery(userId: number | undefined) {
  return infiniteQueryOptions({
    queryKey: ['account', userId, 'notifications', 'list'],
    queryFn: userId === undefined ? skipToken : ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** GET /api/notifications/unread-count: what the bell counts. */
export function unreadNotificationsQuery(userId: number | undefined) {
  return notificationCountQuery(userId, {
    key: 'notifications',
    name: 'unread notifications',
    read: (_userId, signal) =>
      apiRequest<NotificationCountReply>('/api/notifications/unread-count', { signal }),
  });
}

export function useUnreadNotifications(userId: number | undefined): number {
  return useQuery(unreadNotificationsQuery(userId)).data?.unreadCount ?? 0;
}
