import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { BlockedMember } from '@tabarru/contract/blocks';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { isolated } from '../../lib/format';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { buildPublicProfile } from '../../test/profiles';
import { renderRoute } from '../../test/render-route';

const OMAR: BlockedMember = { id: 12, username: 'omar', blocked_at: '2026-11-25T09:00:00.000Z' };

/** Omar's page (member 12) as `viewer` sees it: the shell's calls and the page's answered. */
function omarsPageAs(
  viewer: { userId: number; username: string },
  more: Record<string, StubHandler> = {},
) {
  storeToken(makeToken(viewer));
  return stubApi({
    'POST /authentication/verify': { body: true },
    [`GET /api/donations/claims/count/${viewer.userId}`]: {
      body: { pendingClaims: 0, unseenDecisions: 0 },
    },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /api/users/12': { body: buildPublicProfile({ id: 12, username: 'omar' }) },
    'GET /api/users/12/posts': { body: { posts: [], nextCursor: null } },
    'GET /api/feedback/12': {
      body: { feedbacks: [], average_rating: null, rating_count: 0, viewer_standing: 'self' },
    },
    'GET /api/blocks': { body: { blocks: [] } },
    ...more,
  });
}

/** Sara (7) on Omar's page; whether she blocked him changes as the API is asked to. */
function onOmarsPage(initiallyBlocked: boolean, more: Record<string, StubHandler> = {}) {
  let blocked = initiallyBlocked;
  return omarsPageAs(
    { userId: 7, username: 'sara' },
    {
      'GET /api/blocks': () => ({ body: { blocks: blocked ? [OMAR] : [] } }),
      'PUT /api/blocks/12': () => {
        blocked = true;
        return { body: { message: 'Member blocked.', block: OMAR } };
      },
      'DELETE /api/blocks/12': () => {
        blocked = false;
        return { body: { message: 'Member unblocked.' } };
      },
      ...more,
    },
  );
}

describe('blocking from a member page', { timeout: 15_000 }, () => {
  it('asks first, then hides the Message button and says what the block means; Unblock brings it back', async () => {
    const api = onOmarsPage(false);
    renderRoute('/user/12');
    expect(await screen.findByRole('link', { name: en.profile.message })).toHaveAttribute(
      'href',
      '/dm/12',
    );
    await userEvent.click(screen.getByRole('button', { name: en.blocks.button }));
    const dialog = screen.getByRole('dialog', { name: `Block ${isolated('omar')}?` });
    expect(dialog).toHaveAccessibleDescription(en.blocks.confirm.lead);
    // Cancel changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: en.blocks.confirm.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('PUT /api/blocks/12')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: en.blocks.button }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: en.blocks.confirm.block }),
    );
    expect(await screen.findByText(`You blocked ${isolated('omar')}.`)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/blocks/12')).toHaveLength(1);
    expect(
      await screen.findByText(/You cannot message each other, and their posts are hidden/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en.profile.message })).toBeNull();
    expect(screen.queryByRole('button', { name: en.blocks.button })).toBeNull();
    // The focus went to what the block means, in place of the button that is gone.
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent(/You cannot message each other/),
    );

    await userEvent.click(screen.getByRole('button', { name: en.blocks.unblock }));
    expect(await screen.findByText(`You unblocked ${isolated('omar')}.`)).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/blocks/12')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: en.profile.message })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: en.blocks.button })).toHaveFocus(),
    );
  });

  it('shows a member already blocked as blocked, in Arabic, without the Message button', async () => {
    onOmarsPage(true);
    renderRoute('/ar/user/12');
    expect(await screen.findByRole('button', { name: ar.blocks.unblock })).toBeInTheDocument();
    expect(screen.getByText(/لا يمكنكما تبادل الرسائل/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: ar.profile.message })).toBeNull();
  });

  it('says in Arabic when the block failed, and keeps the dialog', async () => {
    onOmarsPage(false, {
      'PUT /api/blocks/12': { status: 503, body: { message: 'Busy', code: 'SERVICE_UNAVAILABLE' } },
    });
    renderRoute('/ar/user/12');
    await userEvent.click(await screen.findByRole('button', { name: ar.blocks.button }));
    const dialog = screen.getByRole('dialog', { name: `حظر ${isolated('omar')}؟` });
    await userEvent.click(within(dialog).getByRole('button', { name: ar.blocks.confirm.block }));
    expect(await screen.findByText(ar.errors.SERVICE_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is not offered to a visitor, nor on one’s own page', async () => {
    const api = stubApi({
      'GET /api/users/12': { body: buildPublicProfile({ id: 12, username: 'omar' }) },
      'GET /api/users/12/posts': { body: { posts: [], nextCursor: null } },
      'GET /api/feedback/12': {
        body: {
          feedbacks: [],
          average_rating: null,
          rating_count: 0,
          viewer_standing: 'signed_out',
        },
      },
    });
    renderRoute('/user/12');
    expect(await screen.findByRole('link', { name: en.profile.message })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.blocks.button })).toBeNull();
    expect(api.callsTo('GET /api/blocks')).toEqual([]);
  });

  it('offers nothing on one’s own public page', async () => {
    omarsPageAs({ userId: 12, username: 'omar' });
    renderRoute('/user/12');
    await screen.findByRole('heading', { level: 1, name: 'omar' });
    await waitFor(() => expect(screen.queryByText(en.feedback.loading)).toBeNull());
    expect(screen.queryByRole('link', { name: en.profile.message })).toBeNull();
    expect(screen.queryByRole('button', { name: en.blocks.button })).toBeNull();
  });
});
