import { useNavigate } from 'react-router';

import type { OrganisationStatus } from '@tabarru/contract/organisations';

import { ButtonLink } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageTitle } from '../../components/ui/page-title';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { useCreateNeed } from './api/needs';
import { NeedForm, type NeedValues } from './need-form';

/**
 * What the page knows of the member's organisation account: still being read, unreadable, no
 * application, or where its application stands.
 */
export type OrganisationStanding = 'loading' | 'failed' | 'none' | OrganisationStatus;

/** Why a member who is not a verified organisation cannot post a need, by where they stand. */
const NOT_VERIFIED_KEYS = {
  none: 'needs.create.notApplied',
  pending: 'needs.create.pending',
  rejected: 'needs.create.rejected',
} as const;

/**
 * Post a need (/needs/new): for a verified organisation, the need's form; posted, it opens as
 * the need's page. Any other member reads why they cannot, with the way to the organisation
 * application (to apply, or to see theirs). `standing` comes from the organisations feature
 * through the app layer; `onRetry` reads it again.
 */
export function CreateNeedPage({
  standing,
  onRetry,
}: {
  standing: OrganisationStanding;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const navigate = useNavigate();
  useDocumentTitle(t('needs.create.title'));
  const create = useCreateNeed();

  async function submit(values: NeedValues) {
    const { need } = await create.mutateAsync(values);
    showToast(
      'success',
      t(need.under_review ? 'needs.create.underReview' : 'needs.create.created'),
    );
    void navigate(localHref(paths.post, { id: need.post_id }));
  }

  let body;
  if (standing === 'loading') {
    body = (
      <div className="mt-6">
        <SkeletonRows label={t('needs.create.loading')} count={3} />
      </div>
    );
  } else if (standing === 'failed') {
    body = (
      <LoadFailed
        text={t('needs.create.loadFailed')}
        retryLabel={t('needs.tryAgain')}
        onRetry={onRetry}
        className="mt-6"
      />
    );
  } else if (standing === 'verified') {
    body = (
      <>
        <p className="mt-2 text-stone-700">{t('needs.create.lead')}</p>
        <NeedForm submit={submit} pending={create.isPending} />
      </>
    );
  } else {
    body = (
      <section
        aria-labelledby="need-not-verified"
        className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <h2 id="need-not-verified" className="text-lg font-bold text-stone-900">
          {t('needs.create.onlyVerified')}
        </h2>
        <p className="mt-2 text-stone-700">{t(NOT_VERIFIED_KEYS[standing])}</p>
        <ButtonLink to={localHref(paths.organisation)} className="mt-4 min-h-11">
          {t(standing === 'none' ? 'needs.create.apply' : 'needs.create.seeApplication')}
        </ButtonLink>
      </section>
    );
  }

  return (
    <div className="page-container py-8 md:py-12">
      <div className="mx-auto max-w-2xl">
        <PageTitle>
          {t(standing === 'verified' ? 'needs.create.heading' : 'needs.create.title')}
        </PageTitle>
        {body}
      </div>
    </div>
  );
}
