import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { PromiseRequest } from '@tabarru/contract/pickups';
import type { PostDetail } from '@tabarru/contract/posts';

import { createMember, get, type Member } from './support/accounts';
import { answerClaim, claimPost } from './support/handover';
import { pickupApi, pickupCountsMatchRows, windowOn } from './support/pickups';
import { createPost, createdPostId, editPost, postFields } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

/** 12:00 in Amman on Tuesday 24 November 2026. */
const NOON = Date.UTC(2026, 10, 24, 9, 0);

let clock = NOON;
let testApp: TestApp;
let api: ReturnType<typeof pickupApi>;
let donor: Member;

beforeEach(async () => {
  clock = NOON;
  testApp = await createTestApp({}, { now: () => clock });
  api = pickupApi(testApp);
  donor = await createMember(testApp, { username: 'Donor' });
});

afterEach(async () => {
  await testApp.close();
});

const terms: PromiseRequest = {
  windows: [windowOn(NOON, 1, '17:00', '18:00')],
  place: { kind: 'area' },
  relative_may_collect: false,
};

async function detailOf(postId: number): Promise<PostDetail> {
  const response = await get(testApp, `/Posting/posts/${postId}`, donor.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PostDetail>();
}

async function refusedCreate(fields: Record<string, string>, code: string) {
  const before = await testApp.database.db.selectFrom('posts').select('id').execute();
  const response = await createPost(testApp, donor.token, postFields(fields));
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json<{ code: string }>().code).toBe(code);
  expect(await testApp.database.db.selectFrom('posts').select('id').execute()).toEqual(before);
}

