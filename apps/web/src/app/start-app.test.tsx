import { act, screen, waitFor, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FIRST_SCREEN_ATTRIBUTE, type FirstScreen } from '@tabarru/contract/first-screen';
import type { FeedReply, PostCard } from '@tabarru/contract/posts';
import { FEED_PAGE_ELEMENT_ID } from '@tabarru/contract/runtime-config';

import { renderFirstScreen } from '../first-screen';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import { timeAgo } from '../lib/format';
import { loadSessionFromStorage } from '../lib/session';
import { makeToken, storeToken, stubApi } from '../test/api-stub';
import { clearPageData, writeInPage } from '../test/page-data';
import { aPostCard as card } from '../test/posts';
import { startApp } from './start-app';

const DRAWN_AT = Date.parse('2026-12-01T10:00:00.000Z');
const MINUTE = 60_000;
const ORIGIN = window.location.origin;

function feedOf(posts: PostCard[]): FeedReply {
  return {
    posts,
    pagination: { currentPage: 1, totalPages: 1, totalPosts: posts.length, hasMore: false },
    nextCursor: null,
  };
}

/**
 * Runs `draw` as the web host runs its drawings, in Node: no document (the window is kept, as
 * React's client, still running in this page, needs it; the drawing is given its origin).
 */
async function onServer<T>(draw: () => Promise<T>): Promise<T> {
  const { document } = globalThis;
  vi.stubGlobal('document', undefined);
  try {
    return await draw();
  } finally {
    vi.stubGlobal('document', document);
  }
}

/** Draws `url` as the web host does, from the page's data alone. */
function drawOnServer(url: string, pageData: Record<string, string>) {
  return onServer(() => renderFirstScreen({ url, origin: ORIGIN, pageData }));
}

/** The page the web host sends: the drawing in the root, the data block beside it. */
function servePage(drawn: FirstScreen, feed: FeedReply): HTMLElement {
  writeInPage(FEED_PAGE_ELEMENT_ID, feed);
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(FIRST_SCREEN_ATTRIBUTE, String(drawn.drawnAt));
  root.innerHTML = drawn.html;
  document.body.append(root);
  return root;
}

/** Errors the page reports (React reports a take-over that failed); console.error fails any test. */
const reported: unknown[] = [];
const report = (event: ErrorEvent) => void reported.push(event.error);

beforeEach(() => {
  reported.length = 0;
  window.addEventListener('error', report);
});

/** The apps started in a test, unmounted after it as the testing library's own renders are. */
const started: Root[] = [];

function start(root: HTMLElement, path: string) {
  return act(async () => {
    started.push(
      await startApp(root, createMemoryHistory({ initialEntries: [path], v5Compat: true })),
    );
  });
}

afterEach(() => {
  for (const app of started.splice(0)) act(() => app.unmount());
  window.removeEventListener('error', report);
  // The app's session is module state: the next page opens as a visitor's, as on the server.
  localStorage.clear();
  loadSessionFromStorage();
  clearPageData(FEED_PAGE_ELEMENT_ID);
  document.getElementById('root')?.remove();
  vi.useRealTimers();
});

describe('a page drawn by the web host', { timeout: 15_000 }, () => {
  it.each([
    ['/feed', en, 'en'],
    ['/ar/feed', ar, 'ar'],
  ] as const)(
    'on %s is taken over as drawn ten minutes before, then shows its times from the browser’s clock',
    async (path, catalog, language) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(DRAWN_AT);
      const created = new Date(DRAWN_AT - 5 * MINUTE).toISOString();
      const feed = feedOf([card(1, { title: 'Drawn lamp', created_at: created })]);
      stubApi({ 'GET /posts?sort=newest': { body: feed }, 'GET /events': { body: [] } });
      const drawn = await drawOnServer(path, { [FEED_PAGE_ELEMENT_ID]: JSON.stringify(feed) });
      if (!drawn) throw new Error(`${path} was not drawn`);
      expect(drawn.drawnAt).toBe(DRAWN_AT);

      const root = servePage(drawn, feed);
      const heading = within(root).getByRole('heading', { level: 1 });
      expect(heading).toHaveTextContent(catalog.posts.feed.heading);
      const card1 = within(root).getByRole('link', { name: /Drawn lamp/ });
      expect(card1).toHaveTextContent(timeAgo(created, new Date(DRAWN_AT), language));

      vi.setSystemTime(DRAWN_AT + 10 * MINUTE);
      await start(root, path);
      await waitFor(() =>
        expect(card1).toHaveTextContent(
          timeAgo(created, new Date(DRAWN_AT + 10 * MINUTE), language),
        ),
      );
      // The same elements, now the app's: taken over, not drawn again.
      expect(card1.isConnected).toBe(true);
      expect(within(root).getByRole('heading', { level: 1 })).toBe(heading);
      expect(reported).toEqual([]);
    },
  );

  it('is drawn again by the app for a member, whose page the visitor’s drawing is not', async () => {
    const feed = feedOf([card(1, { title: 'Drawn lamp' })]);
    stubApi({
      'GET /posts?sort=newest': { body: feed },
      'GET /events': { body: [] },
      'POST /authentication/verify': { body: true },
      'GET /api/donations/claims/count/3': { body: { pendingClaims: 0 } },
      'GET /messages/unread/count': { body: { unreadCount: 0 } },
    });
    const drawn = await drawOnServer('/feed', { [FEED_PAGE_ELEMENT_ID]: JSON.stringify(feed) });
    if (!drawn) throw new Error('/feed was not drawn');
    const root = servePage(drawn, feed);
    const drawnHeading = within(root).getByRole('heading', { level: 1 });
    expect(within(root).getByRole('link', { name: en.nav.login })).toBeInTheDocument();

    storeToken(makeToken({ userId: 3, username: 'omar' }));
    loadSessionFromStorage();
    await start(root, '/feed');
    expect(await screen.findByRole('link', { name: /Drawn lamp/ })).toBeInTheDocument();
    expect(within(root).queryByRole('link', { name: en.nav.login })).toBeNull();
    expect(drawnHeading.isConnected).toBe(false);
    // No longer the drawing, which a member's page hides (styles.css): the app's own page.
    expect(root.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
  });

  it('is drawn only where a visitor sees it whole: not the members’ pages', async () => {
    expect(await drawOnServer('/login', {})).toBeNull();
    expect(await drawOnServer('/myposts', {})).toBeNull();
  });

  it('is drawn in each page’s own language when both are asked at once', async () => {
    const feed = JSON.stringify(feedOf([card(1, { title: 'Drawn lamp' })]));
    const pageData = { [FEED_PAGE_ELEMENT_ID]: feed };
    const [english, arabic] = await onServer(() =>
      Promise.all([
        renderFirstScreen({ url: '/feed', origin: ORIGIN, pageData }),
        renderFirstScreen({ url: '/ar/feed', origin: ORIGIN, pageData }),
      ]),
    );
    expect(english?.html).toContain(en.posts.feed.heading);
    expect(english?.html).not.toContain(ar.posts.feed.heading);
    expect(arabic?.html).toContain(ar.posts.feed.heading);
    expect(arabic?.html).toContain('Drawn lamp');
  });
});
