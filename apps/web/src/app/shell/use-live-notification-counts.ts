import { useQueryClient } from '@tanstack/react-query';

import type { NotificationCountName } from '@tabarru/contract/realtime';

import { claimCountsQuery } from '../../features/claims/api/get-claim-counts';
import { ratingPromptsQuery } from '../../features/feedback/api/get-rating-prompts';
import { unreadCountQuery } from '../../features/messages/api/get-unread-count';
import {
  notificationsQuery,
  unreadNotificationsQuery,
} from '../../features/notifications/api/get-notifications';
import { useSignedInUserId } from '../../hooks/use-session';
import { useRealtimeConnect, useRealtimeEvent } from '../../lib/realtime';

/**
 * Keeps the badge's counts current over the socket: each is read again when the socket says it
 * changed, when a message arrives, and when the socket connects after missing events. Used only
 * from the member's own chunk, so a visitor's first page does not load the socket client.
 */
export function useLiveNotificationCounts(): void {
  const userId = useSignedInUserId();
  const queryClient = useQueryClient();
  const queryKeys: Record<NotificationCountName, (readonly unknown[])[]> = {
    pendingClaims: [claimCountsQuery(userId).queryKey],
    unseenDecisions: [claimCountsQuery(userId).queryKey],
    unreadCount: [unreadCountQuery(userId).queryKey],
    // The prompts are counted with the claims, and listed on the claims pages.
    ratingPrompts: [claimCountsQuery(userId).queryKey, ratingPromptsQuery(userId).queryKey],
    notifications: [unreadNotificationsQuery(userId).queryKey, notificationsQuery(userId).queryKey],
  };
  const refresh = (count: NotificationCountName) => {
    for (const queryKey of queryKeys[count]) void queryClient.invalidateQueries({ queryKey });
  };
  useRealtimeEvent('notification_count_changed', ({ count }) => refresh(count));
  useRealtimeEvent('private_message', () => refresh('unreadCount'));
  useRealtimeConnect(() => {
    refresh('pendingClaims');
    refresh('unreadCount');
    refresh('notifications');
  });
}
