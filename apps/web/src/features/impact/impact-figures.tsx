import { Link } from 'react-router';

import type { Impact } from '@tabarru/contract/impact';

import { useLanguage } from '../../hooks/use-language';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber } from '../../lib/format';
import { paths } from '../../lib/paths';

/** The About page's section that explains the estimate; the figures link to it. */
export const IMPACT_ANCHOR = 'impact';

/**
 * Items given, the kilograms they kept out of landfill and the CO2e that avoided, as three
 * figures with a link to how they are estimated. Without `impact` (loading, or `failed`) each
 * figure keeps its place.
 */
export function ImpactFigures({
  impact,
  failed = false,
}: {
  impact: Impact | undefined;
  failed?: boolean;
}) {
  const { t } = useTranslation();
  const { language, localHref } = useLanguage();
  const kilograms = (value: number) =>
    formatNumber(value, language, { style: 'unit', unit: 'kilogram' });
  const figures = [
    { key: 'items', value: impact && formatNumber(impact.items, language), estimate: false },
    { key: 'kilograms', value: impact && kilograms(impact.kilograms), estimate: true },
    { key: 'co2e', value: impact && kilograms(impact.co2eKg), estimate: true },
  ] as const;
  return (
    <div>
      <dl className="grid gap-3 sm:grid-cols-3">
        {figures.map(({ key, value, estimate }) => (
          <div
            key={key}
            data-impact={key}
            className="flex flex-wrap items-baseline gap-x-3 rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-sm sm:flex-col sm:items-start sm:p-4"
          >
            <dt className="order-2 text-stone-700 sm:mt-1">
              {/* "1 item given": the items' label agrees with their number once it is known. */}
              {t(`impact.figures.${key}Label`, {
                count: key === 'items' ? impact?.items : undefined,
              })}
            </dt>
            <dd className="order-1 text-2xl leading-tight sm:text-3xl font-bold text-brand-900 tabular-nums">
              {value === undefined ? (
                failed ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{t('impact.figures.unavailable')}</span>
                  </>
                ) : (
                  <span
                    role="status"
                    aria-label={t('impact.figures.loading')}
                    className="inline-block h-8 w-24 rounded-md bg-stone-200 motion-safe:animate-pulse"
                  />
                )
              ) : estimate ? (
                <Estimate value={value} />
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex flex-wrap items-center gap-x-2 text-sm text-stone-700">
        <span>{t('impact.figures.estimateNote')}</span>
        <Link
          to={`${localHref(paths.about)}#${IMPACT_ANCHOR}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {t('impact.figures.howLink')}
        </Link>
      </p>
    </div>
  );
}

/**
 * An estimate, "≈ 51 kg", heard as "about 51 kg" where the sign would be read out as a symbol;
 * a language that writes the word (Arabic «نحو») shows and says the same text.
 */
function Estimate({ value }: { value: string }) {
  const { t } = useTranslation();
  const shown = t('impact.figures.approximately', { value });
  const spoken = t('impact.figures.approximatelySpoken', { value });
  if (shown === spoken) return shown;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{spoken}</span>
    </>
  );
}
