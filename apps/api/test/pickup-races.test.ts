import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ASKS_WAITING_MAX, type Ask, type PromiseRequest } from '@tabarru/contract/pickups';

import { createMember, type Member } from './support/accounts';
import { pickupApi, pickupCountsMatchRows, windowOn } from './support/pickups';
import { createdPostId } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

/** 12:00 in Amman. */
const NOON = Date.UTC(2026, 10, 24, 9, 0);

let clock = NOON;
let testApp: TestApp;
let api: ReturnType<typeof pickupApi>;
let donor: Member;
let postId: number;

beforeEach(async () => {
  clock = NOON;
  testApp = await createTestApp({}, { now: () => clock });
  api = pickupApi(testApp);
  donor = await createMember(testApp, { username: 'Donor' });
  postId = await createdPostId(testApp, donor.token);
});

afterEach(async () => {
  await testApp.close();
});

const terms: PromiseRequest = {
  windows: [windowOn(NOON, 1, '17:00', '18:00')],
  place: { kind: 'area' },
  relative_may_collect: false,
};

function membersOf(count: number): Promise<Member[]> {
  return Promise.all(Array.from({ length: count }, () => createMember(testApp)));
}

async function asksRows() {
  return testApp.database.db
    .selectFrom('item_asks')
    .select(['id', 'asker_id', 'status'])
    .orderBy('id')
    .execute();
}

async function postAvailability() {
  const row = await testApp.database.db
    .selectFrom('posts')
    .select('availability')
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  return row.availability;
}

describe('races of asks and pickups', () => {
  it('keeps one ask per member when many ask at once, and each twice', async () => {
    const members = await membersOf(12);
    const responses = await Promise.all(
      [...members, ...members].map((member) => api.ask(member, postId)),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(12);
    for (const refused of responses.filter((response) => response.statusCode !== 201)) {
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json<{ code: string }>().code).toBe('ASK_ALREADY_SENT');
    }
    const rows = await asksRows();
    expect(new Set(rows.map((row) => row.asker_id)).size).toBe(12);
    const told = await testApp.database.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', donor.id)
      .where('kind', '=', 'ask_received')
      .execute();
    expect(told).toHaveLength(12);
  });

  it(`holds the ${ASKS_WAITING_MAX} waiting asks of one member asking for many items at once`, async () => {
    const [asker] = await membersOf(1);
    if (!asker) throw new Error('no member');
    // The items are posted one after another: thirteen uploads at once would meet the photo
    // queue's limit (503), which is not what this race is about.
    const posts: number[] = [];
    for (let index = 0; index < ASKS_WAITING_MAX + 3; index++) {
      posts.push(await createdPostId(testApp, donor.token));
    }
    const responses = await Promise.all(posts.map((id) => api.ask(asker, id)));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(
      ASKS_WAITING_MAX,
    );
    expect((await asksRows()).filter((row) => row.status === 'waiting')).toHaveLength(
      ASKS_WAITING_MAX,
    );
  });

  it('lets one of two promises of one item at once through', async () => {
    const [first, second] = await membersOf(2);
    if (!first || !second) throw new Error('no members');
    const asks = [await api.asked(first, postId), await api.asked(second, postId)];
    const responses = await Promise.all(asks.map((ask) => api.promise(donor, ask.id, terms)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await asksRows()).filter((row) => row.status === 'promised')).toHaveLength(1);
    expect(await postAvailability()).toBe('reserved');
  });

  it('settles a promise racing the asker’s withdrawal one way or the other', async () => {
    const [asker] = await membersOf(1);
    if (!asker) throw new Error('no member');
    const ask = await api.asked(asker, postId);
    const [promised, withdrawn] = await Promise.all([
      api.promise(donor, ask.id, terms),
      api.withdrawAsk(asker, ask.id),
    ]);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [row] = await asksRows();
    expect(row?.status).toBe('withdrawn');
    // Promised first and then withdrawn, or withdrawn first and the promise refused.
    expect([200, 409]).toContain(promised.statusCode);
    expect(await postAvailability()).toBe('available');
  });

  it('records one outcome when "collected" races "did not come"', async () => {
    const [asker] = await membersOf(1);
    if (!asker) throw new Error('no member');
    const ask = await api.asked(asker, postId);
    const promised = await api.promised(donor, ask.id, terms);
    const agreed: Ask = await api.picked(asker, promised);
    clock = Date.parse(agreed.pickup?.agreed?.starts_at ?? '') + 10 * 60_000;
    const responses = await Promise.all([
      api.outcome(asker, agreed.id, 'collected'),
      api.outcome(donor, agreed.id, 'missed'),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const [row] = await asksRows();
    expect(['collected', 'missed']).toContain(row?.status);
    expect(await postAvailability()).toBe(row?.status === 'collected' ? 'donated' : 'available');
    await pickupCountsMatchRows(testApp);
  });

  it('keeps every count equal to its rows after many handovers and misses at once', async () => {
    const askers = await membersOf(6);
    const posts = await Promise.all(askers.map(() => createdPostId(testApp, donor.token)));
    const agreed = await Promise.all(
      askers.map(async (asker, at) => {
        const ask = await api.asked(asker, posts[at] ?? 0);
        return api.picked(asker, await api.promised(donor, ask.id, terms));
      }),
    );
    clock = Date.parse('2026-11-25T14:30:00Z');
    await Promise.all(
      agreed.map((ask, at) => {
        const asker = askers[at];
        if (!asker) throw new Error('no member');
        return at % 2 === 0
          ? api.outcome(asker, ask.id, 'collected')
          : api.outcome(donor, ask.id, 'missed');
      }),
    );
    const rows = await asksRows();
    expect(rows.filter((row) => row.status === 'collected')).toHaveLength(3);
    expect(rows.filter((row) => row.status === 'missed')).toHaveLength(3);
    await pickupCountsMatchRows(testApp);
  });
});
