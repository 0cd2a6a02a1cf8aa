import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { ChatMessage, Contact } from '@tabarru/contract/messages';
import {
  ASK_EVENT_TEXTS,
  ASKS_WAITING_MAX,
  ASK_NOTE_MAX,
  COLLECTOR_CODE_TRIES,
  RECEIVED_ITEMS_DAYS,
  RECEIVED_ITEMS_MAX,
  type Ask,
  type MyAsksReply,
  type PostAsksReply,
  type PromiseRequest,
} from '@tabarru/contract/pickups';

import { createMember, get, post, put, type Member } from './support/accounts';
import { answerClaim, claimPost, rate } from './support/handover';
import { askTables, pickupApi, pickupCountsMatchRows, windowOn } from './support/pickups';
import { createdPostId } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

/** 12:00 in Amman on a Tuesday. */
const NOON = Date.UTC(2026, 10, 24, 9, 0);

let clock = NOON;
let testApp: TestApp;
let api: ReturnType<typeof pickupApi>;
let donor: Member;
let sara: Member;
let omar: Member;
let postId: number;

beforeEach(async () => {
  clock = NOON;
  testApp = await createTestApp({}, { now: () => clock });
  api = pickupApi(testApp);
  donor = await createMember(testApp, { username: 'Donor' });
  sara = await createMember(testApp, { username: 'Sara' });
  omar = await createMember(testApp, { username: 'Omar' });
  postId = await createdPostId(testApp, donor.token);
});

afterEach(async () => {
  await testApp.close();
});

/** Tomorrow 17:00-18:00 and the day after 10:00-11:00, at the area. */
const promiseTerms = (overrides: Partial<PromiseRequest> = {}): PromiseRequest => ({
  windows: [windowOn(NOON, 1, '17:00', '18:00'), windowOn(NOON, 2, '10:00', '11:00')],
  place: { kind: 'area' },
  relative_may_collect: false,
  ...overrides,
});

async function asksOf(member?: Member): Promise<PostAsksReply> {
  const response = await api.asksOf(postId, member);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PostAsksReply>();
}

function availability() {
  return testApp.database.db
    .selectFrom('posts')
    .select('availability')
    .where('id', '=', postId)
    .executeTakeFirstOrThrow()
    .then((row) => row.availability);
}

function notificationsOf(member: Member) {
  return testApp.database.db
    .selectFrom('notifications')
    .select(['kind', 'actor_id', 'post_id'])
    .where('user_id', '=', member.id)
    .orderBy('id')
    .execute();
}

/** Sends a refused request and expects the asks, times and posts as they were. */
async function expectRefused(
  send: () => Promise<{ statusCode: number; body: string; json: <T>() => T }>,
  status: number,
  code: string,
) {
  const before = await askTables(testApp);
  const response = await send();
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<{ code: string }>().code).toBe(code);
  expect(await askTables(testApp)).toEqual(before);
}

/** Sara asks, the donor promises it to her, she picks the first time: the agreed ask. */
async function agreedPickup(terms = promiseTerms()): Promise<Ask> {
  const ask = await api.asked(sara, postId);
  const promised = await api.promised(donor, ask.id, terms);
  return api.picked(sara, promised);
}

