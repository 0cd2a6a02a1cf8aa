import {
  CATEGORY_WEIGHT_KG,
  CO2E_FACTOR_SOURCE,
  CO2E_KG_PER_TONNE_REUSED,
} from '@tabarru/contract/impact';
import { CATEGORIES } from '@tabarru/contract/constants';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';
import { IMPACT_ANCHOR } from './impact-figures';

/** The categories from the heaviest item to the lightest, in the catalog's order among equals. */
const BY_WEIGHT = [...CATEGORIES].sort((a, b) => CATEGORY_WEIGHT_KG[b] - CATEGORY_WEIGHT_KG[a]);

/**
 * The About page's account of the impact figures: what counts, the weight of each
 * category, the CO2e factor with its source, and that they are estimates. The figures link to
 * it (…/about#impact); the router's scroll restoration brings it into view, below the header.
 */
export function ImpactExplained() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const kilograms = (value: number) =>
    formatNumber(value, language, { style: 'unit', unit: 'kilogram' });
  const source = `${CO2E_FACTOR_SOURCE.publisher}, “${CO2E_FACTOR_SOURCE.title}” (${CO2E_FACTOR_SOURCE.year})`;

  return (
    <section id={IMPACT_ANCHOR} aria-labelledby="impact-explained" className="mt-12 scroll-mt-24">
      <h2 id="impact-explained" className="text-2xl font-bold text-stone-900">
        {t('impact.about.heading')}
      </h2>
      <p className="mt-2 max-w-3xl leading-relaxed text-stone-700">{t('impact.about.lead')}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <table className="w-full border border-stone-200 bg-white text-start">
          <caption className="pb-2 text-start font-semibold text-stone-900">
            {t('impact.about.weightsCaption')}
          </caption>
          <thead className="bg-sand-50 text-stone-700">
            <tr>
              <th scope="col" className="px-4 py-2 text-start font-semibold">
                {t('impact.about.categoryColumn')}
              </th>
              <th scope="col" className="px-4 py-2 text-end font-semibold">
                {t('impact.about.weightColumn')}
              </th>
            </tr>
          </thead>
          <tbody>
            {BY_WEIGHT.map((category) => (
              <tr key={category} className="border-t border-stone-200">
                <th scope="row" className="px-4 py-2 text-start font-normal text-stone-800">
                  {t(`posts.categories.${category}`)}
                </th>
                <td className="px-4 py-2 text-end text-stone-900 tabular-nums">
                  {kilograms(CATEGORY_WEIGHT_KG[category])}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div>
          <h3 className="text-lg font-semibold text-stone-900">
            {t('impact.about.factorHeading')}
          </h3>
          <p className="mt-2 leading-relaxed text-stone-800">
            {t('impact.about.factor', {
              factor: formatNumber(CO2E_KG_PER_TONNE_REUSED / 1000, language),
            })}
          </p>
          <p className="mt-2 text-stone-800">
            {t('impact.about.source')}{' '}
            <a
              href={CO2E_FACTOR_SOURCE.url}
              target="_blank"
              rel="noopener noreferrer"
              lang="en"
              dir="ltr"
              className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {source}
            </a>
          </p>
          <p className="mt-4 text-sm leading-relaxed text-stone-700">{t('impact.about.caution')}</p>
        </div>
      </div>
    </section>
  );
}
