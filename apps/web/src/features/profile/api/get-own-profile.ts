import { queryOptions, useQuery } from '@tanstack/react-query';

import type { OwnProfile } from '@tabarru/contract/accounts';

import { apiRequest } from '../../../lib/api-client';

/** GET /profile answers a list whose first item is the profile. */
export async function getOwnProfile(): Promise<OwnProfile> {
  const [profile] = await apiRequest<OwnProfile[]>('/profile');
  if (!profile) throw new Error('GET /profile answered an empty list');
  return profile;
}

/**
 * Keyed by the member, so another member signing in on this page never sees it; not asked for
 * without one (the page is signing out, and the API would only answer 401).
 */
export function ownProfileQuery(userId: number | undefined) {
  return queryOptions({
    queryKey: ['account', userId, 'profile'],
    queryFn: getOwnProfile,
    enabled: userId !== undefined,
  });
}

export function useOwnProfile(userId: number | undefined) {
  return useQuery(ownProfileQuery(userId));
}
