import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Ask, MyAsksReply } from '@tabarru/contract/pickups';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { aPickup, anAgreedPickup, anAsk, aPromisedAsk } from '../../test/asks';
import { renderRoute } from '../../test/render-route';

type MyAsk = MyAsksReply['asks'][number];

/** Sara's ask `id` on post 40 + id, given by omar (member 3). */
function myAsk(id: number, ask: Ask, title = `Heater ${id}`): MyAsk {
  return {
    ...ask,
    id,
    post_id: 40 + id,
    post: { id: 40 + id, title, thumbnail: null },
    donor: { id: 3, username: 'omar' },
  };
}

/** Signed in as sara (member 7), with these answers beside the shell's. */
function signedIn(handlers: Record<string, StubHandler>) {
  storeToken(makeToken({ userId: 7, username: 'sara' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0, unseenDecisions: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    ...handlers,
  });
}

const EVERY_STAGE: MyAsk[] = [
  myAsk(1, anAsk()),
  myAsk(2, aPromisedAsk()),
  myAsk(3, aPromisedAsk(aPickup({ state: 'another_time', windows: [] }))),
  myAsk(4, aPromisedAsk(anAgreedPickup()), 'مدفأة كهربائية'),
  myAsk(5, anAsk({ status: 'collected' })),
  myAsk(6, anAsk({ status: 'missed' })),
  myAsk(7, anAsk({ status: 'released', release_reason: 'The heater broke, sorry.' })),
  myAsk(8, anAsk({ status: 'withdrawn' })),
  myAsk(9, anAsk({ status: 'closed' })),
];

function rowsOf(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .map((row) => within(row));
}

describe('/myasks', { timeout: 15_000 }, () => {
  it("lists the member's asks, newest first, with the item, its donor and where each stands", async () => {
    signedIn({ 'GET /api/asks': { body: { asks: EVERY_STAGE } } });
    renderRoute('/myasks');
    expect(
      await screen.findByRole('heading', { level: 1, name: en.myAsks.title }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${en.myAsks.title} | ${en.app.name}`));
    const nav = screen.getByRole('navigation', { name: en.claims.sections });
    expect(within(nav).getByRole('link', { name: en.myAsks.title })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: en.claims.requests.title })).toHaveAttribute(
      'href',
      '/myrequests',
    );

    const rows = rowsOf(await screen.findByRole('list', { name: en.myAsks.title }));
    expect(rows.map((row) => row.getByRole('heading', { level: 2 }).textContent)).toEqual(
      EVERY_STAGE.map((ask) => ask.post.title),
    );
    const [waiting, pickTime, anotherTime, agreed, collected, missed, released, withdrawn, closed] =
      rows as [
        ReturnType<typeof within>,
        ReturnType<typeof within>,
        ReturnType<typeof within>,
        ReturnType<typeof within>,
        ReturnType<typeof within>,
        ReturnType<typeof within>,
        ReturnType<typeof within>,
        ReturnType<typeof within>,
        ReturnType<typeof within>,
      ];
    expect(waiting.getByRole('link', { name: 'Heater 1' })).toHaveAttribute('href', '/posts/41');
    expect(waiting.getByRole('link', { name: 'omar' })).toHaveAttribute('href', '/user/3');
    expect(waiting.getByText(en.myAsks.status.waiting)).toBeInTheDocument();
    expect(waiting.getByText(/2026/)).toHaveAttribute('datetime', '2026-12-01T10:00:00.000Z');
    expect(pickTime.getByText(en.myAsks.status.pickTime)).toBeInTheDocument();
    expect(anotherTime.getByText(en.myAsks.status.anotherTimeAsked)).toBeInTheDocument();
    expect(agreed.getByText(en.myAsks.status.agreed)).toBeInTheDocument();
    // 14:00 UTC is 17:00 on Amman's clock, wherever the reader is.
    expect(agreed.getByText('Saturday 5 December, 5:00 pm – 7:00 pm')).toHaveAttribute(
      'datetime',
      '2026-12-05T14:00:00.000Z',
    );
    expect(agreed.getByRole('heading', { level: 2 })).toHaveAttribute('dir', 'auto');
    expect(collected.getByText(en.myAsks.status.collected)).toBeInTheDocument();
    expect(missed.getByText(en.myAsks.status.missed)).toBeInTheDocument();
    expect(released.getByText(en.myAsks.status.released)).toBeInTheDocument();
    expect(released.getByText('The heater broke, sorry.').closest('q')).not.toBeNull();
    expect(withdrawn.getByText(en.myAsks.status.withdrawn)).toBeInTheDocument();
    expect(closed.getByText(en.myAsks.status.closed)).toBeInTheDocument();
  });

  it('says it all in Arabic, the agreed time on Amman’s clock', async () => {
    signedIn({ 'GET /api/asks': { body: { asks: [EVERY_STAGE[3]] } } });
    renderRoute('/ar/myasks');
    expect(
      await screen.findByRole('heading', { level: 1, name: ar.myAsks.title }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${ar.myAsks.title} | ${ar.app.name}`));
    const [row] = rowsOf(await screen.findByRole('list', { name: ar.myAsks.title }));
    expect(row?.getByRole('link', { name: 'مدفأة كهربائية' })).toHaveAttribute(
      'href',
      '/ar/posts/44',
    );
    expect(row?.getByText(ar.myAsks.status.agreed)).toBeInTheDocument();
    expect(row?.getByText('السبت، 5 كانون الأول، من 5:00 م إلى 7:00 م')).toBeInTheDocument();
    expect(row?.getByRole('link', { name: 'omar' })).toHaveAttribute('href', '/ar/user/3');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('says when there is no ask yet, with the way to the items', async () => {
    signedIn({ 'GET /api/asks': { body: { asks: [] } } });
    renderRoute('/myasks');
    expect(await screen.findByText(en.myAsks.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.myAsks.browse })).toHaveAttribute('href', '/feed');
  });

  it('says while it loads, and when it failed with Try again', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    signedIn({
      'GET /api/asks': async () => {
        await held;
        return fail
          ? { status: 503, body: { message: 'busy', code: 'SERVICE_UNAVAILABLE' } }
          : { body: { asks: [EVERY_STAGE[0]] } };
      },
    });
    renderRoute('/myasks');
    expect((await screen.findByText(en.myAsks.loading)).closest('[role=status]')).not.toBeNull();
    release();
    // Read again twice, as every list is, before it says so.
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(en.myAsks.loadFailed);

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: en.myAsks.retry }));
    expect(await screen.findByRole('link', { name: 'Heater 1' })).toHaveAttribute(
      'href',
      '/posts/41',
    );
  });

  it('sends a visitor to sign in, and back after', async () => {
    const api = stubApi({});
    const { router } = renderRoute('/ar/myasks');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/authentication/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/myasks')}`);
    expect(api.callsTo('GET /api/asks')).toEqual([]);
  });
});

describe('the ways to My asks', () => {
  it('are beside My requests, in the nav of the claims pages', async () => {
    signedIn({ 'GET /api/donations/requests': { body: [] } });
    renderRoute('/ar/myrequests');
    const nav = await screen.findByRole('navigation', { name: ar.claims.sections });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/ar/myclaims', '/ar/myrequests', '/ar/myasks']);
  });
});
