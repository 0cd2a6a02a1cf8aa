import { STATS_VISIBLE_THRESHOLD } from '@tabarru/contract/stats-constants';

import { useSeenOnce } from '../../hooks/use-seen-once';
import { useTranslation } from '../../i18n/use-translation';
import { useSiteImpact } from './api/get-site-impact';
import { ImpactFigures } from './impact-figures';

/**
 * The home page's impact of every confirmed handover on the site, asked for once 30%
 * of the block is on screen, as the counters are.
 */
export function SiteImpact() {
  const { t } = useTranslation();
  const [observe, seen] = useSeenOnce(STATS_VISIBLE_THRESHOLD);
  const impact = useSiteImpact(seen);
  // Figures cached from an earlier visit wait for the block to be seen, like fresh ones.
  const shown = seen ? impact.data : undefined;
  return (
    <section
      ref={observe}
      aria-labelledby="site-impact"
      aria-busy={seen && impact.isPending}
      className="page-container pt-14"
    >
      <h2 id="site-impact" className="text-2xl font-bold text-stone-900">
        {t('impact.site.heading')}
      </h2>
      <p className="mt-2 max-w-2xl text-stone-700">{t('impact.site.lead')}</p>
      <div className="mt-6">
        <ImpactFigures impact={shown} failed={impact.isError} />
      </div>
    </section>
  );
}
