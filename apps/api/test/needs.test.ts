import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type {
  Need,
  NeedCreate,
  NeedReceipt,
  NeedReceiptReply,
  NeedReply,
} from '@tabarru/contract/needs';
import type { FeedReply, PostDetail } from '@tabarru/contract/posts';

import { createMember, get, post, put, registerAdmin, type Member } from './support/accounts';
import { appliedOrganisation } from './support/organisations';
import { createTestApp, type TestApp } from './support/test-app';

const DAY_MS = 24 * 60 * 60_000;
/** 10:00 in Amman on 1 March 2026. */
const START = Date.parse('2026-03-01T07:00:00Z');

let clock = START;
let testApp: TestApp;
let bank: Member;
let admin: Member;
let giver: Member;
let organisationId: number;

beforeEach(async () => {
  clock = START;
  testApp = await createTestApp({}, { now: () => clock });
  bank = await createMember(testApp, { username: 'ClothingBank' });
  admin = await registerAdmin(testApp);
  giver = await createMember(testApp, { username: 'salma_g' });
  organisationId = await appliedOrganisation(testApp, bank, { name_ar: 'بنك الملابس - عمّان' });
  const verified = await post(
    testApp,
    `/api/admin/organisations/${organisationId}/verify`,
    {},
    admin.token,
  );
  expect(verified.statusCode, verified.body).toBe(200);
});

afterEach(async () => {
  await testApp.close();
});

function need(overrides: Partial<NeedCreate> = {}): NeedCreate {
  return {
    title: 'Winter coats for children',
    description: 'Warm coats, ages 4 to 12, clean and whole.',
    category: 'Clothing',
    region: 'Mafraq',
    quantity: 40,
    deadline: '2026-03-31',
    ...overrides,
  };
}

