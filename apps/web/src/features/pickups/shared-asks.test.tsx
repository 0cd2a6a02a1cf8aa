import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Ask, PostAsksReply } from '@tabarru/contract/pickups';
import type { PostDetail } from '@tabarru/contract/posts';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { aPickup, anAsk, aPromisedAsk } from '../../test/asks';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { aDrawPost, aPostDetail } from '../../test/posts';
import { renderRoute } from '../../test/render-route';

/** The draw of aDrawPost is at the end of this day, on Amman's clock. */
const DRAW_DAY = { en: 'Friday 27 November', ar: 'الجمعة، 27 تشرين الثاني' };

/** Promised without times yet: the first to ask, or a draw's winner. */
const timesToCome = () => aPickup({ state: 'another_time', windows: [] });

const inDraw = (number: string, in_draw = true) => ({ draw: { number, in_draw } });

/** Lina (9), who asked after Sara (7). */
const linaAsks = (overrides: Partial<Ask> = {}) =>
  anAsk({
    id: 22,
    created_at: '2026-12-01T12:00:00.000Z',
    asker: {
      id: 9,
      username: 'lina',
      first_time: true,
      pickups_completed: 0,
      pickups_missed: 0,
      reply_hours: null,
    },
    ...overrides,
  });

const replyOf = (asks: Ask[], promised = false): PostAsksReply => ({
  promised,
  asks_open: asks.filter((ask) => ask.status === 'waiting' || ask.status === 'promised').length,
  asks,
});

/** `userId` on the page of omar's post 5, as `post` says it; its asks are `asks()`. */
function onPost5(
  userId: 3 | 7,
  post: PostDetail,
  asks: () => PostAsksReply,
  more: Record<string, StubHandler> = {},
) {
  storeToken(makeToken({ userId, username: userId === 3 ? 'omar' : 'sara' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    [`GET /api/donations/claims/count/${userId}`]: { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /api/blocks': { body: { blocks: [] } },
    'GET /Posting/posts/5': { body: post },
    'GET /api/posts/5/asks': () => ({ body: asks() }),
    ...more,
  });
}

const pickupSection = (catalog = en) =>
  screen.findByRole('region', { name: catalog.pickups.heading });

describe("a member's ask of an item a draw decides", { timeout: 15_000 }, () => {
  it('says who takes part before asking, then that they are in the draw, with their number', async () => {
    const user = userEvent.setup();
    let asks: Ask[] = [];
    onPost5(7, aDrawPost(), () => replyOf(asks), {
      'POST /api/posts/5/asks': () => {
        asks = [anAsk(inDraw('3fa2c9d1'))];
        return { status: 201, body: { message: 'sent', ask: asks[0] } };
      },
    });
    renderRoute('/posts/5');
    const section = await pickupSection();
    expect(
      within(section).getByText(en.pickups.ask.leadDraw.replace('{{date}}', DRAW_DAY.en)),
    ).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: en.pickups.ask.button }));
    const status = await within(section).findByText(
      en.pickups.asker.inDraw.replace('{{date}}', DRAW_DAY.en),
    );
    expect(status).toHaveAttribute('role', 'status');
    const number = within(section).getByText('3fa2c9d1');
    expect(number.parentElement).toHaveTextContent('Your number in the draw: 3fa2c9d1');
    expect(number).toHaveAttribute('dir', 'ltr');
  });

  it('in Arabic, says an ask after the deadline is not in the draw and waits in line', async () => {
    onPost5(7, aDrawPost(), () => replyOf([anAsk(inDraw('0b1c2d3e', false))]));
    renderRoute('/ar/posts/5');
    const section = await pickupSection(ar);
    expect(within(section).getByRole('status')).toHaveTextContent(ar.pickups.asker.afterDeadline);
    expect(within(section).getByText('0b1c2d3e').parentElement).toHaveTextContent(
      'رقمك في القرعة: 0b1c2d3e',
    );
  });

  it('says the draw is done and the ask waits in line, or that it won and times will come', async () => {
    const drawn = aDrawPost({ drawn_at: '2026-11-27T21:00:30.000Z' });
    let ask = anAsk(inDraw('f0000000'));
    onPost5(7, drawn, () => replyOf([ask]));
    const { unmount } = renderRoute('/posts/5');
    const section = await pickupSection();
    expect(within(section).getByRole('status')).toHaveTextContent(en.pickups.asker.drawDone);
    unmount();

    ask = aPromisedAsk(timesToCome(), inDraw('00000001'));
    renderRoute('/posts/5');
    const won = await pickupSection();
    expect(within(won).getByRole('status')).toHaveTextContent(en.pickups.asker.promisedAfterDraw);
    expect(within(won).getByText('00000001')).toBeInTheDocument();
    expect(within(won).queryByRole('button', { name: en.pickups.asker.pick })).toBeNull();
  });
});

