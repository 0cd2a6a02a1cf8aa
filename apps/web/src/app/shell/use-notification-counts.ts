import { usePendingClaimsCount } from '../../features/claims/api/get-pending-claims-count';
import { useUnreadCount } from '../../features/messages/api/get-unread-count';
import { useSession } from '../../hooks/use-session';

export interface NotificationCounts {
  pendingClaims: number;
  unreadCount: number;
}

/** The avatar's and the menu button's badge: pending claims plus unread conversations (spec 000 §2.1). */
export function notificationTotal(counts: NotificationCounts): number {
  return counts.pendingClaims + counts.unreadCount;
}

/**
 * Pending claims and unread conversations of the signed-in member, asked for together on load
 * and whenever the signed-in member changes (spec 000 §7).
 */
export function useNotificationCounts(): NotificationCounts {
  const { status, user } = useSession();
  const userId = status === 'signedIn' ? user?.userId : undefined;
  return { pendingClaims: usePendingClaimsCount(userId), unreadCount: useUnreadCount(userId) };
}
