import { useClaimCounts } from '../../features/claims/api/get-claim-counts';
import { useUnreadCount } from '../../features/messages/api/get-unread-count';
import { useSignedInUserId } from '../../hooks/use-session';

export interface NotificationCounts {
  pendingClaims: number;
  unreadCount: number;
  /** answers to the member's own claims they have not seen yet */
  unseenDecisions: number;
  /** members they are asked to rate after a handover */
  ratingPrompts: number;
}

/**
 * The avatar's and the menu button's badge: pending claims plus unread conversations, plus the
 * answers to the member's own claims they have not seen and the handovers they are asked to rate.
 */
export function notificationTotal(counts: NotificationCounts): number {
  return counts.pendingClaims + counts.unreadCount + counts.unseenDecisions + counts.ratingPrompts;
}

/**
 * The signed-in member's counts, asked for together on load and whenever the signed-in member
 * changes.
 */
export function useNotificationCounts(): NotificationCounts {
  const userId = useSignedInUserId();
  return { ...useClaimCounts(userId), unreadCount: useUnreadCount(userId) };
}
