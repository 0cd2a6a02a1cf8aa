import { useEffect, useId, useRef, useState } from 'react';

import { useLanguage } from '../../hooks/use-language';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { useTranslation } from '../../i18n/use-translation';
import { formatNumber, LOCALES } from '../../lib/format';
import { directionOf } from '../../lib/language';
import type { BarChartSpec } from './bar-chart-config';

export interface Bar {
  name: string;
  value: number;
}

const FALLBACK_COLOUR = '#0f7665';
const COLUMNS_HEIGHT_PX = 240;
const ROW_HEIGHT_PX = 32;
const AXIS_HEIGHT_PX = 48;

/** The page's brand colour and font, which a canvas cannot take from the style sheet itself. */
function pageLook(canvas: HTMLCanvasElement): Pick<BarChartSpec, 'colour' | 'fontFamily'> {
  const colour = getComputedStyle(document.documentElement)
    .getPropertyValue('--color-brand-700')
    .trim();
  return { colour: colour || FALLBACK_COLOUR, fontFamily: getComputedStyle(canvas).fontFamily };
}

/**
 * A bar chart with its title and, under it, the same figures as a table that anyone can open
 * (and a screen reader reads): the canvas alone says nothing to those who cannot see it. The
 * chart's code (Chart.js) loads when a chart is first shown, never with the page that holds it;
 * if it cannot load, the table opens instead.
 */
export function BarChart({
  title,
  nameHeader,
  valueName,
  bars,
  layout,
}: {
  title: string;
  /** what the bars are, as the table's first column names them ("Week") */
  nameHeader: string;
  /** what a value counts ("Items") */
  valueName: string;
  bars: readonly Bar[];
  layout: BarChartSpec['layout'];
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const direction = directionOf(language);
  const reducedMotion = useReducedMotion();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const titleId = useId();

  const labels = bars.map((bar) => bar.name);
  const values = bars.map((bar) => bar.value);
  const drawn = JSON.stringify([labels, values, valueName, layout, direction, reducedMotion]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    let takeDown: (() => void) | undefined;
    let cancelled = false;
    import('./draw-bar-chart')
      .then(({ drawBarChart }) => {
        if (cancelled) return;
        takeDown = drawBarChart(canvas, {
          labels,
          values,
          valueName,
          layout,
          rtl: direction === 'rtl',
          locale: LOCALES[language],
          animate: !reducedMotion,
          ...pageLook(canvas),
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      takeDown?.();
    };
    // `drawn` stands for every input of the drawing, so an equal chart is not drawn again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn]);

  const height =
    layout === 'columns'
      ? COLUMNS_HEIGHT_PX
      : Math.max(2 * ROW_HEIGHT_PX, bars.length * ROW_HEIGHT_PX) + AXIS_HEIGHT_PX;

  return (
    <figure
      aria-labelledby={titleId}
      // As a grid's item it may shrink below the canvas's own 300 px, which Chart.js then fits.
      className="min-w-0 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <figcaption id={titleId} className="font-semibold text-stone-900">
        {title}
      </figcaption>
      {failed ? (
        <p role="status" className="mt-3 text-sm text-stone-700">
          {t('charts.failed')}
        </p>
      ) : (
        <div className="relative mt-3 w-full" style={{ height }}>
          {/* Until Chart.js sizes it, a canvas is 300 px wide: never wider than its box. */}
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={t('charts.canvasLabel', { title })}
            className="block max-w-full"
          />
        </div>
      )}
      <details open={failed} className="mt-3 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
          {t('charts.showFigures')}
        </summary>
        <table className="mt-2 w-full border-collapse text-start">
          <thead>
            <tr className="border-b border-stone-200">
              <th scope="col" className="py-1.5 pe-3 text-start font-semibold text-stone-700">
                {nameHeader}
              </th>
              <th scope="col" className="py-1.5 text-end font-semibold text-stone-700">
                {valueName}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.name} className="border-b border-stone-100">
                <th scope="row" className="py-1.5 pe-3 text-start font-normal text-stone-900">
                  {bar.name}
                </th>
                <td className="py-1.5 text-end text-stone-900 tabular-nums">
                  {formatNumber(bar.value, language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
