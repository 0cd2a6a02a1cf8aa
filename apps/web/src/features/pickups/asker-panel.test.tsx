import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Ask, PostAsksReply } from '@tabarru/contract/pickups';
import type { PostDetail } from '@tabarru/contract/posts';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { aPickup, anAgreedPickup, anAsk, aPromisedAsk, SATURDAY_EVENING } from '../../test/asks';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { currentSocket } from '../../test/realtime';
import { aPostDetail } from '../../test/posts';
import { renderRoute } from '../../test/render-route';

const ASKS = 'GET /api/posts/5/asks';

/**
 * Sara (7) on the page of omar's post 5; the post's asks are `asks()` as they stand, and
 * `more` answers the calls of the test.
 */
function saraOnPost5(
  asks: () => PostAsksReply,
  more: Record<string, StubHandler> = {},
  post: PostDetail = aPostDetail(),
) {
  storeToken(makeToken({ userId: 7, username: 'sara' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /api/blocks': { body: { blocks: [] } },
    'GET /Posting/posts/5': { body: post },
    [ASKS]: () => ({ body: asks() }),
    ...more,
  });
}

const replyWith = (ask?: Ask, promised = false): PostAsksReply => ({
  promised,
  asks_open: ask && (ask.status === 'waiting' || ask.status === 'promised') ? 1 : 0,
  asks: ask ? [ask] : [],
});

const pickupSection = (catalog = en) =>
  screen.findByRole('region', { name: catalog.pickups.heading });

describe("a member's ask on a post's page", { timeout: 15_000 }, () => {
  it("sends I'd like this in one tap, says where it stands, and withdraws it", async () => {
    const user = userEvent.setup();
    let ask: Ask | undefined;
    const api = saraOnPost5(() => replyWith(ask), {
      'POST /api/posts/5/asks': () => {
        ask = anAsk();
        return { status: 201, body: { message: 'Your ask was sent to the donor.', ask } };
      },
      'DELETE /api/asks/21': () => {
        ask = anAsk({ status: 'withdrawn' });
        return { body: { message: 'Your ask was withdrawn.', ask } };
      },
    });
    renderRoute('/posts/5');
    const section = await pickupSection();
    // The claim of an item already received stays beside it, as before.
    expect(screen.getByRole('button', { name: en.claims.button })).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: en.pickups.ask.button }));
    expect(await screen.findByText(en.pickups.toast.asked)).toBeInTheDocument();
    expect(api.callsTo('POST /api/posts/5/asks')[0]?.body).toEqual({});
    const status = within(section).getByRole('status');
    expect(status).toHaveTextContent(en.pickups.asker.waiting);
    expect(status).toHaveFocus();
    expect(within(section).queryByRole('button', { name: en.pickups.ask.button })).toBeNull();
    expect(await within(section).findByText('1 person asked')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: en.pickups.asker.withdraw }));
    expect(await screen.findByText(en.pickups.toast.askWithdrawn)).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/asks/21')).toHaveLength(1);
    expect(status).toHaveTextContent(en.pickups.asker.withdrawn);
    expect(
      within(section).getByRole('button', { name: en.pickups.ask.button }),
    ).toBeInTheDocument();
  });

  it('lets a member ask in line for an item promised to someone else', async () => {
    saraOnPost5(
      () => ({ promised: true, asks_open: 2, asks: [] }),
      {},
      aPostDetail({ availability: 'reserved' }),
    );
    renderRoute('/ar/posts/5');
    const section = await pickupSection(ar);
    expect(within(section).getByText(ar.pickups.status.promised)).toBeInTheDocument();
    expect(within(section).getByText('طلبه شخصان')).toBeInTheDocument();
    expect(within(section).getByText(ar.pickups.ask.leadPromised)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: ar.pickups.ask.button })).toBeEnabled();
  });

  it('sends the note written under "Add a note", and shows it while the ask waits', async () => {
    const user = userEvent.setup();
    let ask: Ask | undefined;
    const api = saraOnPost5(() => replyWith(ask), {
      'POST /api/posts/5/asks': (request) => {
        ask = anAsk({ note: (request.body as { note: string }).note });
        return { status: 201, body: { message: 'sent', ask } };
      },
    });
    renderRoute('/ar/posts/5');
    const section = await pickupSection(ar);
    await user.click(within(section).getByText(ar.pickups.ask.noteToggle));
    const note = within(section).getByRole('textbox', { name: ar.pickups.ask.noteLabel });
    expect(note).toHaveAttribute('dir', 'rtl');
    expect(note).toHaveAttribute('placeholder', ar.pickups.ask.notePlaceholder);
    await user.type(note, '  أستطيع المرور مساء الخميس ');
    await user.click(within(section).getByRole('button', { name: ar.pickups.ask.button }));
    expect(await screen.findByText(ar.pickups.toast.asked)).toBeInTheDocument();
    expect(api.callsTo('POST /api/posts/5/asks')[0]?.body).toEqual({
      note: 'أستطيع المرور مساء الخميس',
    });
    expect(within(section).getByText('أستطيع المرور مساء الخميس')).toHaveAttribute('dir', 'auto');
  });

  it.each([
    ['/posts/5', en],
    ['/ar/posts/5', ar],
  ] as const)("on %s shows a refusal by its code in the page's language", async (path, catalog) => {
    const user = userEvent.setup();
    saraOnPost5(() => replyWith(), {
      'POST /api/posts/5/asks': {
        status: 409,
        body: { message: 'You have already asked for this item.', code: 'ASK_ALREADY_SENT' },
      },
    });
    renderRoute(path);
    const section = await pickupSection(catalog);
    await user.click(within(section).getByRole('button', { name: catalog.pickups.ask.button }));
    expect(await screen.findByText(catalog.pickupErrors.ASK_ALREADY_SENT)).toBeInTheDocument();
  });

  it('offers the promised times on Amman’s clock in Arabic, and picks one', async () => {
    const user = userEvent.setup();
    const weibdeh = {
      id: 'amman-jabal-al-weibdeh',
      name_en: 'Jabal Al-Weibdeh',
      name_ar: 'جبل اللويبدة',
    };
    const aroundWeibdeh = {
      kind: 'area' as const,
      meeting_point: null,
      area: 'Amman - Jabal Al-Weibdeh',
      place_id: weibdeh.id,
    };
    let ask = aPromisedAsk(aPickup({ place: aroundWeibdeh }));
    const api = saraOnPost5(
      () => replyWith(ask, true),
      {
        'POST /api/asks/21/pick': () => {
          ask = aPromisedAsk(anAgreedPickup({ place: aroundWeibdeh }));
          return { body: { message: 'The time is agreed.', ask } };
        },
      },
      aPostDetail({ place: weibdeh }),
    );
    renderRoute('/ar/posts/5');
    const section = await pickupSection(ar);
    expect(within(section).getByText(ar.pickups.status.promised)).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent(ar.pickups.asker.pickTime);
    const times = within(section).getByRole('group', { name: ar.pickups.asker.timesLegend });
    const saturday = within(times).getByRole('radio', {
      name: 'السبت، 5 كانون الأول، من 5:00 م إلى 7:00 م',
    });
    within(times).getByRole('radio', { name: 'الأحد، 6 كانون الأول، من 10:00 ص إلى 11:30 ص' });
    expect(within(section).getByText(/في محيط/)).toHaveTextContent(
      'في محيط عمّان - Jabal Al-Weibdeh',
    );

    // Nothing chosen yet: the list says so, and nothing is sent.
    await user.click(within(section).getByRole('button', { name: ar.pickups.asker.pick }));
    expect(within(section).getByText(ar.pickups.asker.pickRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /api/asks/21/pick')).toHaveLength(0);

    await user.click(saturday);
    await user.click(within(section).getByRole('button', { name: ar.pickups.asker.pick }));
    expect(await screen.findByText(ar.pickups.toast.timePicked)).toBeInTheDocument();
    expect(api.callsTo('POST /api/asks/21/pick')[0]?.body).toEqual({
      window_id: SATURDAY_EVENING.id,
    });
    expect(within(section).getByRole('status')).toHaveTextContent(ar.pickups.asker.agreed);
    expect(within(section).getByText('السبت، 5 كانون الأول')).toBeInTheDocument();
    expect(within(section).getByText('من 5:00 م إلى 7:00 م')).toBeInTheDocument();
  });

  it("follows the donor's step as it arrives in the conversation about the item", async () => {
    let ask = anAsk();
    saraOnPost5(() => replyWith(ask));
    renderRoute('/posts/5');
    const section = await pickupSection();
    expect(within(section).getByRole('status')).toHaveTextContent(en.pickups.asker.waiting);
    ask = aPromisedAsk();
    act(() =>
      currentSocket().receive(
        'private_message',
        {
          fromUserId: 3,
          message: 'I promised you this item. Its page says when to collect it.',
          timestamp: '2026-12-02T09:00:00.000Z',
          id: 40,
          status: 'sent',
          postId: 5,
          threadPostId: 5,
          ask: { id: 21, event: 'promised' },
        },
        () => undefined,
      ),
    );
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent(en.pickups.asker.pickTime),
    );
  });

  it('asks for another time, and then waits for new times', async () => {
    const user = userEvent.setup();
    let ask = aPromisedAsk(
      aPickup({ place: { kind: 'in_chat', meeting_point: null, area: 'Irbid', place_id: null } }),
    );
    const api = saraOnPost5(() => replyWith(ask, true), {
      'POST /api/asks/21/another-time': () => {
        ask = aPromisedAsk(aPickup({ state: 'another_time', windows: [] }));
        return { body: { message: 'asked', ask } };
      },
    });
    renderRoute('/posts/5');
    const section = await pickupSection();
    expect(within(section).getByText(en.pickups.place.inChatReceiver)).toBeInTheDocument();
    expect(
      within(section).getByRole('radio', { name: 'Saturday 5 December, 5:00 pm – 7:00 pm' }),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: en.pickups.asker.anotherTime }));
    expect(await screen.findByText(en.pickups.toast.anotherTimeAsked)).toBeInTheDocument();
    expect(api.callsTo('POST /api/asks/21/another-time')).toHaveLength(1);
    expect(within(section).getByRole('status')).toHaveTextContent(
      en.pickups.asker.anotherTimeAsked,
    );
    expect(within(section).queryByRole('radio')).toBeNull();
  });

  describe('once a time is agreed', () => {
    let saved: { name: string; blob: Blob }[];
    let restore: (() => void)[] = [];

    beforeEach(() => {
      saved = [];
      const blobs = new Map<string, Blob>();
      // jsdom has no object URLs and does not navigate: the link's click is where a file is saved.
      const createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob as Blob);
        return url;
      });
      const revokeUrl = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        const blob = blobs.get(this.href);
        if (blob) saved.push({ name: this.download, blob });
      });
      restore = [createUrl, revokeUrl, click].map((spy) => () => spy.mockRestore());
    });

    afterEach(() => {
      for (const undo of restore) undo();
      restore = [];
    });

    it('shows the time large, the code for a relative, the safety advice, and a calendar file', async () => {
      const user = userEvent.setup();
      const pickup = anAgreedPickup({
        relative_may_collect: true,
        collector_code: '123456',
        first_meeting: true,
        place: {
          kind: 'meeting_point',
          meeting_point: 'City Mall, main gate',
          area: 'Amman',
          place_id: null,
        },
      });
      const api = saraOnPost5(() => replyWith(aPromisedAsk(pickup), true), {
        'GET /api/asks/21/calendar.ics?lang=en': {
          body: 'BEGIN:VCALENDAR',
          headers: { 'Content-Disposition': 'attachment; filename="tabarru-pickup.ics"' },
        },
      });
      renderRoute('/posts/5');
      const section = await pickupSection();
      expect(within(section).getByText('Saturday 5 December')).toHaveClass('text-2xl');
      expect(within(section).getByText('5:00 pm – 7:00 pm')).toBeInTheDocument();
      expect(within(section).getByText('City Mall, main gate')).toBeInTheDocument();
      expect(
        within(section).getByText(/If a relative collects for you, they show this code:/),
      ).toHaveTextContent('If a relative collects for you, they show this code: 123456');
      expect(within(section).getByText(en.pickups.safety.text)).toBeInTheDocument();
      // Before the time begins, nobody is asked whether it was collected.
      expect(
        within(section).queryByRole('button', { name: en.pickups.outcome.collected }),
      ).toBeNull();

      await user.click(within(section).getByRole('button', { name: en.pickups.calendar }));
      await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['tabarru-pickup.ics']));
      expect(api.callsTo('GET /api/asks/21/calendar.ics?lang=en')[0]?.authorization).toMatch(
        /^Bearer /,
      );
    });

    it('asks after the time began whether it was collected, and says so in Arabic', async () => {
      const user = userEvent.setup();
      let ask = aPromisedAsk(anAgreedPickup({ outcome_due: true }));
      const api = saraOnPost5(() => replyWith(ask, true), {
        'POST /api/asks/21/outcome': () => {
          ask = anAsk({ status: 'collected' });
          return { body: { message: 'collected', ask } };
        },
      });
      renderRoute('/ar/posts/5');
      const section = await pickupSection(ar);
      const question = within(section).getByRole('group', {
        name: ar.pickups.asker.outcomeQuestion,
      });
      // Only the donor may say the receiver did not come.
      expect(
        within(question)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual([ar.pickups.outcome.collected, ar.pickups.outcome.anotherTime]);
      const postReads = api.callsTo('GET /Posting/posts/5').length;
      await user.click(
        within(question).getByRole('button', { name: ar.pickups.outcome.collected }),
      );
      expect(await screen.findByText(ar.pickups.toast.collected)).toBeInTheDocument();
      expect(api.callsTo('POST /api/asks/21/outcome')[0]?.body).toEqual({ outcome: 'collected' });
      expect(within(section).getByRole('status')).toHaveTextContent(ar.pickups.asker.collected);
      // The item is now given: its page is read again.
      await waitFor(() =>
        expect(api.callsTo('GET /Posting/posts/5').length).toBeGreaterThan(postReads),
      );
    });
  });

  it.each([
    ['/posts/5', en],
    ['/ar/posts/5', ar],
  ] as const)('on %s gives the reason of a promise withdrawn', async (path, catalog) => {
    saraOnPost5(() =>
      replyWith(anAsk({ status: 'released', release_reason: 'My brother needs it after all.' })),
    );
    renderRoute(path);
    const section = await pickupSection(catalog);
    expect(within(section).getByRole('status')).toHaveTextContent(catalog.pickups.asker.released);
    expect(within(section).getByText('My brother needs it after all.')).toHaveAttribute(
      'dir',
      'auto',
    );
    expect(within(section).queryByRole('button', { name: catalog.pickups.ask.button })).toBeNull();
  });

  it('says the item went to another member this time', async () => {
    saraOnPost5(
      () => replyWith(anAsk({ status: 'closed' })),
      {},
      aPostDetail({ availability: 'donated' }),
    );
    renderRoute('/posts/5');
    const section = await pickupSection();
    expect(within(section).getByRole('status')).toHaveTextContent(en.pickups.asker.closed);
  });

  it('shows nothing on a wanted post, and does not ask for its asks', async () => {
    const api = saraOnPost5(() => replyWith(), {}, aPostDetail({ kind: 'wanted' }));
    renderRoute('/posts/5');
    await screen.findByRole('link', { name: en.wanted.iHaveThis });
    expect(screen.queryByRole('region', { name: en.pickups.heading })).toBeNull();
    expect(api.callsTo(ASKS)).toHaveLength(0);
  });
});
