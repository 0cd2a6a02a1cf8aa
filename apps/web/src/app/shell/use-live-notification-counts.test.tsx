import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi } from '../../test/api-stub';
import { currentSocket } from '../../test/realtime';
import { renderRoute } from '../../test/render-route';

const badge = (total: number) =>
  `${en.nav.accountMenu.replace('{{username}}', 'sara')} ${en.nav.notifications.replace('{{count}}', String(total))}`;

describe('the badge over the socket', () => {
  it('reads a count again when the socket says it changed or a message arrives, without a reload', async () => {
    let claims = { pendingClaims: 0, unseenDecisions: 0 };
    let unread = 0;
    storeToken(makeToken({ userId: 7, username: 'sara' }));
    stubApi({
      'POST /authentication/verify': { body: true },
      'GET /api/donations/claims/count/7': () => ({ body: claims }),
      'GET /messages/unread/count': () => ({ body: { unreadCount: unread } }),
    });
    renderRoute('/');
    const avatar = await screen.findByRole('button', { name: /sara/ });
    await waitFor(() => expect(currentSocket().connected).toBe(true));

    unread = 1;
    act(() =>
      currentSocket().receive(
        'private_message',
        {
          fromUserId: 8,
          message: 'Hi',
          timestamp: new Date().toISOString(),
          id: 1,
          status: 'sent',
        },
        () => undefined,
      ),
    );
    await waitFor(() => expect(avatar).toHaveAccessibleName(badge(1)));

    claims = { pendingClaims: 2, unseenDecisions: 1 };
    act(() => currentSocket().receive('notification_count_changed', { count: 'pendingClaims' }));
    await waitFor(() => expect(avatar).toHaveAccessibleName(badge(4)));

    unread = 0;
    act(() => currentSocket().receive('notification_count_changed', { count: 'unreadCount' }));
    await waitFor(() => expect(avatar).toHaveAccessibleName(badge(3)));
  });
});
