import type { ReactNode } from 'react';
import { useParams } from 'react-router';

import type { PublicProfile } from '@tabarru/contract/accounts';

import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { usePublicProfile } from './api/get-public-profile';
import { ProfileDetails } from './profile-details';
import { ProfileLayout } from './profile-layout';

/**
 * Another member's public page (/user/:userId): their profile, without email or phone, beside
 * the `sections` the app layer gives it for that member (their items, and more to come).
 */
export function PublicProfilePage({
  sections,
}: {
  sections: (profile: PublicProfile) => ReactNode;
}) {
  const { t } = useTranslation();
  const userId = useParams().userId ?? '';
  const profile = usePublicProfile(userId);
  useDocumentTitle(
    profile.data
      ? t('profile.publicTitle', { username: profile.data.username })
      : t('profile.title'),
  );

  let content;
  if (profile.isPending) {
    content = (
      <>
        <PageTitle>{t('profile.title')}</PageTitle>
        <p role="status" className="mt-6 text-stone-700">
          {t('profile.loading')}
        </p>
      </>
    );
  } else if (profile.isError) {
    const missing = profile.error instanceof ApiError && [400, 404].includes(profile.error.status);
    content = (
      <>
        <PageTitle>{missing ? t('profile.notFound') : t('profile.loadFailed')}</PageTitle>
        {!missing && (
          <Button onClick={() => void profile.refetch()} className="mt-6">
            {t('profile.retry')}
          </Button>
        )}
      </>
    );
  } else {
    content = (
      <ProfileLayout profile={<ProfileDetails profile={profile.data} headingLevel={1} />}>
        {sections(profile.data)}
      </ProfileLayout>
    );
  }
  return <div className="page-container py-8 md:py-12">{content}</div>;
}
