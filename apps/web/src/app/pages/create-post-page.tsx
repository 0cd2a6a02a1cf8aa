import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';

import { SHARED_PHOTOS_PARAM } from '@tabarru/contract/app-install';
import { localJordanPhone } from '@tabarru/contract/phone';

import { Skeleton, SkeletonStatus } from '../../components/ui/skeleton';
import { PLACE_CONTROLS } from '../../features/places/place-controls';
import { CreatePostPage } from '../../features/posts/create-post-page';
import { useOwnProfile } from '../../features/profile/api/get-own-profile';
import { useSignedInUserId } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { takeSharedItems } from '../../lib/shared-photos';

/**
 * The organisations near the giver that collect the item, loaded once a category is chosen: their
 * chunks are then no part of the list every first visit loads.
 */
const OrganisationsNear = lazy(async () => ({
  default: (await import('../../features/organisations/organisations-near')).OrganisationsNear,
}));

/**
 * What was shared to the installed app from the phone's gallery, when the give form was opened
 * for it (`?shared=1`): taken once, so it is not added again on the next visit.
 */
function useSharedItems(wanted: boolean) {
  return useQuery({
    queryKey: ['shared-items'],
    queryFn: takeSharedItems,
    enabled: wanted,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * The create form with the member's verified phone already in its contact phone (as they type
 * it, 07…), once the profile has answered; without it (offline, the read waits), the form starts
 * empty. Photos shared to the app come in its photo picker; the place controls ask where it is;
 * the organisations near the giver that accept the item are suggested once its category is chosen.
 */
export function Component() {
  const { t } = useTranslation();
  const profile = useOwnProfile(useSignedInUserId());
  const [search] = useSearchParams();
  const shared = useSharedItems(search.has(SHARED_PHOTOS_PARAM));
  const profileLoading = profile.isPending && profile.fetchStatus === 'fetching';
  if (profileLoading || (shared.isPending && shared.fetchStatus !== 'idle')) {
    return (
      <div className="page-container py-8">
        <SkeletonStatus label={t('posts.create.loading')}>
          <Skeleton className="h-96 rounded-2xl" />
        </SkeletonStatus>
      </div>
    );
  }
  const phone = profile.data ? (localJordanPhone(profile.data.phone_number) ?? '') : '';
  return (
    <CreatePostPage
      contactPhone={phone}
      shared={shared.data}
      places={PLACE_CONTROLS}
      organisations={(item) => (
        <Suspense fallback={null}>
          <OrganisationsNear {...item} />
        </Suspense>
      )}
    />
  );
}