describe("asking for an item: I'd like this", () => {
  it('keeps the asks in the order they came; the donor sees all of them, each asker their own', async () => {
    const first = await api.asked(sara, postId, '  I can come today after work.  ');
    clock += 60_000;
    const second = await api.asked(omar, postId);
    expect(first).toMatchObject({
      status: 'waiting',
      note: 'I can come today after work.',
      asker: { id: sara.id, username: 'Sara', first_time: true, pickups_completed: 0 },
      pickup: null,
    });

    const forDonor = await asksOf(donor);
    expect(forDonor).toMatchObject({ promised: false, asks_open: 2 });
    expect(forDonor.asks.map((ask) => ask.id)).toEqual([first.id, second.id]);
    expect((await asksOf(omar)).asks.map((ask) => ask.id)).toEqual([second.id]);
    // A visitor learns how many asked, nothing of who.
    expect(await asksOf()).toEqual({ promised: false, asks_open: 2, asks: [] });
    expect(await notificationsOf(donor)).toEqual([
      { kind: 'ask_received', actor_id: sara.id, post_id: postId },
      { kind: 'ask_received', actor_id: omar.id, post_id: postId },
    ]);
  });

  it('refuses an ask for one’s own item, a wanted post, twice, and a note too long, changing nothing', async () => {
    await expectRefused(() => api.ask(donor, postId), 400, 'ASK_OWN_POST');
    const wanted = await post(
      testApp,
      '/api/wanted',
      { title: 'Baby stroller', description: 'Any colour.', category: 'Toys', region: 'Irbid' },
      omar.token,
    );
    const wantedId = wanted.json<{ wanted: { post_id: number } }>().wanted.post_id;
    await expectRefused(() => api.ask(sara, wantedId), 400, 'ASK_WANTED_POST');
    await expectRefused(
      () => api.ask(sara, postId, 'x'.repeat(ASK_NOTE_MAX + 1)),
      400,
      'FIELD_TOO_LONG',
    );
    await api.asked(sara, postId);
    await expectRefused(() => api.ask(sara, postId), 400, 'ASK_ALREADY_SENT');
    await expectRefused(() => api.ask(sara, 999_999), 404, 'POST_NOT_FOUND');
    const visitor = await post(testApp, `/api/posts/${postId}/asks`, {});
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses an ask between members of whom either blocked the other, and for an item given away', async () => {
    const blocked = await put(testApp, `/api/blocks/${omar.id}`, {}, donor.token);
    expect(blocked.statusCode, blocked.body).toBe(200);
    await expectRefused(() => api.ask(omar, postId), 403, 'ASK_MEMBER_BLOCKED');
    await testApp.database.db
      .updateTable('posts')
      .set({ availability: 'donated' })
      .where('id', '=', postId)
      .execute();
    await expectRefused(() => api.ask(sara, postId), 409, 'ASK_NOT_AVAILABLE');
  });

  it(`holds a member to ${ASKS_WAITING_MAX} asks waiting for their donors at once`, async () => {
    for (let count = 0; count < ASKS_WAITING_MAX; count += 1) {
      await api.asked(sara, await createdPostId(testApp, donor.token));
    }
    await expectRefused(() => api.ask(sara, postId), 400, 'ASKS_WAITING_REACHED');
  });

  it(`shares fairly: a member who received ${RECEIVED_ITEMS_MAX} items in ${RECEIVED_ITEMS_DAYS} days asks again later`, async () => {
    const day = 24 * 60 * 60_000;
    for (let count = 0; count < RECEIVED_ITEMS_MAX; count += 1) {
      const given = await createdPostId(testApp, omar.token);
      await testApp.database.db
        .insertInto('donation_claims')
        .values({
          post_id: given,
          receiver_id: sara.id,
          donor_id: omar.id,
          message: null,
          status: 'confirmed',
          created_at: new Date(NOON - (27 - count) * day).toISOString(),
          decided_at: new Date(NOON - (27 - count) * day).toISOString(),
        })
        .execute();
    }
    await expectRefused(() => api.ask(sara, postId), 400, 'RECEIVED_ITEMS_REACHED');
    // A day later the oldest of them is 28 days old.
    clock = NOON + day + 60_000;
    const ask = await api.asked(sara, postId);
    expect(ask.status).toBe('waiting');
  });

  it('refuses a promise to a member who received their share lately', async () => {
    const ask = await api.asked(sara, postId);
    for (let count = 0; count < RECEIVED_ITEMS_MAX; count += 1) {
      await testApp.database.db
        .insertInto('donation_claims')
        .values({
          post_id: await createdPostId(testApp, omar.token),
          receiver_id: sara.id,
          donor_id: omar.id,
          message: null,
          status: 'confirmed',
          created_at: new Date(NOON).toISOString(),
          decided_at: new Date(NOON).toISOString(),
        })
        .execute();
    }
    await expectRefused(
      () => api.promise(donor, ask.id, promiseTerms()),
      409,
      'ASKER_RECEIVED_ITEMS_REACHED',
    );
  });

  it('lets the asker withdraw a waiting ask and ask again, at the end of the line', async () => {
    const ask = await api.asked(sara, postId);
    await api.asked(omar, postId);
    const withdrawn = await api.withdrawAsk(sara, ask.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<{ ask: Ask }>().ask.status).toBe('withdrawn');
    clock += 60_000;
    const again = await api.asked(sara, postId);
    expect(again.id).toBe(ask.id);
    expect((await asksOf(donor)).asks.map((one) => one.asker.username)).toEqual(['Omar', 'Sara']);
  });
});

