import { useQueryClient } from '@tanstack/react-query';

import { useSession } from '../../hooks/use-session';
import { useRealtimeConnect, useRealtimeEvent } from '../../lib/realtime';
import type { NotificationCounts } from './use-notification-counts';

/**
 * Keeps the badge's counts current over the socket: each is read again when the socket says it
 * changed, when a message arrives, and when the socket connects after missing events. Used only
 * from the member's own chunk, so a visitor's first page does not load the socket client.
 */
export function useLiveNotificationCounts(): void {
  const { status, user } = useSession();
  const userId = status === 'signedIn' ? user?.userId : undefined;
  const queryClient = useQueryClient();
  const refresh = (count: keyof NotificationCounts) =>
    void queryClient.invalidateQueries({ queryKey: ['account', userId, count] });
  useRealtimeEvent('notification_count_changed', ({ count }) => refresh(count));
  useRealtimeEvent('private_message', () => refresh('unreadCount'));
  useRealtimeConnect(() => {
    refresh('pendingClaims');
    refresh('unreadCount');
  });
}
