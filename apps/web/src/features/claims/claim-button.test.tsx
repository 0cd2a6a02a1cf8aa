import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { CLAIM_MESSAGE_MAX } from '@tabarru/contract/claims';
import type { PostDetail } from '@tabarru/contract/posts';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { aPostDetail } from '../../test/posts';
import { renderRoute } from '../../test/render-route';

const CLAIM = 'POST /api/donations/claims';

/** Signed in as member `userId` on the page of post 5; `claim` answers the claim call. */
function openPostAs(
  userId: number,
  claim: StubHandler,
  postReply: PostDetail | (() => PostDetail) = aPostDetail(),
) {
  const token = makeToken({ userId, username: userId === 3 ? 'omar' : 'sara' });
  storeToken(token);
  const api = stubApi({
    'POST /authentication/verify': { body: true },
    [`GET /api/donations/claims/count/${userId}`]: { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /Posting/posts/5':
      typeof postReply === 'function' ? () => ({ body: postReply() }) : { body: postReply },
    [CLAIM]: claim,
  });
  return { api, token };
}

const sentReply: StubHandler = {
  status: 201,
  body: { message: 'Claim sent to the donator!', claim_id: 11 },
};

describe('the claim button', { timeout: 15_000 }, () => {
  it('opens a dialog with the note focused, and Escape closes it back to the button', async () => {
    const user = userEvent.setup();
    const { api } = openPostAs(7, sentReply);
    renderRoute('/posts/5');
    const button = await screen.findByRole('button', { name: en.claims.button });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: en.claims.dialog.title });
    // Outside the sticky contact bar, whose stacking would put it under the page header.
    expect(screen.getByRole('group', { name: en.posts.detail.contact }).contains(dialog)).toBe(
      false,
    );
    const note = within(dialog).getByRole('textbox', { name: en.claims.dialog.message });
    expect(note).toHaveFocus();
    expect(note).toHaveAttribute('placeholder', en.claims.dialog.placeholder);
    expect(note).toHaveAttribute('dir', 'ltr');
    expect(note).toHaveAttribute('maxlength', String(CLAIM_MESSAGE_MAX));
    expect(note).toHaveAccessibleDescription(
      en.claims.dialog.count.replace('{{count}}', '0').replace('{{max}}', '500'),
    );

    await user.tab();
    expect(within(dialog).getByRole('button', { name: en.claims.dialog.cancel })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: en.sheet.close })).toHaveFocus();
    await user.tab();
    expect(note).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: en.claims.dialog.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(CLAIM)).toHaveLength(0);
  });

  it('lays the Arabic placeholder out right to left, and a typed note in its own direction', async () => {
    const user = userEvent.setup();
    openPostAs(7, sentReply);
    renderRoute('/ar/posts/5');
    await user.click(await screen.findByRole('button', { name: ar.claims.button }));
    const note = screen.getByRole('textbox', { name: ar.claims.dialog.message });
    expect(note).toHaveAttribute('placeholder', ar.claims.dialog.placeholder);
    expect(note).toHaveAttribute('dir', 'rtl');
    await user.type(note, 'Thanks!');
    expect(note).toHaveAttribute('dir', 'auto');
    await user.clear(note);
    expect(note).toHaveAttribute('dir', 'rtl');
  });

  it('sends the claim with the note, says so, and shows Claim sent for the rest of the visit', async () => {
    const user = userEvent.setup();
    const { api, token } = openPostAs(7, sentReply);
    renderRoute('/posts/5');
    await user.click(await screen.findByRole('button', { name: en.claims.button }));
    await user.type(screen.getByRole('textbox'), 'Picked it up today, thanks!');
    await user.click(screen.getByRole('button', { name: en.claims.dialog.send }));

    expect(await screen.findByText('Claim sent to the donator!')).toBeInTheDocument();
    expect(api.callsTo(CLAIM)).toEqual([
      {
        method: 'POST',
        path: '/api/donations/claims',
        body: { post_id: 5, message: 'Picked it up today, thanks!' },
        authorization: `Bearer ${token}`,
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = screen.getByRole('button', { name: en.claims.sentState });
    expect(sent).toHaveAttribute('aria-disabled', 'true');
    expect(sent).toHaveFocus();
    await user.click(sent);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(CLAIM)).toHaveLength(1);
  });

  it.each([
    ['/posts/5', en],
    ['/ar/posts/5', ar],
  ])('on %s shows a claim still waiting for the donor as sent', async (path, catalog) => {
    const { api } = openPostAs(7, sentReply, aPostDetail({ viewer_claim_status: 'pending' }));
    renderRoute(path);
    const sent = await screen.findByRole('button', { name: catalog.claims.sentState });
    expect(sent).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: catalog.claims.button })).not.toBeInTheDocument();
    await userEvent.click(sent);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(CLAIM)).toHaveLength(0);
  });

  it('offers to claim again after the donor declined', async () => {
    openPostAs(7, sentReply, aPostDetail({ viewer_claim_status: 'declined' }));
    renderRoute('/posts/5');
    expect(await screen.findByRole('button', { name: en.claims.button })).toBeInTheDocument();
  });

  it('reads the post again once the claim is sent, so a later visit shows it as sent', async () => {
    const user = userEvent.setup();
    let claimed = false;
    const { api } = openPostAs(
      7,
      () => {
        claimed = true;
        return sentReply;
      },
      () => aPostDetail({ viewer_claim_status: claimed ? 'pending' : null }),
    );
    renderRoute('/posts/5');
    await user.click(await screen.findByRole('button', { name: en.claims.button }));
    const reads = api.callsTo('GET /Posting/posts/5').length;
    await user.click(screen.getByRole('button', { name: en.claims.dialog.send }));
    await screen.findByRole('button', { name: en.claims.sentState });
    await waitFor(() => expect(api.callsTo('GET /Posting/posts/5')).toHaveLength(reads + 1));
    expect(screen.getByRole('button', { name: en.claims.sentState })).toBeInTheDocument();
  });

  it('sends no message when the note is left empty', async () => {
    const user = userEvent.setup();
    const { api } = openPostAs(7, sentReply);
    renderRoute('/posts/5');
    await user.click(await screen.findByRole('button', { name: en.claims.button }));
    await user.type(screen.getByRole('textbox'), '   ');
    await user.click(screen.getByRole('button', { name: en.claims.dialog.send }));
    await screen.findByRole('button', { name: en.claims.sentState });
    expect(api.callsTo(CLAIM)[0]?.body).toEqual({ post_id: 5 });
  });

  it('is not shown to the owner nor on a reserved post', async () => {
    openPostAs(3, sentReply);
    const { unmount } = renderRoute('/ar/posts/5');
    await screen.findByRole('link', { name: ar.posts.detail.edit });
    expect(screen.queryByRole('button', { name: ar.claims.button })).not.toBeInTheDocument();
    unmount();

    openPostAs(7, sentReply, aPostDetail({ availability: 'reserved' }));
    renderRoute('/posts/5');
    await screen.findByRole('link', { name: en.posts.detail.messageSeller });
    expect(screen.queryByRole('button', { name: en.claims.button })).not.toBeInTheDocument();
  });

  it('in Arabic names a pending claim in Arabic and shows the claim as sent', async () => {
    const user = userEvent.setup();
    openPostAs(7, {
      status: 409,
      body: {
        message: 'You have already claimed this item. Please wait for the donor to answer.',
        code: 'CLAIM_ALREADY_SENT',
        field: 'post_id',
      },
    });
    renderRoute('/ar/posts/5');
    await user.click(await screen.findByRole('button', { name: ar.claims.button }));
    expect(screen.getByRole('dialog', { name: ar.claims.dialog.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ar.claims.dialog.send }));
    expect(await screen.findByText(ar.errors.CLAIM_ALREADY_SENT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ar.claims.sentState })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it("shows a 400 by its code in the page's language, never the server's English", async () => {
    const user = userEvent.setup();
    openPostAs(7, {
      status: 400,
      body: {
        message: 'You have sent many claims in the last hour. Please try again later.',
        code: 'CLAIM_LIMIT_REACHED',
      },
    });
    renderRoute('/ar/posts/5');
    await user.click(await screen.findByRole('button', { name: ar.claims.button }));
    await user.click(screen.getByRole('button', { name: ar.claims.dialog.send }));
    expect(await screen.findByText(ar.errors.CLAIM_LIMIT_REACHED)).toBeInTheDocument();
    expect(screen.queryByText(/claims in the last hour/)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: ar.claims.button })).toBeInTheDocument();
  });

  it("says 'Something went wrong!' on a server error and keeps the note to send again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { api } = openPostAs(7, () => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { message: 'Something went wrong on our side.', code: 'INTERNAL' } }
        : sentReply;
    });
    renderRoute('/posts/5');
    await user.click(await screen.findByRole('button', { name: en.claims.button }));
    await user.type(screen.getByRole('textbox'), 'Thanks');
    await user.click(screen.getByRole('button', { name: en.claims.dialog.send }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('Thanks');
    await user.click(screen.getByRole('button', { name: en.claims.dialog.send }));
    await screen.findByRole('button', { name: en.claims.sentState });
    expect(api.callsTo(CLAIM).map((call) => call.body)).toEqual([
      { post_id: 5, message: 'Thanks' },
      { post_id: 5, message: 'Thanks' },
    ]);
  });

  it("says 'You must be logged in!' when the API no longer knows the session", async () => {
    const user = userEvent.setup();
    openPostAs(7, {
      status: 401,
      body: { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' },
    });
    renderRoute('/posts/5');
    await user.click(await screen.findByRole('button', { name: en.claims.button }));
    await user.click(screen.getByRole('button', { name: en.claims.dialog.send }));
    expect(await screen.findByText('You must be logged in!')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });
});