describe('promising an item', () => {
  it('promises to one asker: the post shows promised, she is told to pick, the others kindly', async () => {
    const saraAsk = await api.asked(sara, postId);
    await api.asked(omar, postId);
    const promised = await api.promised(donor, saraAsk.id, promiseTerms());
    expect(promised).toMatchObject({
      status: 'promised',
      pickup: {
        state: 'offered',
        place: { kind: 'area', meeting_point: null, area: 'Amman - Jabal Al-Weibdeh' },
        agreed: null,
        relative_may_collect: false,
        collector_code: null,
        first_meeting: true,
        outcome_due: false,
      },
    });
    expect(promised.pickup?.windows.map((window) => [window.starts_at, window.ends_at])).toEqual([
      ['2026-11-25T14:00:00.000Z', '2026-11-25T15:00:00.000Z'],
      ['2026-11-26T07:00:00.000Z', '2026-11-26T08:00:00.000Z'],
    ]);
    expect(await availability()).toBe('reserved');
    expect(await asksOf()).toEqual({ promised: true, asks_open: 2, asks: [] });
    expect((await notificationsOf(sara)).map((one) => one.kind)).toEqual(['ask_promised']);
    expect((await notificationsOf(omar)).map((one) => one.kind)).toEqual(['ask_elsewhere']);
  });

  it('refuses a second promise, a promise by anyone but the donor, and times that cannot be', async () => {
    const saraAsk = await api.asked(sara, postId);
    const omarAsk = await api.asked(omar, postId);
    await expectRefused(() => api.promise(sara, saraAsk.id, promiseTerms()), 403, 'NOT_ASK_DONOR');
    const stranger = await createMember(testApp);
    await expectRefused(
      () => api.promise(stranger, saraAsk.id, promiseTerms()),
      404,
      'ASK_NOT_FOUND',
    );
    await expectRefused(
      () =>
        api.promise(
          donor,
          saraAsk.id,
          promiseTerms({ windows: [windowOn(NOON, 0, '10:00', '11:00')] }),
        ),
      400,
      'PICKUP_WINDOW_IN_PAST',
    );
    await expectRefused(
      () =>
        api.promise(
          donor,
          saraAsk.id,
          promiseTerms({ windows: [windowOn(NOON, 31, '10:00', '11:00')] }),
        ),
      400,
      'PICKUP_WINDOW_TOO_FAR',
    );
    await expectRefused(
      () =>
        api.promise(
          donor,
          saraAsk.id,
          promiseTerms({ windows: [windowOn(NOON, 1, '11:00', '10:00')] }),
        ),
      400,
      'PICKUP_WINDOW_END_BEFORE_START',
    );
    const four = Array.from({ length: 4 }, (_, day) => windowOn(NOON, day + 1, '10:00', '11:00'));
    await expectRefused(
      () => api.promise(donor, saraAsk.id, promiseTerms({ windows: four })),
      400,
      'PICKUP_TOO_MANY_WINDOWS',
    );
    await expectRefused(
      () => api.promise(donor, saraAsk.id, promiseTerms({ windows: [] })),
      400,
      'FIELD_REQUIRED',
    );
    await expectRefused(
      () => api.promise(donor, saraAsk.id, promiseTerms({ place: { kind: 'meeting_point' } })),
      400,
      'FIELD_REQUIRED',
    );
    await api.promised(donor, saraAsk.id, promiseTerms());
    await expectRefused(
      () => api.promise(donor, omarAsk.id, promiseTerms()),
      409,
      'ASK_ALREADY_PROMISED',
    );
    await expectRefused(
      () => api.promise(donor, saraAsk.id, promiseTerms()),
      409,
      'ASK_NOT_WAITING',
    );
  });

  it('withdraws a promise with a reason she reads, and promises to the next asker in one step', async () => {
    const saraAsk = await api.asked(sara, postId);
    const omarAsk = await api.asked(omar, postId);
    await api.promised(donor, saraAsk.id, promiseTerms());
    await expectRefused(
      () => api.act(donor, saraAsk.id, 'withdraw-promise', { reason: '   ' }),
      400,
      'FIELD_REQUIRED',
    );
    const released = await api.act(donor, saraAsk.id, 'withdraw-promise', {
      reason: 'My sister needs it after all.',
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(await availability()).toBe('available');
    const [saraSees] = (await asksOf(sara)).asks;
    expect(saraSees).toMatchObject({
      status: 'released',
      release_reason: 'My sister needs it after all.',
      pickup: null,
    });
    expect((await notificationsOf(sara)).map((one) => one.kind)).toEqual([
      'ask_promised',
      'promise_withdrawn',
    ]);
    const next = await api.promised(donor, omarAsk.id, promiseTerms());
    expect(next.status).toBe('promised');
    expect(await availability()).toBe('reserved');
  });

  it('ends a promise when its receiver withdraws her ask, and tells the donor', async () => {
    const saraAsk = await api.asked(sara, postId);
    await api.promised(donor, saraAsk.id, promiseTerms());
    const withdrawn = await api.withdrawAsk(sara, saraAsk.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<{ ask: Ask }>().ask.status).toBe('withdrawn');
    expect(await availability()).toBe('available');
    expect((await notificationsOf(donor)).map((one) => one.kind)).toEqual([
      'ask_received',
      'ask_withdrawn',
    ]);
  });
});

describe('arranging the pickup', () => {
  it('agrees on the time she picks, and tells the donor', async () => {
    const agreed = await agreedPickup();
    expect(agreed.pickup).toMatchObject({
      state: 'agreed',
      agreed: { starts_at: '2026-11-25T14:00:00.000Z', ends_at: '2026-11-25T15:00:00.000Z' },
    });
    expect((await notificationsOf(donor)).map((one) => one.kind)).toEqual([
      'ask_received',
      'pickup_time_picked',
    ]);
  });

  it('refuses a time not offered, and a pick by the donor', async () => {
    const ask = await api.asked(sara, postId);
    const promised = await api.promised(donor, ask.id, promiseTerms());
    await expectRefused(
      () => api.act(sara, ask.id, 'pick', { window_id: 999_999 }),
      409,
      'PICKUP_WINDOW_NOT_FOUND',
    );
    const window = promised.pickup?.windows[0];
    await expectRefused(
      () => api.act(donor, ask.id, 'pick', { window_id: window?.id }),
      403,
      'NOT_ASKER',
    );
  });

  it('asks for another time, and the donor offers new times and a meeting point', async () => {
    const agreed = await agreedPickup();
    const another = await api.act(sara, agreed.id, 'another-time');
    expect(another.statusCode, another.body).toBe(200);
    expect(another.json<{ ask: Ask }>().ask.pickup).toMatchObject({
      state: 'another_time',
      windows: [],
      agreed: null,
    });
    expect((await notificationsOf(donor)).at(-1)?.kind).toBe('pickup_time_asked');
    const offered = await api.offerTimes(donor, agreed.id, {
      windows: [windowOn(NOON, 3, '16:00', '16:30')],
      place: { kind: 'meeting_point', meeting_point: 'Abdali Mall, main gate' },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json<{ ask: Ask }>().ask.pickup).toMatchObject({
      state: 'offered',
      place: { kind: 'meeting_point', meeting_point: 'Abdali Mall, main gate' },
      windows: [{ starts_at: '2026-11-27T13:00:00.000Z', ends_at: '2026-11-27T13:30:00.000Z' }],
    });
    expect((await notificationsOf(sara)).at(-1)?.kind).toBe('pickup_times_offered');
  });

  it('shows the safety advice at the first meeting of two members only', async () => {
    const first = await agreedPickup();
    expect(first.pickup?.first_meeting).toBe(true);
    clock = Date.parse('2026-11-25T14:30:00Z');
    expect((await api.outcome(donor, first.id, 'collected')).statusCode).toBe(200);
    const secondPost = await createdPostId(testApp, donor.token);
    const ask = await api.asked(sara, secondPost);
    const promised = await api.promised(donor, ask.id, {
      ...promiseTerms(),
      windows: [windowOn(clock, 1, '17:00', '18:00')],
    });
    expect(promised.pickup?.first_meeting).toBe(false);
  });

  it('gives the relative’s code to the receiver alone, and lets the donor check it once', async () => {
    const agreed = await agreedPickup(promiseTerms({ relative_may_collect: true }));
    const code = agreed.pickup?.collector_code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const [forDonor] = (await asksOf(donor)).asks;
    expect(forDonor?.pickup).toMatchObject({ relative_may_collect: true, collector_code: null });
    expect(JSON.stringify(await asksOf(donor))).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    await expectRefused(
      () => api.act(sara, agreed.id, 'check-code', { code }),
      403,
      'NOT_ASK_DONOR',
    );
    const tried = await api.act(donor, agreed.id, 'check-code', { code: wrong });
    expect(tried.statusCode).toBe(400);
    expect(tried.json<{ code: string }>().code).toBe('COLLECTOR_CODE_WRONG');
    const right = await api.act(donor, agreed.id, 'check-code', { code });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ matches: true });
    const again = await api.act(donor, agreed.id, 'check-code', { code });
    expect(again.json<{ code: string }>().code).toBe('COLLECTOR_CODE_USED');
    const [seen] = (await asksOf(donor)).asks;
    expect(seen?.pickup?.collector_code_used).toBe(true);
  });

  it(`stops checking codes after ${COLLECTOR_CODE_TRIES} wrong ones`, async () => {
    const agreed = await agreedPickup(promiseTerms({ relative_may_collect: true }));
    const code = agreed.pickup?.collector_code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < COLLECTOR_CODE_TRIES; attempt += 1) {
      const response = await api.act(donor, agreed.id, 'check-code', { code: wrong });
      expect(response.json<{ code: string }>().code).toBe('COLLECTOR_CODE_WRONG');
    }
    const locked = await api.act(donor, agreed.id, 'check-code', { code });
    expect(locked.statusCode).toBe(403);
    expect(locked.json<{ code: string }>().code).toBe('COLLECTOR_CODE_LOCKED');
  });

  it('writes the agreed time as a calendar file in the member’s language, on Amman’s clock', async () => {
    const agreed = await agreedPickup();
    const english = await get(testApp, `/api/asks/${agreed.id}/calendar.ics`, sara.token);
    expect(english.statusCode, english.body).toBe(200);
    expect(english.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(english.headers['content-disposition']).toBe(
      `attachment; filename="pickup-${agreed.id}.ics"`,
    );
    expect(english.body).toContain('DTSTART;TZID=Asia/Amman:20261125T170000');
    expect(english.body).toContain('DTEND;TZID=Asia/Amman:20261125T180000');
    expect(english.body).toContain('SUMMARY:Collect “Wooden dining table” with Donor');
    const arabic = await get(testApp, `/api/asks/${agreed.id}/calendar.ics?lang=ar`, donor.token);
    expect(arabic.statusCode, arabic.body).toBe(200);
    expect(arabic.body.replace(/\r\n /g, '')).toContain(
      'SUMMARY:استلام «Wooden dining table» مع Sara',
    );
    const stranger = await get(testApp, `/api/asks/${agreed.id}/calendar.ics`, omar.token);
    expect(stranger.statusCode).toBe(404);
  });
});

describe('the outcome', () => {
  it('refuses an answer before the agreed time begins, and "did not come" from the receiver', async () => {
    const agreed = await agreedPickup();
    await expectRefused(() => api.outcome(donor, agreed.id, 'collected'), 409, 'PICKUP_TOO_EARLY');
    clock = Date.parse('2026-11-25T14:05:00Z');
    await expectRefused(
      () => api.outcome(sara, agreed.id, 'missed'),
      403,
      'PICKUP_MISSED_BY_DONOR',
    );
  });

  it('records the handover when collected: the claim confirmed, the post given, both may rate', async () => {
    const agreed = await agreedPickup();
    await api.asked(omar, postId);
    clock = Date.parse('2026-11-25T14:30:00Z');
    const [due] = (await asksOf(sara)).asks;
    expect(due?.pickup?.outcome_due).toBe(true);
    const collected = await api.outcome(sara, agreed.id, 'collected');
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json<{ ask: Ask }>().ask).toMatchObject({ status: 'collected', pickup: null });
    expect(await availability()).toBe('donated');
    const claims = await testApp.database.db
      .selectFrom('donation_claims')
      .select(['post_id', 'donor_id', 'receiver_id', 'status'])
      .execute();
    expect(claims).toEqual([
      { post_id: postId, donor_id: donor.id, receiver_id: sara.id, status: 'confirmed' },
    ]);
    expect((await asksOf(omar)).asks[0]?.status).toBe('closed');
    await rate(testApp, donor, sara, 5);
    await rate(testApp, sara, donor, 5);
    await expectRefused(() => api.outcome(donor, agreed.id, 'missed'), 409, 'ASK_NOT_PROMISED');
    await pickupCountsMatchRows(testApp);
  });

  it('counts a missed pickup of the receiver, and the donor promises the next asker', async () => {
    const agreed = await agreedPickup();
    const omarAsk = await api.asked(omar, postId);
    clock = Date.parse('2026-11-25T15:10:00Z');
    const missed = await api.outcome(donor, agreed.id, 'missed');
    expect(missed.statusCode, missed.body).toBe(200);
    expect(missed.json<{ ask: Ask }>().ask.status).toBe('missed');
    expect(await availability()).toBe('available');
    expect((await notificationsOf(sara)).at(-1)?.kind).toBe('pickup_missed');
    const next = await api.promised(donor, omarAsk.id, {
      ...promiseTerms(),
      windows: [windowOn(clock, 1, '12:00', '13:00')],
    });
    expect(next.status).toBe('promised');
    const [omarSeen] = (await asksOf(donor)).asks.filter((ask) => ask.asker.id === sara.id);
    expect(omarSeen?.asker).toMatchObject({ pickups_missed: 1, pickups_completed: 0 });
    await pickupCountsMatchRows(testApp);
  });

  it('goes back to offering times when either says "another time"', async () => {
    const agreed = await agreedPickup();
    clock = Date.parse('2026-11-25T15:10:00Z');
    const again = await api.outcome(donor, agreed.id, 'another_time');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ ask: Ask }>().ask).toMatchObject({
      status: 'promised',
      pickup: { state: 'another_time', agreed: null },
    });
    expect((await notificationsOf(sara)).at(-1)?.kind).toBe('pickup_time_asked');
  });

  it('keeps the earlier claim flow: a confirmed claim settles the open asks', async () => {
    await api.asked(sara, postId);
    await api.asked(omar, postId);
    const claimId = await claimPost(testApp, postId, sara);
    const confirmed = await answerClaim(testApp, claimId, 'confirm', donor);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      message: 'Claim confirmed successfully.',
      claim_id: claimId,
      status: 'confirmed',
    });
    const statuses = (await asksOf(donor)).asks.map((ask) => [ask.asker.username, ask.status]);
    expect(statuses).toEqual([
      ['Sara', 'collected'],
      ['Omar', 'closed'],
    ]);
    expect((await notificationsOf(omar)).map((one) => one.kind)).toEqual(['ask_elsewhere']);
    await pickupCountsMatchRows(testApp);
  });
});

