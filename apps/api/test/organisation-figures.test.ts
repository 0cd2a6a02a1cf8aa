import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { AdminOverviewReply } from '@tabarru/contract/admin';
import { dayAfter } from '@tabarru/contract/amman-time';
import { eventToday } from '@tabarru/contract/event-time';
import { figureWeeks, type FigureWeek } from '@tabarru/contract/figure-weeks';
import type { NeedCreate, NeedReceipt, NeedReply } from '@tabarru/contract/needs';
import type { OrganisationReceivedReply } from '@tabarru/contract/organisations';

import { createMember, get, post, registerAdmin, type Member } from './support/accounts';
import { answerClaim, claimPost } from './support/handover';
import { appliedOrganisation, verifiedOrganisation } from './support/organisations';
import { createdPostId, postFields } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * The app's clock starts at the real time, as some rows are stamped with it (posts, claims'
 * answers, reports); a test moves it to stamp receipts, or writes a row's time itself.
 */
const START = Date.now();
const WEEKS: FigureWeek[] = figureWeeks(new Date(START));

/** An instant `offsetMs` after the week's beginning (Saturday 00:00 in Amman). */
const inWeek = (index: number, offsetMs = DAY_MS) =>
  new Date(Date.parse(WEEKS[index]?.from ?? '') + offsetMs).toISOString();

let clock = START;
let testApp: TestApp;
let admin: Member;
let bank: Member;
let giver: Member;
let organisationId: number;

beforeEach(async () => {
  clock = START;
  testApp = await createTestApp({}, { now: () => clock });
  admin = await registerAdmin(testApp);
  bank = await createMember(testApp, { username: 'ClothingBank' });
  giver = await createMember(testApp, { username: 'salma_g' });
  organisationId = await verifiedOrganisation(testApp, bank, admin);
});

afterEach(async () => {
  await testApp.close();
});

