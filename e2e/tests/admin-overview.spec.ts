import { gzipSync } from 'node:zlib';

import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';

import type { AdminOverviewReply } from '@tabarru/contract/admin';

import { expectNoSeriousA11yViolations } from '../support/a11y';
import { adminToken } from '../support/content';
import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { registerApiMember } from '../support/members';
import { main } from '../support/pages';
import { PHONE_SETTINGS } from '../support/phones';

/*
 * The administrators' overview: on a laptop and on a phone, in each language, the admin panel
 * shows the site's four totals and a chart of each by week, drawn on its canvas (mirrored on an
 * Arabic page: the newest week at the left) with its figures in a table; a member who has just
 * joined is counted in this week's bar.
 */

const SERIES = ['members', 'posts', 'handovers', 'reports'] as const;

/** The charts' own script (Chart.js with its bar chart alone), loaded with the first chart. */
const CHART_SCRIPT = /\/assets\/draw-bar-chart-[\w-]+\.js$/;
const CHART_BUDGET = 55 * 1024;

function signedInAs(context: BrowserContext, token: string) {
  return context.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
}

async function overviewNow(token: string, request: APIRequestContext) {
  const response = await request.get(`${e2eEnv().apiUrl}/api/admin/overview`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as AdminOverviewReply;
}

/**
 * Where the chart drew its bars: the leftmost and the rightmost column of the canvas holding a
 * pixel of the bars' colour, as shares of its width.
 */
function barExtent(canvas: Locator): Promise<{ left: number; right: number } | null> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context) return null;
    const { width, height } = element;
    const pixels = context.getImageData(0, 0, width, height).data;
    let left = width;
    let right = -1;
    for (let y = 0; y < height; y += 2) {
      for (let x = 0; x < width; x += 1) {
        const at = (y * width + x) * 4;
        // The brand colour, #0f7665.
        if (pixels[at] === 15 && pixels[at + 1] === 118 && pixels[at + 2] === 101) {
          left = Math.min(left, x);
          right = Math.max(right, x);
        }
      }
    }
    return right < 0 ? null : { left: left / width, right: right / width };
  });
}

async function expectOverview(page: Page, lang: Lang, before: AdminOverviewReply) {
  await page.goto(localPath(lang, '/admin'));
  const section = main(page).getByRole('region', { name: t(lang, 'admin.overview.heading') });
  await expect(section).toBeVisible();
  for (const series of SERIES) {
    const total = section.locator('dt', { hasText: t(lang, `admin.overview.totals.${series}`) });
    const shown = Number((await total.locator('+ dd').innerText()).replace(/\D/g, ''));
    expect(shown).toBeGreaterThanOrEqual(before.totals[series]);
  }
  const members = section.getByRole('figure', { name: t(lang, 'admin.overview.charts.members') });
  const canvas = members.getByRole('img', {
    name: t(lang, 'charts.canvasLabel', { title: t(lang, 'admin.overview.charts.members') }),
  });
  await expect(canvas).toBeVisible();
  // Drawn once its code has come and its bars have grown.
  await expect.poll(() => barExtent(canvas), { timeout: 10_000 }).not.toBeNull();
  await expect
    .poll(async () => {
      const extent = await barExtent(canvas);
      return lang === 'ar' ? (extent?.left ?? 1) < 0.25 : (extent?.right ?? 0) > 0.75;
    })
    .toBe(true);

  await members.getByText(t(lang, 'charts.showFigures')).click();
  const rows = members.locator('tbody tr');
  await expect(rows).toHaveCount(before.weeks.length);
  const thisWeek = Number((await rows.last().locator('td').innerText()).replace(/\D/g, ''));
  expect(thisWeek).toBeGreaterThanOrEqual((before.members.at(-1) ?? 0) + 1);
  await expectNoSeriousA11yViolations(page);
}

for (const lang of LANGS) {
  test(`the admin panel charts members, posts, handovers and reports by week, on a laptop and a phone (${lang})`, async ({
    browser,
    baseURL,
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const before = await overviewNow(token, request);
    await registerApiMember(request, lang);

    await signedInAs(page.context(), token);
    const chartScript = page.waitForResponse((response) => CHART_SCRIPT.test(response.url()));
    await expectOverview(page, lang, before);
    const script = await (await chartScript).body();
    expect(gzipSync(script, { level: 9 }).length).toBeLessThanOrEqual(CHART_BUDGET);

    const phone = await browser.newContext({
      baseURL,
      ...PHONE_SETTINGS,
      timezoneId: 'Asia/Amman',
    });
    try {
      await signedInAs(phone, token);
      const phonePage = await phone.newPage();
      await expectOverview(phonePage, lang, before);
      // On a phone the charts stand one under another, each as wide as the screen allows.
      const charts = main(phonePage).getByRole('figure');
      await expect(charts).toHaveCount(SERIES.length);
      const box = await charts.first().boundingBox();
      const viewport = phonePage.viewportSize();
      expect(box && viewport && box.width).toBeLessThanOrEqual(viewport?.width ?? 0);
    } finally {
      await phone.close();
    }
  });
}
