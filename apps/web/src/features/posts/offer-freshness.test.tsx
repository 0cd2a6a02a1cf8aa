import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { PostDetail, StillAvailableAnswer } from '@tabarru/contract/posts';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { ammanInstantDayText } from '../../lib/amman-days';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { aPostDetail } from '../../test/posts';
import { renderRoute } from '../../test/render-route';

const DAY_MS = 24 * 60 * 60_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const ANSWER = 'POST /api/posts/5/still-available';
const NO_ASKS = { body: { promised: false, asks_open: 0, asks: [] } };

/** The day an instant falls on in Amman, as the page writes it. */
const dayText = (iso: string, catalog: typeof en) =>
  ammanInstantDayText(iso, catalog === ar ? 'ar' : 'en', new Date());

/** `userId` (omar, 3, is the donor; sara, 7, anyone else) on the page of post 5 as `post()` stands. */
function onPost5(userId: number, post: () => PostDetail, more: Record<string, StubHandler> = {}) {
  storeToken(makeToken({ userId, username: userId === 3 ? 'omar' : 'sara' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    [`GET /api/donations/claims/count/${userId}`]: { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /api/blocks': { body: { blocks: [] } },
    'GET /Posting/posts/5': () => ({ body: post() }),
    'GET /api/posts/5/asks': NO_ASKS,
    ...more,
  });
}

/** The API's answer: the post as the answer left it. */
function answered(post: PostDetail, answer: StillAvailableAnswer): PostDetail {
  const now = new Date().toISOString();
  switch (answer) {
    case 'yes':
      return { ...post, still_available_asked: false, expired: false, expires_at: daysFromNow(30) };
    case 'given_away':
      return { ...post, still_available_asked: false, availability: 'donated', quantity_left: 0 };
    case 'withdraw':
      return { ...post, still_available_asked: false, expired: true, expires_at: now };
  }
}

const askedPost = () => aPostDetail({ still_available_asked: true, expires_at: daysFromNow(23) });

const question = (catalog: typeof en) =>
  screen.findByRole('region', { name: catalog.freshness.question.heading });

describe("an offer's days on the feed, on its page", { timeout: 15_000 }, () => {
  it.each([
    ['yes', '/posts/5', en, en.freshness.question.yes],
    ['yes', '/ar/posts/5', ar, ar.freshness.question.yes],
    ['given_away', '/posts/5', en, en.freshness.question.givenAway],
    ['given_away', '/ar/posts/5', ar, ar.freshness.question.givenAway],
    ['withdraw', '/posts/5', en, en.freshness.question.withdraw],
    ['withdraw', '/ar/posts/5', ar, ar.freshness.question.withdraw],
  ] as const)(
    'asks the donor "Still available?" and saves the answer %s on %s',
    async (answer, path, catalog, button) => {
      const user = userEvent.setup();
      let post = askedPost();
      const api = onPost5(3, () => post, {
        [ANSWER]: () => {
          post = answered(post, answer);
          return { body: { message: 'saved', post } };
        },
      });
      renderRoute(path);
      const card = await question(catalog);
      expect(within(card).getByText(catalog.freshness.question.lead)).toBeInTheDocument();
      expect(
        within(card).getByText(
          catalog.freshness.onOffer.until.replace(
            '{{date}}',
            dayText(askedPost().expires_at ?? '', catalog),
          ),
        ),
      ).toBeInTheDocument();

      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
      await user.click(within(card).getByRole('button', { name: button }));

      // Only "given away", which cannot be undone, is asked first.
      expect(confirm).toHaveBeenCalledTimes(answer === 'given_away' ? 1 : 0);
      confirm.mockRestore();
      expect(api.callsTo(ANSWER).map((call) => call.body)).toEqual([{ answer }]);
      const toasts = {
        yes: catalog.freshness.toast.renewedUntil.replace(
          '{{date}}',
          dayText(daysFromNow(30), catalog),
        ),
        given_away: catalog.freshness.toast.givenAway,
        withdraw: catalog.freshness.toast.withdrawn,
      };
      expect(await screen.findByText(toasts[answer])).toBeInTheDocument();
      expect(
        screen.queryByRole('region', { name: catalog.freshness.question.heading }),
      ).not.toBeInTheDocument();
      const heading = screen.getByRole('heading', { level: 1, name: post.title });
      const header = heading.closest('header') as HTMLElement;
      if (answer === 'yes') {
        expect(
          screen.getByText(
            catalog.freshness.onOffer.until.replace('{{date}}', dayText(daysFromNow(30), catalog)),
          ),
        ).toBeInTheDocument();
      } else if (answer === 'given_away') {
        expect(within(header).getByText(catalog.posts.availability.donated)).toBeInTheDocument();
        expect(
          screen.queryByRole('button', { name: catalog.freshness.onOffer.renew }),
        ).not.toBeInTheDocument();
      } else {
        expect(
          screen.getByRole('region', {
            name: catalog.freshness.ended.endedOn.replace(
              '{{date}}',
              dayText(post.expires_at ?? '', catalog),
            ),
          }),
        ).toBeInTheDocument();
      }
      // The page was not read again for it: the reply's post is shown.
      expect(api.callsTo('GET /Posting/posts/5')).toHaveLength(1);
    },
  );

  it.each([
    ['/posts/5', en],
    ['/ar/posts/5', ar],
  ] as const)('on %s sends no "given away" the donor did not confirm', async (path, catalog) => {
    const user = userEvent.setup();
    const post = askedPost();
    const api = onPost5(3, () => post, {});
    renderRoute(path);
    const card = await question(catalog);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(
      within(card).getByRole('button', { name: catalog.freshness.question.givenAway }),
    );
    expect(confirm).toHaveBeenCalledWith(
      catalog.freshness.question.confirmGivenAway.replace('{{title}}', post.title),
    );
    confirm.mockRestore();
    expect(api.callsTo(ANSWER)).toEqual([]);
    expect(card).toBeInTheDocument();
  });

  it.each([
    ['/posts/5', en],
    ['/ar/posts/5', ar],
  ] as const)(
    'on %s tells the donor when the offer ended, and renews it',
    async (path, catalog) => {
      const user = userEvent.setup();
      const endedAt = daysFromNow(-3);
      let post = aPostDetail({ expired: true, expires_at: endedAt });
      const api = onPost5(3, () => post, {
        [ANSWER]: () => {
          post = answered(post, 'yes');
          return { body: { message: 'renewed', post } };
        },
      });
      renderRoute(path);
      const notice = await screen.findByRole('region', {
        name: catalog.freshness.ended.endedOn.replace('{{date}}', dayText(endedAt, catalog)),
      });
      expect(screen.queryByRole('region', { name: catalog.freshness.question.heading })).toBeNull();

      const renew = catalog.freshness.ended.renew.replace('{{days}}', '30');
      await user.click(within(notice).getByRole('button', { name: renew }));

      expect(api.callsTo(ANSWER).map((call) => call.body)).toEqual([{ answer: 'yes' }]);
      expect(
        await screen.findByText(
          catalog.freshness.toast.renewedUntil.replace(
            '{{date}}',
            dayText(daysFromNow(30), catalog),
          ),
        ),
      ).toBeInTheDocument();
      expect(notice).not.toBeInTheDocument();
      expect(
        screen.getByText(
          catalog.freshness.onOffer.until.replace('{{date}}', dayText(daysFromNow(30), catalog)),
        ),
      ).toBeInTheDocument();
    },
  );

  it('shows the donor until when an offer is on the feed, without asking anything', async () => {
    onPost5(3, () => aPostDetail({ expires_at: daysFromNow(12) }));
    renderRoute('/posts/5');
    expect(
      await screen.findByText(
        en.freshness.onOffer.until.replace('{{date}}', dayText(daysFromNow(12), en)),
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: en.freshness.ended.renew.replace('{{days}}', '30') }),
    ).toHaveTextContent(en.freshness.onOffer.renew);
    expect(screen.queryByRole('region', { name: en.freshness.question.heading })).toBeNull();
    expect(screen.queryByText(en.freshness.ended.visitor)).toBeNull();
  });

  it.each([
    ['/posts/5', en],
    ['/ar/posts/5', ar],
  ] as const)(
    'on %s tells anyone else the offer ended, with no way to ask for it or claim it',
    async (path, catalog) => {
      onPost5(7, () => aPostDetail({ expired: true, expires_at: daysFromNow(-2) }), {
        'GET /api/posts/5/asks': { body: { promised: false, asks_open: 1, asks: [] } },
      });
      renderRoute(path);
      expect(await screen.findByText(catalog.freshness.ended.visitor)).toBeInTheDocument();
      const bar = screen.getByRole('group', { name: catalog.posts.detail.contact });
      expect(
        within(bar).getByRole('link', { name: catalog.posts.detail.messageSeller }),
      ).toBeInTheDocument();
      expect(within(bar).queryByRole('button', { name: catalog.claims.button })).toBeNull();
      // The asks were read, and offer no "I'd like this".
      expect(await screen.findByText(catalog.pickups.status.asked_one)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: catalog.pickups.ask.button })).toBeNull();
      expect(screen.queryByRole('button', { name: catalog.freshness.onOffer.renew })).toBeNull();
      expect(
        screen.queryByRole('button', {
          name: catalog.freshness.ended.renew.replace('{{days}}', '30'),
        }),
      ).toBeNull();
    },
  );

  it('shows anyone else nothing of it while the offer is on the feed', async () => {
    onPost5(7, () => aPostDetail({ expires_at: daysFromNow(20) }));
    renderRoute('/posts/5');
    expect(await screen.findByRole('button', { name: en.pickups.ask.button })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.claims.button })).toBeInTheDocument();
    expect(screen.queryByText(en.freshness.ended.visitor)).toBeNull();
    expect(screen.queryByText(/On offer until/)).toBeNull();
  });

  it.each([
    [409, 'POST_DONATED_LOCKED', ar.errors.POST_DONATED_LOCKED],
    [409, 'NOT_AN_OFFER', ar.freshness.errors.NOT_AN_OFFER],
    [403, 'NOT_POST_OWNER', ar.errors.NOT_POST_OWNER],
    [500, 'INTERNAL', ar.freshness.failed],
  ] as const)(
    'says in Arabic why a %s %s answer was refused, and keeps asking',
    async (status, code, text) => {
      const user = userEvent.setup();
      onPost5(3, askedPost, {
        [ANSWER]: { status, body: { message: 'English words the page never shows', code } },
      });
      renderRoute('/ar/posts/5');
      const card = await question(ar);
      await user.click(within(card).getByRole('button', { name: ar.freshness.question.withdraw }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(card).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: ar.freshness.question.yes })).toBeEnabled();
    },
  );

  it('reads the post again when an ask is refused because the offer ended meanwhile', async () => {
    const user = userEvent.setup();
    let post = aPostDetail({ expires_at: daysFromNow(1) });
    const api = onPost5(7, () => post, {
      'POST /api/posts/5/asks': () => {
        post = { ...post, expired: true };
        return {
          status: 409,
          body: { message: 'This offer has ended.', code: 'OFFER_ENDED' },
        };
      },
    });
    renderRoute('/ar/posts/5');
    await user.click(await screen.findByRole('button', { name: ar.pickups.ask.button }));
    expect(await screen.findByText(ar.freshness.errors.OFFER_ENDED)).toBeInTheDocument();
    expect(await screen.findByText(ar.freshness.ended.visitor)).toBeInTheDocument();
    expect(api.callsTo('GET /Posting/posts/5')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: ar.pickups.ask.button })).toBeNull();
  });
});
