import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import type { UnreadCountReply } from '@tabarru/contract/messages';

import { apiRequest } from '../../../lib/api-client';
import { warnOnFailure } from '../../../lib/warn-on-failure';

/** GET /messages/unread/count: conversations with at least one unread message. */
export function getUnreadCount(): Promise<UnreadCountReply> {
  return apiRequest<UnreadCountReply>('/messages/unread/count');
}

/**
 * Under the member's ['account', userId] key, which signing out clears. A failure is logged
 * only and the badge keeps its last value (spec 000 §8), so it is not retried.
 */
export function unreadCountQuery(userId: number | undefined) {
  return queryOptions({
    queryKey: ['account', userId, 'unreadCount'],
    queryFn:
      userId === undefined
        ? skipToken
        : () => warnOnFailure('notification counts: unread messages', getUnreadCount()),
    retry: false,
  });
}

export function useUnreadCount(userId: number | undefined): number {
  return useQuery(unreadCountQuery(userId)).data?.unreadCount ?? 0;
}
