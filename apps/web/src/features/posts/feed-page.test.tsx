import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { FeedReply, PostCard } from '@tabarru/contract/posts';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
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

function card(id: number, overrides: Partial<PostCard> = {}): PostCard {
  return {
    post_id: id,
    user_id: 3,
    username: 'omar',
    title: `Item ${id}`,
    location: 'Irbid - University Street',
    category: 'Books',
    availability: 'available',
    attached_photo_url: `http://api.test/uploads/${String(id).padStart(64, '0')}-480.webp`,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
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

// Every case waits out the one-second skeleton of the specification.
describe('the feed', { timeout: 15_000 }, () => {
  it('shows the skeleton, then cards linking to the post in the page language', async () => {
    member({
      'GET /posts?sort=newest': {
        body: page([card(1, { title: 'كتب مدرسية', availability: 'reserved' }), card(2)]),
      },
    });
    renderRoute('/ar/feed');
    expect(await screen.findByText(ar.posts.feed.loading)).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /كتب مدرسية/ });
    expect(link).toHaveAttribute('href', '/ar/posts/1');
    expect(within(link).getByText(ar.posts.availability.reserved)).toBeInTheDocument();
    expect(within(link).getByText('إربد - University Street')).toBeInTheDocument();
    expect(within(link).getByText(ar.posts.categories.Books)).toBeInTheDocument();
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

  it('says when the feed failed and tries again on request', async () => {
    let down = true;
    member({
      'GET /posts?sort=newest': () =>
        down
          ? { status: 503, body: { message: 'down', code: 'UNAVAILABLE' } }
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

  it('sends a visitor to sign in first', async () => {
    stubApi({});
    const { router } = renderRoute('/feed');
    await waitFor(() => expect(router.state.location.pathname).toBe('/authentication/login'));
  });
});
