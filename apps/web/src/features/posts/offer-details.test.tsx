import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { PostDetail } from '@tabarru/contract/posts';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi } from '../../test/api-stub';
import { aDrawPost, aPostDetail, DRAW_SEED } from '../../test/posts';
import { renderRoute } from '../../test/render-route';

/** Sara (7) reading omar's post 5 as `post` says it; its asks cannot be read, which hides them. */
function saraReading(post: PostDetail) {
  storeToken(makeToken({ userId: 7, username: 'sara' }));
  stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/7': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /api/blocks': { body: { blocks: [] } },
    'GET /Posting/posts/5': { body: post },
  });
}

const aboutTheItem = (texts = en) =>
  screen.findByRole('region', { name: texts.posts.offer.heading });

beforeEach(() => {
  // 13:00 in Amman on Monday 23 November 2026: the days below are this year's.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("what the donor said of the offer, on the post's page", { timeout: 15_000 }, () => {
  it('says the condition, how many are left, delivery, the day and the draw with its seed', async () => {
    saraReading(aDrawPost());
    renderRoute('/posts/5');
    const about = await aboutTheItem();
    expect(
      within(about)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Condition: Like new',
      '3 of 5 left',
      'The donor can deliver',
      'Must go by Friday 27 November',
      `A draw on Friday 27 November: everyone who asks by then takes part. Seed: ${DRAW_SEED}`,
    ]);
    expect(within(about).getByText(DRAW_SEED)).toHaveAttribute('dir', 'ltr');
    expect(within(about).getByText(/^Must go by/)).toHaveAttribute('datetime', '2026-11-27');
  });

  it('says it in Arabic, the days on Amman’s clock with the Levantine month names', async () => {
    saraReading(aDrawPost());
    renderRoute('/ar/posts/5');
    const about = await aboutTheItem(ar);
    expect(
      within(about)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'الحالة: شبه جديد',
      'بقي 3 من 5',
      'يستطيع المتبرّع توصيله',
      'يجب أن يُستلم بحلول الجمعة، 27 تشرين الثاني',
      `قرعة يوم الجمعة، 27 تشرين الثاني: يشارك فيها كل من يطلبه حتى ذلك اليوم. بذرة القرعة: ${DRAW_SEED}`,
    ]);
  });

  it('says when the draw was done, on the day it was in Amman', async () => {
    // 00:00:30 on Saturday 28 November in Amman.
    saraReading(aDrawPost({ drawn_at: '2026-11-27T21:00:30.000Z' }));
    renderRoute('/posts/5');
    const about = await aboutTheItem();
    expect(
      within(about).getByText(/^Drawn on Saturday 28 November: the lowest numbers won\./),
    ).toBeInTheDocument();
  });

  it('says all were given, that the first to ask get it, and the year of a day in another', async () => {
    saraReading(
      aPostDetail({
        quantity: 4,
        quantity_left: 0,
        availability: 'donated',
        deadline: '2027-01-05',
        share_mode: 'first',
      }),
    );
    renderRoute('/posts/5');
    const about = await aboutTheItem();
    expect(
      within(about)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      en.posts.offer.allGiven,
      'Must go by Tuesday, 5 January 2027',
      en.posts.offer.first,
    ]);
  });

  it('says nothing of an offer that said nothing beyond its text', async () => {
    saraReading(aPostDetail());
    renderRoute('/posts/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wooden dining table' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: en.posts.offer.heading })).toBeNull();
  });
});
