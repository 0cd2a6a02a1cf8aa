import type { Category } from '@tabarru/contract/constants';
import { isRegion } from '@tabarru/contract/constants';
import { FIGURE_WEEKS } from '@tabarru/contract/figure-weeks';
import type { PublicOrganisation } from '@tabarru/contract/organisations';

import { BarChart } from '../../components/charts/bar-chart';
import { weekName } from '../../components/charts/week-name';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { csvFile } from '../../lib/csv';
import { saveFile } from '../../lib/save-file';
import { useOrganisationReceived } from './api/organisations';
import { categoryKey } from './organisation-labels';
import { itemsBy, itemsByWeek, receivedCsv, totalItems } from './received-figures';

/**
 * What a verified organisation has received over the last weeks, for anyone to see: the count,
 * then charts by week, by category and by governorate, and the same figures as a CSV file. Who
 * brought the items is never part of them.
 */
export function ReceivedSection({ organisation }: { organisation: PublicOrganisation }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const received = useOrganisationReceived(organisation.id);
  const categoryName = (category: Category) => t(categoryKey(category));
  const regionName = (region: string) => (isRegion(region) ? t(`posts.regions.${region}`) : region);

  let body;
  if (received.isPending) {
    body = (
      <p role="status" className="mt-3 text-stone-700">
        {t('organisations.received.loading')}
      </p>
    );
  } else if (received.isError) {
    body = (
      <LoadFailed
        className="mt-3"
        text={t('organisations.received.failed')}
        retryLabel={t('organisations.tryAgain')}
        onRetry={() => void received.refetch()}
      />
    );
  } else if (received.data.rows.length === 0) {
    body = (
      <p className="mt-3 text-stone-700">
        {t('organisations.received.none', { weeks: FIGURE_WEEKS })}
      </p>
    );
  } else {
    const { rows } = received.data;
    const itemsName = t('charts.items');
    const download = () => {
      const csv = receivedCsv(rows, {
        header: [
          t('organisations.received.csvWeek'),
          t('organisations.received.category'),
          t('organisations.received.region'),
          itemsName,
        ],
        category: categoryName,
        region: regionName,
      });
      const lastWeek = received.data.weeks.at(-1) ?? '';
      saveFile(csvFile(csv), `tabarru-organisation-${organisation.id}-received-${lastWeek}.csv`);
    };
    body = (
      <>
        <p className="mt-2 text-stone-700">
          {t('organisations.received.total', {
            count: totalItems(rows),
            weeks: FIGURE_WEEKS,
          })}
        </p>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <div className="min-w-0 md:col-span-2">
            <BarChart
              title={t('organisations.received.byWeek')}
              nameHeader={t('charts.week')}
              valueName={itemsName}
              layout="columns"
              bars={itemsByWeek(received.data).map((week) => ({
                name: weekName(week.week, language),
                value: week.items,
              }))}
            />
          </div>
          <BarChart
            title={t('organisations.received.byCategory')}
            nameHeader={t('organisations.received.category')}
            valueName={itemsName}
            layout="rows"
            bars={itemsBy(rows, 'category').map((entry) => ({
              name: categoryName(entry.key),
              value: entry.items,
            }))}
          />
          <BarChart
            title={t('organisations.received.byRegion')}
            nameHeader={t('organisations.received.region')}
            valueName={itemsName}
            layout="rows"
            bars={itemsBy(rows, 'region').map((entry) => ({
              name: regionName(entry.key),
              value: entry.items,
            }))}
          />
        </div>
        <Button variant="neutral" className="mt-4 min-h-11" onClick={download}>
          {t('organisations.received.download')}
        </Button>
      </>
    );
  }

  return (
    <section aria-labelledby="organisation-received" className="mt-8">
      <h2 id="organisation-received" className="text-xl font-bold text-stone-900">
        {t('organisations.received.heading')}
      </h2>
      {body}
      <p className="mt-3 text-sm text-stone-600">{t('organisations.received.how')}</p>
    </section>
  );
}
