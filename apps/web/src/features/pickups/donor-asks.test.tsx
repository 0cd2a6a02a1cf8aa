import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Ask, PostAsksReply } from '@tabarru/contract/pickups';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { daysFromToday } from '../../lib/amman-days';
import { aPickup, anAgreedPickup, anAsk, aPromisedAsk } from '../../test/asks';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { aPostDetail } from '../../test/posts';
import { renderRoute } from '../../test/render-route';

/** Lina (9) asked after Sara (7): the second in the list. */
const linaAsks = (overrides: Partial<Ask> = {}) =>
  anAsk({
    id: 22,
    created_at: '2026-12-01T12:00:00.000Z',
    asker: {
      id: 9,
      username: 'lina',
      first_time: true,
      pickups_completed: 0,
      pickups_missed: 1,
      reply_hours: null,
    },
    ...overrides,
  });

const replyOf = (asks: Ask[]): PostAsksReply => ({
  promised: asks.some((ask) => ask.status === 'promised'),
  asks_open: asks.filter((ask) => ask.status === 'waiting' || ask.status === 'promised').length,
  asks,
});

/** Omar (3) on the page of his post 5; its asks are `asks()` as they stand. */
function omarOnPost5(asks: () => Ask[], more: Record<string, StubHandler> = {}) {
  storeToken(makeToken({ userId: 3, username: 'omar' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/3': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /api/blocks': { body: { blocks: [] } },
    'GET /Posting/posts/5': { body: aPostDetail() },
    'GET /api/posts/5/asks': () => ({ body: replyOf(asks()) }),
    ...more,
  });
}

const whoAsked = async (catalog = en) => {
  const section = await screen.findByRole('region', { name: catalog.pickups.heading });
  const list = within(section).getByRole('list', { name: catalog.pickups.donor.heading });
  return { section, cards: Array.from(list.children) as HTMLElement[] };
};

/** The day after today in Amman, as a date control takes it. */
const tomorrow = () => daysFromToday(new Date(), 1).last;

describe("the donor's list of who asked", { timeout: 15_000 }, () => {
  it('lists the askers in order with what helps to choose, in Arabic', async () => {
    omarOnPost5(() => [anAsk({ note: 'I can come on Thursday.' }), linaAsks()]);
    renderRoute('/ar/posts/5');
    const { section, cards } = await whoAsked(ar);
    expect(within(section).getByText('طلبه شخصان')).toBeInTheDocument();
    const [sara = section, lina = section] = cards;
    expect(cards).toHaveLength(2);
    expect(within(sara).getByRole('link', { name: 'sara' })).toHaveAttribute('href', '/ar/user/7');
    expect(within(sara).getByText('أكمل استلامين')).toBeInTheDocument();
    expect(within(sara).getByText('يردّ عادةً خلال 3 ساعات')).toBeInTheDocument();
    expect(within(sara).getByText('I can come on Thursday.')).toHaveAttribute('dir', 'auto');
    expect(within(sara).queryByText(ar.pickups.donor.firstTime)).toBeNull();
    expect(within(lina).getByText(ar.pickups.donor.firstTime)).toBeInTheDocument();
    expect(within(lina).getByText('لم يُكمل أي استلام بعد')).toBeInTheDocument();
    expect(within(lina).getByText('تغيّب عن موعد واحد')).toBeInTheDocument();
    expect(within(lina).queryByText(/يردّ عادةً/)).toBeNull();
    // Each may be promised the item while nobody holds a promise.
    expect(within(sara).getByRole('button', { name: 'عِد \u2068sara\u2069 بالغرض' })).toBeVisible();
    expect(within(lina).getByRole('button', { name: 'عِد \u2068lina\u2069 بالغرض' })).toBeVisible();
  });

  it('says when nobody asked yet', async () => {
    omarOnPost5(() => []);
    renderRoute('/posts/5');
    const section = await screen.findByRole('region', { name: en.pickups.heading });
    expect(within(section).getByText(en.pickups.donor.empty)).toBeInTheDocument();
  });

  it('promises the item with times, a meeting point and a relative, after saying what is missing', async () => {
    const user = userEvent.setup();
    let asks = [anAsk(), linaAsks()];
    const api = omarOnPost5(() => asks, {
      'POST /api/asks/21/promise': () => {
        asks = [aPromisedAsk(aPickup({ relative_may_collect: true })), linaAsks()];
        return { body: { message: 'promised', ask: asks[0] } };
      },
    });
    renderRoute('/posts/5');
    const { section } = await whoAsked();
    await user.click(within(section).getByRole('button', { name: 'Promise to \u2068sara\u2069' }));
    const form = within(section).getByRole('region', { name: 'Promise to \u2068sara\u2069' });

    // Sent empty: each missing part says so, the first takes the focus, and nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Promise to \u2068sara\u2069' }));
    const day = within(form).getByLabelText(en.pickups.form.date);
    expect(day).toHaveAccessibleDescription(en.pickups.form.errors.dateRequired);
    await waitFor(() => expect(day).toHaveFocus());
    expect(api.callsTo('POST /api/asks/21/promise')).toHaveLength(0);

    fireEvent.change(day, { target: { value: tomorrow() } });
    fireEvent.change(within(form).getByLabelText(en.pickups.form.from), {
      target: { value: '17:00' },
    });
    fireEvent.change(within(form).getByLabelText(en.pickups.form.to), {
      target: { value: '19:00' },
    });
    await user.click(within(form).getByRole('button', { name: en.pickups.form.addWindow }));
    const second = within(form).getByRole('group', { name: 'Time 2' });
    fireEvent.change(within(second).getByLabelText(en.pickups.form.date), {
      target: { value: tomorrow() },
    });
    fireEvent.change(within(second).getByLabelText(en.pickups.form.from), {
      target: { value: '10:00' },
    });
    fireEvent.change(within(second).getByLabelText(en.pickups.form.to), {
      target: { value: '09:00' },
    });
    await user.click(within(form).getByRole('radio', { name: en.pickups.form.placeMeetingPoint }));
    await user.click(within(form).getByRole('button', { name: 'Promise to \u2068sara\u2069' }));
    expect(within(second).getByLabelText(en.pickups.form.to)).toHaveAccessibleDescription(
      en.pickups.form.errors.endBeforeStart,
    );
    expect(
      within(form).getByRole('textbox', { name: en.pickups.form.meetingPointLabel }),
    ).toHaveAccessibleDescription(en.pickups.form.errors.meetingPointRequired);

    await user.click(within(second).getByRole('button', { name: 'Remove time 2' }));
    expect(within(form).queryByRole('group', { name: 'Time 2' })).toBeNull();
    await user.type(
      within(form).getByRole('textbox', { name: en.pickups.form.meetingPointLabel }),
      'City Mall, main gate',
    );
    await user.click(within(form).getByRole('checkbox', { name: en.pickups.form.relative }));
    await user.click(within(form).getByRole('button', { name: 'Promise to \u2068sara\u2069' }));

    expect(await screen.findByText(en.pickups.toast.promised)).toBeInTheDocument();
    expect(api.callsTo('POST /api/asks/21/promise')[0]?.body).toEqual({
      windows: [{ date: tomorrow(), from: '17:00', to: '19:00' }],
      place: { kind: 'meeting_point', meeting_point: 'City Mall, main gate' },
      relative_may_collect: true,
    });
    expect(
      await within(section).findByText('Waiting for \u2068sara\u2069 to pick one of your times.'),
    ).toBeInTheDocument();
    // Promised above the list, and beside sara in it.
    expect(within(section).getAllByText(en.pickups.status.promised)).toHaveLength(2);
    // Nobody else may be promised the item meanwhile.
    expect(within(section).queryByRole('button', { name: /^Promise to/ })).toBeNull();
  });

  it('withdraws a promise saying why, then offers the next asker the promise in one step', async () => {
    const user = userEvent.setup();
    let asks = [aPromisedAsk(), linaAsks()];
    const api = omarOnPost5(() => asks, {
      'POST /api/asks/21/withdraw-promise': (request) => {
        asks = [
          anAsk({
            status: 'released',
            release_reason: (request.body as { reason: string }).reason,
          }),
          linaAsks(),
        ];
        return { body: { message: 'withdrawn', ask: asks[0] } };
      },
    });
    renderRoute('/posts/5');
    const { section } = await whoAsked();
    expect(within(section).queryByRole('button', { name: /^Promise to/ })).toBeNull();
    await user.click(
      within(section).getByRole('button', { name: en.pickups.donor.withdrawPromise }),
    );
    const reason = within(section).getByRole('textbox', { name: en.pickups.donor.withdrawReason });
    expect(reason).toHaveFocus();
    await user.click(
      within(section).getByRole('button', { name: en.pickups.donor.withdrawPromise }),
    );
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(en.pickups.form.errors.reasonRequired),
    );
    expect(api.callsTo('POST /api/asks/21/withdraw-promise')).toHaveLength(0);

    await user.type(reason, 'She did not answer for three days.');
    await user.click(
      within(section).getByRole('button', { name: en.pickups.donor.withdrawPromise }),
    );
    expect(await screen.findByText(en.pickups.toast.promiseWithdrawn)).toBeInTheDocument();
    expect(api.callsTo('POST /api/asks/21/withdraw-promise')[0]?.body).toEqual({
      reason: 'She did not answer for three days.',
    });
    expect(
      await within(section).findByRole('button', { name: 'Promise to \u2068lina\u2069' }),
    ).toBeInTheDocument();
    expect(within(section).getByText(en.pickups.donor.status.released)).toBeInTheDocument();
  });

  it('offers new times when the receiver asked for another, without asking again about a relative', async () => {
    const user = userEvent.setup();
    let asks = [aPromisedAsk(aPickup({ state: 'another_time', windows: [] }))];
    const api = omarOnPost5(() => asks, {
      'PUT /api/asks/21/times': () => {
        asks = [aPromisedAsk()];
        return { body: { message: 'sent', ask: asks[0] } };
      },
    });
    renderRoute('/posts/5');
    const { section } = await whoAsked();
    expect(
      within(section).getByText('\u2068sara\u2069 asked for another time.'),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: en.pickups.donor.offerTimes }));
    const form = within(section).getByRole('region', { name: en.pickups.donor.offerTimes });
    expect(within(form).queryByRole('checkbox')).toBeNull();
    fireEvent.change(within(form).getByLabelText(en.pickups.form.date), {
      target: { value: tomorrow() },
    });
    fireEvent.change(within(form).getByLabelText(en.pickups.form.from), {
      target: { value: '18:00' },
    });
    fireEvent.change(within(form).getByLabelText(en.pickups.form.to), {
      target: { value: '20:00' },
    });
    await user.click(within(form).getByRole('radio', { name: en.pickups.form.placeInChat }));
    await user.click(within(form).getByRole('button', { name: en.pickups.donor.offerTimes }));
    expect(await screen.findByText(en.pickups.toast.timesOffered)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/asks/21/times')[0]?.body).toEqual({
      windows: [{ date: tomorrow(), from: '18:00', to: '20:00' }],
      place: { kind: 'in_chat' },
    });
  });

  it("checks a relative's code in Arabic, and after the time began asks how it went", async () => {
    const user = userEvent.setup();
    let asks = [
      aPromisedAsk(
        anAgreedPickup({ relative_may_collect: true, first_meeting: true, outcome_due: true }),
      ),
    ];
    const api = omarOnPost5(() => asks, {
      'POST /api/asks/21/check-code': (request) =>
        (request.body as { code: string }).code === '123456'
          ? { body: { message: 'The code is right.', matches: true } }
          : {
              status: 400,
              body: { message: 'This code is not right.', code: 'COLLECTOR_CODE_WRONG' },
            },
      'POST /api/asks/21/outcome': () => {
        asks = [anAsk({ status: 'missed' })];
        return { body: { message: 'missed', ask: asks[0] } };
      },
    });
    renderRoute('/ar/posts/5');
    const { section } = await whoAsked(ar);
    expect(within(section).getByText(ar.pickups.safety.text)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: ar.pickups.calendar })).toBeInTheDocument();

    const code = within(section).getByRole('textbox', { name: ar.pickups.donor.checkCode });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '111111');
    await user.click(
      within(section).getByRole('button', { name: ar.pickups.donor.checkCodeButton }),
    );
    expect(await screen.findByText(ar.pickupErrors.COLLECTOR_CODE_WRONG)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(
      within(section).getByRole('button', { name: ar.pickups.donor.checkCodeButton }),
    );
    expect(
      await within(section).findByText('الرمز صحيح: هذا الشخص يستلم نيابةً عن \u2068sara\u2069.'),
    ).toBeInTheDocument();

    const question = within(section).getByRole('group', { name: ar.pickups.donor.outcomeQuestion });
    expect(
      within(question)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      ar.pickups.outcome.collected,
      ar.pickups.outcome.missed,
      ar.pickups.outcome.anotherTime,
    ]);
    await user.click(within(question).getByRole('button', { name: ar.pickups.outcome.missed }));
    expect(await screen.findByText(ar.pickups.toast.missed)).toBeInTheDocument();
    expect(api.callsTo('POST /api/asks/21/outcome')[0]?.body).toEqual({ outcome: 'missed' });
    expect(await within(section).findByText(ar.pickups.donor.status.missed)).toBeInTheDocument();
  });
});
