import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { FeedReply, MyPost, PostDetail, StillAvailableReply } from '@tabarru/contract/posts';

import { runFreshness } from '../src/modules/freshness/job';
import { dueExpiriesQuery } from '../src/modules/freshness/queries';
import { createMember, get, newSessionToken, post, type Member } from './support/accounts';
import { pickupApi, windowOn } from './support/pickups';
import { planOnEmptyTables } from './support/query-plan';
import { createdPostId, postFields } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

const DAY_MS = 24 * 60 * 60_000;
/** 12:00 in Amman. */
const POSTED = Date.UTC(2026, 11, 1, 9, 0);

let clock = POSTED;
let testApp: TestApp;
let donor: Member;
let sara: Member;

beforeEach(async () => {
  clock = POSTED;
  testApp = await createTestApp({}, { now: () => clock });
  donor = await createMember(testApp, { username: 'Donor' });
  sara = await createMember(testApp, { username: 'Sara' });
});

afterEach(async () => {
  await testApp.close();
});

/**
 * One run of the freshness job `days` after the post was made, by its own clock, as another
 * instance would run it. The app's clock moves on a second only, so the members' sessions stay
 * current and the app reads the feed's versions again (FEED_VERSION_CHECK_MS).
 */
async function runOnDay(days: number): Promise<number[]> {
  const told = await runFreshness({
    db: testApp.database.db,
    dialect: testApp.database.dialect,
    now: () => POSTED + days * DAY_MS,
  });
  clock += 1000;
  return told;
}

/** The member's session again, begun at the app's clock once it was moved on by weeks. */
async function signedInAgain(member: Member): Promise<Member> {
  const user = await testApp.database.db
    .selectFrom('users')
    .select(['id', 'username', 'is_admin', 'token_version'])
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow();
  return { ...member, token: await newSessionToken(testApp, user, { now: () => clock }) };
}

function noticesOf(member: Member) {
  return testApp.database.db
    .selectFrom('notifications')
    .select(['kind', 'post_id', 'created_at'])
    .where('user_id', '=', member.id)
    .where('kind', 'in', ['still_available', 'offer_expired', 'ask_elsewhere', 'claim_declined'])
    .orderBy('id')
    .execute();
}

async function feedIds(): Promise<number[]> {
  const response = await get(testApp, '/posts');
  expect(response.statusCode).toBe(200);
  return response.json<FeedReply>().posts.map((card) => card.post_id);
}

