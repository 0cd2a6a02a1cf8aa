import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { FeedReply } from '@tabarru/contract/posts';
import type { WantedPost } from '@tabarru/contract/wanted';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, stubApi, storeToken, type StubHandler } from '../../test/api-stub';
import { aPostCard, aPostDetail } from '../../test/posts';
import { renderRoute } from '../../test/render-route';

class QuietIntersectionObserver {
  observe() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('IntersectionObserver', QuietIntersectionObserver));
afterEach(() => vi.unstubAllGlobals());

const COT: WantedPost = {
  post_id: 41,
  user_id: 7,
  username: 'sara',
  title: 'Baby cot',
  description: 'Any size.',
  category: 'Toys',
  region: 'Irbid',
  created_at: '2026-11-27T09:00:00.000Z',
  expires_at: '2026-12-27T09:00:00.000Z',
  under_review: false,
};

function feedOf(ids: number[]): FeedReply {
  return {
    posts: ids.map((id) =>
      aPostCard(id, { title: `Wanted ${id}`, attached_photo_url: null, cover: null }),
    ),
    pagination: { currentPage: 1, totalPages: 1, totalPosts: ids.length, hasMore: false },
    nextCursor: null,
  };
}

function signedIn(more: Record<string, StubHandler>) {
  storeToken(makeToken({ userId: 7, username: 'sara' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0, unseenDecisions: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /events': { body: [] },
    'GET /api/blocks': { body: { blocks: [] } },
    ...more,
  });
}

describe('wanted posts on the web', { timeout: 15_000 }, () => {
  it('the Wanted switch reads what members look for, and offers to ask for an item', async () => {
    signedIn({
      'GET /posts?sort=newest': { body: feedOf([1]) },
      'GET /posts?kind=wanted&sort=newest': { body: feedOf([5]) },
    });
    const { router } = renderRoute('/feed');
    const wantedSwitch = await screen.findByRole('button', { name: en.wanted.switch });
    expect(wantedSwitch).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(wantedSwitch);
    expect(await screen.findByRole('link', { name: /Wanted 5/ })).toBeInTheDocument();
    expect(wantedSwitch).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en.wanted.feedHeading);
    expect(screen.getByText(en.wanted.feedLead)).toBeInTheDocument();
    // Its card says Wanted, not Available, and the choice of availability is gone.
    const card = screen.getByRole('link', { name: /Wanted 5/ });
    expect(within(card).getByText(en.wanted.badge)).toBeInTheDocument();
    expect(screen.queryByText(en.posts.availability.available)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(en.posts.feed.availability)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.wanted.ask })).toHaveAttribute(
      'href',
      '/wanted/new',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?kind=wanted'));
  });

  it('asks for an item in Arabic and opens its page', async () => {
    const api = signedIn({
      'POST /api/wanted': { status: 201, body: { message: 'Wanted post created.', wanted: COT } },
      'GET /Posting/posts/41': {
        body: aPostDetail({
          post_id: 41,
          user_id: 7,
          title: 'Baby cot',
          kind: 'wanted',
          phone: '',
          email: '',
          images: [],
        }),
      },
      'GET /api/posts/41/claim-status': { body: { status: null } },
    });
    const { router } = renderRoute('/ar/wanted/new');
    await userEvent.type(await screen.findByLabelText(ar.wanted.create.fieldTitle), 'Baby cot');
    await userEvent.type(screen.getByLabelText(ar.wanted.create.fieldDescription), 'Any size.');
    await userEvent.selectOptions(screen.getByLabelText(ar.wanted.create.category), 'Toys');
    await userEvent.selectOptions(screen.getByLabelText(ar.wanted.create.region), 'Irbid');
    await userEvent.click(screen.getByRole('button', { name: ar.wanted.create.submit }));
    expect(await screen.findByText(ar.wanted.create.created)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/posts/41'));
    // Its page has no gallery and no contact lines: who asks, and I have this for others.
    expect(await screen.findByText(ar.wanted.askedBy)).toBeInTheDocument();
    expect(screen.getByText(ar.wanted.badge)).toBeInTheDocument();
    expect(screen.queryByTestId('post-gallery')).not.toBeInTheDocument();
    expect(screen.queryByText(ar.posts.detail.phone)).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/wanted')[0]?.body).toEqual({
      title: 'Baby cot',
      description: 'Any size.',
      category: 'Toys',
      region: 'Irbid',
    });
  });

  it('is edited by its owner from its page, in its own form filled in', async () => {
    const detail = aPostDetail({
      post_id: 41,
      user_id: 7,
      title: 'Baby cot',
      description: 'Any size.',
      category: 'Toys',
      location: 'Irbid',
      kind: 'wanted',
      phone: '',
      email: '',
      images: [],
    });
    const api = signedIn({
      'GET /Posting/posts/41': { body: detail },
      'GET /api/posts/41/claim-status': { body: { status: null } },
      'PUT /api/wanted/41': {
        body: { message: 'Wanted post updated.', wanted: { ...COT, title: 'Wooden baby cot' } },
      },
    });
    const { router } = renderRoute('/ar/posts/41');
    await userEvent.click(await screen.findByRole('link', { name: ar.posts.detail.edit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/wanted/41/edit'));
    const title = await screen.findByLabelText(ar.wanted.create.fieldTitle);
    expect(title).toHaveValue('Baby cot');
    expect(screen.getByLabelText(ar.wanted.create.region)).toHaveValue('Irbid');
    await userEvent.clear(title);
    await userEvent.type(title, 'Wooden baby cot');
    await userEvent.click(screen.getByRole('button', { name: ar.wanted.edit.submit }));
    expect(await screen.findByText(ar.wanted.edit.saved)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/posts/41'));
    expect(api.callsTo('PUT /api/wanted/41')[0]?.body).toEqual({
      title: 'Wooden baby cot',
      description: 'Any size.',
      category: 'Toys',
      region: 'Irbid',
    });
  });

  it('shows a refusal of the form beside its field', async () => {
    signedIn({
      'POST /api/wanted': {
        status: 400,
        body: { message: 'Required', code: 'FIELD_REQUIRED', field: 'title' },
      },
    });
    renderRoute('/wanted/new');
    await userEvent.click(await screen.findByRole('button', { name: en.wanted.create.submit }));
    expect(await screen.findByLabelText(en.wanted.create.fieldTitle)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
