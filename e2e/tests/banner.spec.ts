import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Browser, Page } from '@playwright/test';

import type { Banner } from '@tabarru/contract/banners';
import { BANNER_DISMISS_KEY_PREFIX, BANNER_DISMISS_MS } from '@tabarru/contract/constants';

import { signIn } from '../support/accounts';
import { E2E_ADMIN, e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { pageHeading } from '../support/pages';

// The app is shared by every spec and shows one active banner: these tests run one after
// another (so each language sees its own banner) and each deactivates what it created.
test.describe.configure({ mode: 'serial' });

const MARKER_PREFIX = 'e2e-banner-';

let adminToken = '';

function adminHeaders() {
  return { Authorization: `Bearer ${adminToken}` };
}

async function listBanners(request: APIRequestContext): Promise<Banner[]> {
  const response = await request.get(`${e2eEnv().apiUrl}/admin/banners`, {
    headers: adminHeaders(),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Banner[];
}

async function createBannerThroughApi(
  request: APIRequestContext,
  versions: { content?: string; content_ar?: string },
) {
  const response = await request.post(`${e2eEnv().apiUrl}/admin/banner`, {
    headers: adminHeaders(),
    data: { ...versions, isActive: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { banner: Banner }).banner;
}

test.beforeAll(async ({ request }) => {
  const response = await request.post(`${e2eEnv().apiUrl}/authentication/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  adminToken = ((await response.json()) as { jwtToken: string }).jwtToken;
});

// Other specs run beside this one: no banner of ours may stay on their pages.
test.afterEach(async ({ request }) => {
  for (const banner of await listBanners(request)) {
    if (!banner.is_active || !banner.content.includes(MARKER_PREFIX)) continue;
    const response = await request.put(`${e2eEnv().apiUrl}/admin/banner/${banner.id}/toggle`, {
      headers: adminHeaders(),
    });
    expect(response.status()).toBe(200);
  }
});

/** A page in a context of its own, failing on what the fixture's page fails on. */
async function visitorPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: e2eEnv().webUrl, timezoneId: 'Asia/Amman' });
  const page = await context.newPage();
  const problems: string[] = [];
  const dialogs: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { context, page, problems, dialogs };
}

function bannerRegion(page: Page, lang: Lang) {
  return page.getByRole('region', { name: t(lang, 'banner.region'), exact: true });
}

for (const lang of LANGS) {
  test.describe(`announcement banner (${lang})`, () => {
    test('an administrator activates a banner in both languages; a visitor reads this one, closes it and it stays closed', async ({
      page,
      browser,
      request,
    }) => {
      const marker = `${MARKER_PREFIX}${randomUUID()}`;
      const texts = { en: 'Collection day is Friday', ar: 'يوم الجمع هو الجمعة' };
      const linkTexts = { en: 'events', ar: 'الفعاليات' };
      await signIn(page, lang, E2E_ADMIN.email, E2E_ADMIN.password);
      await expect(page).not.toHaveURL(/\/authentication\/login/);
      await page.goto(localPath(lang, '/admin/banner'));
      await expect(pageHeading(page)).toHaveText(t(lang, 'banner.admin.heading'));

      for (const [version, label] of [
        ['en', 'banner.admin.contentEnglish'],
        ['ar', 'banner.admin.contentArabic'],
      ] as const) {
        await page
          .getByLabel(t(lang, label), { exact: true })
          .fill(
            `<p>${texts[version]} <strong>${marker}</strong> <a href="https://example.test/events">${linkTexts[version]}</a></p>`,
          );
      }
      await page.getByRole('checkbox', { name: t(lang, 'banner.admin.activeNow') }).check();
      await page.getByRole('button', { name: t(lang, 'banner.admin.create'), exact: true }).click();
      await expect(page.getByText(t(lang, 'banner.admin.created'), { exact: true })).toBeVisible();
      const row = page
        .getByRole('region', { name: t(lang, 'banner.admin.historyHeading') })
        .getByRole('listitem')
        .filter({ hasText: marker });
      await expect(row).toContainText(t(lang, 'banner.admin.active'));
      await expect(
        row.getByRole('button', { name: t(lang, 'banner.admin.deactivate') }),
      ).toBeVisible();
      const banner = (await listBanners(request)).find((item) => item.content.includes(marker));
      expect(banner?.is_active).toBe(true);

      const visitor = await visitorPage(browser);
      try {
        await visitor.page.goto(localPath(lang, '/'));
        const region = bannerRegion(visitor.page, lang);
        await expect(region).toContainText(`${texts[lang]} ${marker}`);
        await expect(region).not.toContainText(texts[lang === 'ar' ? 'en' : 'ar']);
        await expect(region.getByRole('link', { name: linkTexts[lang] })).toHaveAttribute(
          'href',
          'https://example.test/events',
        );
        await region.getByRole('button', { name: t(lang, 'banner.close'), exact: true }).click();
        await expect(region).toHaveCount(0);
        const key = `${BANNER_DISMISS_KEY_PREFIX}${banner?.id}`;
        const closedAt = await visitor.page.evaluate((name) => localStorage.getItem(name), key);
        expect(Math.abs(Date.now() - Number(closedAt))).toBeLessThan(60_000);

        await visitor.page.reload();
        await expect(pageHeading(visitor.page)).toBeVisible();
        // Its absence means something only once the banner call has been answered.
        await visitor.page.waitForLoadState('networkidle');
        await expect(bannerRegion(visitor.page, lang)).toHaveCount(0);

        // A closing older than 24 hours is forgotten: the banner shows again.
        await visitor.page.evaluate(([name, at]) => localStorage.setItem(name, at), [
          key,
          String(Date.now() - BANNER_DISMISS_MS - 60_000),
        ] as const);
        await visitor.page.reload();
        await expect(bannerRegion(visitor.page, lang)).toContainText(marker);
        expect(await visitor.page.evaluate((name) => localStorage.getItem(name), key)).toBeNull();
        expect(visitor.problems).toEqual([]);
      } finally {
        await visitor.context.close();
      }
    });

    test('script in a banner runs nothing', async ({ browser, request }) => {
      const marker = `${MARKER_PREFIX}${randomUUID()}`;
      const stored = await createBannerThroughApi(request, {
        [lang === 'ar' ? 'content_ar' : 'content']:
          `<b onmouseover="alert('hover')">${marker}</b>` +
          `<script>alert('script')</script>` +
          `<img src="x" onerror="alert('image')">` +
          `<svg onload="alert('svg')"></svg>` +
          `<a href="javascript:alert('link')">click me</a>` +
          `<iframe src="javascript:alert('frame')"></iframe>`,
      });
      expect(stored.content).not.toMatch(/<script|onerror|onload|onmouseover|javascript:|<iframe/i);

      const visitor = await visitorPage(browser);
      try {
        await visitor.page.goto(localPath(lang, '/'));
        const region = bannerRegion(visitor.page, lang);
        await expect(region).toContainText(marker);
        await region.getByText(marker).hover();
        await region.getByText('click me').click();
        // The bar's own icons are the only svg, hidden from assistive technology.
        const injected = region.locator(
          'script, img, iframe, svg:not([aria-hidden="true"]), [onerror], [onload], [onmouseover]',
        );
        await expect(injected).toHaveCount(0);
        await expect(region.getByRole('link')).toHaveCount(0);
        await visitor.page.waitForLoadState('networkidle');
        expect(visitor.dialogs).toEqual([]);
        expect(visitor.problems).toEqual([]);
      } finally {
        await visitor.context.close();
      }
    });

    test('a banner written in the other language alone shows on these pages too, in its own direction', async ({
      browser,
      request,
    }) => {
      const marker = `${MARKER_PREFIX}${randomUUID()}`;
      const other = lang === 'ar' ? 'en' : 'ar';
      const text = other === 'ar' ? 'يوم الجمع هو الجمعة' : 'Collection day is Friday';
      await createBannerThroughApi(request, {
        [other === 'ar' ? 'content_ar' : 'content']: `<p>${text} ${marker}</p>`,
      });
      const visitor = await visitorPage(browser);
      try {
        await visitor.page.goto(localPath(lang, '/about'));
        const region = bannerRegion(visitor.page, lang);
        await expect(region).toContainText(`${text} ${marker}`);
        const content = region.locator(`[lang="${other}"]`);
        await expect(content).toContainText(text);
        expect(await content.evaluate((element) => getComputedStyle(element).direction)).toBe(
          other === 'ar' ? 'rtl' : 'ltr',
        );
        expect(visitor.problems).toEqual([]);
      } finally {
        await visitor.context.close();
      }
    });
  });
}
