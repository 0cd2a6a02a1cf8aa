import { Link } from 'react-router';

import { CAMPAIGNS_SHOWN_MAX } from '@tabarru/contract/campaigns';

import { useLanguage } from '../../hooks/use-language';
import { useSeenOnce } from '../../hooks/use-seen-once';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';
import { useRunningCampaigns } from './api/campaigns';
import { CampaignDaysText } from './campaign-days-text';
import { CampaignProgress } from './campaign-progress';
import { CampaignRunnerText } from './campaign-runner';

/**
 * Home's campaigns: those running now, each with who runs it, its days and its progress per
 * governorate as bars, asked for once their place under the counters comes on screen (home's
 * first paint asks nothing of the API). Nothing shows while none runs, or while they cannot be
 * read: home is whole without them.
 */
export function RunningCampaigns() {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const [observe, seen] = useSeenOnce(0);
  const running = useRunningCampaigns(seen);
  const campaigns = running.data?.slice(0, CAMPAIGNS_SHOWN_MAX) ?? [];
  if (campaigns.length === 0) return <div ref={observe} />;
  return (
    <section aria-labelledby="running-campaigns" className="bg-brand-50 py-12">
      <div className="page-container">
        <h2 id="running-campaigns" className="text-2xl font-bold text-stone-900">
          {t('campaigns.home.heading')}
        </h2>
        <p className="mt-2 text-stone-700">{t('campaigns.home.lead')}</p>
        <ul className="mt-6 grid gap-6 lg:grid-cols-2">
          {campaigns.map((campaign) => (
            <li
              key={campaign.id}
              className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
            >
              <h3 className="text-lg font-bold">
                <Link
                  to={localHref(paths.campaign, { id: campaign.id })}
                  className="text-brand-800 underline underline-offset-4"
                >
                  <bdi>{language === 'ar' ? campaign.title_ar : campaign.title_en}</bdi>
                </Link>
              </h3>
              <div className="mt-1">
                <CampaignRunnerText campaign={campaign} />
              </div>
              <CampaignDaysText campaign={campaign} className="mt-2" />
              <div className="mt-4">
                <CampaignProgress progress={campaign.progress} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
