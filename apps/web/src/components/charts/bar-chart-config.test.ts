import { describe, expect, it } from 'vitest';

import { barChartConfig, labelStep, type BarChartSpec } from './bar-chart-config';

const spec: BarChartSpec = {
  labels: ['21 Nov', '28 Nov'],
  values: [4, 9],
  valueName: 'Items',
  layout: 'columns',
  rtl: false,
  locale: 'en-GB',
  colour: '#0f7665',
  fontFamily: 'IBM Plex Sans Arabic',
  animate: true,
};

describe('barChartConfig', () => {
  it('draws columns along time, left to right, values on the left in whole numbers', () => {
    const config = barChartConfig(spec);
    expect(config.type).toBe('bar');
    expect(config.data.labels).toEqual(['21 Nov', '28 Nov']);
    expect(config.data.datasets[0]).toMatchObject({ label: 'Items', data: [4, 9] });
    expect(config.options?.indexAxis).toBe('x');
    expect(config.options?.locale).toBe('en-GB');
    expect(config.options?.scales?.x).toMatchObject({ reverse: false, position: 'bottom' });
    expect(config.options?.scales?.y).toMatchObject({
      reverse: false,
      position: 'left',
      beginAtZero: true,
      ticks: { precision: 0 },
    });
    expect(config.options?.plugins?.tooltip).toMatchObject({ rtl: false, textDirection: 'ltr' });
  });

  it('mirrors columns on a right-to-left page: time runs right to left, values on the right', () => {
    const config = barChartConfig({ ...spec, rtl: true, locale: 'ar-JO-u-nu-latn' });
    expect(config.options?.scales?.x).toMatchObject({ reverse: true, position: 'bottom' });
    expect(config.options?.scales?.y).toMatchObject({ reverse: false, position: 'right' });
    expect(config.options?.plugins?.tooltip).toMatchObject({ rtl: true, textDirection: 'rtl' });
  });

  it('lays rows beside their names, growing leftward from the right on a right-to-left page', () => {
    const ltr = barChartConfig({ ...spec, layout: 'rows' });
    expect(ltr.options?.indexAxis).toBe('y');
    expect(ltr.options?.scales?.y).toMatchObject({ position: 'left', reverse: false });
    expect(ltr.options?.scales?.x).toMatchObject({ position: 'bottom', reverse: false });
    const rtl = barChartConfig({ ...spec, layout: 'rows', rtl: true });
    expect(rtl.options?.scales?.y).toMatchObject({ position: 'right', reverse: false });
    expect(rtl.options?.scales?.x).toMatchObject({ reverse: true });
  });

  it('names the newest week and every step-th before it, flat, so names never overlap', () => {
    const weeks = Array.from({ length: 26 }, (_, index) => `${index + 1} Nov`);
    const config = barChartConfig({ ...spec, labels: weeks, values: weeks.map(() => 1) });
    const ticks = config.options?.scales?.x?.ticks as {
      maxRotation: number;
      callback: (this: { width: number }, value: number, index: number) => string;
    };
    expect(ticks.maxRotation).toBe(0);
    const step = labelStep(weeks, 300);
    expect(step).toBeGreaterThan(1);
    const named = weeks.filter((_, index) => ticks.callback.call({ width: 300 }, index, index));
    expect(named.at(-1)).toBe('26 Nov');
    expect(named).toHaveLength(Math.ceil(26 / step));
    // A wide screen names every week.
    expect(weeks.every((_, index) => ticks.callback.call({ width: 5000 }, index, index))).toBe(
      true,
    );
  });

  it('does not move when the visitor asked for less motion', () => {
    expect(barChartConfig({ ...spec, animate: false }).options?.animation).toBe(false);
  });
});

describe('labelStep', () => {
  it('fits the names into the axis', () => {
    expect(labelStep(['28 Nov', '5 Dec'], 1000)).toBe(1);
    // 26 names of 6 letters: 26 × (6 × 7 + 16) = 1,508 px on 300 px.
    expect(
      labelStep(
        Array.from({ length: 26 }, () => '28 Nov'),
        300,
      ),
    ).toBe(6);
    expect(labelStep(['28 Nov'], 0)).toBe(1);
  });
});
