import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { OwnProfile } from '@tabarru/contract/accounts';
import type { HomePlaceReply, HomePlaceRequest } from '@tabarru/contract/home-place';

import { apiRequest } from '../../../lib/api-client';
import { ownProfileQuery } from './get-own-profile';

/** PUT /api/users/me/home-place: the member's home area by its place id, or null to clear it. */
export function updateHomePlace(place: string | null): Promise<HomePlaceReply> {
  return apiRequest<HomePlaceReply>('/api/users/me/home-place', {
    method: 'PUT',
    body: { place } satisfies HomePlaceRequest,
  });
}

/** The saved home area shows on the profile at once, and the feed opens near it. */
export function useUpdateHomePlace(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHomePlace,
    onSuccess: ({ home_place }) => {
      queryClient.setQueryData<OwnProfile>(ownProfileQuery(userId).queryKey, (profile) =>
        profile ? { ...profile, home_place } : profile,
      );
    },
  });
}
