import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

import { barChartConfig, type BarChartSpec } from './bar-chart-config';

// Only what a bar chart needs, so the chunk carries no other chart type.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** Draws the chart on `canvas`; the function returned takes it down. */
export function drawBarChart(canvas: HTMLCanvasElement, spec: BarChartSpec): () => void {
  const chart = new Chart(canvas, barChartConfig(spec));
  return () => chart.destroy();
}
