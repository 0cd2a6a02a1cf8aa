import { useQuery } from '@tanstack/react-query';

import type { UnreadCountReply } from '@tabarru/contract/messages';

import { apiRequest } from '../../../lib/api-client';
import { notificationCountQuery } from '../../../lib/notification-count-query';

/** GET /messages/unread/count: conversations with at least one unread message. */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCountReply> {
  return apiRequest<UnreadCountReply>('/messages/unread/count', { signal });
}

export function unreadCountQuery(userId: number | undefined) {
  return notificationCountQuery(userId, {
    key: 'unreadCount',
    name: 'unread messages',
    read: (_userId, signal) => getUnreadCount(signal),
  });
}

export function useUnreadCount(userId: number | undefined): number {
  return useQuery(unreadCountQuery(userId)).data?.unreadCount ?? 0;
}
