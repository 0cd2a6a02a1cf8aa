import { useNavigate } from 'react-router';

import { ButtonLink } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageTitle } from '../../components/ui/page-title';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { useStartCampaign, type CampaignRunner } from './api/campaigns';
import { CampaignForm } from './campaign-form';

/**
 * Who may start a campaign, as the app layer reads it: still being read, unreadable, nobody
 * (neither a verified organisation nor an administrator), or who it would run as.
 */
export type CampaignStanding = 'loading' | 'failed' | 'none' | CampaignRunner;

/**
 * Start a campaign (/campaigns/new): a verified organisation runs its own, an administrator the
 * site's; started, it opens as the campaign's page. Anyone else reads who may, with the way to
 * the organisation application.
 */
export function CreateCampaignPage({
  standing,
  onRetry,
}: {
  standing: CampaignStanding;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const navigate = useNavigate();
  useDocumentTitle(t('campaigns.create.title'));
  const start = useStartCampaign();

  let body;
  if (standing === 'loading') {
    body = (
      <div className="mt-6">
        <SkeletonRows label={t('campaigns.create.loading')} count={3} />
      </div>
    );
  } else if (standing === 'failed') {
    body = (
      <LoadFailed
        text={t('campaigns.create.loadFailed')}
        retryLabel={t('campaigns.tryAgain')}
        onRetry={onRetry}
        className="mt-6"
      />
    );
  } else if (standing === 'none') {
    body = (
      <section
        aria-labelledby="campaign-not-allowed"
        className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <h2 id="campaign-not-allowed" className="text-lg font-bold text-stone-900">
          {t('campaigns.create.onlyOrganisations')}
        </h2>
        <p className="mt-2 text-stone-700">{t('campaigns.create.applyLead')}</p>
        <ButtonLink to={localHref(paths.organisation)} className="mt-4 min-h-11">
          {t('campaigns.create.apply')}
        </ButtonLink>
      </section>
    );
  } else {
    const runner = standing;
    body = (
      <>
        <p className="mt-2 text-stone-700">
          {t(runner === 'site' ? 'campaigns.create.leadSite' : 'campaigns.create.lead')}
        </p>
        <CampaignForm
          submit={async (campaign) => {
            const { campaign: started } = await start.mutateAsync({ campaign, runner });
            showToast('success', t('campaigns.create.started'));
            void navigate(localHref(paths.campaign, { id: started.id }));
          }}
        />
      </>
    );
  }

  return (
    <div className="page-container py-8 md:py-12">
      <div className="mx-auto max-w-2xl">
        <PageTitle>{t('campaigns.create.title')}</PageTitle>
        {body}
      </div>
    </div>
  );
}
