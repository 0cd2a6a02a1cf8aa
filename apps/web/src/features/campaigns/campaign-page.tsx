import { Link, useParams } from 'react-router';

import type { Campaign } from '@tabarru/contract/campaigns';

import { Button, ButtonLink } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { SkeletonRows } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useCampaign } from './api/campaigns';
import { CampaignDaysText } from './campaign-days-text';
import { CampaignProgress } from './campaign-progress';
import { CampaignRunnerText, LINK_CLASS } from './campaign-runner';

function CampaignDetails({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const title = language === 'ar' ? campaign.title_ar : campaign.title_en;
  const text = language === 'ar' ? campaign.text_ar : campaign.text_en;
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-2xl">
      <PageTitle>
        <bdi>{title}</bdi>
      </PageTitle>
      <div className="mt-2">
        <CampaignRunnerText campaign={campaign} />
      </div>
      <CampaignDaysText campaign={campaign} className="mt-4" />
      <p dir="auto" className="mt-4 whitespace-pre-line text-stone-800">
        {text}
      </p>
      <p className="mt-4 text-sm text-stone-700">
        <span className="font-semibold">{t('campaigns.asksFor')}</span>{' '}
        {campaign.categories
          .map((category) => t(`posts.categories.${category}`))
          .join(t('campaigns.listSeparator'))}
      </p>
      <section aria-labelledby="campaign-progress" className="mt-8">
        <h2 id="campaign-progress" className="mb-4 text-xl font-bold text-stone-900">
          {t('campaigns.progress.heading')}
        </h2>
        <CampaignProgress progress={campaign.progress} />
        <p className="mt-4 text-sm text-stone-600">{t('campaigns.progress.how')}</p>
      </section>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <ButtonLink to={localHref(paths.createPost)} className="min-h-11">
          {t('campaigns.give')}
        </ButtonLink>
        <Link to={`${localHref(paths.feed)}?kind=wanted`} className={LINK_CLASS}>
          {t('campaigns.seeNeeds')}
        </Link>
      </div>
    </article>
  );
}

const isCampaignId = (id: string) => /^[1-9]\d{0,9}$/.test(id);

/**
 * A campaign's page (/campaigns/:id): who runs it, its days in both calendars, what it asks for,
 * and its progress per governorate. An unknown id is not found.
 */
export function CampaignPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { localHref } = useLanguage();
  const campaign = useCampaign(Number(id), isCampaignId(id));
  const notFound =
    !isCampaignId(id) ||
    (campaign.error instanceof ApiError &&
      (campaign.error.status === 404 || campaign.error.status === 400));
  if (notFound || campaign.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-stone-900">
          {t(notFound ? 'campaigns.notFound' : 'campaigns.loadFailed')}
        </h1>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-4">
          {!notFound && (
            <Button className="min-h-11" onClick={() => void campaign.refetch()}>
              {t('campaigns.tryAgain')}
            </Button>
          )}
          <Link to={localHref(paths.home)} className={LINK_CLASS}>
            {t('campaigns.toHome')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="page-container py-8 md:py-12">
      {campaign.isPending ? (
        <SkeletonRows label={t('campaigns.loading')} count={4} />
      ) : (
        <CampaignDetails campaign={campaign.data} />
      )}
    </div>
  );
}
