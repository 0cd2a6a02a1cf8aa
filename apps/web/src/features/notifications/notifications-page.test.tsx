import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Notification, NotificationListReply } from '@tabarru/contract/notifications';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';

const CLAIM: Notification = {
  id: 12,
  kind: 'claim_received',
  created_at: '2026-11-27T09:00:00.000Z',
  read: false,
  count: 1,
  actor: { id: 8, username: 'omar' },
  post: { id: 3, title: 'Blue sofa', thumbnail: null },
  rating: null,
  device: null,
  path: '/myclaims',
};

const MESSAGES: Notification = {
  ...CLAIM,
  id: 11,
  kind: 'message',
  read: true,
  count: 3,
  post: null,
  path: '/dm/8',
};

function page(
  notifications: Notification[],
  unreadCount: number,
  nextCursor: number | null = null,
): NotificationListReply {
  return { notifications, unreadCount, nextCursor };
}

/** Sara (7) signed in; `more` answers the centre's calls. */
function signedIn(more: Record<string, StubHandler>) {
  storeToken(makeToken({ userId: 7, username: 'sara' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0, unseenDecisions: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    ...more,
  });
}

describe('the notification centre', { timeout: 15_000 }, () => {
  it('lists the notifications with the unread marked, each linking to its page, and marks all read', async () => {
    let unread = 1;
    const api = signedIn({
      'GET /api/notifications': () => ({ body: page([CLAIM, MESSAGES], unread) }),
      'GET /api/notifications/unread-count': () => ({ body: { unreadCount: unread } }),
      'POST /api/notifications/read-all': () => {
        unread = 0;
        return { body: { message: 'All notifications marked as read.', unreadCount: 0 } };
      },
    });
    renderRoute('/notifications');
    const list = await screen.findByRole('list', { name: en.notifications.title });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['omar would like one of your items', '/myclaims'],
      ['3 new messages from omar', '/dm/8'],
    ]);
    expect(within(list).getAllByText(en.notifications.unread)).toHaveLength(1);
    expect(within(list).getByText('Blue sofa')).toBeInTheDocument();

    const bell = await screen.findByRole('link', { name: /^Notifications/ });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('1 unread');

    await userEvent.click(screen.getByRole('button', { name: en.notifications.markAllRead }));
    expect(api.callsTo('POST /api/notifications/read-all')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('marks a notification read when it is opened', async () => {
    const api = signedIn({
      'GET /api/notifications': { body: page([CLAIM], 1) },
      'PATCH /api/notifications/12/read': {
        body: { message: 'Notification marked as read.', unreadCount: 0 },
      },
      'GET /api/donations/claims/pending/7': { body: [] },
    });
    renderRoute('/notifications');
    await userEvent.click(
      await screen.findByRole('link', { name: /would like one of your items/ }),
    );
    expect(api.callsTo('PATCH /api/notifications/12/read')).toHaveLength(1);
  });

  it('speaks Arabic, with the plural forms of Arabic, and pages to older ones', async () => {
    const older = { ...CLAIM, id: 5, kind: 'rating_received' as const, rating: 5, post: null };
    signedIn({
      'GET /api/notifications': { body: page([{ ...MESSAGES, count: 2 }], 0, 11) },
      'GET /api/notifications?before=11': { body: page([older], 0) },
    });
    renderRoute('/ar/notifications');
    const list = await screen.findByRole('list', { name: ar.notifications.title });
    expect(within(list).getByRole('link', { name: 'رسالتان جديدتان من omar' })).toHaveAttribute(
      'href',
      '/ar/dm/8',
    );
    await userEvent.click(screen.getByRole('button', { name: ar.notifications.older }));
    expect(
      await within(list).findByRole('link', { name: 'تقييم جديد من omar: 5 من 5' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ar.notifications.markAllRead })).toBeNull();
  });

  it.each([
    ['/notifications', 'omar promised you \u2068Blue sofa\u2069: pick a time to collect it'],
    ['/ar/notifications', 'وعدك omar بـ«\u2068Blue sofa\u2069»: اختر موعداً لاستلامه'],
  ])(
    'on %s says a promise with the item named once, linking to its post',
    async (path, sentence) => {
      const promised: Notification = { ...CLAIM, id: 14, kind: 'ask_promised', path: '/posts/3' };
      signedIn({ 'GET /api/notifications': { body: page([promised], 1) } });
      renderRoute(path);
      const link = await screen.findByRole('link', { name: sentence });
      expect(link.getAttribute('href')).toMatch(/\/posts\/3$/);
      expect(screen.getAllByText(/Blue sofa/)).toHaveLength(1);
    },
  );

  it.each([
    [
      '/notifications',
      'Is \u2068Blue sofa\u2069 still available? Let us know to keep it on offer',
      'Your offer \u2068Blue sofa\u2069 has ended and left the feed: renew it if you still have it',
    ],
    [
      '/ar/notifications',
      'هل ما زال «\u2068Blue sofa\u2069» متاحًا؟ أخبرنا لنبقيه معروضًا',
      'انتهى عرض «\u2068Blue sofa\u2069» ولم يعد يظهر في التبرعات: جدّده إن كان ما زال عندك',
    ],
  ])(
    'on %s asks the donor whether an offer is still available and says when it ended, linking to its post',
    async (path, asked, ended) => {
      const forDonor = { ...CLAIM, actor: null, path: '/posts/3' };
      signedIn({
        'GET /api/notifications': {
          body: page(
            [
              { ...forDonor, id: 15, kind: 'still_available' },
              { ...forDonor, id: 16, kind: 'offer_expired', read: true },
            ],
            1,
          ),
        },
      });
      renderRoute(path);
      for (const sentence of [asked, ended]) {
        const link = await screen.findByRole('link', { name: sentence });
        expect(link.getAttribute('href')).toMatch(/\/posts\/3$/);
      }
      expect(screen.getAllByText(/Blue sofa/)).toHaveLength(2);
    },
  );

  it('counts the matches a saved search folded into one, in both languages', async () => {
    const folded: Notification = {
      ...CLAIM,
      kind: 'search_match',
      count: 4,
      path: '/posts/3',
    };
    signedIn({ 'GET /api/notifications': { body: page([folded], 1) } });
    renderRoute('/notifications');
    expect(
      await screen.findByRole('link', { name: '4 new items match your saved search' }),
    ).toHaveAttribute('href', '/posts/3');
  });

  it('says when there is nothing, and when the list cannot be read', async () => {
    let calls = 0;
    signedIn({
      'GET /api/notifications': () =>
        ++calls === 1
          ? { status: 429, body: { message: 'Too many', code: 'RATE_LIMITED' } }
          : { body: page([], 0) },
    });
    renderRoute('/notifications');
    await userEvent.click(await screen.findByRole('button', { name: en.notifications.retry }));
    expect(await screen.findByText(en.notifications.empty)).toBeInTheDocument();
  });
});
