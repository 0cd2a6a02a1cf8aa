import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { FeedReply } from '@tabarru/contract/posts';
import type { SavedSearch, SavedSearchReply } from '@tabarru/contract/saved-searches';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, stubApi, storeToken, type StubHandler } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';

/** jsdom has no IntersectionObserver; the feed's sentinel needs one that never fires. */
class QuietIntersectionObserver {
  observe() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('IntersectionObserver', QuietIntersectionObserver));
afterEach(() => vi.unstubAllGlobals());

const EMPTY_FEED: FeedReply = {
  posts: [],
  pagination: { currentPage: 1, totalPages: 1, totalPosts: 0, hasMore: false },
  nextCursor: null,
};

const KHALDA = { id: 'amman-khalda', name_en: 'Khalda', name_ar: 'خلدا' };

const SAVED: SavedSearch[] = [
  {
    id: 3,
    q: 'طاولة خشب',
    category: null,
    region: 'Irbid',
    place: null,
    within_km: null,
    created_at: '2026-11-26T09:00:00.000Z',
  },
  {
    id: 2,
    q: null,
    category: 'Books',
    region: null,
    place: null,
    within_km: null,
    created_at: '2026-11-20T09:00:00.000Z',
  },
];

const NEAR_KHALDA: SavedSearch = {
  id: 4,
  q: 'كنبة',
  category: null,
  region: null,
  place: KHALDA,
  within_km: 5,
  created_at: '2026-11-27T09:00:00.000Z',
};