async function detailOf(postId: number, member: Member): Promise<PostDetail> {
  const response = await get(testApp, `/Posting/posts/${postId}`, member.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PostDetail>();
}

function answer(member: Member, postId: number, body: object) {
  return post(testApp, `/api/posts/${postId}/still-available`, body, member.token);
}

async function answered(member: Member, postId: number, reply: string): Promise<PostDetail> {
  const response = await answer(member, postId, { answer: reply });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StillAvailableReply>().post;
}

async function rowOf(postId: number) {
  return testApp.database.db
    .selectFrom('posts')
    .select([
      'expires_at',
      'expired_at',
      'offer_checks',
      'still_available_asked_at',
      'availability',
    ])
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
}

const iso = (days: number) => new Date(POSTED + days * DAY_MS).toISOString();

describe('offers that stay fresh', () => {
  it('runs an offer 30 days, asking its donor on days 7 and 21, then takes it off the feed', async () => {
    const postId = await createdPostId(testApp, donor.token);
    const posted = await detailOf(postId, donor);
    expect(new Date(posted.expires_at ?? '').toISOString()).toBe(iso(30));
    expect(posted).toMatchObject({ expired: false, still_available_asked: false });

    expect(await runOnDay(6.9)).toEqual([]);
    expect(await runOnDay(7)).toEqual([donor.id]);
    expect(await runOnDay(8)).toEqual([]);
    expect(await detailOf(postId, donor)).toMatchObject({ still_available_asked: true });
    // Only the donor is asked; nobody else sees the question.
    expect(await detailOf(postId, sara)).toMatchObject({ still_available_asked: false });
    expect(await runOnDay(21)).toEqual([donor.id]);
    expect(await runOnDay(29)).toEqual([]);
    expect(await feedIds()).toContain(postId);

    expect(await runOnDay(30)).toEqual([donor.id]);
    expect(await feedIds()).not.toContain(postId);
    expect(await detailOf(postId, sara)).toMatchObject({ expired: true });
    // A visitor's preview of a shared link says so too.
    const preview = await get(testApp, `/api/posts/${postId}/preview`);
    expect(preview.json()).toMatchObject({ post_id: postId, expired: true });
    expect(await detailOf(postId, donor)).toMatchObject({
      expired: true,
      still_available_asked: false,
    });
    const mine = (await get(testApp, '/Posting/my-posts', donor.token)).json<MyPost[]>();
    expect(mine.find((one) => one.post_id === postId)).toMatchObject({ expired: true });
    expect(await runOnDay(31)).toEqual([]);
    expect(await noticesOf(donor)).toEqual([
      { kind: 'still_available', post_id: postId, created_at: iso(7) },
      { kind: 'still_available', post_id: postId, created_at: iso(21) },
      { kind: 'offer_expired', post_id: postId, created_at: iso(30) },
    ]);
  });

  it('renews an expired offer for 30 days from now, with its questions to come again', async () => {
    const postId = await createdPostId(testApp, donor.token);
    await runOnDay(30);
    expect(await feedIds()).not.toContain(postId);

    clock = POSTED + 40 * DAY_MS;
    const renewed = await answered(await signedInAgain(donor), postId, 'yes');
    expect(renewed).toMatchObject({ expired: false, still_available_asked: false });
    expect(new Date(renewed.expires_at ?? '').toISOString()).toBe(iso(70));
    expect(await feedIds()).toContain(postId);
    expect(await rowOf(postId)).toMatchObject({ offer_checks: 0, expired_at: null });
    expect(await runOnDay(46)).toEqual([]);
    expect(await runOnDay(47)).toEqual([donor.id]);
  });

  it('"yes" to the question keeps the offer on for another 30 days', async () => {
    const postId = await createdPostId(testApp, donor.token);
    await runOnDay(7);
    clock = POSTED + 8 * DAY_MS;
    const kept = await answered(donor, postId, 'yes');
    expect(kept.still_available_asked).toBe(false);
    expect(new Date(kept.expires_at ?? '').toISOString()).toBe(iso(38));
    // Day 22 of its new 30: asked again, not ended.
    expect(await runOnDay(30)).toEqual([donor.id]);
    expect(await feedIds()).toContain(postId);
    expect(await runOnDay(38)).toEqual([donor.id]);
    expect(await feedIds()).not.toContain(postId);
  });

  it('asks once, not twice in a row, of an offer first seen past its 21st day', async () => {
    const postId = await createdPostId(testApp, donor.token);
    expect(await runOnDay(22)).toEqual([donor.id]);
    expect(await runOnDay(22.5)).toEqual([]);
    expect(await rowOf(postId)).toMatchObject({ offer_checks: 2 });
  });

  it('"given away" marks it donated, closes its asks and declines its claims, each told', async () => {
    const postId = await createdPostId(testApp, donor.token);
    await pickupApi(testApp).asked(sara, postId, 'For my son');
    const claimant = await createMember(testApp, { username: 'Claimant' });
    const claim = await post(
      testApp,
      '/api/donations/claims',
      { post_id: postId, message: 'Is it still there?' },
      claimant.token,
    );
    expect(claim.statusCode, claim.body).toBe(201);
    await runOnDay(7);
    const given = await answered(donor, postId, 'given_away');
    expect(given).toMatchObject({
      availability: 'donated',
      quantity_left: 0,
      expired: false,
      still_available_asked: false,
    });
    expect((await noticesOf(sara)).map((notice) => notice.kind)).toEqual(['ask_elsewhere']);
    expect((await noticesOf(claimant)).map((notice) => notice.kind)).toEqual(['claim_declined']);
    const claims = await testApp.database.db
      .selectFrom('donation_claims')
      .select('status')
      .where('post_id', '=', postId)
      .execute();
    expect(claims).toEqual([{ status: 'declined' }]);
    // No handover is counted: nobody here received it.
    const counts = await testApp.database.db
      .selectFrom('users')
      .select(['id', 'items_donated', 'items_received'])
      .where('id', 'in', [donor.id, sara.id])
      .execute();
    expect(counts.every((row) => row.items_donated === 0 && row.items_received === 0)).toBe(true);
    expect(await runOnDay(30)).toEqual([]);
  });

  it('"withdraw" takes it off the feed at once, until renewed', async () => {
    const postId = await createdPostId(testApp, donor.token);
    expect(await feedIds()).toContain(postId);
    const withdrawn = await answered(donor, postId, 'withdraw');
    expect(withdrawn.expired).toBe(true);
    expect(await feedIds()).not.toContain(postId);
    expect(await runOnDay(30)).toEqual([]);
  });

  it('refuses asks and claims for an expired offer', async () => {
    const postId = await createdPostId(testApp, donor.token);
    await runOnDay(30);
    const refused = await pickupApi(testApp).ask(sara, postId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'OFFER_ENDED' });
    // The earlier client's claim is refused as for an item no longer available.
    const claim = await post(testApp, '/api/donations/claims', { post_id: postId }, sara.token);
    expect(claim.statusCode).toBe(400);
    expect(claim.json()).toMatchObject({ code: 'CLAIM_NOT_AVAILABLE' });
  });

  it('does not ask about, or end, an offer promised to someone until the promise is settled', async () => {
    const postId = await createdPostId(testApp, donor.token);
    const api = pickupApi(testApp);
    const ask = await api.asked(sara, postId);
    const promised = await api.promise(donor, ask.id, {
      windows: [windowOn(POSTED, 1, '17:00', '18:00')],
      place: { kind: 'area' },
      relative_may_collect: false,
    });
    expect(promised.statusCode, promised.body).toBe(200);
    expect(await runOnDay(7)).toEqual([]);
    expect(await runOnDay(31)).toEqual([]);
    expect(await feedIds()).toContain(postId);
  });

  it('waits for its deadline when that comes after its 30 days', async () => {
    const postId = await createdPostId(
      testApp,
      donor.token,
      postFields({ deadline: new Date(POSTED + 40 * DAY_MS).toISOString().slice(0, 10) }),
    );
    expect(await runOnDay(31)).toEqual([]);
    expect(await feedIds()).toContain(postId);
    expect(await runOnDay(41)).toEqual([donor.id]);
    expect(await feedIds()).not.toContain(postId);
  });

  it('ends an offer once when two instances reach it at the same moment', async () => {
    const postId = await createdPostId(testApp, donor.token);
    clock = POSTED + 30 * DAY_MS;
    const context = {
      db: testApp.database.db,
      dialect: testApp.database.dialect,
      now: () => clock,
    };
    const runs = await Promise.all([
      runFreshness(context),
      runFreshness(context),
      runFreshness(context),
    ]);
    clock += 1000;
    expect(runs.flat()).toEqual([donor.id]);
    expect((await noticesOf(donor)).filter((one) => one.kind === 'offer_expired')).toEqual([
      { kind: 'offer_expired', post_id: postId, created_at: iso(30) },
    ]);
  });
});

