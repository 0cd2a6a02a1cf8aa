import type { AdminOverviewReply } from '@tabarru/contract/admin';
import { FIGURE_WEEKS } from '@tabarru/contract/figure-weeks';

import { BarChart } from '../../components/charts/bar-chart';
import { weekName } from '../../components/charts/week-name';
import { LoadFailed } from '../../components/ui/load-failed';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';
import { useAdminOverview } from './api/overview';

const SERIES = ['members', 'posts', 'handovers', 'reports'] as const;
type Series = (typeof SERIES)[number];

/**
 * The administrators' overview: since the start, the members, posts, handovers and reports the
 * site holds, and each of them week by week over the last weeks, as charts.
 */
export function AdminOverview() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const overview = useAdminOverview();

  let body;
  if (overview.isPending) {
    body = (
      <p role="status" className="mt-3 text-stone-700">
        {t('admin.overview.loading')}
      </p>
    );
  } else if (overview.isError) {
    body = (
      <LoadFailed
        className="mt-3"
        text={t('admin.overview.failed')}
        retryLabel={t('admin.tryAgain')}
        onRetry={() => void overview.refetch()}
      />
    );
  } else {
    body = <OverviewFigures overview={overview.data} language={language} />;
  }

  return (
    <section aria-labelledby="admin-overview" className="mt-8">
      <h2 id="admin-overview" className="text-xl font-bold text-stone-900">
        {t('admin.overview.heading')}
      </h2>
      <p className="mt-1 text-stone-700">{t('admin.overview.lead', { weeks: FIGURE_WEEKS })}</p>
      {body}
    </section>
  );
}

function OverviewFigures({
  overview,
  language,
}: {
  overview: AdminOverviewReply;
  language: 'en' | 'ar';
}) {
  const { t } = useTranslation();
  const weekNames = overview.weeks.map((week) => weekName(week, language));
  const weekly = (series: Series) =>
    overview[series].map((value, index) => ({ name: weekNames[index] ?? '', value }));
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {SERIES.map((series) => (
          <div key={series} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-stone-700">{t(`admin.overview.totals.${series}`)}</dt>
            <dd className="mt-1 text-2xl font-bold text-stone-900 tabular-nums">
              {formatNumber(overview.totals[series], language)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-stone-600">{t('admin.overview.totalsNote')}</p>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {SERIES.map((series) => (
          <BarChart
            key={series}
            title={t(`admin.overview.charts.${series}`)}
            nameHeader={t('charts.week')}
            valueName={t(`admin.overview.totals.${series}`)}
            layout="columns"
            bars={weekly(series)}
          />
        ))}
      </div>
    </>
  );
}
