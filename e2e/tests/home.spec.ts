import type { APIRequestContext, Locator, Page } from '@playwright/test';

import type { StatsCountsReply } from '@tabarru/contract/stats';
import { STATS_VISIBLE_THRESHOLD } from '@tabarru/contract/stats-constants';

import { e2eEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LANGS, localPath, t, type Lang } from '../support/i18n';
import { main, pageHeading } from '../support/pages';

const COUNTERS = [
  ['posts', 'home.statsPosts'],
  ['users', 'home.statsUsers'],
  ['totalEventsHosted', 'home.statsEvents'],
] as const;

/** Numbers as the web app writes them (apps/web/src/lib/format.ts): Western digits in both. */
function formatCount(lang: Lang, value: number): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-JO-u-nu-latn' : 'en-GB').format(value);
}

async function apiCounts(request: APIRequestContext): Promise<StatsCountsReply> {
  const response = await request.get(`${e2eEnv().apiUrl}/api/stats/counts`);
  expect(response.status()).toBe(200);
  return (await response.json()) as StatsCountsReply;
}

function statsBlock(page: Page, lang: Lang): Locator {
  return main(page).getByRole('region', { name: t(lang, 'home.statsHeading') });
}

/** The moving number of a counter, which screen readers skip for the final one beside it. */
function counterNumber(block: Locator, lang: Lang, labelKey: string): Locator {
  return block
    .getByRole('listitem')
    .filter({ hasText: t(lang, labelKey) })
    .locator('[data-counter]');
}

/** Scrolls so that `share` of the block's height is on screen, from the bottom edge. */
async function revealShare(block: Locator, share: number): Promise<void> {
  await block.evaluate((element, visible) => {
    const box = element.getBoundingClientRect();
    const top = box.top + window.scrollY;
    window.scrollTo(0, top - window.innerHeight + box.height * visible);
  }, share);
}

/**
 * Resolves once the page has seen the block where it is now, and done what that made it do. An
 * IntersectionObserver made now reports at the next rendering, as the page's own observer of
 * the block does, and is told after it (observers are told in the order they were made); two
 * frames and a task later the page has rendered what it was told and run its effects, which is
 * where it would have asked for the counts.
 */
async function pageHasLooked(block: Locator): Promise<void> {
  await block.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)));
        });
        observer.observe(element);
      }),
  );
}

/** From now on, every text each counter's number takes, in the page. */
async function recordCounterTexts(block: Locator): Promise<() => Promise<string[][]>> {
  await block.evaluate((element) => {
    const history: string[][] = [];
    element.querySelectorAll('[data-counter]').forEach((counter, index) => {
      history[index] = [];
      new MutationObserver(() => {
        const text = counter.textContent ?? '';
        if (text !== '' && history[index]?.at(-1) !== text) history[index]?.push(text);
      }).observe(counter, { childList: true, characterData: true, subtree: true });
    });
    (window as unknown as { counterTexts: string[][] }).counterTexts = history;
  });
  return () =>
    block.evaluate(() => (window as unknown as { counterTexts: string[][] }).counterTexts);
}

/**
 * Opens the home page with the counters below the fold, shows the block, and answers what the
 * page was told by the API, checked against what the API tells the test just before and after.
 * The API computes the counts once a minute, so while other tests add posts and members the
 * page's answer is one of the two: the test's reads bracket the page's.
 */
async function showCounters(page: Page, request: APIRequestContext, lang: Lang) {
  const before = await apiCounts(request);
  const statsRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/stats/counts')) statsRequests.push(sent.url());
  });
  await page.goto(localPath(lang, '/'));
  await expect(pageHeading(page)).toBeVisible();
  const block = statsBlock(page, lang);
  await expect(block).toBeAttached();

  await revealShare(block, STATS_VISIBLE_THRESHOLD - 0.1);
  await pageHasLooked(block);
  expect(statsRequests, 'counts asked for before 30% of the block was seen').toEqual([]);

  const texts = await recordCounterTexts(block);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/stats/counts'));
  await revealShare(block, 0.6);
  const shown = (await (await answer).json()) as StatsCountsReply;
  const after = await apiCounts(request);
  expect([before, after], 'the page got the API counts of that moment').toContainEqual(shown);
  return { block, shown, texts, statsRequests };
}

