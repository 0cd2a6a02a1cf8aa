import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { FlaggedPost } from '@tabarru/contract/moderation';

import ar from '../../i18n/ar.json';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';

const FLAGGED: FlaggedPost = {
  post_id: 5,
  user_id: 3,
  title: 'Free sofa',
  username: 'omar',
  email: 'omar@example.jo',
  primary_image_url: null,
  created_at: '2026-03-01T09:00:00.000Z',
  flagged_at: '2026-03-02T09:00:00.000Z',
  reports: [
    { reason: 'scam', count: 2 },
    { reason: 'spam', count: 1 },
  ],
  notes: [{ reason: 'scam', note: 'Asks for a transfer first' }],
  blocklist_matches: ['western union'],
};

function signedIn(handlers: Record<string, StubHandler>) {
  storeToken(makeToken({ userId: 1, username: 'admin', isAdmin: true }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/1': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    ...handlers,
  });
}

describe('/admin/flagged', () => {
  it('says so when no post is flagged', async () => {
    signedIn({ 'GET /admin/flagged-posts': { body: [] } });
    renderRoute('/admin/flagged');
    expect(await screen.findByText('No flagged posts found.')).toBeInTheDocument();
  });

  it('shows why each post is flagged, in the page’s language', async () => {
    signedIn({ 'GET /admin/flagged-posts': { body: [FLAGGED] } });
    renderRoute('/ar/admin/flagged');
    const item = (await screen.findByRole('heading', { name: 'Free sofa' })).closest('li');
    if (!item) throw new Error('no item');
    expect(within(item).getByText(`${ar.reports.reasons.scam} (العدد: 2)`)).toBeInTheDocument();
    expect(within(item).getByText('Asks for a transfer first')).toBeInTheDocument();
    expect(within(item).getByText('western union')).toBeInTheDocument();
    expect(within(item).getByText('omar@example.jo')).toBeInTheDocument();
  });

  it('approves a post and reads the list again', async () => {
    let flagged = [FLAGGED];
    const api = signedIn({
      'GET /admin/flagged-posts': () => ({ body: flagged }),
      'PUT /admin/posts/5/approve': () => {
        flagged = [];
        return { body: { message: 'Post approved', post_id: 5 } };
      },
    });
    renderRoute('/admin/flagged');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Free sofa' }));
    expect(await screen.findByText('Post approved')).toBeInTheDocument();
    expect(await screen.findByText('No flagged posts found.')).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/posts/5/approve')).toHaveLength(1);
  });

  it('rejects a post once confirmed, and says when an action fails', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    signedIn({
      'GET /admin/flagged-posts': { body: [FLAGGED] },
      'DELETE /admin/posts/5': { body: { message: 'Post deleted' } },
      'PUT /admin/posts/5/approve': { status: 500, body: { message: 'x', code: 'INTERNAL' } },
    });
    renderRoute('/admin/flagged');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Free sofa' }));
    expect(await screen.findByText('Failed to approve post')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject Free sofa' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this post?');
    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('tells a failed load from a reply that is not a list', async () => {
    signedIn({ 'GET /admin/flagged-posts': { body: { posts: [] } } });
    renderRoute('/admin/flagged');
    expect(await screen.findByText('Failed to load flagged posts')).toBeInTheDocument();
  });

  it('says the fetch failed when the API does not answer', async () => {
    signedIn({
      'GET /admin/flagged-posts': {
        status: 503,
        body: { message: 'x', code: 'SERVICE_UNAVAILABLE' },
      },
    });
    renderRoute('/admin/flagged');
    await waitFor(
      () => expect(screen.getByText('Failed to fetch flagged posts')).toBeInTheDocument(),
      {
        timeout: 10_000,
      },
    );
  });
});