describe('the conversation about the item', () => {
  it('holds each step as a message both can act on, without a message notification of its own', async () => {
    const ask = await api.asked(sara, postId, 'Could I come on Thursday?');
    const promised = await api.promised(donor, ask.id, promiseTerms());
    await api.picked(sara, promised);
    const history = await get(testApp, `/messages/${donor.id}?post_id=${postId}`, sara.token);
    expect(history.statusCode, history.body).toBe(200);
    expect(
      history
        .json<ChatMessage[]>()
        .map((message) => [message.sender_id, message.content, message.ask, message.post_id]),
    ).toEqual([
      [sara.id, 'Could I come on Thursday?', { id: ask.id, event: 'asked' }, postId],
      [donor.id, ASK_EVENT_TEXTS.promised, { id: ask.id, event: 'promised' }, postId],
      [sara.id, ASK_EVENT_TEXTS.time_picked, { id: ask.id, event: 'time_picked' }, postId],
    ]);
    // The contacts list names the last step, so each page can say it in its own language.
    const contacts = await get(testApp, '/messages/contacts', donor.token);
    expect(contacts.json<Contact[]>()[0]).toMatchObject({
      id: sara.id,
      last_message: ASK_EVENT_TEXTS.time_picked,
      last_ask_event: 'time_picked',
    });
    const kinds = [...(await notificationsOf(donor)), ...(await notificationsOf(sara))].map(
      (one) => one.kind,
    );
    expect(kinds).not.toContain('message');
  });

  it('refuses to go on with members of whom either blocked the other, but lets them end it', async () => {
    const ask = await api.asked(sara, postId);
    const blocked = await put(testApp, `/api/blocks/${sara.id}`, {}, donor.token);
    expect(blocked.statusCode, blocked.body).toBe(200);
    await expectRefused(
      () => api.promise(donor, ask.id, promiseTerms()),
      403,
      'ASK_MEMBER_BLOCKED',
    );
    const withdrawn = await api.withdrawAsk(sara, ask.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
  });
});

describe('GET /api/asks', () => {
  it("lists the member's own asks with their items, newest first", async () => {
    const otherPost = await createdPostId(testApp, omar.token);
    await api.asked(sara, postId);
    clock += 60_000;
    await api.asked(sara, otherPost);
    const response = await get(testApp, '/api/asks', sara.token);
    expect(response.statusCode, response.body).toBe(200);
    const { asks } = response.json<MyAsksReply>();
    expect(asks.map((ask) => [ask.post.id, ask.donor.username])).toEqual([
      [otherPost, 'Omar'],
      [postId, 'Donor'],
    ]);
  });
});
