import { gzipSync } from 'node:zlib';

import type { Response } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { t } from '../support/i18n';
import { navbar, pageHeading } from '../support/pages';

const BUDGET_BYTES = 150 * 1024;

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || /javascript/.test(type);
}

test('a first visit to / downloads at most 150 KB of gzipped JavaScript', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (isJavaScript(response)) scripts.push(response);
  });

  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(pageHeading(page)).toBeVisible();

  const sizes = await Promise.all(
    scripts.map(async (response) => ({
      url: new URL(response.url()).pathname,
      gzipped: gzipSync(await response.body(), { level: 9 }).length,
    })),
  );
  const total = sizes.reduce((sum, { gzipped }) => sum + gzipped, 0);
  const table = sizes.map(({ url, gzipped }) => `${(gzipped / 1024).toFixed(1)} KB  ${url}`);
  expect(sizes.length, 'JavaScript responses on /').toBeGreaterThan(0);
  expect(
    total,
    `gzipped JavaScript of / is ${(total / 1024).toFixed(1)} KB:\n${table.join('\n')}`,
  ).toBeLessThanOrEqual(BUDGET_BYTES);

  const loadedFirst = new Set(scripts.map((response) => response.url()));
  await navbar(page)
    .getByRole('link', { name: t('en', 'nav.about'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(pageHeading(page)).toBeVisible();
  const later = scripts.filter((response) => !loadedFirst.has(response.url()));
  expect(later.length, 'JavaScript chunks loaded for /about after /').toBeGreaterThan(0);
});
