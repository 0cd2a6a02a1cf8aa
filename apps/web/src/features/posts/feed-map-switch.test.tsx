import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { FeedReply, PostCard } from '@tabarru/contract/posts';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import type { FeedMapProps } from '../../lib/maps';
import { stubApi } from '../../test/api-stub';
import { stubMedia } from '../../test/media';
import { aPostCard as card } from '../../test/posts';
import { renderRoute } from '../../test/render-route';

/** The feed's map as the app hands it, without Leaflet: the titles of the posts it was given. */
vi.mock('../map/feed-map-view', () => ({
  FEED_MAP: ({ posts }: FeedMapProps) => (
    <div data-testid="feed-map">{posts.map((post) => post.title).join(', ')}</div>
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

function page(posts: PostCard[]): FeedReply {
  return {
    posts,
    pagination: { currentPage: 1, totalPages: 1, totalPosts: posts.length, hasMore: false },
    nextCursor: null,
  };
}

function visitor(posts: PostCard[]) {
  return stubApi({
    'GET /posts?sort=newest': { body: page(posts) },
    'GET /events': { body: [] },
  });
}

describe("the feed's map", () => {
  it.each([
    ['/feed', en],
    ['/ar/feed', ar],
  ] as const)(
    'on a narrow screen at %s, List and Map switch the list for the map of its posts',
    async (path, texts) => {
      stubMedia({ reducedMotion: false });
      visitor([card(1), card(2)]);
      renderRoute(path);
      await screen.findByRole('link', { name: /Item 1/ });
      const views = screen.getByRole('group', { name: texts.posts.feed.view });
      const list = within(views).getByRole('button', { name: texts.posts.feed.views.list });
      const map = within(views).getByRole('button', { name: texts.posts.feed.views.map });
      expect(list).toHaveAttribute('aria-pressed', 'true');
      expect(map).toHaveAttribute('aria-pressed', 'false');
      expect(screen.queryByTestId('feed-map')).toBeNull();

      await userEvent.click(map);
      expect(map).toHaveAttribute('aria-pressed', 'true');
      expect(list).toHaveAttribute('aria-pressed', 'false');
      expect(await screen.findByTestId('feed-map')).toHaveTextContent('Item 1, Item 2');
      // The list is hidden, not gone: back to it, as it was left.
      expect(screen.queryByRole('link', { name: /Item 1/ })).toBeNull();

      await userEvent.click(list);
      expect(screen.getByRole('link', { name: /Item 1/ })).toBeVisible();
      expect(screen.queryByTestId('feed-map')).toBeNull();
    },
  );

  it('shows no map for a feed with nothing in it, whichever view is chosen', async () => {
    stubMedia({ reducedMotion: false });
    visitor([]);
    renderRoute('/feed');
    expect(await screen.findByText(en.posts.feed.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.posts.feed.views.map }));
    expect(screen.getByText(en.posts.feed.empty)).toBeVisible();
    expect(screen.queryByTestId('feed-map')).toBeNull();
  });

  it('on a wide screen, shows no map until asked, then beside the list', async () => {
    stubMedia({ reducedMotion: false, wide: true });
    visitor([card(1), card(2)]);
    renderRoute('/ar/feed');
    await screen.findByRole('link', { name: /Item 1/ });
    expect(screen.queryByTestId('feed-map')).toBeNull();
    const views = screen.getByRole('group', { name: ar.posts.feed.view });
    await userEvent.click(within(views).getByRole('button', { name: ar.posts.feed.views.map }));
    expect(await screen.findByTestId('feed-map')).toHaveTextContent('Item 1, Item 2');
    expect(screen.getByRole('link', { name: /Item 2/ })).toBeVisible();
  });
});
