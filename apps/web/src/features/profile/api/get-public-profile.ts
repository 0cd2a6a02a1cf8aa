import { useQuery } from '@tanstack/react-query';

import type { PublicProfile } from '@tabarru/contract/accounts';

import { apiRequest } from '../../../lib/api-client';

export function getPublicProfile(userId: string): Promise<PublicProfile> {
  return apiRequest<PublicProfile>(`/api/users/${encodeURIComponent(userId)}`);
}

/** The key of a member's public profile, by the id as their page's path writes it. */
export const publicProfileQueryKey = (userId: string) => ['users', userId] as const;

export function usePublicProfile(userId: string) {
  return useQuery({
    queryKey: publicProfileQueryKey(userId),
    queryFn: () => getPublicProfile(userId),
  });
}