async function postedNeed(overrides: Partial<NeedCreate> = {}, member = bank): Promise<number> {
  const response = await post(
    testApp,
    '/api/needs',
    {
      title: 'Winter coats for children',
      description: 'Warm coats, ages 4 to 12, clean and whole.',
      category: 'Clothing',
      region: 'Mafraq',
      quantity: 400,
      deadline: dayAfter(eventToday(new Date(START)), 30),
      ...overrides,
    },
    member.token,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<NeedReply>().need.post_id;
}

/** A receipt recorded through the API at `at` on the app's clock. */
async function receivedAt(at: string, needId: number, receipt: NeedReceipt, member = bank) {
  clock = Date.parse(at);
  const response = await post(testApp, `/api/needs/${needId}/receipts`, receipt, member.token);
  clock = START;
  expect(response.statusCode, response.body).toBe(201);
}

/** An offer of `giver` handed over to `receiver`, its claim confirmed at `at`. */
async function handedOverAt(at: string, receiver: Member, fields = postFields()) {
  const postId = await createdPostId(testApp, giver.token, fields);
  const claimId = await claimPost(testApp, postId, receiver);
  const confirmed = await answerClaim(testApp, claimId, 'confirm', giver);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  await testApp.database.db
    .updateTable('donation_claims')
    .set({ decided_at: at })
    .where('id', '=', claimId)
    .execute();
  return postId;
}

async function received(id = organisationId): Promise<OrganisationReceivedReply> {
  const response = await get(testApp, `/api/organisations/${id}/received`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrganisationReceivedReply>();
}

const clothingInMafraq = postFields({
  title: 'Winter coat',
  location: 'Mafraq',
  features: JSON.stringify(['Clothing', 'Size 8', '']),
});

describe("an organisation's received items", () => {
  it('adds up its needs’ receipts and the offers handed over to it, per week, category and governorate', async () => {
    const coats = await postedNeed();
    const books = await postedNeed({ title: 'School books', category: 'Books', region: 'Irbid' });
    await receivedAt(inWeek(20), coats, { quantity: 5, way: 'drop_off' });
    await receivedAt(inWeek(20, 3 * DAY_MS), coats, {
      quantity: 3,
      way: 'handover',
      donor: giver.username,
    });
    await handedOverAt(inWeek(20, 2 * DAY_MS), bank, clothingInMafraq);
    await receivedAt(inWeek(25, 0), coats, { quantity: 2, way: 'drop_off' });
    await receivedAt(inWeek(25, HOUR_MS), books, { quantity: 4, way: 'drop_off' });
    // A table in Amman, handed over to its account this week.
    await handedOverAt(inWeek(25, HOUR_MS), bank);

    const reply = await received();
    expect(reply.weeks).toEqual(WEEKS.map((week) => week.start));
    expect(reply.weeks).toHaveLength(26);
    expect(reply.rows).toEqual([
      { week: WEEKS[20]?.start, category: 'Clothing', region: 'Mafraq', items: 9 },
      { week: WEEKS[25]?.start, category: 'Furniture', region: 'Amman', items: 1 },
      { week: WEEKS[25]?.start, category: 'Clothing', region: 'Mafraq', items: 2 },
      { week: WEEKS[25]?.start, category: 'Books', region: 'Irbid', items: 4 },
    ]);
  });

  it('counts nothing before the first week, nor what others received or was only claimed', async () => {
    const coats = await postedNeed();
    await receivedAt(inWeek(0, -1), coats, { quantity: 7, way: 'drop_off' });
    await handedOverAt(inWeek(0, -HOUR_MS), bank);
    const other = await createMember(testApp, { username: 'mosque_committee' });
    await verifiedOrganisation(testApp, other, admin, { name_en: 'Mosque committee' });
    await receivedAt(
      inWeek(24),
      await postedNeed({}, other),
      { quantity: 6, way: 'drop_off' },
      other,
    );
    const neighbour = await createMember(testApp);
    await handedOverAt(inWeek(24), neighbour);
    // Claimed by the organisation's account, still waiting for its donor; another declined.
    await claimPost(testApp, await createdPostId(testApp, giver.token), bank);
    const declined = await claimPost(testApp, await createdPostId(testApp, giver.token), bank);
    expect((await answerClaim(testApp, declined, 'decline', giver)).statusCode).toBe(200);

    expect((await received()).rows).toEqual([]);
  });

  it('puts a receipt late on Friday in Amman in one week and one just after Saturday’s midnight in the next', async () => {
    const coats = await postedNeed();
    const fridayNight = inWeek(24, -30 * 60_000);
    const saturdayMorning = inWeek(24, 5 * 60_000);
    const amman = (at: string) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Amman',
        weekday: 'long',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(at));
    expect(amman(fridayNight)).toBe('Friday 23:30');
    expect(amman(saturdayMorning)).toBe('Saturday 00:05');
    await receivedAt(fridayNight, coats, { quantity: 1, way: 'drop_off' });
    await receivedAt(saturdayMorning, coats, { quantity: 2, way: 'drop_off' });

    expect((await received()).rows).toEqual([
      { week: WEEKS[23]?.start, category: 'Clothing', region: 'Mafraq', items: 1 },
      { week: WEEKS[24]?.start, category: 'Clothing', region: 'Mafraq', items: 2 },
    ]);
  });

  it('puts a receipt at each week’s first instant in that week and one a millisecond before in the week before', async () => {
    const coats = await postedNeed();
    await testApp.database.db
      .insertInto('need_receipts')
      .values(
        WEEKS.flatMap((week) => [
          { post_id: coats, quantity: 1, way: 'drop_off' as const, received_at: week.from },
          {
            post_id: coats,
            quantity: 100,
            way: 'drop_off' as const,
            received_at: new Date(Date.parse(week.from) - 1).toISOString(),
          },
        ]),
      )
      .execute();

    expect((await received()).rows).toEqual(
      WEEKS.map((week, index) => ({
        week: week.start,
        category: 'Clothing',
        region: 'Mafraq',
        items: index === WEEKS.length - 1 ? 1 : 101,
      })),
    );
  });

  it('never names who gave: a row holds its week, category, governorate and count alone', async () => {
    const coats = await postedNeed();
    await receivedAt(inWeek(22), coats, { quantity: 2, way: 'handover', donor: giver.username });
    await handedOverAt(inWeek(22), bank, clothingInMafraq);

    const response = await get(testApp, `/api/organisations/${organisationId}/received`);
    expect(response.body).not.toContain(giver.username);
    expect(response.body).not.toContain('donor');
    const { rows } = response.json<OrganisationReceivedReply>();
    expect(rows).toEqual([
      { week: WEEKS[22]?.start, category: 'Clothing', region: 'Mafraq', items: 3 },
    ]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['category', 'items', 'region', 'week']);
  });

  it('is not found for an organisation not verified, or none, as its page is', async () => {
    const waiting = await createMember(testApp, { username: 'school_committee' });
    const waitingId = await appliedOrganisation(testApp, waiting, { name_en: 'School committee' });
    for (const id of [waitingId, 999_999]) {
      for (const token of [undefined, waiting.token, admin.token]) {
        const response = await get(testApp, `/api/organisations/${id}/received`, token);
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json()).toMatchObject({ code: 'ORGANISATION_NOT_FOUND' });
      }
    }
    for (const id of ['abc', '0', '-1', '1.5']) {
      const page = await get(testApp, `/api/organisations/${id}`);
      const figures = await get(testApp, `/api/organisations/${id}/received`);
      expect(figures.statusCode, id).toBe(page.statusCode);
      expect(figures.json<{ code: string }>().code).toBe(page.json<{ code: string }>().code);
    }
  });
});

