import { useQuery } from '@tanstack/react-query';

import type { PendingClaimsCountReply } from '@tabarru/contract/claims';
import type { UnreadCountReply } from '@tabarru/contract/messages';

import { useSession } from '../../hooks/use-session';
import { apiRequest } from '../../lib/api-client';

export interface NotificationCounts {
  pendingClaims: number;
  unreadCount: number;
}

/** A failed count is logged only (spec 000 §8); the badge keeps its last value. */
async function logged<T>(what: string, request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    console.warn(`notification counts: ${what} failed`, error);
    throw error;
  }
}

/**
 * Pending claims and unread conversations of the signed-in member, asked for together on load
 * and whenever the signed-in member changes (spec 000 §7).
 */
export function useNotificationCounts(): NotificationCounts {
  const { status, user } = useSession();
  const userId = status === 'signedIn' ? user?.userId : undefined;
  const claims = useQuery({
    queryKey: ['account', userId, 'pendingClaims'],
    queryFn: () =>
      logged(
        'pending claims',
        apiRequest<PendingClaimsCountReply>(`/api/donations/claims/count/${String(userId)}`),
      ),
    enabled: userId !== undefined,
    retry: false,
  });
  const unread = useQuery({
    queryKey: ['account', userId, 'unreadCount'],
    queryFn: () =>
      logged('unread messages', apiRequest<UnreadCountReply>('/messages/unread/count')),
    enabled: userId !== undefined,
    retry: false,
  });
  return {
    pendingClaims: claims.data?.pendingClaims ?? 0,
    unreadCount: unread.data?.unreadCount ?? 0,
  };
}
