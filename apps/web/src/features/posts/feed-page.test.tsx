import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { FeedReply, PostCard } from '@tabarru/contract/posts';
import { FEED_PAGE_ELEMENT_ID } from '@tabarru/contract/runtime-config';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import {
  makeToken,
  storeToken,
  stubApi,
  type StubHandler,
  type StubReply,
} from '../../test/api-stub';
import { anEvent } from '../../test/events';
import { stubMedia } from '../../test/media';
import { clearPageData, writeInPage } from '../../test/page-data';
import { aPostCard as card, aPostDetail, aPostPreview } from '../../test/posts';
import { buildOwnProfile } from '../../test/profiles';
import { renderRoute } from '../../test/render-route';

/** jsdom has no IntersectionObserver: this one reports the sentinel visible on demand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {
    FakeIntersectionObserver.instances = FakeIntersectionObserver.instances.filter(
      (observer) => observer !== this,
    );
  }
  reveal() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The text of a `<tag>…</tag>` link inside a catalogue string. */
function linkText(text: string, tag: string): string {
  return new RegExp(`<${tag}>(.*?)</${tag}>`).exec(text)?.[1] ?? text;
}

function page(posts: PostCard[], nextCursor: string | null = null): FeedReply {
  return {
    posts,
    pagination: { currentPage: 1, totalPages: 1, totalPosts: posts.length, hasMore: !!nextCursor },
    nextCursor,
  };
}