async function posted(overrides: Partial<NeedCreate> = {}): Promise<Need> {
  const response = await post(testApp, '/api/needs', need(overrides), bank.token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<NeedReply>().need;
}

function receive(id: number, receipt: NeedReceipt, token = bank.token) {
  return post(testApp, `/api/needs/${id}/receipts`, receipt, token);
}

async function wantedFeed(): Promise<FeedReply['posts']> {
  const response = await get(testApp, '/posts?kind=wanted');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FeedReply>().posts;
}

async function openNeeds(): Promise<Need[]> {
  const response = await get(testApp, `/api/organisations/${organisationId}/needs`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ needs: Need[] }>().needs;
}

const needRow = (id: number) =>
  testApp.database.db
    .selectFrom('posts')
    .select(['need_quantity', 'need_received', 'availability', 'expires_at', 'deadline'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const receiptRows = (id: number) =>
  testApp.database.db
    .selectFrom('need_receipts')
    .selectAll()
    .where('post_id', '=', id)
    .orderBy('id')
    .execute();

const handoverCounts = (id: number) =>
  testApp.database.db
    .selectFrom('users')
    .select(['items_donated', 'items_received'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('needs', () => {
  it('lets a verified organisation ask for a number of items by a day, shown with its mark and count', async () => {
    const coats = await posted();
    expect(coats).toMatchObject({
      organisation: {
        id: organisationId,
        user_id: bank.id,
        name_en: 'Amman Clothing Bank',
        name_ar: 'بنك الملابس - عمّان',
      },
      title: 'Winter coats for children',
      category: 'Clothing',
      region: 'Mafraq',
      quantity: 40,
      received: 0,
      deadline: '2026-03-31',
      fulfilled: false,
      under_review: false,
    });
    // It leaves the feed at the end of its day on Amman's clock (UTC+3).
    expect(await needRow(coats.post_id)).toMatchObject({
      expires_at: '2026-03-31T21:00:00.000Z',
    });

    const card = (await wantedFeed()).find((entry) => entry.post_id === coats.post_id);
    expect(card?.need).toEqual({ quantity: 40, received: 0 });
    const page = await get(testApp, `/Posting/posts/${coats.post_id}`, giver.token);
    expect(page.json<PostDetail>()).toMatchObject({
      kind: 'wanted',
      need: {
        quantity: 40,
        received: 0,
        organisation: {
          id: organisationId,
          name_en: 'Amman Clothing Bank',
          name_ar: 'بنك الملابس - عمّان',
        },
      },
    });
    expect(await openNeeds()).toEqual([coats]);
  });

  it('shows a member’s ordinary wanted post and offers without a need', async () => {
    const wanted = await post(
      testApp,
      '/api/wanted',
      { title: 'A desk', description: 'For homework.', category: 'Furniture', region: 'Amman' },
      giver.token,
    );
    expect(wanted.statusCode).toBe(201);
    const card = (await wantedFeed()).find((entry) => entry.title === 'A desk');
    expect(card?.need).toBeNull();
    const id = wanted.json<{ wanted: { post_id: number } }>().wanted.post_id;
    expect((await get(testApp, `/Posting/posts/${id}`, giver.token)).json<PostDetail>().need).toBe(
      null,
    );
  });

  it('refuses needs from anyone but a verified organisation, writing nothing', async () => {
    const waiting = await createMember(testApp);
    await appliedOrganisation(testApp, waiting);
    for (const token of [giver.token, waiting.token, admin.token]) {
      const response = await post(testApp, '/api/needs', need(), token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'NOT_A_VERIFIED_ORGANISATION' });
    }
    expect((await post(testApp, '/api/needs', need())).statusCode).toBe(401);
    const rows = await testApp.database.db
      .selectFrom('posts')
      .select('id')
      .where('need_quantity', 'is not', null)
      .execute();
    expect(rows).toEqual([]);
    expect(await wantedFeed()).toEqual([]);
  });

  it('refuses a day already past or more than a year ahead, and a quantity out of range', async () => {
    for (const [bad, code] of [
      [{ deadline: '2026-02-28' }, 'NEED_DEADLINE_OUT_OF_RANGE'],
      [{ deadline: '2027-03-02' }, 'NEED_DEADLINE_OUT_OF_RANGE'],
      [{ deadline: '31/03/2026' }, undefined],
      [{ quantity: 0 }, undefined],
      [{ quantity: 10_001 }, undefined],
      [{ title: '' }, undefined],
    ] as const) {
      const response = await post(testApp, '/api/needs', need(bad), bank.token);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      if (code) expect(response.json()).toMatchObject({ code, field: 'deadline' });
    }
    // Today, on Amman's clock, is a day it may still be needed by.
    expect((await posted({ deadline: '2026-03-01' })).deadline).toBe('2026-03-01');
  });

  it('counts what comes in down to none left, then leaves the feed and its organisation’s page', async () => {
    const bags = await posted({ title: 'School bags', category: 'Books', quantity: 5 });

    const first = await receive(bags.post_id, { quantity: 2, way: 'drop_off' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<NeedReply>().need).toMatchObject({ received: 2, fulfilled: false });
    expect((await wantedFeed()).find((card) => card.post_id === bags.post_id)?.need).toEqual({
      quantity: 5,
      received: 2,
    });

    const tooMany = await receive(bags.post_id, { quantity: 4, way: 'drop_off' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'NEED_MORE_THAN_LEFT', field: 'quantity' });

    const rest = await receive(bags.post_id, { quantity: 3, way: 'handover', donor: 'Salma_G' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json<NeedReply>().need).toMatchObject({ received: 5, fulfilled: true });
    expect(await needRow(bags.post_id)).toMatchObject({
      need_received: 5,
      availability: 'donated',
    });
    expect((await wantedFeed()).map((card) => card.post_id)).not.toContain(bags.post_id);
    expect(await openNeeds()).toEqual([]);

    const after = await receive(bags.post_id, { quantity: 1, way: 'drop_off' });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: 'NEED_FULFILLED' });
    expect((await receiptRows(bags.post_id)).map((row) => row.quantity)).toEqual([2, 3]);
  });

  it('counts a handover for the member named as the donor, once per receipt', async () => {
    const coats = await posted();
    const before = { giver: await handoverCounts(giver.id), bank: await handoverCounts(bank.id) };
    expect(
      (await receive(coats.post_id, { quantity: 6, way: 'handover', donor: 'salma_g' })).statusCode,
    ).toBe(201);
    expect(await handoverCounts(giver.id)).toMatchObject({
      items_donated: before.giver.items_donated + 1,
    });
    expect(await handoverCounts(bank.id)).toMatchObject({
      items_received: before.bank.items_received + 1,
    });

    const receipts = await get(testApp, `/api/needs/${coats.post_id}/receipts`, bank.token);
    expect(receipts.json<{ receipts: NeedReceiptReply[] }>().receipts).toEqual([
      {
        id: expect.any(Number),
        quantity: 6,
        way: 'handover',
        donor: { id: giver.id, username: 'salma_g' },
        received_at: new Date(clock).toISOString(),
      },
    ]);
  });

  it('refuses an unknown donor, or the organisation itself, leaving the count as it was', async () => {
    const coats = await posted();
    for (const donor of ['nobody_here', 'ClothingBank']) {
      const response = await receive(coats.post_id, { quantity: 1, way: 'handover', donor });
      expect(response.statusCode, donor).toBe(400);
      expect(response.json()).toMatchObject({ code: 'NEED_DONOR_NOT_FOUND', field: 'donor' });
    }
    for (const bad of [{ quantity: 0 }, { way: 'post' }, { quantity: 'many' }]) {
      const response = await post(
        testApp,
        `/api/needs/${coats.post_id}/receipts`,
        { quantity: 1, way: 'drop_off', ...bad },
        bank.token,
      );
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await needRow(coats.post_id)).toMatchObject({ need_received: 0 });
    expect(await receiptRows(coats.post_id)).toEqual([]);
  });

  it('lets only its organisation record and read what came in', async () => {
    const coats = await posted();
    for (const token of [giver.token, admin.token]) {
      const recorded = await receive(coats.post_id, { quantity: 1, way: 'drop_off' }, token);
      expect(recorded.statusCode).toBe(403);
      expect(recorded.json()).toMatchObject({ code: 'NOT_POST_OWNER' });
      expect((await get(testApp, `/api/needs/${coats.post_id}/receipts`, token)).statusCode).toBe(
        403,
      );
    }
    expect(
      (
        await post(testApp, `/api/needs/${coats.post_id}/receipts`, {
          quantity: 1,
          way: 'drop_off',
        })
      ).statusCode,
    ).toBe(401);
    expect((await get(testApp, `/api/needs/${coats.post_id}/receipts`)).statusCode).toBe(401);
    expect(await needRow(coats.post_id)).toMatchObject({ need_received: 0 });

    // A wanted post that is not a need, and a post that does not exist, have no receipts.
    const wanted = await post(
      testApp,
      '/api/wanted',
      { title: 'Coats', description: 'Any size.', category: 'Clothing', region: 'Amman' },
      bank.token,
    );
    const wantedId = wanted.json<{ wanted: { post_id: number } }>().wanted.post_id;
    for (const id of [wantedId, 999_999]) {
      const response = await receive(id, { quantity: 1, way: 'drop_off' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NEED_NOT_FOUND' });
    }
  });

  it('keeps the count equal to its receipts when many are recorded at once', async () => {
    const blankets = await posted({ title: 'Blankets', quantity: 6 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => receive(blankets.post_id, { quantity: 1, way: 'drop_off' })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(6);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    const receipts = await receiptRows(blankets.post_id);
    expect(receipts.reduce((sum, row) => sum + row.quantity, 0)).toBe(6);
    expect(await needRow(blankets.post_id)).toMatchObject({
      need_received: 6,
      availability: 'donated',
    });
  });

  it('leaves its organisation’s page and the feed once its day has passed', async () => {
    const coats = await posted({ deadline: '2026-03-02' });
    expect((await openNeeds()).map((open) => open.post_id)).toEqual([coats.post_id]);
    clock = START + 2 * DAY_MS;
    expect(await openNeeds()).toEqual([]);
    expect((await wantedFeed()).map((card) => card.post_id)).not.toContain(coats.post_id);
  });

  it('keeps its count and its day through an edit and a renewal of the wanted post it is', async () => {
    const coats = await posted({ deadline: '2026-03-05' });
    await receive(coats.post_id, { quantity: 3, way: 'drop_off' });
    const edited = await put(
      testApp,
      `/api/wanted/${coats.post_id}`,
      { title: 'Warm coats', description: 'Ages 4 to 12.', category: 'Clothing', region: 'Mafraq' },
      bank.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const renewed = await put(testApp, `/api/wanted/${coats.post_id}/renew`, {}, bank.token);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await needRow(coats.post_id)).toMatchObject({
      need_quantity: 40,
      need_received: 3,
      deadline: '2026-03-05',
      expires_at: '2026-03-05T21:00:00.000Z',
    });
  });

  it('lists no needs for an organisation nobody verified', async () => {
    const waiting = await createMember(testApp);
    const applicationId = await appliedOrganisation(testApp, waiting);
    for (const id of [applicationId, 999_999]) {
      const response = await get(testApp, `/api/organisations/${id}/needs`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ORGANISATION_NOT_FOUND' });
    }
  });
});
