import { useTranslation } from 'react-i18next';

import { localJordanPhone } from '@tabarru/contract/phone';

import { Skeleton, SkeletonStatus } from '../../components/ui/skeleton';
import { useOwnProfile } from '../../features/profile/api/get-own-profile';
import { CreatePostPage } from '../../features/posts/create-post-page';
import { useSignedInUserId } from '../../hooks/use-session';

/**
 * The create form with the member's verified phone already in its contact phone (as they type
 * it, 07…), once the profile has answered; without it, the form starts empty.
 */
export function Component() {
  const { t } = useTranslation();
  const profile = useOwnProfile(useSignedInUserId());
  if (profile.isPending) {
    return (
      <div className="page-container py-8">
        <SkeletonStatus label={t('posts.create.loading')}>
          <Skeleton className="h-96 rounded-2xl" />
        </SkeletonStatus>
      </div>
    );
  }
  const phone = profile.data ? (localJordanPhone(profile.data.phone_number) ?? '') : '';
  return <CreatePostPage contactPhone={phone} />;
}