describe('answering "Still available?"', () => {
  it('is for the donor alone, of a giving post not given away, with a known answer', async () => {
    const postId = await createdPostId(testApp, donor.token);
    const before = await rowOf(postId);

    expect((await answer(sara, postId, { answer: 'yes' })).statusCode).toBe(403);
    expect(
      (await post(testApp, `/api/posts/${postId}/still-available`, { answer: 'yes' })).statusCode,
    ).toBe(401);
    const unknown = await answer(donor, postId, { answer: 'maybe' });
    expect(unknown.statusCode).toBe(400);
    expect((await answer(donor, postId, {})).statusCode).toBe(400);
    expect((await answer(donor, 2 ** 31 - 1, { answer: 'yes' })).statusCode).toBe(404);
    expect(await rowOf(postId)).toEqual(before);

    await answered(donor, postId, 'given_away');
    const again = await answer(donor, postId, { answer: 'yes' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'POST_DONATED_LOCKED' });
  });

  it('refuses a wanted post, which is renewed from the profile', async () => {
    const created = await post(
      testApp,
      '/api/wanted',
      {
        title: 'A winter coat',
        description: 'Size 10, for school',
        category: 'Clothing',
        region: 'Amman',
      },
      sara.token,
    );
    expect(created.statusCode, created.body).toBe(201);
    const wantedId = created.json<{ wanted: { post_id: number } }>().wanted.post_id;
    const refused = await answer(sara, wantedId, { answer: 'yes' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_AN_OFFER' });
  });
});

describe('the offers due', () => {
  it('are read along their own index, not along the feed of every offer', async () => {
    const plan = await planOnEmptyTables(({ db, dialect }) =>
      dueExpiriesQuery(db, dialect, new Date().toISOString()).compile(),
    );
    expect(plan).toContain('posts_offer_due_idx');
  });
});
