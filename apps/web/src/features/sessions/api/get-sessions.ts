import { queryOptions, useQuery } from '@tanstack/react-query';

import type { MemberSession, MemberSessionListReply } from '@tabarru/contract/sessions';

import { useSignedInUserId } from '../../../hooks/use-session';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/users/me/sessions: the member's signed-in devices, this one first. */
export async function getSessions(): Promise<MemberSession[]> {
  return (await apiRequest<MemberSessionListReply>('/api/users/me/sessions')).sessions;
}

/** Keyed by the member, under 'account', so signing out forgets it. */
export const sessionsQueryKey = (userId: number | undefined) =>
  ['account', userId, 'sessions'] as const;

export function sessionsQuery(userId: number | undefined) {
  return queryOptions({
    queryKey: sessionsQueryKey(userId),
    queryFn: getSessions,
    enabled: userId !== undefined,
  });
}

export function useSessions() {
  return useQuery(sessionsQuery(useSignedInUserId()));
}