/** A text of the catalog with its {{placeholders}} filled in. */
function filled(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

function signedIn(more: Record<string, StubHandler> = {}) {
  storeToken(makeToken({ userId: 7, username: 'sara' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0, unseenDecisions: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /events': { body: [] },
    ...more,
  });
}

const reply = (created: boolean, savedSearch: SavedSearch): SavedSearchReply => ({
  message: 'Search saved.',
  created,
  savedSearch,
});

describe('Alert me on the feed', { timeout: 15_000 }, () => {
  it('saves the words, category and region of the feed, and says so', async () => {
    const api = signedIn({
      'GET /posts?category=Furniture&q=sofa&sort=newest': { body: EMPTY_FEED },
      'POST /api/saved-searches': () => ({
        status: 201,
        body: reply(true, {
          ...SAVED[0],
          q: 'sofa',
          category: 'Furniture',
          region: null,
        } as SavedSearch),
      }),
    });
    renderRoute('/feed?category=Furniture&q=sofa');
    await userEvent.click(await screen.findByRole('button', { name: en.savedSearches.alertMe }));
    expect(await screen.findByText(en.savedSearches.saved)).toBeInTheDocument();
    expect(api.callsTo('POST /api/saved-searches')[0]?.body).toEqual({
      q: 'sofa',
      category: 'Furniture',
    });
  });

  it('saves the place the feed measures from and its distance', async () => {
    const api = signedIn({
      'GET /posts?q=sofa&place=amman-khalda&within_km=5&sort=newest': { body: EMPTY_FEED },
      'POST /api/saved-searches': () => ({
        status: 201,
        body: reply(true, { ...NEAR_KHALDA, q: 'sofa' }),
      }),
    });
    renderRoute('/feed?q=sofa&place=amman-khalda&within_km=5');
    await userEvent.click(await screen.findByRole('button', { name: en.savedSearches.alertMe }));
    expect(await screen.findByText(en.savedSearches.saved)).toBeInTheDocument();
    expect(api.callsTo('POST /api/saved-searches')[0]?.body).toEqual({
      q: 'sofa',
      place: 'amman-khalda',
      within_km: 5,
    });
  });

  it('saves a search near the device as near the place nearest it, and names it in Arabic', async () => {
    const api = signedIn({
      'GET /posts?q=sofa&near=31.9995%2C35.8449&within_km=3&sort=newest': { body: EMPTY_FEED },
      'POST /api/saved-searches': () => ({
        status: 201,
        body: reply(true, { ...NEAR_KHALDA, q: 'sofa', within_km: 3 }),
      }),
    });
    renderRoute('/ar/feed?q=sofa&near=31.9995,35.8449&within_km=3');
    await userEvent.click(await screen.findByRole('button', { name: ar.savedSearches.alertMe }));
    expect(
      await screen.findByText(filled(ar.savedSearches.savedNear, { distance: '3', place: 'خلدا' })),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/saved-searches')[0]?.body).toEqual({
      q: 'sofa',
      place: 'amman-khalda',
      within_km: 3,
    });
  });

  it('saves neither a place nor the device’s position without a distance', async () => {
    const api = signedIn({
      'GET /posts?place=amman-khalda&sort=newest': { body: EMPTY_FEED },
      'GET /posts?category=Books&place=amman-khalda&sort=newest': { body: EMPTY_FEED },
      'POST /api/saved-searches': () => ({
        status: 201,
        body: reply(true, SAVED[1] as SavedSearch),
      }),
    });
    renderRoute('/feed?place=amman-khalda');
    await userEvent.click(await screen.findByRole('button', { name: en.savedSearches.alertMe }));
    expect(await screen.findByText(en.savedSearches.errors.SAVED_SEARCH_EMPTY)).toBeInTheDocument();
    expect(api.callsTo('POST /api/saved-searches')).toHaveLength(0);

    await userEvent.selectOptions(screen.getByLabelText(en.posts.feed.category), 'Books');
    await userEvent.click(screen.getByRole('button', { name: en.savedSearches.alertMe }));
    expect(await screen.findByText(en.savedSearches.saved)).toBeInTheDocument();
    expect(api.callsTo('POST /api/saved-searches')[0]?.body).toEqual({ category: 'Books' });
  });

  it('says in Arabic when the search was saved before, and when nothing is chosen', async () => {
    const api = signedIn({
      'GET /posts?sort=newest': { body: EMPTY_FEED },
      'GET /posts?region=Irbid&sort=newest': { body: EMPTY_FEED },
      'POST /api/saved-searches': { body: reply(false, SAVED[0] as SavedSearch) },
    });
    renderRoute('/ar/feed');
    await userEvent.click(await screen.findByRole('button', { name: ar.savedSearches.alertMe }));
    expect(await screen.findByText(ar.savedSearches.errors.SAVED_SEARCH_EMPTY)).toBeInTheDocument();
    expect(api.callsTo('POST /api/saved-searches')).toHaveLength(0);

    await userEvent.selectOptions(screen.getByLabelText(ar.posts.feed.location), 'Irbid');
    await userEvent.click(screen.getByRole('button', { name: ar.savedSearches.alertMe }));
    expect(await screen.findByText(ar.savedSearches.alreadySaved)).toBeInTheDocument();
  });

  it('tells the member why a save was refused', async () => {
    signedIn({
      'GET /posts?q=lamp&sort=newest': { body: EMPTY_FEED },
      'POST /api/saved-searches': {
        status: 409,
        body: { message: 'limit', code: 'SAVED_SEARCH_LIMIT' },
      },
    });
    renderRoute('/feed?q=lamp');
    await userEvent.click(await screen.findByRole('button', { name: en.savedSearches.alertMe }));
    expect(await screen.findByText(en.savedSearches.errors.SAVED_SEARCH_LIMIT)).toBeInTheDocument();
  });

  it('sends a visitor to sign in and back to the feed as filtered', async () => {
    stubApi({
      'GET /posts?q=sofa&sort=newest': { body: EMPTY_FEED },
      'GET /events': { body: [] },
    });
    const { router } = renderRoute('/feed?q=sofa');
    await userEvent.click(await screen.findByRole('button', { name: en.savedSearches.alertMe }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/authentication/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/feed?q=sofa');
  });
});

describe('the saved searches page', { timeout: 15_000 }, () => {
  it('shows a search near a place with its distance, and opens the feed there, in both languages', async () => {
    signedIn({
      'GET /api/saved-searches': { body: { savedSearches: [NEAR_KHALDA, ...SAVED], max: 20 } },
    });
    const { unmount } = renderRoute('/saved-searches');
    const link = await screen.findByRole('link', { name: '“كنبة”' });
    expect(link).toHaveAttribute(
      'href',
      `/feed?q=${encodeURIComponent('كنبة')}&place=amman-khalda&within_km=5`,
    );
    const row = link.closest('li') as HTMLElement;
    expect(within(row).getByText('Within 5 km of Khalda')).toBeInTheDocument();
    expect(within(row).queryByText(en.savedSearches.allRegions)).toBeNull();
    unmount();

    renderRoute('/ar/saved-searches');
    const arabicLink = await screen.findByRole('link', { name: '“كنبة”' });
    expect(arabicLink).toHaveAttribute(
      'href',
      `/ar/feed?q=${encodeURIComponent('كنبة')}&place=amman-khalda&within_km=5`,
    );
    const arabicRow = arabicLink.closest('li') as HTMLElement;
    expect(within(arabicRow).getByText('ضمن 5 كم من خلدا')).toBeInTheDocument();
  });

  it('lists them, each opening the feed with its filters, and deletes one', async () => {
    let searches = SAVED;
    const api = signedIn({
      'GET /api/saved-searches': () => ({ body: { savedSearches: searches, max: 20 } }),
      'DELETE /api/saved-searches/3': () => {
        searches = SAVED.slice(1);
        return { body: { message: 'Saved search deleted.' } };
      },
    });
    renderRoute('/saved-searches');
    const first = await screen.findByRole('link', { name: '“طاولة خشب”' });
    const list = first.closest('ul') as HTMLElement;
    const rows = await within(list).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(list).getByRole('link', { name: '“طاولة خشب”' })).toHaveAttribute(
      'href',
      `/feed?q=${encodeURIComponent('طاولة').replace(/%20/g, '+')}+${encodeURIComponent('خشب')}&region=Irbid`,
    );
    expect(within(list).getByRole('link', { name: en.savedSearches.anyWords })).toHaveAttribute(
      'href',
      '/feed?category=Books',
    );
    expect(within(rows[1] as HTMLElement).getByText(en.posts.categories.Books)).toBeInTheDocument();
    expect(screen.getByText('2 of 20')).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Delete the saved search “طاولة خشب”' }),
    );
    expect(await screen.findByText(en.savedSearches.deleted)).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/saved-searches/3')).toHaveLength(1);
    expect(await within(list).findAllByRole('listitem')).toHaveLength(1);
  });

  it('says in Arabic that there is none yet, with the way to the feed', async () => {
    signedIn({ 'GET /api/saved-searches': { body: { savedSearches: [], max: 20 } } });
    renderRoute('/ar/saved-searches');
    expect(await screen.findByText(ar.savedSearches.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ar.savedSearches.searchFeed })).toHaveAttribute(
      'href',
      '/ar/feed',
    );
  });
});
