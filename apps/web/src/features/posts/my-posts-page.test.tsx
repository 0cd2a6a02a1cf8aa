import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { MyPost } from '@tabarru/contract/posts';

import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { makeToken, storeToken, stubApi, type StubHandler } from '../../test/api-stub';
import { aPostCard, aPostDetail } from '../../test/posts';
import { renderRoute } from '../../test/render-route';

const DAY_MS = 24 * 60 * 60_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const ANSWER = 'POST /api/posts/5/still-available';

/** Post `id` of omar's as My posts lists it. */
function aMyPost(id: number, overrides: Partial<MyPost> = {}): MyPost {
  return {
    ...aPostCard(id),
    description: 'Still good.',
    primary_photo: null,
    images: [],
    under_review: false,
    kind: 'give',
    expires_at: daysFromNow(10),
    expired: false,
    ...overrides,
  };
}

/** Omar (3) on My posts, which lists `posts()` as they stand. */
function omarOnMyPosts(posts: () => MyPost[], more: Record<string, StubHandler> = {}) {
  storeToken(makeToken({ userId: 3, username: 'omar' }));
  return stubApi({
    'POST /authentication/verify': { body: true },
    'GET /api/donations/claims/count/3': { body: { pendingClaims: 0 } },
    'GET /messages/unread/count': { body: { unreadCount: 0 } },
    'GET /Posting/my-posts': () => ({ body: posts() }),
    ...more,
  });
}

const rowOf = async (title: string) =>
  (await screen.findByRole('heading', { level: 2, name: title })).closest('li') as HTMLElement;

describe('My posts, of offers that ended', { timeout: 15_000 }, () => {
  it.each([
    ['/myposts', en],
    ['/ar/myposts', ar],
  ] as const)('on %s says Expired and renews the offer in place', async (path, catalog) => {
    const user = userEvent.setup();
    let ended = aMyPost(5, {
      title: 'Wooden dining table',
      expired: true,
      expires_at: daysFromNow(-4),
    });
    const api = omarOnMyPosts(() => [ended, aMyPost(6, { title: 'Lamp' })], {
      [ANSWER]: () => {
        ended = { ...ended, expired: false, expires_at: daysFromNow(30) };
        return {
          body: { message: 'renewed', post: aPostDetail({ expires_at: ended.expires_at }) },
        };
      },
    });
    renderRoute(path);
    const row = await rowOf('Wooden dining table');
    const onOffer = await rowOf('Lamp');
    expect(within(row).getByText(catalog.freshness.mine.expired)).toBeInTheDocument();
    expect(within(row).queryByText(catalog.posts.availability.available)).toBeNull();
    expect(within(onOffer).queryByText(catalog.freshness.mine.expired)).toBeNull();
    expect(within(onOffer).queryByRole('button', { name: /Renew|جدّد/ })).not.toBeInTheDocument();

    await user.click(
      within(row).getByRole('button', {
        name: catalog.freshness.mine.renewNamed.replace('{{title}}', 'Wooden dining table'),
      }),
    );

    expect(api.callsTo(ANSWER).map((call) => call.body)).toEqual([{ answer: 'yes' }]);
    expect(await screen.findByText(catalog.freshness.toast.renewed)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row).queryByText(catalog.freshness.mine.expired)).not.toBeInTheDocument(),
    );
    expect(within(row).getByText(catalog.posts.availability.available)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: catalog.freshness.mine.renew })).toBeNull();
    expect(api.callsTo('GET /Posting/my-posts')).toHaveLength(2);
  });

  it('says in Arabic why a renewal was refused, and keeps the offer as it was', async () => {
    const user = userEvent.setup();
    const api = omarOnMyPosts(
      () => [
        aMyPost(5, { title: 'Wooden dining table', expired: true, expires_at: daysFromNow(-4) }),
      ],
      {
        [ANSWER]: {
          status: 409,
          body: { message: 'This item is already donated.', code: 'POST_DONATED_LOCKED' },
        },
      },
    );
    renderRoute('/ar/myposts');
    const row = await rowOf('Wooden dining table');
    await user.click(within(row).getByRole('button', { name: 'جدّد Wooden dining table' }));
    expect(await screen.findByText(ar.errors.POST_DONATED_LOCKED)).toBeInTheDocument();
    expect(within(row).getByText(ar.freshness.mine.expired)).toBeInTheDocument();
    expect(api.callsTo('GET /Posting/my-posts')).toHaveLength(1);
  });
});