test.describe('home page', () => {
  // Short enough that the counters start below the fold in both languages.
  test.use({ viewport: { width: 1280, height: 560 } });

  for (const lang of LANGS) {
    test.describe(lang, () => {
      test('the counters count up to the real counts once 30% of them is seen', async ({
        page,
        request,
      }) => {
        const { block, shown, texts, statsRequests } = await showCounters(page, request, lang);
        for (const [count, labelKey] of COUNTERS) {
          await expect(counterNumber(block, lang, labelKey)).toHaveText(
            formatCount(lang, shown[count]),
          );
          // Screen readers get the final number beside the label, not the moving one.
          await expect(
            block
              .getByRole('listitem')
              .filter({ hasText: t(lang, labelKey) })
              .locator('.sr-only'),
          ).toHaveText(formatCount(lang, shown[count]));
        }
        const history = await texts();
        COUNTERS.forEach(([count], index) => {
          const values = history[index] ?? [];
          expect(values[0], `${count} starts at zero`).toBe(formatCount(lang, 0));
          expect(values.at(-1)).toBe(formatCount(lang, shown[count]));
          expect(values.length, `${count} arrives within 50 steps`).toBeLessThanOrEqual(51);
        });
        expect(statsRequests, 'the counts are asked for once').toHaveLength(1);
      });

      test('two muted looping background videos play, with posters', async ({ page }) => {
        await page.goto(localPath(lang, '/'));
        await expect(pageHeading(page)).toBeVisible();
        const videos = main(page).locator('video');
        await expect(videos).toHaveCount(2);
        for (const video of await videos.all()) {
          await video.scrollIntoViewIfNeeded();
          await expect(video).toHaveAttribute('aria-hidden', 'true');
          await expect(video).toHaveJSProperty('muted', true);
          await expect(video).toHaveJSProperty('loop', true);
          await expect(video).toHaveJSProperty('paused', false);
          const poster = (await video.getAttribute('poster')) ?? '';
          const posterResponse = await page.request.get(poster);
          expect(posterResponse.status(), poster).toBe(200);
          expect(posterResponse.headers()['content-type']).toBe('image/jpeg');
          const source = (await video.locator('source').getAttribute('src')) ?? '';
          const sourceResponse = await page.request.get(source);
          expect(sourceResponse.status(), source).toBe(200);
          expect(sourceResponse.headers()['content-type']).toBe('video/webm');
          expect((await sourceResponse.body()).length, `${source} stays small`).toBeLessThan(
            150 * 1024,
          );
          await expect
            .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
            .toBeGreaterThan(0);
        }
      });

      test('visitors are invited to register in the same language', async ({ page }) => {
        await page.goto(localPath(lang, '/'));
        await main(page)
          .getByRole('link', { name: t(lang, 'home.cta') })
          .click();
        await expect(page).toHaveURL(
          new RegExp(`${localPath(lang, '/authentication/registration')}$`),
        );
      });
    });
  }

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    for (const lang of LANGS) {
      test(`${lang}: the videos stay still on their posters and the counters show their final numbers at once`, async ({
        page,
        request,
      }) => {
        const videoRequests: string[] = [];
        page.on('request', (sent) => {
          if (sent.url().endsWith('.webm')) videoRequests.push(sent.url());
        });
        const { block, shown, texts } = await showCounters(page, request, lang);
        for (const [count, labelKey] of COUNTERS) {
          await expect(counterNumber(block, lang, labelKey)).toHaveText(
            formatCount(lang, shown[count]),
          );
        }
        const history = await texts();
        COUNTERS.forEach(([count], index) => {
          expect(history[index], `${count} never counts`).toEqual([
            formatCount(lang, shown[count]),
          ]);
        });

        const videos = main(page).locator('video');
        await expect(videos).toHaveCount(2);
        for (const video of await videos.all()) {
          await expect(video).toHaveJSProperty('autoplay', false);
          await expect(video).toHaveJSProperty('paused', true);
          await expect(video).toHaveJSProperty('currentTime', 0);
          await expect(video).toHaveAttribute('poster', /\.jpg$/);
        }
        expect(videoRequests, 'no video is downloaded').toEqual([]);
      });
    }
  });
});
