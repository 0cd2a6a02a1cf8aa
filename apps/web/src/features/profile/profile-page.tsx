import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

import type { OwnProfile } from '@tabarru/contract/accounts';

import { Button, ButtonLink } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useSession } from '../../hooks/use-session';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { paths, PROFILE_TAB_PARAM } from '../../lib/paths';
import type { PlaceControls } from '../../lib/places';
import { useOwnProfile } from './api/get-own-profile';
import { ChangePasswordForm } from './change-password-form';
import { EditProfileForm } from './edit-profile-form';
import { HomeAreaSection } from './home-area-section';
import { OrganisationLine } from './organisation-line';
import { PendingEmailNotice } from './pending-email-notice';
import { ProfileDetails } from './profile-details';
import { ProfileLayout } from './profile-layout';

const TABS = ['profile', 'edit'] as const;
type Tab = (typeof TABS)[number];

const TAB_LABELS = { profile: 'profile.tabProfile', edit: 'profile.tabEdit' } as const;

/**
 * The signed-in member's profile: a Profile tab, where the profile stands beside the `sections` the
 * app layer gives it (their items), and an Edit Profile tab (which `?tab=edit` opens on), with the
 * member's home area when the app layer gives the place picker (`places`); beside the title, the
 * way to the Security page.
 */
export function ProfilePage({
  sections,
  places,
}: {
  sections: (profile: OwnProfile) => ReactNode;
  places?: PlaceControls;
}) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const { user } = useSession();
  const profile = useOwnProfile(user?.userId);
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>(() =>
    searchParams.get(PROFILE_TAB_PARAM) === 'edit' ? 'edit' : 'profile',
  );
  const idPrefix = useId();
  useDocumentTitle(t('profile.title'));

  function handleTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, Home: -2, End: 2 };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const forward = document.documentElement.dir === 'rtl' ? -move : move;
    const index =
      Math.abs(move) === 2 ? (move > 0 ? TABS.length - 1 : 0) : TABS.indexOf(tab) + forward;
    const next = TABS[(index + TABS.length) % TABS.length] ?? 'profile';
    setTab(next);
    document.getElementById(`${idPrefix}-tab-${next}`)?.focus();
  }

  let content;
  if (profile.isPending) {
    content = (
      <p role="status" className="text-stone-700">
        {t('profile.loading')}
      </p>
    );
  } else if (profile.isError) {
    const signedOut = profile.error instanceof ApiError && profile.error.status === 401;
    content = (
      <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
        <p className="font-semibold">
          {signedOut ? t('profile.loginRequired') : t('profile.loadFailed')}
        </p>
        {signedOut ? (
          <Link
            to={localHref(paths.login)}
            className="mt-2 inline-block font-semibold underline underline-offset-4"
          >
            {t('nav.login')}
          </Link>
        ) : (
          <Button onClick={() => void profile.refetch()} className="mt-3">
            {t('profile.retry')}
          </Button>
        )}
      </div>
    );
  } else {
    content = (
      <>
        <div
          role="tablist"
          aria-label={t('profile.tabs')}
          className="flex gap-2 border-b border-stone-200"
        >
          {TABS.map((name) => (
            <button
              key={name}
              id={`${idPrefix}-tab-${name}`}
              type="button"
              role="tab"
              aria-selected={tab === name}
              aria-controls={`${idPrefix}-panel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
              onKeyDown={handleTabKey}
              className={`-mb-px border-b-2 px-4 py-2.5 font-semibold ${tab === name ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
            >
              {t(TAB_LABELS[name])}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`${idPrefix}-panel-profile`}
          aria-labelledby={`${idPrefix}-tab-profile`}
          hidden={tab !== 'profile'}
          tabIndex={0}
          className="mt-6 focus:outline-none"
        >
          <PendingEmailNotice profile={profile.data} className="mb-6" />
          <ProfileLayout profile={<ProfileDetails profile={profile.data} headingLevel={2} />}>
            {sections(profile.data)}
            <OrganisationLine />
          </ProfileLayout>
        </div>
        <div
          role="tabpanel"
          id={`${idPrefix}-panel-edit`}
          aria-labelledby={`${idPrefix}-tab-edit`}
          hidden={tab !== 'edit'}
          className="mt-6 grid gap-10 lg:grid-cols-2"
        >
          <EditProfileForm profile={profile.data} />
          <ChangePasswordForm />
          {places && <HomeAreaSection profile={profile.data} places={places} />}
        </div>
      </>
    );
  }

  return (
    <div className="page-container py-8 md:py-12">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{t('profile.title')}</PageTitle>
        <ButtonLink to={localHref(paths.profileSecurity)} variant="secondary" className="min-h-11">
          {t('profile.securityLink')}
        </ButtonLink>
      </div>
      {content}
    </div>
  );
}
