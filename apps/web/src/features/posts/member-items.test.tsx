import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { PublicProfile } from '@tabarru/contract/accounts';
import type { RatingStanding } from '@tabarru/contract/feedback';
import type { MemberItemsReply } from '@tabarru/contract/posts';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { aPostCard } from '../../test/posts';
import { buildOwnProfile } from '../../test/profiles';
import { renderRoute } from '../../test/render-route';

const omar: PublicProfile = {
  id: 3,
  username: 'omar',
  is_admin: false,
  location: 'Irbid',
  rating: null,
  rating_count: 0,
  active_posts: 2,
  items_donated: 4,
  items_received: 0,
  created_at: '2025-03-04T08:00:00.000Z',
  feedbacks: [],
  impact: { items: 0, kilograms: 0, co2eKg: 0 },
};

const noFeedback = (viewer_standing: RatingStanding) => ({
  feedbacks: [],
  average_rating: null,
  rating_count: 0,
  viewer_standing,
});

const reply = (posts: MemberItemsReply['posts'], nextCursor: string | null = null) => ({
  body: { posts, nextCursor },
});

/** A visitor on omar's page, his items answered by `items`. */
function visitOmar(items: Record<string, StubHandler>) {
  return stubApi({
    'GET /api/users/3': { body: omar },
    'GET /api/feedback/3': { body: noFeedback('signed_out') },
    ...items,
  });
}

/** The section of a member's items, by its heading. */
async function itemsSection(name: string) {
  return (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement;
}

describe("a member's items on their page", () => {
  it('shows a visitor what the member gives as cards to the post, and more on request', async () => {
    const user = userEvent.setup();
    const api = visitOmar({
      'GET /api/users/3/posts': reply([aPostCard(9), aPostCard(8)], 'next-page'),
      'GET /api/users/3/posts?cursor=next-page': reply([aPostCard(2)]),
    });
    renderRoute('/user/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'omar' })).toBeInTheDocument();
    const section = await itemsSection(en.posts.member.theirHeading);
    const first = await within(section).findByRole('link', { name: /Item 9/ });
    expect(first).toHaveAttribute('href', '/posts/9');
    // The page is the donor's: the cards do not name him again.
    expect(within(section).queryByText('omar')).not.toBeInTheDocument();
    expect(within(first).getByText(en.posts.availability.available)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: en.posts.member.more }));
    expect(await within(section).findByRole('link', { name: /Item 2/ })).toBeInTheDocument();
    expect(within(section).getAllByRole('link')).toHaveLength(3);
    expect(within(section).queryByRole('button', { name: en.posts.member.more })).toBeNull();
    expect(api.callsTo('GET /api/users/3/posts?cursor=next-page')[0]?.authorization).toBeNull();
  });

  it.each([
    ['/user/3', en],
    ['/ar/user/3', ar],
  ] as const)('lists what the member gave away below, in %s', async (url, texts) => {
    visitOmar({
      'GET /api/users/3/posts': reply([aPostCard(9)]),
      'GET /api/users/3/posts?availability=donated': reply([
        { ...aPostCard(4), availability: 'donated' },
      ]),
    });
    renderRoute(url);
    const given = await itemsSection(texts.posts.member.theirGivenHeading);
    const card = await within(given).findByRole('link', { name: /Item 4/ });
    expect(within(card).getByText(texts.posts.availability.donated)).toBeInTheDocument();
    const onOffer = await itemsSection(texts.posts.member.theirHeading);
    expect(within(onOffer).queryByRole('link', { name: /Item 4/ })).toBeNull();
  });

  it('leaves the list of what was given out while there is nothing in it', async () => {
    const api = visitOmar({
      'GET /api/users/3/posts': reply([aPostCard(9)]),
      'GET /api/users/3/posts?availability=donated': reply([]),
    });
    renderRoute('/user/3');
    await itemsSection(en.posts.member.theirHeading);
    await expect
      .poll(() => api.callsTo('GET /api/users/3/posts?availability=donated').length)
      .toBe(1);
    expect(
      screen.queryByRole('heading', { name: en.posts.member.theirGivenHeading }),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['/user/3', en, '/feed'],
    ['/ar/user/3', ar, '/ar/feed'],
  ])('on %s says when the member gives nothing, and offers the feed', async (path, texts, feed) => {
    visitOmar({ 'GET /api/users/3/posts': reply([]) });
    renderRoute(path);
    const section = await itemsSection(texts.posts.member.theirHeading);
    expect(await within(section).findByText(texts.posts.member.theirEmpty)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: texts.posts.member.browse })).toHaveAttribute(
      'href',
      feed,
    );
  });

  it('says when the items cannot be loaded and tries again on request', async () => {
    let down = true;
    visitOmar({
      'GET /api/users/3/posts': () =>
        down
          ? { status: 503, body: { message: 'busy', code: 'SERVICE_UNAVAILABLE' } }
          : reply([aPostCard(9)]),
    });
    renderRoute('/user/3');
    const section = await itemsSection(en.posts.member.theirHeading);
    // The query retries an outage twice (1 s, 2 s) before it gives up.
    const alert = await within(section).findByRole('alert', {}, { timeout: 8000 });
    down = false;
    expect(alert).toHaveTextContent(en.posts.member.failed);
    await userEvent.click(within(alert).getByRole('button', { name: en.posts.feed.tryAgain }));
    expect(await within(section).findByRole('link', { name: /Item 9/ })).toBeInTheDocument();
  });
});

describe("a member's items on their own profile", () => {
  function signedIn(items: StubHandler) {
    storeToken(makeToken({ userId: 7, username: 'sara' }));
    return stubApi({
      'POST /authentication/verify': { body: true },
      'GET /profile': { body: [{ ...buildOwnProfile(), zip_code: null }] },
      'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
      'GET /messages/unread/count': { body: { unreadCount: 0 } },
      'GET /api/users/7/posts': items,
      'GET /api/feedback/7': { body: noFeedback('self') },
    });
  }

  it('shows them as others see them, with the way to manage them', async () => {
    signedIn(reply([aPostCard(4, { user_id: 7, username: 'sara', title: 'Desk lamp' })]));
    renderRoute('/profile');
    const section = await itemsSection(en.posts.member.ownHeading);
    expect(await within(section).findByRole('link', { name: /Desk lamp/ })).toHaveAttribute(
      'href',
      '/posts/4',
    );
    expect(within(section).getByRole('link', { name: en.posts.member.manage })).toHaveAttribute(
      'href',
      '/myposts',
    );
  });

  it('in Arabic, says the member gives nothing and offers to give something', async () => {
    signedIn(reply([]));
    renderRoute('/ar/profile');
    const section = await itemsSection(ar.posts.member.ownHeading);
    expect(await within(section).findByText(ar.posts.member.ownEmpty)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: ar.posts.member.give })).toHaveAttribute(
      'href',
      '/ar/create_post',
    );
  });
});
