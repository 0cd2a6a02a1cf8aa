import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { MyRequest, PendingClaim } from '@tabarru/contract/claims';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';

function pendingClaim(id: number, overrides: Partial<PendingClaim> = {}): PendingClaim {
  return {
    id,
    post_id: 40 + id,
    title: `Wooden chair ${id}`,
    attached_photo_url: null,
    receiver_id: 20 + id,
    receiver_username: `omar${id}`,
    message: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function request(id: number, overrides: Partial<MyRequest> = {}): MyRequest {
  return {
    id,
    post_id: 60 + id,
    title: `Heater ${id}`,
    attached_photo_url: null,
    donor_id: 3,
    donor_username: 'lina',
    message: null,
    status: 'pending',
    created_at: '2026-11-20T10:00:00.000Z',
    decided_at: null,
    unseen: false,
    ...overrides,
  };
}

/** Signed in as member 7, with these answers beside the shell's. */
function signedIn(handlers: Record<string, StubHandler>) {
  storeToken(makeToken({ userId: 7, username: 'sara' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 2, unseenDecisions: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    ...handlers,
  });
}

describe('/myclaims', { timeout: 15_000 }, () => {
  it('lists the pending claims with the item, the claimant, the note and the time', async () => {
    signedIn({
      'GET /api/donations/claims/7': {
        body: [
          pendingClaim(1, { message: 'Picked it up on Saturday, thanks!' }),
          pendingClaim(2, { receiver_username: 'عمر', message: 'شكراً جزيلاً' }),
        ],
      },
    });
    renderRoute('/myclaims');
    expect(
      await screen.findByRole('heading', { level: 1, name: en.claims.pending.title }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: en.claims.pending.title });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Wooden chair 1' })).toHaveAttribute(
      'href',
      '/posts/41',
    );
    expect(first.getByRole('link', { name: 'omar1' })).toHaveAttribute('href', '/user/21');
    expect(first.getByText('Picked it up on Saturday, thanks!').tagName).toBe('BDI');
    expect(first.getByText('Picked it up on Saturday, thanks!').parentElement?.tagName).toBe('Q');
    expect(first.getByText(/2026|20 Nov/)).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
    expect(
      first.getByRole('button', { name: 'Confirm the claim of omar1 on Wooden chair 1' }),
    ).toBeInTheDocument();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByRole('link', { name: 'عمر' })).toHaveAttribute('dir', 'auto');
    expect(second.getByText('شكراً جزيلاً')).toBeInTheDocument();
  });

  it('confirms a claim: the row leaves the list, a toast says so and the counts are read again', async () => {
    const user = userEvent.setup();
    let answered = false;
    const api = signedIn({
      'GET /api/donations/claims/7': () => ({
        body: answered ? [pendingClaim(2)] : [pendingClaim(1), pendingClaim(2)],
      }),
      'PUT /api/donations/claims/1/confirm': () => {
        answered = true;
        return {
          body: { message: 'Claim confirmed successfully.', claim_id: 1, status: 'confirmed' },
        };
      },
    });
    renderRoute('/myclaims');
    const counts = () => api.callsTo('GET /api/donations/claims/count/7').length;
    await screen.findByRole('link', { name: 'Wooden chair 1' });
    const before = counts();
    await user.click(screen.getByRole('button', { name: /^Confirm the claim of omar1/ }));

    expect(await screen.findByText('Claim confirmed successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Wooden chair 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wooden chair 2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(api.callsTo('PUT /api/donations/claims/1/confirm')[0]).toMatchObject({
      body: undefined,
    });
    await waitFor(() => expect(counts()).toBeGreaterThan(before));
  });

  it('declines a claim in Arabic and says so in Arabic', async () => {
    const user = userEvent.setup();
    let answered = false;
    signedIn({
      'GET /api/donations/claims/7': () => ({ body: answered ? [] : [pendingClaim(1)] }),
      'PUT /api/donations/claims/1/decline': () => {
        answered = true;
        return {
          body: { message: 'Claim declined successfully.', claim_id: 1, status: 'declined' },
        };
      },
    });
    renderRoute('/ar/myclaims');
    await user.click(await screen.findByRole('button', { name: /^رفض طلب omar1/ }));
    expect(await screen.findByText(ar.claims.pending.declined)).toBeInTheDocument();
    expect(await screen.findByText(ar.claims.pending.empty)).toBeInTheDocument();
  });

  it("says 'Failed to process claim.' when an answer fails, and reads the list again", async () => {
    const user = userEvent.setup();
    const api = signedIn({
      'GET /api/donations/claims/7': { body: [pendingClaim(1)] },
      'PUT /api/donations/claims/1/confirm': {
        status: 409,
        body: {
          message: 'This claim has already been confirmed or declined.',
          code: 'CLAIM_NOT_PENDING',
        },
      },
    });
    renderRoute('/myclaims');
    await user.click(await screen.findByRole('button', { name: /^Confirm the claim/ }));
    expect(await screen.findByText('Failed to process claim.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/donations/claims/7')).toHaveLength(2));
  });

  it("says 'Failed to fetch claims.' with a retry, then 'No pending claims.'", async () => {
    let failing = true;
    signedIn({
      'GET /api/donations/claims/7': () =>
        failing
          ? { status: 404, body: { message: 'Gone', code: 'ROUTE_NOT_FOUND' } }
          : { body: [] },
    });
    renderRoute('/myclaims');
    expect(await screen.findByText('Failed to fetch claims.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: en.claims.pending.retry }));
    expect(await screen.findByText('No pending claims.')).toBeInTheDocument();
  });

  it.each([
    ['/myclaims', en, '/authentication/login?next=%2Fmyclaims'],
    ['/ar/myrequests', ar, '/ar/authentication/login?next=%2Fmyrequests'],
  ])('asks a visitor on %s to sign in and come back', async (path, catalog, login) => {
    renderRoute(path);
    expect(await screen.findByText(catalog.claims.pending.loginRequired)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: catalog.claims.pending.login })).toHaveAttribute(
      'href',
      login,
    );
  });

  it('moves between the pending claims and My requests', async () => {
    signedIn({
      'GET /api/donations/claims/7': { body: [] },
      'GET /api/donations/requests': { body: [] },
    });
    renderRoute('/myclaims');
    const nav = await screen.findByRole('navigation', { name: en.claims.sections });
    expect(within(nav).getByRole('link', { name: en.claims.pending.title })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: en.claims.requests.title }));
    expect(
      await screen.findByRole('heading', { level: 1, name: en.claims.requests.title }),
    ).toBeInTheDocument();
  });
});

