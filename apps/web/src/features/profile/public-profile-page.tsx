import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ApiError } from '../../lib/api-client';
import { usePublicProfile } from './api/get-public-profile';
import { ProfileDetails } from './profile-details';

/** Another member's public profile (/user/:userId): no email, no phone. */
export function PublicProfilePage() {
  const { t } = useTranslation();
  const userId = useParams().userId ?? '';
  const profile = usePublicProfile(userId);
  useDocumentTitle(
    profile.data
      ? t('profile.publicTitle', { username: profile.data.username })
      : t('profile.title'),
  );

  if (profile.isPending) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-12 md:py-16">
        <PageTitle>{t('profile.title')}</PageTitle>
        <p role="status" className="mt-6 text-stone-700">
          {t('profile.loading')}
        </p>
      </div>
    );
  }
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && [400, 404].includes(profile.error.status);
    return (
      <div className="mx-auto max-w-4xl px-4 py-12 md:py-16">
        <PageTitle>{missing ? t('profile.notFound') : t('profile.loadFailed')}</PageTitle>
        {!missing && (
          <Button onClick={() => void profile.refetch()} className="mt-6">
            {t('profile.retry')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 md:py-16">
      <ProfileDetails profile={profile.data} headingLevel={1} />
    </div>
  );
}

export { PublicProfilePage as Component };
