import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { blurPoint } from '@tabarru/contract/blur-grid';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { aPostDetail, aPostPreview, storedImage } from '../../test/posts';
import { renderRoute } from '../../test/render-route';
import { wrapIndex } from '../../components/ui/gallery';

function signedInAs(userId: number, postReply: StubHandler, blockedIds: number[] = []) {
  storeToken(makeToken({ userId, username: userId === 3 ? 'omar' : 'sara' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    [`GET /api/donations/claims/count/${userId}`]: { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /api/blocks': {
      body: {
        blocks: blockedIds.map((id) => ({
          id,
          username: `member ${id}`,
          blocked_at: '2026-11-20T10:00:00.000Z',
        })),
      },
    },
    'GET /Posting/posts/5': postReply,
    'GET /api/posts/5/preview': { body: aPostPreview() },
  });
}

describe('wrapIndex', () => {
  it('wraps around both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
  });
});

describe('the post page', { timeout: 15_000 }, () => {
  it.each([
    ['/posts/5', en],
    ['/ar/posts/5', ar],
  ] as const)(
    'on %s, when the member’s page cannot be reached, shows the preview kept offline without offering to sign in',
    async (path, texts) => {
      signedInAs(7, () => {
        throw new TypeError('Failed to fetch');
      });
      renderRoute(path);
      // A read that reached nothing is tried twice more first, a second and two apart.
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: aPostPreview().title },
          { timeout: 6_000 },
        ),
      ).toBeInTheDocument();
      expect(screen.getByText(texts.posts.preview.offlineNote)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: texts.posts.preview.signIn })).toBeNull();
      expect(screen.queryByText(texts.posts.detail.errorHeading)).toBeNull();
    },
  );

  it('shows the post, its donor with a link, and for others Message Seller (about this post) and WhatsApp', async () => {
    signedInAs(7, { body: aPostDetail({ is_admin: true }) });
    renderRoute('/posts/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wooden dining table' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'omar' })).toHaveAttribute('href', '/user/3');
    expect(screen.getByText(en.posts.detail.admin)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.posts.detail.messageSeller })).toHaveAttribute(
      'href',
      '/dm/3?post=5',
    );
    expect(screen.getByRole('link', { name: en.posts.detail.whatsapp })).toHaveAttribute(
      'href',
      'https://wa.me/962791234567',
    );
    expect(screen.queryByRole('link', { name: en.posts.detail.edit })).not.toBeInTheDocument();
    expect(screen.getByText('Seats six')).toBeInTheDocument();
  });

  it('shows when the donor joined and how many items they gave, in the page language', async () => {
    signedInAs(7, {
      body: aPostDetail({ member_since: '2025-03-04T08:00:00.000Z', items_given: 12 }),
    });
    renderRoute('/posts/5');
    const donor = await screen.findByRole('region', { name: en.posts.detail.donor });
    expect(within(donor).getByText(en.posts.detail.memberSince).nextSibling).toHaveTextContent(
      'March 2025',
    );
    expect(within(donor).getByText(en.posts.detail.itemsGiven).nextSibling).toHaveTextContent('12');
    expect(within(donor).getByText('O')).toHaveAttribute('aria-hidden', 'true');
    expect(
      within(donor).getByText('Rating 4.5 out of 5. Number of ratings: 6.'),
    ).toBeInTheDocument();
  });

  it('shows no rating beside a donor nobody rated yet', async () => {
    signedInAs(7, { body: aPostDetail({ donor_rating: null, donor_rating_count: 0 }) });
    renderRoute('/posts/5');
    const donor = await screen.findByRole('region', { name: en.posts.detail.donor });
    expect(within(donor).queryByText(/Rating/)).not.toBeInTheDocument();
  });

  it('names the month in Arabic on an Arabic page', async () => {
    signedInAs(7, {
      body: aPostDetail({ member_since: '2025-03-04T08:00:00.000Z', items_given: 0 }),
    });
    renderRoute('/ar/posts/5');
    const donor = await screen.findByRole('region', { name: ar.posts.detail.donor });
    expect(within(donor).getByText(ar.posts.detail.memberSince).nextSibling).toHaveTextContent(
      'آذار 2025',
    );
    expect(within(donor).getByText(ar.posts.detail.itemsGiven).nextSibling).toHaveTextContent('0');
  });

  it.each([
    ['/posts/5', en, 'Jabal Al-Weibdeh'],
    ['/ar/posts/5', ar, 'جبل اللويبدة'],
  ] as const)(
    'on %s names the place beside the location, and tells only the donor the exact location is theirs alone',
    async (path, texts, placeName) => {
      const post = aPostDetail({
        place: { id: 'amman-weibdeh', name_en: 'Jabal Al-Weibdeh', name_ar: 'جبل اللويبدة' },
        exact_point: { lat: 31.9592, lng: 35.9231 },
      });
      signedInAs(3, { body: post });
      const { unmount } = renderRoute(path);
      const heading = await screen.findByRole('heading', { level: 1, name: post.title });
      const header = heading.closest('header') as HTMLElement;
      expect(header).toHaveTextContent(
        `${texts.posts.regions.Amman} - Jabal Al-Weibdeh · ${placeName}`,
      );
      expect(screen.getByText(texts.posts.detail.exactPointNote)).toBeInTheDocument();
      unmount();

      // Anyone else gets no exact point, and no such note.
      signedInAs(7, { body: { ...post, exact_point: null } });
      renderRoute(path);
      await screen.findByRole('heading', { level: 1, name: post.title });
      expect(screen.queryByText(texts.posts.detail.exactPointNote)).not.toBeInTheDocument();
    },
  );

  it.each([
    ['/posts/5', en],
    ['/ar/posts/5', ar],
  ] as const)(
    'on %s shows where the item is on a map when asked: the area around a blurred point, a place’s centre pinned',
    async (path, texts) => {
      const blurred = blurPoint({ lat: 31.9592, lng: 35.9231 }, () => 0);
      signedInAs(7, { body: aPostDetail({ shown_point: blurred }) });
      const { unmount } = renderRoute(path);
      const where = await screen.findByRole('region', { name: texts.posts.detail.where });
      expect(within(where).queryByRole('region', { name: texts.map.placeLabel })).toBeNull();
      await userEvent.click(
        within(where).getByRole('button', { name: texts.posts.detail.showMap }),
      );
      const map = await within(where).findByRole('region', { name: texts.map.placeLabel });
      // The frame shows before its effect draws the map into it.
      await waitFor(() => expect(map.querySelector('path.map-area')).not.toBeNull());
      expect(map.querySelector('.map-pin')).toBeNull();
      unmount();

      signedInAs(7, { body: aPostDetail({ shown_point: { lat: 31.9592, lng: 35.9231 } }) });
      renderRoute(path);
      await userEvent.click(
        await screen.findByRole('button', { name: texts.posts.detail.showMap }),
      );
      const centre = await screen.findByRole('region', { name: texts.map.placeLabel });
      await waitFor(() => expect(centre.querySelector('.map-pin')).not.toBeNull());
      expect(centre.querySelector('path.map-area')).toBeNull();
    },
  );

  it('shows a wanted post no map: its place is only where its author is', async () => {
    signedInAs(7, { body: aPostDetail({ kind: 'wanted', images: [], expires_at: null }) });
    renderRoute('/posts/5');
    await screen.findByRole('heading', { level: 1, name: 'Wooden dining table' });
    expect(screen.queryByRole('region', { name: en.posts.detail.where })).toBeNull();
    expect(screen.queryByRole('region', { name: en.map.placeLabel })).toBeNull();
  });

  it('puts Message, WhatsApp and the claim in one contact bar, and Edit alone for the owner', async () => {
    signedInAs(7, { body: aPostDetail() });
    const { unmount } = renderRoute('/posts/5');
    const bar = await screen.findByRole('group', { name: en.posts.detail.contact });
    expect(
      within(bar)
        .getAllByRole('link')
        .concat(within(bar).getAllByRole('button'))
        .map((action) => action.textContent),
    ).toEqual([en.posts.detail.messageSeller, en.posts.detail.whatsapp, en.claims.button]);
    unmount();

    signedInAs(3, { body: aPostDetail() });
    renderRoute('/ar/posts/5');
    const ownerBar = await screen.findByRole('group', { name: ar.posts.detail.contact });
    expect(within(ownerBar).getByRole('link')).toHaveTextContent(ar.posts.detail.edit);
    expect(within(ownerBar).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers neither Message Seller nor a claim for a donor the member blocked, WhatsApp still', async () => {
    signedInAs(7, { body: aPostDetail() }, [3]);
    renderRoute('/posts/5');
    const bar = await screen.findByRole('group', { name: en.posts.detail.contact });
    await waitFor(() =>
      expect(
        within(bar).queryByRole('link', { name: en.posts.detail.messageSeller }),
      ).not.toBeInTheDocument(),
    );
    expect(within(bar).getByRole('link', { name: en.posts.detail.whatsapp })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: en.claims.button })).not.toBeInTheDocument();
  });

  it('still shows a claim sent before the member blocked the donor as sent', async () => {
    signedInAs(7, { body: aPostDetail({ viewer_claim_status: 'pending' }) }, [3]);
    renderRoute('/ar/posts/5');
    const bar = await screen.findByRole('group', { name: ar.posts.detail.contact });
    await waitFor(() =>
      expect(
        within(bar).queryByRole('link', { name: ar.posts.detail.messageSeller }),
      ).not.toBeInTheDocument(),
    );
    expect(within(bar).getByRole('button', { name: ar.claims.sentState })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it("lets the member's words take their own direction on an Arabic page", async () => {
    signedInAs(7, { body: aPostDetail({ location: 'Amman - Rainbow Street 12' }) });
    renderRoute('/ar/posts/5');
    const title = await screen.findByRole('heading', { level: 1, name: 'Wooden dining table' });
    expect(title).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Six chairs included.')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Seats six')).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('link', { name: 'omar' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Rainbow Street 12').tagName).toBe('BDI');
  });

  it('gives the owner an Edit link in the page language instead', async () => {
    signedInAs(3, { body: aPostDetail() });
    renderRoute('/ar/posts/5');
    const edit = await screen.findByRole('link', { name: ar.posts.detail.edit });
    expect(edit).toHaveAttribute('href', '/ar/edit_post/5');
    expect(
      screen.queryByRole('link', { name: ar.posts.detail.messageSeller }),
    ).not.toBeInTheDocument();
  });

  it('steps through the photos with the buttons and the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    signedInAs(7, { body: aPostDetail() });
    renderRoute('/posts/5');
    const gallery = await screen.findByRole('region', { name: 'Wooden dining table' });
    const photo = () => within(gallery).getByRole('img');
    expect(photo()).toHaveAttribute('src', storedImage(1).url);
    await user.click(within(gallery).getByRole('button', { name: en.gallery.previous }));
    expect(photo()).toHaveAttribute('src', storedImage(3).url);
    gallery.focus();
    await user.keyboard('{ArrowRight}');
    expect(photo()).toHaveAttribute('src', storedImage(1).url);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(photo()).toHaveAttribute('src', storedImage(3).url);
  });

  it('goes home saying so when the post does not exist', async () => {
    signedInAs(7, { status: 404, body: { message: 'Post not found', code: 'POST_NOT_FOUND' } });
    const { router } = renderRoute('/posts/5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(en.posts.detail.notFound)).toBeInTheDocument();
  });

  it('shows the visitor preview instead when the API refuses the session', async () => {
    const api = signedInAs(7, {
      status: 401,
      body: { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' },
    });
    const { router } = renderRoute('/posts/5');
    expect(await screen.findByRole('link', { name: en.posts.preview.signIn })).toHaveAttribute(
      'href',
      '/authentication/login?next=%2Fposts%2F5',
    );
    expect(router.state.location.pathname).toBe('/posts/5');
    expect(screen.getByRole('heading', { level: 1, name: 'Wooden dining table' })).toBeVisible();
    expect(api.callsTo('GET /api/posts/5/preview')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('tries 3 more times on a server error, then offers Try Again and Go to Home', async () => {
    const api = signedInAs(7, {
      status: 503,
      body: { message: 'down', code: 'SERVICE_UNAVAILABLE' },
    });
    renderRoute('/posts/5');
    expect(
      await screen.findByRole('heading', { name: en.posts.detail.serverTitle }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /Posting/posts/5')).toHaveLength(4);
    expect(screen.getByRole('link', { name: en.posts.detail.goHome })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: en.posts.detail.tryAgain })).toBeInTheDocument();
  });
});