describe('/myrequests', { timeout: 15_000 }, () => {
  it("lists the member's claims with where each stands, and tells the API the new answers were seen", async () => {
    const api = signedIn({
      'GET /api/donations/requests': {
        body: [
          request(3),
          request(2, { status: 'confirmed', unseen: true, decided_at: '2026-11-21T10:00:00.000Z' }),
          request(1, { status: 'declined', decided_at: '2026-11-21T09:00:00.000Z' }),
        ],
      },
      'PUT /api/donations/requests/seen': {
        body: { message: 'Decisions marked as seen.', seen: 1 },
      },
    });
    renderRoute('/myrequests');
    const list = await screen.findByRole('list', { name: en.claims.requests.title });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(en.claims.requests.status.pending),
      expect.stringContaining(en.claims.requests.status.confirmed),
      expect.stringContaining(en.claims.requests.status.declined),
    ]);
    expect(within(rows[1] as HTMLElement).getByText(en.claims.requests.new)).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByText(en.claims.requests.new)).toBeNull();
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'lina' })).toHaveAttribute(
      'href',
      '/user/3',
    );
    await waitFor(() =>
      expect(api.callsTo('PUT /api/donations/requests/seen')).toEqual([
        expect.objectContaining({ body: { claim_ids: [2] } }),
      ]),
    );
  });

  it('tells nothing to the API when every answer was seen, and invites to browse when empty', async () => {
    const api = signedIn({ 'GET /api/donations/requests': { body: [] } });
    renderRoute('/ar/myrequests');
    expect(await screen.findByText(ar.claims.requests.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ar.claims.requests.browse })).toHaveAttribute(
      'href',
      '/ar/feed',
    );
    expect(api.callsTo('PUT /api/donations/requests/seen')).toHaveLength(0);
  });
});
