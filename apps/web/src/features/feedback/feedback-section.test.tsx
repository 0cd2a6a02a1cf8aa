import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { PublicProfile } from '@tabarru/contract/accounts';
import { FEEDBACK_COMMENT_MAX, type FeedbackListReply } from '@tabarru/contract/feedback';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';

const omar: PublicProfile = {
  id: 12,
  username: 'omar',
  is_admin: false,
  location: 'Irbid',
  rating: 4.5,
  rating_count: 2,
  active_posts: 1,
  items_donated: 2,
  items_received: 0,
  created_at: '2026-02-01T00:00:00.000Z',
  feedbacks: [],
  impact: { items: 0, kilograms: 0, co2eKg: 0 },
};

function reply(overrides: Partial<FeedbackListReply> = {}): FeedbackListReply {
  return {
    feedbacks: [
      {
        id: 2,
        rating: 4,
        comment: 'شكراً، الكتب ممتازة',
        giver_id: 9,
        giver_username: 'lina',
        created_at: '2026-11-21T10:00:00.000Z',
      },
      {
        id: 1,
        rating: 5,
        comment: null,
        giver_id: 8,
        giver_username: 'huda',
        created_at: '2026-11-20T10:00:00.000Z',
      },
    ],
    average_rating: 4.5,
    rating_count: 2,
    viewer_standing: 'may_rate',
    ...overrides,
  };
}

