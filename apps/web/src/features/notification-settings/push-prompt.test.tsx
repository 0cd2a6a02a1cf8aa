import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { PUSH_PROMPT_ROOM } from './push-prompt';

/** A member whose first claim made the offer due, on a site with nothing in its feed yet. */
function memberWithOfferDue() {
  localStorage.setItem('tabarru.pushPrompt', 'due');
  storeToken(makeToken({ userId: 7, username: 'sara' }));
  stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0, unseenDecisions: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /events': { body: [] },
    'GET /posts?sort=newest': {
      body: {
        posts: [],
        pagination: { currentPage: 1, totalPages: 1, totalPosts: 0, hasMore: false },
        nextCursor: null,
      },
    },
  });
}

describe('the offer of notifications on this device', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('Notification', { permission: 'default' });
    vi.stubGlobal('PushManager', function PushManager() {});
    // jsdom lays nothing out: the offer measures itself once, then on changes that never come.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    Object.defineProperty(navigator, 'serviceWorker', {
      value: new EventTarget(),
      configurable: true,
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  // Home and the feed load fewer texts than the other pages: the offer brings its own.
  it.each([
    ['/', en],
    ['/ar', ar],
    ['/feed', en],
    ['/ar/feed', ar],
  ])('shows in the language of %s, freshly loaded after a first claim', async (path, catalog) => {
    memberWithOfferDue();
    renderRoute(path);
    const texts = catalog.notificationSettings.prompt;
    const offer = await screen.findByRole('complementary', { name: texts.title });
    expect(within(offer).getByText(texts.text)).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: texts.turnOn })).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: texts.notNow })).toBeInTheDocument();
  });

  // On a phone the offer floats over the page's end, where a rating form may be.
  it('gives the page room below as long as it covers it, and none once answered', async () => {
    memberWithOfferDue();
    renderRoute('/about');
    const room = () => document.documentElement.style.getPropertyValue(PUSH_PROMPT_ROOM);
    const offer = await screen.findByRole('complementary', {
      name: en.notificationSettings.prompt.title,
    });
    expect(room()).toMatch(/^[1-9]\d*px$/);
    await userEvent.click(
      within(offer).getByRole('button', { name: en.notificationSettings.prompt.notNow }),
    );
    expect(
      screen.queryByRole('complementary', { name: en.notificationSettings.prompt.title }),
    ).toBeNull();
    expect(room()).toBe('');
  });
});
