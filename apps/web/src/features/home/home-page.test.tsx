import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { StatsCountsReply } from '@tabarru/contract/stats';
import { STATS_VISIBLE_THRESHOLD } from '@tabarru/contract/stats-constants';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { formatNumber } from '../../lib/format';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { stubMedia } from '../../test/media';
import { renderRoute } from '../../test/render-route';

const COUNTS: StatsCountsReply = { posts: 1234, users: 87, totalEventsHosted: 0 };
const STATS = 'GET /api/stats/counts';

/** jsdom has no IntersectionObserver: this one shows the block as much as a test says. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly threshold: number | number[] | undefined;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.threshold = options.threshold;
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {
    FakeIntersectionObserver.instances = FakeIntersectionObserver.instances.filter(
      (observer) => observer !== this,
    );
  }
  show(ratio: number) {
    this.callback(
      [{ isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

function showStatsBlock(ratio: number) {
  act(() => {
    for (const observer of FakeIntersectionObserver.instances) observer.show(ratio);
  });
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  stubMedia({ reducedMotion: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The statistics block, once its observer exists: effects start after the paint. */
async function statsBlock(catalog: typeof en) {
  const block = await screen.findByRole('region', { name: catalog.home.statsHeading });
  await waitFor(() => expect(FakeIntersectionObserver.instances).not.toHaveLength(0));
  return block;
}

/** The counter of a label: its moving number (hidden from screen readers) and its whole item. */
function counter(block: HTMLElement, label: string) {
  const item = within(block).getByText(label).closest('li');
  if (!item) throw new Error(`no counter labelled ${label}`);
  const shown = item.querySelector('[data-counter]');
  if (!shown) throw new Error(`no number in the counter ${label}`);
  return { item, shown };
}

/** Every text a counter's number takes from now on. */
function recordNumbers(element: Element): string[] {
  const seen: string[] = [];
  new MutationObserver(() => {
    const text = element.textContent ?? '';
    if (seen.at(-1) !== text) seen.push(text);
  }).observe(element, { childList: true, characterData: true, subtree: true });
  return seen;
}

function withStats(handler: StubHandler = { body: COUNTS }) {
  return stubApi({ [STATS]: handler });
}

