import { useId } from 'react';

import type { CampaignProgress as Progress } from '@tabarru/contract/campaigns';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';

function RegionBar({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  return (
    <li className="space-y-1.5">
      <p id={id} className="flex flex-wrap justify-between gap-x-3 text-sm">
        <span className="font-semibold text-stone-900">
          {t(`posts.regions.${progress.region}`)}
        </span>{' '}
        <span className="text-stone-700">
          {t('campaigns.progress.received', {
            received: formatNumber(progress.received, language),
            target: formatNumber(progress.target, language),
          })}
        </span>
      </p>
      <progress
        aria-labelledby={id}
        max={progress.target}
        value={Math.min(progress.received, progress.target)}
        className="block h-3 w-full appearance-none overflow-hidden rounded-full bg-stone-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-brand-700"
      />
      {progress.offered > 0 && (
        <p className="text-xs text-stone-600">
          {t('campaigns.progress.offered', { count: progress.offered })}
        </p>
      )}
    </li>
  );
}

/**
 * A campaign's progress per governorate: each one's name and "120 of 300 received" in words,
 * which also name its bar, so it is never told by the bar alone. The bars fill from the start of
 * the line, the right on an Arabic page.
 */
export function CampaignProgress({ progress }: { progress: readonly Progress[] }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('campaigns.progress.label')} className="space-y-4">
      {progress.map((entry) => (
        <RegionBar key={entry.region} progress={entry} />
      ))}
    </ul>
  );
}