function member(feed: Record<string, StubHandler>) {
  storeToken(makeToken({ userId: 7, username: 'sara' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /events': { body: [] },
    ...feed,
  });
}

/** A reply the API holds back until the test gives it. */
function heldReply(): [Promise<StubReply>, (reply: StubReply) => void] {
  let give: (reply: StubReply) => void = () => undefined;
  const reply = new Promise<StubReply>((resolve) => (give = resolve));
  return [reply, give];
}

describe('the feed', { timeout: 15_000 }, () => {
  it('shows the skeleton while the first page is slow, then cards linking to the post in the page language', async () => {
    const [firstPage, answer] = heldReply();
    member({ 'GET /posts?sort=newest': () => firstPage });
    renderRoute('/ar/feed');
    expect(await screen.findByText(ar.posts.feed.loading)).toBeInTheDocument();
    answer({
      body: page([card(1, { title: 'كتب مدرسية', availability: 'reserved' }), card(2)]),
    });
    const link = await screen.findByRole('link', { name: /كتب مدرسية/ });
    expect(screen.queryByText(ar.posts.feed.loading)).toBeNull();
    expect(link).toHaveAttribute('href', '/ar/posts/1');
    expect(within(link).getByRole('heading', { level: 3 })).toHaveAttribute('dir', 'auto');
    expect(within(link).getByText(ar.posts.availability.reserved)).toBeInTheDocument();
    expect(link).toHaveTextContent('إربد - University Street');
    expect(within(link).getByText(ar.posts.categories.Books)).toBeInTheDocument();
  });

  it('shows cards that come at once with no skeleton flashing before them', async () => {
    member({ 'GET /posts?sort=newest': { body: page([card(1)]) } });
    let skeletonShown = false;
    const watch = new MutationObserver(() => {
      skeletonShown ||= screen.queryByText(en.posts.feed.loading) !== null;
    });
    watch.observe(document.body, { childList: true, subtree: true });
    renderRoute('/feed');
    await screen.findByRole('link', { name: /Item 1/ });
    watch.disconnect();
    expect(skeletonShown).toBe(false);
  });

  it.each([
    ['/feed', '3 hours ago'],
    ['/ar/feed', 'قبل 3 ساعات'],
  ])('a card on %s names its donor and says how long ago it was posted', async (path, ago) => {
    const postedAt = new Date(Date.now() - 3 * 60 * 60 * 1000 - 60_000).toISOString();
    member({
      'GET /posts?sort=newest': {
        body: page([card(1, { username: 'omar', created_at: postedAt })]),
      },
    });
    renderRoute(path);
    const link = await screen.findByRole('link', { name: /Item 1/ });
    expect(link).toHaveTextContent('omar');
    const time = link.querySelector('time');
    expect(time).toHaveAttribute('datetime', postedAt);
    expect(time).toHaveTextContent(ago);
  });

  it('clears the category, the region and the sort at once, keeping the search', async () => {
    const user = userEvent.setup();
    const api = member({
      'GET /posts?category=Toys&region=Irbid&q=bear&sort=oldest': { body: page([card(5)]) },
      'GET /posts?q=bear&sort=newest': { body: page([card(6, { title: 'Brown bear' })]) },
    });
    const { router } = renderRoute('/feed?category=Toys&region=Irbid&q=bear&sort=oldest');
    await screen.findByRole('link', { name: /Item 5/ });
    await user.click(screen.getByRole('button', { name: en.posts.feed.clearFilters }));
    await screen.findByRole('link', { name: /Brown bear/ });
    expect(router.state.location.search).toBe('?q=bear');
    expect(screen.getByLabelText(en.posts.feed.category)).toHaveValue('');
    expect(screen.getByLabelText(en.posts.feed.location)).toHaveValue('');
    expect(screen.getByLabelText(en.posts.feed.sort)).toHaveValue('newest');
    expect(screen.queryByRole('button', { name: en.posts.feed.clearFilters })).toBeNull();
    expect(api.callsTo('GET /posts?q=bear&sort=newest')).toHaveLength(1);
  });

  it('shows the upcoming events after the first four cards, between the items and more items', async () => {
    stubMedia({ reducedMotion: true });
    member({
      'GET /events': { body: [anEvent(3)] },
      'GET /posts?sort=newest': { body: page([1, 2, 3, 4, 5, 6].map((id) => card(id))) },
    });
    renderRoute('/feed');
    await screen.findByRole('link', { name: /Item 6/ });
    const events = await screen.findByRole('region', { name: en.events.carousel.heading });
    const items = screen.getByRole('region', { name: en.posts.feed.results });
    const more = screen.getByRole('region', { name: en.posts.feed.moreResults });
    const hrefs = (region: HTMLElement) =>
      within(region)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(hrefs(items)).toEqual(['/posts/1', '/posts/2', '/posts/3', '/posts/4']);
    expect(hrefs(more)).toEqual(['/posts/5', '/posts/6']);
    expect(items.compareDocumentPosition(events)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(events.compareDocumentPosition(more)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('loads the next page when the bottom comes into view, until there is no more', async () => {
    const api = member({
      'GET /posts?sort=newest': { body: page([card(1), card(2)], 'next-1') },
      'GET /posts?sort=newest&cursor=next-1': { body: page([card(3)]) },
    });
    renderRoute('/feed');
    await screen.findByRole('link', { name: /Item 2/ });
    await waitFor(() => expect(FakeIntersectionObserver.instances).toHaveLength(1));
    FakeIntersectionObserver.instances[0]?.reveal();
    await screen.findByRole('link', { name: /Item 3/ });
    expect(api.callsTo('GET /posts?sort=newest&cursor=next-1')).toHaveLength(1);
    await waitFor(() => expect(FakeIntersectionObserver.instances).toHaveLength(0));
  });

  it('sends the filters to the API and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const api = member({
      'GET /posts?sort=newest': { body: page([card(1)]) },
      'GET /posts?category=Toys&sort=newest': { body: page([card(5, { title: 'Teddy bear' })]) },
      'GET /posts?category=Toys&q=bear&sort=newest': { body: page([]) },
    });
    const { router } = renderRoute('/feed');
    await screen.findByRole('link', { name: /Item 1/ });
    await user.selectOptions(screen.getByLabelText(en.posts.feed.category), 'Toys');
    await screen.findByRole('link', { name: /Teddy bear/ });
    expect(router.state.location.search).toBe('?category=Toys');
    await user.type(screen.getByLabelText(en.posts.feed.search), 'bear');
    expect(await screen.findByText(en.posts.feed.empty)).toBeInTheDocument();
    expect(api.callsTo('GET /posts?category=Toys&q=bear&sort=newest')).toHaveLength(1);
    expect(router.state.location.search).toBe('?category=Toys&q=bear');
  });

  it('takes the filters of the URL it arrives at: the menu link to the feed clears them', async () => {
    const user = userEvent.setup();
    member({
      'GET /posts?sort=newest': { body: page([card(1)]) },
      'GET /posts?category=Toys&sort=newest': { body: page([card(5, { title: 'Teddy bear' })]) },
    });
    const { router } = renderRoute('/feed?category=Toys');
    await screen.findByRole('link', { name: /Teddy bear/ });
    expect(screen.getByLabelText(en.posts.feed.category)).toHaveValue('Toys');

    const bar = screen.getByRole('navigation', { name: en.nav.main });
    await user.click(within(bar).getByRole('link', { name: en.nav.feed }));
    await screen.findByRole('link', { name: /Item 1/ });
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText(en.posts.feed.category)).toHaveValue('');
  });

  it('says when the feed failed and tries again on request', async () => {
    let down = true;
    member({
      'GET /posts?sort=newest': () =>
        down
          ? { status: 503, body: { message: 'down', code: 'SERVICE_UNAVAILABLE' } }
          : { body: page([card(9)]) },
    });
    renderRoute('/feed');
    // The query retries an outage twice (1 s, 2 s) before it gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    down = false;
    expect(alert).toHaveTextContent(en.posts.feed.failed);
    await userEvent.click(within(alert).getByRole('button', { name: en.posts.feed.tryAgain }));
    await screen.findByRole('link', { name: /Item 9/ });
  });

  it.each([
    ['/feed', en, '/authentication/login'],
    ['/ar/feed', ar, '/ar/authentication/login'],
  ])(
    "on %s shows a visitor the cards; a card opens the post's preview, whose sign-in comes back to the full post",
    async (path, catalog, loginPath) => {
      const user = userEvent.setup();
      const token = makeToken({ userId: 7, username: 'sara' });
      const api = stubApi({
        'GET /events': { body: [] },
        'GET /posts?sort=newest': { body: page([card(1), card(3)]) },
        'GET /posts?category=Toys&sort=newest': { body: page([card(2, { title: 'Lamp' })]) },
        'POST /authentication/login': { body: { jwtToken: token } },
        'POST /authentication/verify': { body: true },
        'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
        'GET /messages/unread/count': { body: { unreadCount: 0 } },
        'GET /Posting/posts/2': { body: aPostDetail({ post_id: 2, title: 'Lamp' }) },
        'GET /api/posts/2/preview': { body: aPostPreview({ post_id: 2, title: 'Lamp' }) },
        'GET /api/blocks': { body: { blocks: [] } },
      });
      const { router } = renderRoute(path);
      await screen.findByRole('link', { name: /Item 1/ });
      expect(api.callsTo('GET /posts?sort=newest')[0]?.authorization).toBeNull();
      expect(
        screen.getByRole('link', { name: linkText(catalog.posts.feed.visitorNote, 'signIn') }),
      ).toHaveAttribute('href', `${loginPath}?next=%2Ffeed`);

      await user.selectOptions(screen.getByLabelText(catalog.posts.feed.category), 'Toys');
      const lamp = await screen.findByRole('link', { name: /Lamp/ });
      expect(screen.queryByRole('link', { name: /Item 1/ })).toBeNull();
      await user.click(lamp);
      expect(await screen.findByRole('heading', { level: 1, name: 'Lamp' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path.replace('/feed', '/posts/2'));
      await user.click(screen.getByRole('link', { name: catalog.posts.preview.signIn }));
      await screen.findByRole('heading', { level: 1, name: catalog.auth.login.heading });
      expect(router.state.location.pathname).toBe(loginPath);
      expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/posts/2');

      await user.type(screen.getByLabelText(catalog.auth.login.emailOrPhone), 'sara@example.jo');
      await user.type(screen.getByLabelText(catalog.auth.password), 'a long password');
      await user.click(screen.getByRole('button', { name: catalog.auth.login.submit }));
      expect(
        await screen.findByRole('link', { name: catalog.posts.detail.messageSeller }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path.replace('/feed', '/posts/2'));
    },
  );

  it('does not offer a member to sign in', async () => {
    member({ 'GET /posts?sort=newest': { body: page([card(1)]) } });
    renderRoute('/feed');
    await screen.findByRole('link', { name: /Item 1/ });
    expect(
      screen.queryByRole('link', { name: linkText(en.posts.feed.visitorNote, 'signIn') }),
    ).toBeNull();
  });

  describe('filters changed quickly one after another', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    function stubFilteredFeed() {
      return member({
        'GET /posts?sort=newest': { body: page([card(1)]) },
        'GET /posts?q=bear&sort=newest': { body: page([card(4, { title: 'Brown bear' })]) },
        'GET /posts?category=Toys&sort=newest': { body: page([card(5, { title: 'Teddy' })]) },
        'GET /posts?category=Toys&q=bear&sort=newest': {
          body: page([card(6, { title: 'Teddy bear' })]),
        },
      });
    }

    /** The URL, the controls and the last query of the feed agree on both filters. */
    async function expectBothFilters(
      router: ReturnType<typeof renderRoute>['router'],
      api: ReturnType<typeof stubFilteredFeed>,
    ) {
      expect(await screen.findByRole('link', { name: /Teddy bear/ })).toBeInTheDocument();
      expect(router.state.location.search).toBe('?category=Toys&q=bear');
      expect(screen.getByLabelText(en.posts.feed.category)).toHaveValue('Toys');
      expect(screen.getByLabelText(en.posts.feed.search)).toHaveValue('bear');
      const feedCalls = api.calls.filter((call) => call.path.startsWith('/posts?'));
      expect(feedCalls.at(-1)?.path).toBe('/posts?category=Toys&q=bear&sort=newest');
    }

    it('keeps a search typed just before a category is picked', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const api = stubFilteredFeed();
      const { router } = renderRoute('/feed');
      await screen.findByRole('link', { name: /Item 1/ });
      await user.type(screen.getByLabelText(en.posts.feed.search), 'bear');
      await user.selectOptions(screen.getByLabelText(en.posts.feed.category), 'Toys');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await expectBothFilters(router, api);
    });

    it('keeps a search sent just before a category is picked', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const api = stubFilteredFeed();
      const { router } = renderRoute('/feed');
      await screen.findByRole('link', { name: /Item 1/ });
      await user.type(screen.getByLabelText(en.posts.feed.search), 'bear');
      await act(() => vi.advanceTimersByTimeAsync(300));
      await user.selectOptions(screen.getByLabelText(en.posts.feed.category), 'Toys');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await expectBothFilters(router, api);
    });

    it('keeps a category picked just before a search is typed', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const api = stubFilteredFeed();
      const { router } = renderRoute('/feed');
      await screen.findByRole('link', { name: /Item 1/ });
      await user.selectOptions(screen.getByLabelText(en.posts.feed.category), 'Toys');
      await user.type(screen.getByLabelText(en.posts.feed.search), 'bear');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await expectBothFilters(router, api);
    });
  });
});

