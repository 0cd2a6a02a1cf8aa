import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Ask, PostAsksReply } from '@tabarru/contract/pickups';
import type { PostDetail } from '@tabarru/contract/posts';

import { drawWinners } from '../src/modules/pickups/draw';
import { runDueDraws } from '../src/modules/pickups/draws';
import { createMember, get, type Member } from './support/accounts';
import { pickupApi, windowOn } from './support/pickups';
import { createdPostId, postFields } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

/** 12:00 in Amman on Tuesday 24 November 2026. */
const NOON = Date.UTC(2026, 10, 24, 9, 0);
/** The end of Friday 27 November in Amman. */
const DEADLINE = Date.parse('2026-11-27T21:00:00Z');

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

async function drawPost(quantity = 1): Promise<number> {
  return createdPostId(
    testApp,
    donor.token,
    postFields({ share_mode: 'draw', deadline: '2026-11-27', quantity: String(quantity) }),
  );
}

async function asksOf(postId: number, member = donor): Promise<Ask[]> {
  const response = await api.asksOf(postId, member);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PostAsksReply>().asks;
}

async function seedOf(postId: number): Promise<string> {
  const response = await get(testApp, `/Posting/posts/${postId}`, donor.token);
  return response.json<PostDetail>().draw?.seed ?? '';
}

function kindsOf(member: Member) {
  return testApp.database.db
    .selectFrom('notifications')
    .select('kind')
    .where('user_id', '=', member.id)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => row.kind));
}

const draw = () =>
  runDueDraws({ db: testApp.database.db, dialect: testApp.database.dialect, now: () => clock });

describe('a draw at the deadline', () => {
  it('draws among those who asked before the deadline, by the seed everyone sees', async () => {
    const postId = await drawPost();
    const askers = await Promise.all([1, 2, 3, 4].map(() => createMember(testApp)));
    const asks: Ask[] = [];
    for (const asker of askers) {
      asks.push(await api.asked(asker, postId));
      clock += 60_000;
    }
    clock = DEADLINE + 60_000;
    const late = await createMember(testApp);
    const lateAsk = await api.asked(late, postId);
    expect(lateAsk.draw).toMatchObject({ in_draw: false });

    clock = DEADLINE - 60_000;
    expect(await draw()).toEqual([]);
    clock = DEADLINE + 2 * 60_000;
    await draw();

    const expected = drawWinners(
      await seedOf(postId),
      asks.map((ask) => ask.id),
      1,
    );
    const seen = await asksOf(postId);
    const promised = seen.filter((ask) => ask.status === 'promised');
    expect(promised.map((ask) => ask.id)).toEqual(expected);
    expect(promised[0]?.pickup).toMatchObject({ state: 'another_time', windows: [] });
    const winner = askers[asks.findIndex((ask) => ask.id === expected[0])];
    if (!winner) throw new Error('no winner');
    expect(await kindsOf(winner)).toEqual(['draw_won']);
    expect(await kindsOf(donor)).toContain('draw_done');
    expect(await kindsOf(late)).toEqual(['ask_elsewhere']);
    // Each ask's number is the one the draw sorted by.
    for (const ask of seen) expect(ask.draw?.number).toMatch(/^[0-9a-f]{8}$/);
    const detail = await get(testApp, `/Posting/posts/${postId}`, donor.token);
    expect(detail.json<PostDetail>()).toMatchObject({
      availability: 'reserved',
      draw: { drawn_at: new Date(clock).toISOString() },
    });

    // The donor then offers times to the winner, as to any promise.
    const offered = await api.offerTimes(donor, expected[0] ?? 0, {
      windows: [windowOn(clock, 1, '17:00', '18:00')],
      place: { kind: 'area' },
    });
    expect(offered.statusCode, offered.body).toBe(200);
  });

  it('refuses a promise by hand before the draw', async () => {
    const postId = await drawPost();
    const asker = await createMember(testApp);
    const ask = await api.asked(asker, postId);
    const refused = await api.promise(donor, ask.id, {
      windows: [windowOn(NOON, 1, '17:00', '18:00')],
      place: { kind: 'area' },
      relative_may_collect: false,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('DRAW_PENDING');
  });

  it('draws once when two instances reach the deadline at the same moment', async () => {
    const postId = await drawPost(2);
    const askers = await Promise.all([1, 2, 3, 4, 5].map(() => createMember(testApp)));
    for (const asker of askers) await api.asked(asker, postId);
    clock = DEADLINE + 60_000;
    await Promise.all([draw(), draw(), draw()]);
    const promised = (await asksOf(postId)).filter((ask) => ask.status === 'promised');
    expect(promised).toHaveLength(2);
    const told = await testApp.database.db
      .selectFrom('notifications')
      .select('id')
      .where('kind', '=', 'draw_won')
      .execute();
    expect(told).toHaveLength(2);
  });
});

describe('first to ask', () => {
  it('promises the item to the first asker at once; the next wait in line', async () => {
    const postId = await createdPostId(testApp, donor.token, postFields({ share_mode: 'first' }));
    const [first, second] = await Promise.all([createMember(testApp), createMember(testApp)]);
    if (!first || !second) throw new Error('no members');
    const firstAsk = await api.asked(first, postId);
    const secondAsk = await api.asked(second, postId);
    expect(firstAsk).toMatchObject({ status: 'promised', pickup: { state: 'another_time' } });
    expect(secondAsk.status).toBe('waiting');
    expect(await kindsOf(first)).toEqual(['ask_promised']);
    const detail = await get(testApp, `/Posting/posts/${postId}`, donor.token);
    expect(detail.json<PostDetail>().availability).toBe('reserved');
  });
});