describe("an offer's details", () => {
  it('keeps the condition, the quantity, delivery, the deadline and a draw with its seed', async () => {
    const postId = await createdPostId(
      testApp,
      donor.token,
      postFields({
        title: 'School books, grade 5',
        condition: 'like_new',
        quantity: '5',
        can_deliver: 'true',
        deadline: '2026-11-27',
        share_mode: 'draw',
      }),
    );
    const detail = await detailOf(postId);
    expect(detail).toMatchObject({
      condition: 'like_new',
      quantity: 5,
      quantity_left: 5,
      can_deliver: true,
      deadline: '2026-11-27',
      share_mode: 'draw',
      draw: { seed: expect.stringMatching(/^[0-9a-f]{32}$/), drawn_at: null },
    });
  });

  it('gives a post of the earlier form the defaults, and an edit without them keeps them', async () => {
    const plain = await createdPostId(testApp, donor.token);
    expect(await detailOf(plain)).toMatchObject({
      condition: null,
      quantity: 1,
      quantity_left: 1,
      can_deliver: false,
      deadline: null,
      share_mode: 'choose',
      draw: null,
    });
    const detailed = await createdPostId(
      testApp,
      donor.token,
      postFields({ condition: 'used', quantity: '3', can_deliver: 'on' }),
    );
    const edited = await editPost(testApp, donor.token, detailed, postFields({ title: 'Chairs' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await detailOf(detailed)).toMatchObject({
      title: 'Chairs',
      condition: 'used',
      quantity: 3,
      can_deliver: true,
    });
  });

  it('clears the condition and the deadline an edit sends blank', async () => {
    const detailed = await createdPostId(
      testApp,
      donor.token,
      postFields({ condition: 'used', deadline: '2026-11-27' }),
    );
    const edited = await editPost(
      testApp,
      donor.token,
      detailed,
      postFields({ condition: '', deadline: '' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await detailOf(detailed)).toMatchObject({ condition: null, deadline: null });
  });

  it('refuses a deadline past or too far, a draw without one, and what is not offered', async () => {
    await refusedCreate({ deadline: '2026-11-23' }, 'DEADLINE_OUT_OF_RANGE');
    await refusedCreate({ deadline: '2027-01-24' }, 'DEADLINE_OUT_OF_RANGE');
    await refusedCreate({ deadline: '2026-02-30' }, 'DEADLINE_INVALID');
    await refusedCreate({ share_mode: 'draw' }, 'DRAW_NEEDS_DEADLINE');
    await refusedCreate({ condition: 'broken' }, 'FIELD_INVALID');
    await refusedCreate({ quantity: '0' }, 'FIELD_INVALID');
    await refusedCreate({ quantity: '100' }, 'FIELD_INVALID');
    await refusedCreate({ share_mode: 'auction' }, 'FIELD_INVALID');
  });
});

describe('an offer of several', () => {
  it('is promised to as many as are left, and goes down with each handover to none', async () => {
    const postId = await createdPostId(testApp, donor.token, postFields({ quantity: '2' }));
    const askers = await Promise.all([1, 2, 3].map(() => createMember(testApp)));
    const asks = [];
    for (const asker of askers) asks.push(await api.asked(asker, postId));
    const [first, second, third] = asks;
    if (!first || !second || !third) throw new Error('no asks');
    const promisedFirst = await api.promised(donor, first.id, terms);
    expect((await detailOf(postId)).availability).toBe('available');
    const promisedSecond = await api.promised(donor, second.id, terms);
    expect((await detailOf(postId)).availability).toBe('reserved');
    const refused = await api.promise(donor, third.id, terms);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('ASK_ALREADY_PROMISED');

    const [firstAsker, secondAsker] = askers;
    if (!firstAsker || !secondAsker) throw new Error('no askers');
    const agreedFirst = await api.picked(firstAsker, promisedFirst);
    const agreedSecond = await api.picked(secondAsker, promisedSecond);
    clock = Date.parse('2026-11-25T14:10:00Z');
    expect((await api.outcome(donor, agreedFirst.id, 'collected')).statusCode).toBe(200);
    expect(await detailOf(postId)).toMatchObject({ quantity_left: 1, availability: 'reserved' });
    expect((await api.outcome(secondAsker, agreedSecond.id, 'collected')).statusCode).toBe(200);
    expect(await detailOf(postId)).toMatchObject({ quantity_left: 0, availability: 'donated' });
    const statuses = (await api.asksOf(postId, donor)).json<{ asks: { status: string }[] }>();
    expect(statuses.asks.map((ask) => ask.status)).toEqual(['collected', 'collected', 'closed']);
    await pickupCountsMatchRows(testApp);
  });

  it('keeps the other claims waiting while some are left, through the earlier claim flow', async () => {
    const postId = await createdPostId(testApp, donor.token, postFields({ quantity: '2' }));
    const [sara, omar] = await Promise.all([createMember(testApp), createMember(testApp)]);
    if (!sara || !omar) throw new Error('no members');
    const saraClaim = await claimPost(testApp, postId, sara);
    const omarClaim = await claimPost(testApp, postId, omar);
    expect((await answerClaim(testApp, saraClaim, 'confirm', donor)).statusCode).toBe(200);
    expect(await detailOf(postId)).toMatchObject({ quantity_left: 1, availability: 'available' });
    const pending = await testApp.database.db
      .selectFrom('donation_claims')
      .select('status')
      .where('id', '=', omarClaim)
      .executeTakeFirstOrThrow();
    expect(pending.status).toBe('pending');
    expect((await answerClaim(testApp, omarClaim, 'confirm', donor)).statusCode).toBe(200);
    expect(await detailOf(postId)).toMatchObject({ quantity_left: 0, availability: 'donated' });
    await pickupCountsMatchRows(testApp);
  });

  it('refuses an edit to fewer than were given', async () => {
    const postId = await createdPostId(testApp, donor.token, postFields({ quantity: '3' }));
    const sara = await createMember(testApp);
    const claim = await claimPost(testApp, postId, sara);
    expect((await answerClaim(testApp, claim, 'confirm', donor)).statusCode).toBe(200);
    const refused = await editPost(testApp, donor.token, postId, postFields({ quantity: '1' }));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<{ code: string }>().code).toBe('QUANTITY_BELOW_GIVEN');
    const more = await editPost(testApp, donor.token, postId, postFields({ quantity: '5' }));
    expect(more.statusCode, more.body).toBe(200);
    expect(await detailOf(postId)).toMatchObject({ quantity: 5, quantity_left: 4 });
  });
});
