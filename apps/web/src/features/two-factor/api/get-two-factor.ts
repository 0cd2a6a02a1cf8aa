import { queryOptions, useQuery } from '@tanstack/react-query';

import type { TwoFactorStatus } from '@tabarru/contract/two-factor';

import { useSignedInUserId } from '../../../hooks/use-session';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/users/me/two-factor: whether it is on, since when, and the recovery codes left. */
export function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return apiRequest<TwoFactorStatus>('/api/users/me/two-factor');
}

/** Keyed by the member, under 'account', so signing out forgets it. */
export const twoFactorQueryKey = (userId: number | undefined) =>
  ['account', userId, 'two-factor'] as const;

export function useTwoFactorStatus() {
  const userId = useSignedInUserId();
  return useQuery(
    queryOptions({
      queryKey: twoFactorQueryKey(userId),
      queryFn: getTwoFactorStatus,
      enabled: userId !== undefined,
    }),
  );
}
