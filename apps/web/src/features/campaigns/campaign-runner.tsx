import { Link } from 'react-router';

import type { Campaign } from '@tabarru/contract/campaigns';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';

export const LINK_CLASS =
  'inline-flex min-h-11 items-center font-semibold break-words text-brand-800 underline underline-offset-4';

/** Who runs a campaign: its organisation, with a link to its page, or the site's team. */
export function CampaignRunnerText({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const { organisation } = campaign;
  if (!organisation) return <p className="text-stone-700">{t('campaigns.runBySite')}</p>;
  return (
    <p className="text-stone-700">
      {t('campaigns.runBy')}{' '}
      <Link to={localHref(paths.organisationPage, { id: organisation.id })} className={LINK_CLASS}>
        <bdi>{language === 'ar' ? organisation.name_ar : organisation.name_en}</bdi>
      </Link>
    </p>
  );
}
