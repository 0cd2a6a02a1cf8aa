import type { ChartConfiguration } from 'chart.js';

/** What one bar chart draws, in the page's language and direction. */
export interface BarChartSpec {
  /** the name of each bar, in order (weeks oldest first, or the largest first) */
  labels: readonly string[];
  values: readonly number[];
  /** what a value counts ("Items"), as the tooltip names it */
  valueName: string;
  /** 'columns' stand along a time axis; 'rows' lie beside their names */
  layout: 'columns' | 'rows';
  rtl: boolean;
  /** the Intl locale the numbers are written in */
  locale: string;
  colour: string;
  fontFamily: string;
  animate: boolean;
}

/** About how wide a letter of an axis's label is, in CSS pixels, and the space between two labels. */
const LETTER_PX = 7;
const LABEL_GAP_PX = 16;

/**
 * Every how many bars a time axis names one so that its names, written flat, never overlap: the
 * newest is always named, and every `step`-th before it.
 */
export function labelStep(labels: readonly string[], axisWidthPx: number): number {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  const labelPx = longest * LETTER_PX + LABEL_GAP_PX;
  if (axisWidthPx <= 0) return labels.length || 1;
  return Math.max(1, Math.ceil((labels.length * labelPx) / axisWidthPx));
}

/**
 * The Chart.js settings of a chart. On a right-to-left page the chart is mirrored as the page
 * is: time runs from right to left, the values' axis stands on the right and rows grow leftward,
 * and the tooltip reads right to left. Counts are whole numbers, so the value axis never shows
 * a fraction. Weeks are named flat, the newest always, as many as fit.
 */
export function barChartConfig(spec: BarChartSpec): ChartConfiguration<'bar'> {
  const rows = spec.layout === 'rows';
  const valueAxis = {
    beginAtZero: true,
    reverse: rows && spec.rtl,
    position: rows ? ('bottom' as const) : spec.rtl ? ('right' as const) : ('left' as const),
    ticks: { precision: 0, font: { family: spec.fontFamily } },
    grid: { color: 'rgba(120, 113, 108, 0.2)' },
  };
  const last = spec.labels.length - 1;
  const nameAxis = {
    reverse: !rows && spec.rtl,
    position: rows ? (spec.rtl ? ('right' as const) : ('left' as const)) : ('bottom' as const),
    ticks: {
      font: { family: spec.fontFamily },
      autoSkip: false,
      maxRotation: 0,
      ...(!rows && {
        callback(this: { width: number }, _value: string | number, index: number) {
          const step = labelStep(spec.labels, this.width);
          return (last - index) % step === 0 ? (spec.labels[index] ?? '') : '';
        },
      }),
    },
    grid: { display: false },
  };
  return {
    type: 'bar',
    data: {
      labels: [...spec.labels],
      datasets: [
        {
          label: spec.valueName,
          data: [...spec.values],
          backgroundColor: spec.colour,
          borderRadius: 4,
          maxBarThickness: 40,
        },
      ],
    },
    options: {
      indexAxis: rows ? 'y' : 'x',
      locale: spec.locale,
      responsive: true,
      maintainAspectRatio: false,
      animation: spec.animate ? { duration: 400 } : false,
      scales: rows ? { x: valueAxis, y: nameAxis } : { x: nameAxis, y: valueAxis },
      plugins: {
        tooltip: {
          rtl: spec.rtl,
          textDirection: spec.rtl ? 'rtl' : 'ltr',
          bodyFont: { family: spec.fontFamily },
          titleFont: { family: spec.fontFamily },
        },
      },
    },
  };
}