describe('home statistics', () => {
  it.each([
    ['/', en, 'en'],
    ['/ar', ar, 'ar'],
  ] as const)(
    'on %s loads once 30 percent of the block is seen, then counts up to the real numbers',
    async (path, catalog, language) => {
      const api = withStats();
      renderRoute(path);
      const block = await statsBlock(catalog);
      expect(FakeIntersectionObserver.instances[0]?.threshold).toBe(STATS_VISIBLE_THRESHOLD);

      showStatsBlock(0.29);
      expect(api.callsTo(STATS)).toHaveLength(0);
      const posts = counter(block, catalog.home.statsPosts);
      const numbers = recordNumbers(posts.shown);

      showStatsBlock(0.3);
      const final = formatNumber(COUNTS.posts, language);
      await waitFor(() => expect(posts.shown).toHaveTextContent(final), { timeout: 3000 });
      expect(api.callsTo(STATS)).toHaveLength(1);

      // From 0 in steps of ceil(1234 / 50) = 25, landing on the value: 51 numbers in all.
      expect(numbers[0]).toBe(formatNumber(0, language));
      expect(numbers[1]).toBe(formatNumber(25, language));
      expect(numbers.at(-2)).toBe(formatNumber(1225, language));
      expect(numbers.at(-1)).toBe(final);
      expect(numbers).toHaveLength(51);

      const users = counter(block, catalog.home.statsUsers);
      const events = counter(block, catalog.home.statsEvents);
      await waitFor(() => expect(users.shown).toHaveTextContent(formatNumber(87, language)));
      expect(events.shown).toHaveTextContent(formatNumber(0, language));
      // Screen readers skip the moving number and read the final one with its label.
      expect(posts.shown).toHaveAttribute('aria-hidden', 'true');
      expect(within(posts.item).getByText(final, { selector: '.sr-only' })).toBeInTheDocument();

      showStatsBlock(1);
      expect(api.callsTo(STATS)).toHaveLength(1);
    },
  );

  it('gives screen readers the final number while the visible one is still counting', async () => {
    withStats();
    renderRoute('/');
    const block = await statsBlock(en);
    showStatsBlock(0.5);
    const posts = counter(block, en.home.statsPosts);
    await within(posts.item).findByText('1,234', { selector: '.sr-only' });
    expect(posts.shown).not.toHaveTextContent('1,234');
  });

  it('shows the final numbers at once to visitors who ask for less motion', async () => {
    stubMedia({ reducedMotion: true });
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    withStats();
    renderRoute('/ar');
    const block = await statsBlock(ar);
    const posts = counter(block, ar.home.statsPosts);
    const numbers = recordNumbers(posts.shown);
    showStatsBlock(0.4);
    await waitFor(() => expect(posts.shown).toHaveTextContent(formatNumber(1234, 'ar')));
    expect(numbers).toEqual([formatNumber(1234, 'ar')]);

    for (const video of block.ownerDocument.querySelectorAll('video')) {
      expect(video.autoplay).toBe(false);
      expect(video.getAttribute('poster')).toMatch(/^\/media\/.+\.jpg$/);
    }
    expect(play).not.toHaveBeenCalled();
  });

  it('shows dashes, not numbers, when the counts cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    withStats({ status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } });
    renderRoute('/');
    const block = await statsBlock(en);
    showStatsBlock(0.3);
    await waitFor(() =>
      expect(within(block).getAllByText(en.home.statsUnavailable)).toHaveLength(3),
    );
    for (const label of [en.home.statsPosts, en.home.statsUsers, en.home.statsEvents]) {
      expect(counter(block, label).shown).toHaveTextContent(/^—$/);
    }
    expect(console.warn).toHaveBeenCalledWith('Home statistics failed', expect.anything());
  });
});

describe('home page', () => {
  it.each([
    ['/', en, '/authentication/registration'],
    ['/ar', ar, '/ar/authentication/registration'],
  ] as const)('on %s invites visitors to register', async (path, catalog, registration) => {
    renderRoute(path);
    expect(await screen.findByRole('link', { name: catalog.home.cta })).toHaveAttribute(
      'href',
      registration,
    );
  });

  it('invites members to give something instead of registering again', async () => {
    storeToken(makeToken({ userId: 7, username: 'sara' }));
    stubApi({
      'POST /authentication/verify': { body: true },
      'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
      'GET /messages/unread/count': { body: { unreadCount: 0 } },
    });
    renderRoute('/ar');
    expect(await screen.findByRole('link', { name: ar.home.ctaMember })).toHaveAttribute(
      'href',
      '/ar/create_post',
    );
    expect(screen.queryByRole('link', { name: ar.home.cta })).not.toBeInTheDocument();
  });

  it('plays two muted, looping, decorative videos with posters that load nothing early', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderRoute('/');
    await statsBlock(en);
    const videos = [...document.querySelectorAll('video')];
    expect(videos).toHaveLength(2);
    // Played by the page once it runs, not by the markup: a page drawn on the server starts
    // nothing before its script knows whether the visitor asks for less motion.
    await waitFor(() => expect(play).toHaveBeenCalledTimes(2));
    for (const video of videos) {
      expect(video.muted).toBe(true);
      expect(video.loop).toBe(true);
      expect(video.autoplay).toBe(false);
      expect(video).toHaveAttribute('playsinline');
      expect(video).toHaveAttribute('preload', 'none');
      expect(video).toHaveAttribute('aria-hidden', 'true');
      expect(video.getAttribute('poster')).toMatch(/^\/media\/home-.+\.jpg$/);
      expect(video.querySelector('source')).toHaveAttribute('type', 'video/webm');
    }
  });
});
