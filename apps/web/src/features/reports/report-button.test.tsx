import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { aPostDetail } from '../../test/posts';
import { renderRoute } from '../../test/render-route';
import { mayReport } from './report-button';

const REPORT = 'POST /posts/5/report';

/** Signed in as member `userId` on the page of post 5 (of member 3); `report` answers reports. */
function openPostAs(userId: number, report: StubHandler, underReview = false) {
  storeToken(makeToken({ userId, username: userId === 3 ? 'omar' : 'sara' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    [`GET /api/donations/claims/count/${userId}`]: { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /Posting/posts/5': { body: aPostDetail({ under_review: underReview }) },
    [REPORT]: report,
  });
}

describe('mayReport', () => {
  const post = { post_id: 5, user_id: 3, under_review: false };
  it('offers the report to members on other members’ posts that are not under review', () => {
    expect(mayReport({ userId: 7, isAdmin: false }, post)).toBe(true);
    expect(mayReport(null, post)).toBe(false);
    expect(mayReport({ userId: 3, isAdmin: false }, post)).toBe(false);
    expect(mayReport({ userId: 1, isAdmin: true }, post)).toBe(false);
    expect(mayReport({ userId: 7, isAdmin: false }, { ...post, under_review: true })).toBe(false);
  });
});

describe('Report this post', { timeout: 15_000 }, () => {
  it('asks for a reason, sends it with the note, thanks the member and says Reported', async () => {
    const api = openPostAs(7, {
      body: { message: 'Thank you. Our team will review this post.', already_reported: false },
    });
    renderRoute('/posts/5');
    await userEvent.click(await screen.findByRole('button', { name: en.reports.button }));
    const dialog = screen.getByRole('dialog', { name: en.reports.dialog.title });
    await userEvent.click(within(dialog).getByRole('button', { name: en.reports.dialog.send }));
    expect(within(dialog).getByText(en.reports.dialog.reasonRequired)).toBeInTheDocument();
    expect(api.callsTo(REPORT)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('radio', { name: en.reports.reasons.scam }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: en.reports.dialog.note }),
      'Wants money first',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: en.reports.dialog.send }));
    expect(await screen.findByText(en.reports.toast.sent)).toBeInTheDocument();
    expect(api.callsTo(REPORT)[0]?.body).toEqual({ reason: 'scam', note: 'Wants money first' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: en.reports.sentState })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says in Arabic when the member had already reported the post', async () => {
    openPostAs(7, {
      body: { message: 'You have already reported this post.', already_reported: true },
    });
    renderRoute('/ar/posts/5');
    await userEvent.click(await screen.findByRole('button', { name: ar.reports.button }));
    await userEvent.click(screen.getByRole('radio', { name: ar.reports.reasons.spam }));
    await userEvent.click(screen.getByRole('button', { name: ar.reports.dialog.send }));
    expect(await screen.findByText(ar.reports.toast.already)).toBeInTheDocument();
  });

  it('says under the note, in the page’s language, that it is too long, and keeps the sheet open', async () => {
    const api = openPostAs(7, {
      status: 400,
      body: {
        message: 'The note can be at most 500 characters.',
        code: 'FIELD_TOO_LONG',
        field: 'note',
      },
    });
    renderRoute('/ar/posts/5');
    await userEvent.click(await screen.findByRole('button', { name: ar.reports.button }));
    const dialog = screen.getByRole('dialog', { name: ar.reports.dialog.title });
    await userEvent.click(within(dialog).getByRole('radio', { name: ar.reports.reasons.other }));
    const note = within(dialog).getByRole('textbox', { name: ar.reports.dialog.note });
    await userEvent.type(note, 'طويلة');
    await userEvent.click(within(dialog).getByRole('button', { name: ar.reports.dialog.send }));
    const tooLong = ar.reports.dialog.noteTooLong.replace('{{max}}', '500');
    expect(await within(dialog).findByText(tooLong)).toBeInTheDocument();
    expect(api.callsTo(REPORT)).toHaveLength(1);
    expect(screen.queryByText(ar.reports.toast.failed)).toBeNull();

    // Changed, the note may be sent again; over the limit in the browser, it says so at once.
    await userEvent.type(note, '!');
    expect(within(dialog).queryByText(tooLong)).toBeNull();
    await userEvent.clear(note);
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(501));
    expect(within(dialog).getByText(tooLong)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: ar.reports.dialog.send })).toBeDisabled();
  });

  it('is not offered to the owner, who reads that their post is under review', async () => {
    openPostAs(3, { status: 400 }, true);
    renderRoute('/posts/5');
    expect(await screen.findByText(en.posts.underReview.notice)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.reports.button })).toBeNull();
  });
});
