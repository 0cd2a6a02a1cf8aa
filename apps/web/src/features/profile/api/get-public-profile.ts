import { useQuery } from '@tanstack/react-query';

import type { PublicProfile } from '@tabarru/contract/accounts';

import { apiRequest } from '../../../lib/api-client';

export function getPublicProfile(userId: string): Promise<PublicProfile> {
  return apiRequest<PublicProfile>(`/api/users/${encodeURIComponent(userId)}`);
}

export function usePublicProfile(userId: string) {
  return useQuery({ queryKey: ['users', userId], queryFn: () => getPublicProfile(userId) });
}
