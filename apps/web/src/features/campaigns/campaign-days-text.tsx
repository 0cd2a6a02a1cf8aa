import type { Campaign } from '@tabarru/contract/campaigns';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { campaignDays } from './campaign-days';

/** A campaign's days in the Gregorian calendar, and under them in the Hijri one. */
export function CampaignDaysText({
  campaign,
  className = '',
}: {
  campaign: Pick<Campaign, 'starts_on' | 'ends_on'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const days = campaignDays(campaign.starts_on, campaign.ends_on, language);
  return (
    <dl className={`text-sm text-stone-800 ${className}`}>
      <div className="flex flex-wrap gap-x-2">
        <dt className="font-semibold">{t('campaigns.days.gregorian')}</dt>
        <dd>{days.gregorian}</dd>
      </div>
      <div className="flex flex-wrap gap-x-2">
        <dt className="font-semibold">{t('campaigns.days.hijri')}</dt>
        <dd>{days.hijri}</dd>
      </div>
    </dl>
  );
}
