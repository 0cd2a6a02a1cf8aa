import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { RatingPrompt } from '@tabarru/contract/feedback';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';

const PROMPTS: RatingPrompt[] = [
  {
    user_id: 3,
    username: 'omar',
    role: 'donor',
    post_id: 41,
    post_title: 'Wooden chair',
    handed_over_at: '2026-11-20T10:00:00.000Z',
  },
  {
    user_id: 4,
    username: 'لينا',
    role: 'receiver',
    post_id: 52,
    post_title: 'مدفأة',
    handed_over_at: '2026-11-19T10:00:00.000Z',
  },
];

/** Signed in as member 7 with these prompts; a dismissal leaves the others. */
function signedIn() {
  storeToken(makeToken({ userId: 7, username: 'sara' }));
  let prompts = PROMPTS;
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/7': {
      body: { pendingClaims: 0, unseenDecisions: 0, ratingPrompts: prompts.length },
    },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /api/donations/claims/7': { body: [] },
    'GET /api/donations/requests': { body: [] },
    'GET /api/feedback/prompts': () => ({ body: { prompts } }),
    'DELETE /api/feedback/prompts/3': () => {
      prompts = prompts.filter((prompt) => prompt.user_id !== 3);
      return { body: { message: 'We will not ask you to rate this member again.' } };
    },
  });
}

describe('prompts to rate after a handover', { timeout: 15_000 }, () => {
  it('say which item went which way on /myclaims, link to the rating form, and go when dismissed', async () => {
    const api = signedIn();
    renderRoute('/myclaims');
    const prompts = await screen.findByRole('region', { name: en.feedback.prompts.heading });
    expect(prompts).toHaveTextContent('You gave “Wooden chair” to omar.');
    expect(prompts).toHaveTextContent('لينا gave you “مدفأة”.');
    expect(within(prompts).getByRole('link', { name: 'Rate omar' })).toHaveAttribute(
      'href',
      '/user/3#rate',
    );

    await userEvent.click(
      within(prompts).getByRole('button', {
        name: en.feedback.prompts.dismissLabel.replace('{{username}}', 'omar'),
      }),
    );
    expect(api.callsTo('DELETE /api/feedback/prompts/3')).toHaveLength(1);
    await waitFor(() => expect(prompts).not.toHaveTextContent('omar'));
    expect(prompts).toHaveTextContent('لينا');
  });

  it('show on /ar/myrequests in Arabic', async () => {
    signedIn();
    renderRoute('/ar/myrequests');
    const prompts = await screen.findByRole('region', { name: ar.feedback.prompts.heading });
    expect(prompts).toHaveTextContent('تمّ تسليم «Wooden chair» منك إلى omar.');
    expect(prompts).toHaveTextContent('وصلك «مدفأة» من لينا.');
    expect(within(prompts).getByRole('link', { name: 'قيّم لينا' })).toHaveAttribute(
      'href',
      '/ar/user/4#rate',
    );
  });

  it('show nothing while there is nothing to rate', async () => {
    storeToken(makeToken({ userId: 7, username: 'sara' }));
    const api = stubApi({
      'POST /authentication/verify': { body: true },
      'GET /api/donations/claims/count/7': {
        body: { pendingClaims: 0, unseenDecisions: 0, ratingPrompts: 0 },
      },
      'GET /messages/unread/count': { body: { unreadCount: 0 } },
      'GET /api/donations/claims/7': { body: [] },
      'GET /api/feedback/prompts': { body: { prompts: [] } },
    });
    renderRoute('/myclaims');
    expect(await screen.findByText(en.claims.pending.empty)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/feedback/prompts')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: en.feedback.prompts.heading })).toBeNull();
  });
});