describe("a member's ask of an item the first to ask get", { timeout: 15_000 }, () => {
  it('says it goes to the first, then that it was promised at once and the donor offers times', async () => {
    const user = userEvent.setup();
    let asks: Ask[] = [];
    onPost5(7, aPostDetail({ share_mode: 'first' }), () => replyOf(asks), {
      'POST /api/posts/5/asks': () => {
        asks = [aPromisedAsk(timesToCome())];
        return { status: 201, body: { message: 'sent', ask: asks[0] } };
      },
    });
    renderRoute('/ar/posts/5');
    const section = await pickupSection(ar);
    expect(within(section).getByText(ar.pickups.ask.leadFirst)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: ar.pickups.ask.button }));
    expect(await within(section).findByText(ar.pickups.asker.promisedFirst)).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(section).queryByText(ar.pickups.asker.anotherTimeAsked)).toBeNull();
  });

  it('says an ask after the first waits in line', async () => {
    onPost5(7, aPostDetail({ share_mode: 'first', availability: 'reserved' }), () =>
      replyOf([anAsk()], true),
    );
    renderRoute('/posts/5');
    const section = await pickupSection();
    expect(within(section).getByRole('status')).toHaveTextContent(en.pickups.asker.behindFirst);
  });
});

describe(
  "the donor's list of who asked, shared by a draw or to the first",
  { timeout: 15_000 },
  () => {
    it('before the draw, shows each number and who asked too late, and no promise by hand', async () => {
      onPost5(3, aDrawPost(), () =>
        replyOf([anAsk(inDraw('3fa2c9d1')), linaAsks(inDraw('0b1c2d3e', false))]),
      );
      renderRoute('/posts/5');
      const section = await pickupSection();
      expect(
        within(section).getByText(en.pickups.donor.drawToCome.replace('{{date}}', DRAW_DAY.en)),
      ).toBeInTheDocument();
      const list = within(section).getByRole('list', { name: en.pickups.donor.heading });
      const [sara = section, lina = section] = Array.from(list.children) as HTMLElement[];
      expect(within(sara).getByText('3fa2c9d1').parentElement).toHaveTextContent(
        'Number in the draw: 3fa2c9d1',
      );
      expect(within(sara).queryByText(en.pickups.donor.afterDeadline, { exact: false })).toBeNull();
      expect(within(lina).getByText('0b1c2d3e').parentElement).toHaveTextContent(
        `Number in the draw: 0b1c2d3e ${en.pickups.donor.afterDeadline}`,
      );
      expect(within(section).queryByRole('button', { name: /Promise to/ })).toBeNull();
    });

    it('after the draw, asks times of the winner and may promise one of those left by hand', async () => {
      const drawn = aDrawPost({ drawn_at: '2026-11-27T21:00:30.000Z' });
      onPost5(3, drawn, () =>
        replyOf([aPromisedAsk(timesToCome(), inDraw('00000001')), linaAsks(inDraw('f0000000'))]),
      );
      renderRoute('/ar/posts/5');
      const section = await pickupSection(ar);
      expect(within(section).queryByText(/تحدّد قرعةٌ/)).toBeNull();
      expect(
        within(section).getByText(
          ar.pickups.donor.timesToOffer.replace('{{name}}', '\u2068sara\u2069'),
        ),
      ).toBeInTheDocument();
      expect(
        within(section).getByRole('button', { name: ar.pickups.donor.offerTimes }),
      ).toBeVisible();
      // Three are left and one is promised: Lina may be promised another.
      expect(
        within(section).getByRole('button', { name: 'عِد \u2068lina\u2069 بالغرض' }),
      ).toBeVisible();
    });

    it('says the first to ask are promised at once, and asks times of them', async () => {
      onPost5(3, aPostDetail({ share_mode: 'first', availability: 'reserved' }), () =>
        replyOf([aPromisedAsk(timesToCome()), linaAsks()], true),
      );
      renderRoute('/posts/5');
      const section = await pickupSection();
      expect(within(section).getByText(en.pickups.donor.firstToAsk)).toBeInTheDocument();
      expect(
        within(section).getByText(
          en.pickups.donor.timesToOffer.replace('{{name}}', '\u2068sara\u2069'),
        ),
      ).toBeInTheDocument();
      expect(within(section).queryByText(/asked for another time/)).toBeNull();
      expect(within(section).queryByRole('button', { name: /Promise to/ })).toBeNull();
    });

    it('of several, promises as many as are left', async () => {
      onPost5(3, aPostDetail({ quantity: 2, quantity_left: 2 }), () =>
        replyOf([aPromisedAsk(), linaAsks()]),
      );
      renderRoute('/posts/5');
      const section = await pickupSection();
      expect(
        within(section).getByRole('button', { name: 'Promise to \u2068lina\u2069' }),
      ).toBeVisible();
    });
  },
);