describe('the feed’s first page written into the page', { timeout: 15_000 }, () => {
  afterEach(() => clearPageData(FEED_PAGE_ELEMENT_ID));

  it.each([
    ['/feed', en],
    ['/ar/feed', ar],
  ])(
    'on %s shows a visitor the first page the web host wrote before the API answers, then the API’s behind it',
    async (path, catalog) => {
      writeInPage(FEED_PAGE_ELEMENT_ID, page([card(1, { title: 'Written lamp' }), card(2)]));
      const [firstPage, answer] = heldReply();
      const api = stubApi({
        'GET /events': { body: [] },
        'GET /posts?sort=newest': () => firstPage,
      });
      let skeletonShown = false;
      const watch = new MutationObserver(() => {
        skeletonShown ||= screen.queryByText(catalog.posts.feed.loading) !== null;
      });
      watch.observe(document.body, { childList: true, subtree: true });
      renderRoute(path);
      expect(await screen.findByRole('link', { name: /Written lamp/ })).toBeInTheDocument();
      expect(document.getElementById(FEED_PAGE_ELEMENT_ID)).toBeNull();
      // Asked again behind what shows, as it would have been without the page's copy.
      await waitFor(() => expect(api.callsTo('GET /posts?sort=newest')).toHaveLength(1));
      answer({
        body: page([card(3, { title: 'Fresh chair' }), card(1, { title: 'Written lamp' })]),
      });
      expect(await screen.findByRole('link', { name: /Fresh chair/ })).toBeInTheDocument();
      watch.disconnect();
      expect(skeletonShown).toBe(false);
    },
  );

  it('goes on from the written page’s cursor when the bottom comes into view', async () => {
    writeInPage(FEED_PAGE_ELEMENT_ID, page([card(1), card(2)], 'next-1'));
    const api = stubApi({
      'GET /events': { body: [] },
      'GET /posts?sort=newest': { body: page([card(1), card(2)], 'next-1') },
      'GET /posts?sort=newest&cursor=next-1': { body: page([card(3)]) },
    });
    renderRoute('/feed');
    await screen.findByRole('link', { name: /Item 2/ });
    await waitFor(() => expect(FakeIntersectionObserver.instances).toHaveLength(1));
    FakeIntersectionObserver.instances[0]?.reveal();
    await screen.findByRole('link', { name: /Item 3/ });
    expect(api.callsTo('GET /posts?sort=newest&cursor=next-1')).toHaveLength(1);
  });

  it('is the first page of no filters only: a filtered feed asks the API, and shows only its own', async () => {
    writeInPage(FEED_PAGE_ELEMENT_ID, page([card(1, { title: 'Written lamp' })]));
    const user = userEvent.setup();
    const [firstPage, answer] = heldReply();
    const api = stubApi({
      'GET /events': { body: [] },
      'GET /posts?category=Toys&sort=newest': { body: page([card(5, { title: 'Teddy' })]) },
      'GET /posts?sort=newest': () => firstPage,
    });
    renderRoute('/feed?category=Toys');
    await screen.findByRole('link', { name: /Teddy/ });
    expect(screen.queryByRole('link', { name: /Written lamp/ })).toBeNull();
    // Back to no filters, the page's copy shows while the API is asked again.
    await user.click(screen.getByRole('button', { name: en.posts.feed.clearFilters }));
    expect(await screen.findByRole('link', { name: /Written lamp/ })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /posts?sort=newest')).toHaveLength(1));
    answer({ body: page([card(1, { title: 'Written lamp' })]) });
  });

  it('is a visitor’s: a member’s feed, which leaves out whom they blocked, never shows it', async () => {
    writeInPage(FEED_PAGE_ELEMENT_ID, page([card(1, { title: 'Written lamp' })]));
    member({ 'GET /posts?sort=newest': { body: page([card(4, { title: 'Member’s chair' })]) } });
    renderRoute('/feed');
    await screen.findByRole('link', { name: /Member’s chair/ });
    expect(screen.queryByRole('link', { name: /Written lamp/ })).toBeNull();
  });

  it('is cleared with the feed when another page asks for a fresh one', async () => {
    writeInPage(FEED_PAGE_ELEMENT_ID, page([card(1, { title: 'Written lamp' })]));
    const [fresh, answer] = heldReply();
    let asked = 0;
    stubApi({
      'GET /events': { body: [] },
      'GET /posts?sort=newest': () => {
        asked += 1;
        return asked === 1 ? { body: page([card(1, { title: 'Written lamp' })]) } : fresh;
      },
    });
    const { router } = renderRoute('/feed');
    await screen.findByRole('link', { name: /Written lamp/ });
    await waitFor(() => expect(asked).toBe(1));
    await router.navigate('/feed', { refetch: true });
    await waitFor(() => expect(screen.queryByRole('link', { name: /Written lamp/ })).toBeNull());
    answer({ body: page([card(7, { title: 'Just given' })]) });
    expect(await screen.findByRole('link', { name: /Just given/ })).toBeInTheDocument();
  });
});

describe('the feed near a place', { timeout: 15_000 }, () => {
  const khalda = { id: 'amman-khalda', name_en: 'Khalda', name_ar: 'خلدا' };

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('takes a place, a distance and Nearest first from the URL, and changes them there', async () => {
    const user = userEvent.setup();
    const api = member({
      'GET /posts?sort=distance&place=amman-khalda&within_km=5': {
        body: page([card(1, { place: khalda, distance_km: 2.4 })]),
      },
      'GET /posts?sort=distance&place=amman-khalda&within_km=25': {
        body: page([card(2, { title: 'Lamp', place: khalda, distance_km: 12 })]),
      },
      'GET /posts?sort=newest': { body: page([card(3, { title: 'Chair' })]) },
    });
    const { router } = renderRoute('/feed?place=amman-khalda&within_km=5&sort=distance');
    const first = await screen.findByRole('link', { name: /Item 1/ });
    expect(first).toHaveTextContent('Khalda');
    expect(first).toHaveTextContent('2.4 km away');
    const picker = await screen.findByRole('combobox', { name: en.posts.feed.near });
    await waitFor(() => expect(picker).toHaveValue('Khalda, Amman'));
    const sort = screen.getByLabelText(en.posts.feed.sort);
    expect(sort).toHaveValue('distance');
    expect(within(sort).getByRole('option', { name: en.posts.feed.sorts.distance })).toBeVisible();
    const distances = screen.getByRole('group', { name: en.posts.feed.distance });
    expect(within(distances).getByRole('button', { pressed: true })).toHaveTextContent('5 km');

    await user.click(within(distances).getByRole('button', { name: '25 km' }));
    await screen.findByRole('link', { name: /Lamp/ });
    expect(router.state.location.search).toBe('?sort=distance&place=amman-khalda&within_km=25');

    // Clearing the place clears the distance and Nearest first with it.
    await user.click(screen.getByRole('button', { name: en.places.picker.clear }));
    await screen.findByRole('link', { name: /Chair/ });
    expect(router.state.location.search).toBe('');
    expect(sort).toHaveValue('newest');
    expect(within(sort).queryByRole('option', { name: en.posts.feed.sorts.distance })).toBeNull();
    expect(screen.queryByRole('group', { name: en.posts.feed.distance })).toBeNull();
    expect(api.callsTo('GET /posts?sort=newest')).toHaveLength(1);
  });

  it('finds a place typed in Arabic, and measures from the device with Near me instead', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 31.97, longitude: 35.898 } } as GeolocationPosition),
      },
    });
    member({
      'GET /posts?sort=newest': { body: page([card(1)]) },
      'GET /posts?place=amman-shmeisani&sort=newest': {
        body: page([card(2, { title: 'مصباح', distance_km: 0.3 })]),
      },
      'GET /posts?near=31.97%2C35.898&sort=newest': {
        body: page([card(3, { title: 'كرسي', distance_km: 1 })]),
      },
    });
    const { router } = renderRoute('/ar/feed');
    await screen.findByRole('link', { name: /Item 1/ });
    // Near is one chip until asked for: the picker and the list of places load then.
    expect(screen.queryByRole('combobox', { name: ar.posts.feed.near })).toBeNull();
    await user.click(screen.getByRole('button', { name: ar.posts.feed.near }));
    const picker = await screen.findByRole('combobox', { name: ar.posts.feed.near });
    await waitFor(() => expect(picker).toHaveFocus());
    await user.type(picker, 'الشميساني');
    await user.click(await screen.findByRole('option', { name: 'الشميساني، عمّان' }));
    const near = await screen.findByRole('link', { name: /مصباح/ });
    expect(near).toHaveTextContent('على بعد أقل من كيلومتر');
    expect(router.state.location.search).toBe('?place=amman-shmeisani');

    await user.click(screen.getByRole('button', { name: ar.posts.feed.nearMe }));
    expect(await screen.findByRole('link', { name: /كرسي/ })).toHaveTextContent('على بعد 1 كم');
    expect(new URLSearchParams(router.state.location.search).get('near')).toBe('31.97,35.898');
    expect(picker).toHaveValue('');
    expect(screen.getByRole('button', { name: ar.posts.feed.nearMe })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it.each([
    ['/feed', en],
    ['/ar/feed', ar],
  ] as const)(
    'on %s opens near a member’s home area, within 10 km, with the way to all of Jordan',
    async (path, texts) => {
      const user = userEvent.setup();
      const api = member({
        'GET /profile': { body: [buildOwnProfile({ home_place: khalda })] },
        'GET /posts?place=amman-khalda&within_km=10&sort=newest': {
          body: page([card(1, { place: khalda, distance_km: 3 })]),
        },
        'GET /posts?sort=newest': { body: page([card(2, { title: 'Far away' })]) },
      });
      const { router } = renderRoute(path);
      await screen.findByRole('link', { name: /Item 1/ });
      expect(router.state.location.search).toBe('?place=amman-khalda&within_km=10');
      // It waited for the home area: all of Jordan was never asked for first.
      expect(api.callsTo('GET /posts?sort=newest')).toHaveLength(0);
      expect(await screen.findByText(texts.posts.feed.nearHome)).toBeInTheDocument();
      const picker = await screen.findByRole('combobox', { name: texts.posts.feed.near });
      await waitFor(() =>
        expect(picker).toHaveValue(path === '/feed' ? 'Khalda, Amman' : 'خلدا، عمّان'),
      );

      await user.click(screen.getByRole('button', { name: texts.posts.feed.showAllJordan }));
      await screen.findByRole('link', { name: /Far away/ });
      expect(router.state.location.search).toBe('');
    },
  );

  it('keeps the place a link names rather than the home area', async () => {
    member({
      'GET /profile': { body: [buildOwnProfile({ home_place: khalda })] },
      'GET /posts?category=Toys&place=amman-shmeisani&sort=newest': { body: page([card(4)]) },
    });
    const { router } = renderRoute('/feed?category=Toys&place=amman-shmeisani&sort=newest');
    await screen.findByRole('link', { name: /Item 4/ });
    expect(router.state.location.search).toBe('?category=Toys&place=amman-shmeisani');
  });

  it('offers to look further, then all of Jordan, when nothing is within the distance', async () => {
    const user = userEvent.setup();
    member({
      'GET /posts?place=amman-khalda&within_km=5&sort=newest': { body: page([]) },
      'GET /posts?place=amman-khalda&within_km=10&sort=newest': { body: page([]) },
      'GET /posts?sort=newest': { body: page([card(7)]) },
    });
    const { router } = renderRoute('/feed?place=amman-khalda&within_km=5');
    expect(
      await screen.findByText(en.posts.feed.emptyWithin.replace('{{distance}}', '5')),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: en.posts.feed.widen.replace('{{distance}}', '10') }),
    );
    expect(
      await screen.findByText(en.posts.feed.emptyWithin.replace('{{distance}}', '10')),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?place=amman-khalda&within_km=10');
    const empty = screen.getByText(en.posts.feed.emptyWithin.replace('{{distance}}', '10'));
    await user.click(
      within(empty.parentElement as HTMLElement).getByRole('button', {
        name: en.posts.feed.showAllJordan,
      }),
    );
    await screen.findByRole('link', { name: /Item 7/ });
    expect(router.state.location.search).toBe('');
  });
});