describe("the administrators' overview", () => {
  async function overview(token = admin.token): Promise<AdminOverviewReply> {
    const response = await get(testApp, '/api/admin/overview', token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminOverviewReply>();
  }

  /** 26 zeros with the given weeks' counts. */
  const series = (counts: Record<number, number>) =>
    WEEKS.map((_week, index) => counts[index] ?? 0);

  it('counts accounts, posts, handovers and reports per week, and since the start', async () => {
    const { db } = testApp.database;
    const setTime = async (
      table: 'users' | 'posts' | 'post_reports',
      id: number,
      createdAt: string,
    ) => {
      await db.updateTable(table).set({ created_at: createdAt }).where('id', '=', id).execute();
    };
    const early = await createMember(testApp);
    const veteran = await createMember(testApp);
    await setTime('users', early.id, inWeek(3, HOUR_MS));
    await setTime('users', veteran.id, inWeek(0, -DAY_MS));
    const receiver = await createMember(testApp);

    const older = await createdPostId(testApp, giver.token);
    await setTime('posts', older, inWeek(10, 2 * HOUR_MS));
    const removed = await createdPostId(testApp, giver.token);
    await db
      .updateTable('posts')
      .set({ moderation_status: 'removed' })
      .where('id', '=', removed)
      .execute();
    const ancient = await createdPostId(testApp, giver.token);
    await setTime('posts', ancient, inWeek(0, -7 * DAY_MS));
    await receivedAt(inWeek(12), await postedNeed(), { quantity: 3, way: 'drop_off' });

    await handedOverAt(inWeek(20, HOUR_MS), receiver);
    await handedOverAt(inWeek(0, -HOUR_MS), receiver);
    await claimPost(testApp, await createdPostId(testApp, giver.token), receiver);

    const report = await post(
      testApp,
      `/posts/${older}/report`,
      { reason: 'spam', note: 'An advert' },
      receiver.token,
    );
    expect(report.statusCode, report.body).toBe(200);
    const { id: reportId } = await db
      .selectFrom('post_reports')
      .select('id')
      .executeTakeFirstOrThrow();
    await setTime('post_reports', reportId, inWeek(5, HOUR_MS));

    const shown = await overview();
    expect(shown.weeks).toEqual(WEEKS.map((week) => week.start));
    // admin, bank, giver, receiver this week; early in week 3; veteran before the first.
    expect(shown.members).toEqual(series({ 3: 1, 25: 4 }));
    // This week: the removed offer, the need, the two handed over and the one claimed.
    expect(shown.posts).toEqual(series({ 10: 1, 25: 5 }));
    expect(shown.handovers).toEqual(series({ 20: 1 }));
    expect(shown.reports).toEqual(series({ 5: 1 }));
    expect(shown.totals).toEqual({ members: 6, posts: 7, handovers: 2, reports: 1 });
  });

  it('answers every week with nothing counted on a site with nothing in it but its accounts', async () => {
    const shown = await overview();
    expect(shown.posts).toEqual(series({}));
    expect(shown.handovers).toEqual(series({}));
    expect(shown.reports).toEqual(series({}));
    expect(shown.members).toEqual(series({ 25: 3 }));
    expect(shown.totals).toEqual({ members: 3, posts: 0, handovers: 0, reports: 0 });
  });

  it('is for administrators only: signed out 401, a member 403', async () => {
    const signedOut = await get(testApp, '/api/admin/overview');
    expect(signedOut.statusCode, signedOut.body).toBe(401);
    for (const member of [giver, bank]) {
      const refused = await get(testApp, '/api/admin/overview', member.token);
      expect(refused.statusCode, refused.body).toBe(403);
    }
  });
});
