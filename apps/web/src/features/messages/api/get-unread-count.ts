import { useQuery } from '@tanstack/react-query';

import type { UnreadCountReply } from '@tabarru/contract/messages';

import { apiRequest } from '../../../lib/api-client';
import { notificationCountQuery } from '../../../lib/notification-count-query';

/** GET /messages/unread/count: conversations with at least one unread message. */
export function getUnreadCount(): Promise<UnreadCountReply> {
  return apiRequest<UnreadCountReply>('/messages/unread/count');
}

export function unreadCountQuery(userId: number | undefined) {
  return notificationCountQuery(userId, {
    key: 'unreadCount',
    name: 'unread messages',
    read: () => getUnreadCount(),
  });
}

export function useUnreadCount(userId: number | undefined): number {
  return useQuery(unreadCountQuery(userId)).data?.unreadCount ?? 0;
}