/** Member 7 (sara) on omar's page; `feedback` answers GET /api/feedback/12. */
function onOmarsPage(feedback: StubHandler, more: Record<string, StubHandler> = {}) {
  storeToken(makeToken({ userId: 7, username: 'sara' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0, unseenDecisions: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /api/blocks': { body: { blocks: [] } },
    'GET /api/users/12': { body: omar },
    'GET /api/feedback/12': feedback,
    ...more,
  });
}

function feedbackSection(catalog = en) {
  return screen.findByRole('region', { name: catalog.feedback.heading });
}

describe('the feedback on a member page', { timeout: 15_000 }, () => {
  it('shows the mean, the count and the feedback newest first, with the givers linked', async () => {
    onOmarsPage({ body: reply({ viewer_standing: 'no_handover' }) });
    renderRoute('/user/12');
    const section = await feedbackSection();
    expect(await within(section).findByText('4.5 out of 5')).toBeInTheDocument();
    expect(within(section).getByText('Ratings: 2')).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('lina'),
      expect.stringContaining('huda'),
    ]);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('4 out of 5')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'lina' })).toHaveAttribute('href', '/user/9');
    expect(first.getByRole('link', { name: 'lina' })).toHaveAttribute('dir', 'auto');
    expect(first.getByText('شكراً، الكتب ممتازة')).toHaveAttribute('dir', 'auto');
    expect(within(section).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(section).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(section).toHaveTextContent(
      'You can rate omar once a handover between you has been confirmed',
    );
  });

  it('rates with the keyboard: stars as radio buttons, a comment, then refreshes 1.5 s later', async () => {
    const user = userEvent.setup();
    let rated = false;
    const api = onOmarsPage(
      () => ({ body: reply({ viewer_standing: rated ? 'rated' : 'may_rate' }) }),
      {
        'POST /api/feedback': () => {
          rated = true;
          return {
            status: 201,
            body: {
              message: 'Feedback submitted!',
              feedback: {
                id: 3,
                rating: 4,
                comment: 'Kind and on time',
                giver_id: 7,
                giver_username: 'sara',
                created_at: '2026-11-22T10:00:00.000Z',
              },
            },
          };
        },
      },
    );
    renderRoute('/user/12');
    const section = await feedbackSection();
    const form = await within(section).findByRole('form', { name: 'Rate omar' });
    const stars = within(form).getByRole('group', { name: en.feedback.form.rating });
    const radios = ['1 out of 5', '2 out of 5', '3 out of 5', '4 out of 5', '5 out of 5'].map(
      (name) => within(stars).getByRole('radio', { name }),
    );

    await user.click(within(form).getByRole('button', { name: en.feedback.form.submit }));
    expect(await screen.findByText('Please login and select a rating.')).toBeInTheDocument();
    expect(radios[0]).toHaveFocus();
    expect(api.callsTo('POST /api/feedback')).toHaveLength(0);

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(stars).getByRole('radio', { name: '4 out of 5' })).toBeChecked();
    await user.type(
      within(form).getByRole('textbox', { name: en.feedback.form.comment }),
      'Kind and on time',
    );
    const reads = api.callsTo('GET /api/feedback/12').length;
    const profileReads = api.callsTo('GET /api/users/12').length;
    await user.click(within(form).getByRole('button', { name: en.feedback.form.submit }));

    expect(await screen.findByText('Feedback submitted!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/feedback')[0]?.body).toEqual({
      receiver_id: 12,
      rating: 4,
      comment: 'Kind and on time',
    });
    expect(within(form).getByRole('button', { name: en.feedback.form.submit })).toBeDisabled();
    expect(api.callsTo('GET /api/feedback/12')).toHaveLength(reads);
    await waitFor(() => expect(api.callsTo('GET /api/feedback/12')).toHaveLength(reads + 1), {
      timeout: 4000,
    });
    expect(api.callsTo('GET /api/users/12').length).toBeGreaterThan(profileReads);
    expect(await within(section).findByText(/You rated/)).toBeInTheDocument();
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
  });

  it.each([
    [400, 'FEEDBACK_ALREADY_SUBMITTED', 'You already submitted feedback.'],
    [500, 'INTERNAL', 'Failed to submit feedback.'],
    [401, 'UNAUTHENTICATED', 'Please login and select a rating.'],
  ])('says so when a rating is refused with %i', async (status, code, text) => {
    const user = userEvent.setup();
    onOmarsPage(
      { body: reply() },
      { 'POST /api/feedback': { status, body: { message: 'English words', code } } },
    );
    renderRoute('/user/12');
    const form = await within(await feedbackSection()).findByRole('form');
    await user.click(within(form).getByRole('radio', { name: '5 out of 5' }));
    await user.click(within(form).getByRole('button', { name: en.feedback.form.submit }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('waits until a comment over its limit fits, and counts it in Arabic', async () => {
    const user = userEvent.setup();
    const api = onOmarsPage({ body: reply() });
    renderRoute('/ar/user/12');
    const form = await within(await feedbackSection(ar)).findByRole('form');
    await user.click(within(form).getByRole('radio', { name: '3 من 5' }));
    const comment = within(form).getByRole('textbox', { name: ar.feedback.form.comment });
    await user.click(comment);
    await user.paste('ب'.repeat(FEEDBACK_COMMENT_MAX + 2));
    expect(comment).toHaveAttribute('dir', 'auto');
    expect(comment).toHaveAccessibleDescription(/2/);
    await user.click(within(form).getByRole('button', { name: ar.feedback.form.submit }));
    expect(api.callsTo('POST /api/feedback')).toHaveLength(0);
  });

  it("lets the giver delete their feedback, says so and refreshes; nobody else's has Delete", async () => {
    const user = userEvent.setup();
    const own = {
      id: 3,
      rating: 2,
      comment: 'Came late',
      giver_id: 7,
      giver_username: 'sara',
      created_at: '2026-11-22T10:00:00.000Z',
    };
    const api = onOmarsPage(
      { body: reply({ viewer_standing: 'rated', feedbacks: [own, ...reply().feedbacks] }) },
      { 'DELETE /api/feedback/12': { body: { message: 'Feedback deleted.' } } },
    );
    renderRoute('/user/12');
    const section = await feedbackSection();
    const deletes = await within(section).findAllByRole('button', { name: /Delete/ });
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toHaveAccessibleName('Delete your feedback on omar');
    const reads = api.callsTo('GET /api/feedback/12').length;
    await user.click(deletes[0] as HTMLElement);
    expect(await screen.findByText('Feedback deleted.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/feedback/12')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET /api/feedback/12')).toHaveLength(reads + 1), {
      timeout: 4000,
    });
  });

  it("says 'Failed to delete feedback.' when the delete fails", async () => {
    const user = userEvent.setup();
    onOmarsPage(
      {
        body: reply({
          viewer_standing: 'rated',
          feedbacks: [
            { ...(reply().feedbacks[0] as FeedbackListReply['feedbacks'][number]), giver_id: 7 },
          ],
        }),
      },
      {
        'DELETE /api/feedback/12': {
          status: 500,
          body: { message: 'Internal', code: 'INTERNAL' },
        },
      },
    );
    renderRoute('/user/12');
    await user.click(
      await within(await feedbackSection()).findByRole('button', { name: /Delete/ }),
    );
    expect(await screen.findByText('Failed to delete feedback.')).toBeInTheDocument();
  });

  it('asks a visitor to sign in to rate, and offers a Message button to members', async () => {
    stubApi({
      'GET /api/users/12': { body: omar },
      'GET /api/feedback/12': { body: reply({ viewer_standing: 'signed_out' }) },
    });
    renderRoute('/ar/user/12');
    const section = await feedbackSection(ar);
    expect(
      await within(section).findByRole('link', { name: ar.feedback.standing.signIn }),
    ).toHaveAttribute('href', '/ar/authentication/login?next=%2Fuser%2F12');
    expect(screen.getByRole('link', { name: ar.profile.message })).toHaveAttribute(
      'href',
      '/ar/dm/12',
    );
  });

  it('shows no form and no Message button on the member’s own page', async () => {
    storeToken(makeToken({ userId: 12, username: 'omar' }));
    stubApi({
      'POST /authentication/verify': { body: true },
      'GET /api/donations/claims/count/12': { body: { pendingClaims: 0, unseenDecisions: 0 } },
      'GET /messages/unread/count': { body: { unreadCount: 0 } },
      'GET /api/users/12': { body: omar },
      'GET /api/feedback/12': { body: reply({ viewer_standing: 'self' }) },
    });
    renderRoute('/user/12');
    const section = await feedbackSection();
    await within(section).findByText('4.5 out of 5');
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en.profile.message })).not.toBeInTheDocument();
  });
});
