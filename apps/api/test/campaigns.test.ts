import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Campaign, CampaignCreate, CampaignReply } from '@tabarru/contract/campaigns';
import type { NeedReply } from '@tabarru/contract/needs';

import { dayAfter } from '@tabarru/contract/amman-time';
import { eventToday } from '@tabarru/contract/event-time';

import { createMember, get, post, registerAdmin, type Member } from './support/accounts';
import { answerClaim, claimPost } from './support/handover';
import { createdPostId, postFields } from './support/posts';
import { expectRefused } from './support/refusals';
import { appliedOrganisation, verifiedOrganisation } from './support/organisations';
import { createTestApp, type TestApp } from './support/test-app';

const DAY_MS = 24 * 60 * 60_000;
/**
 * The app's clock starts at the real time: posts, claims and receipts are stamped with it, and
 * a campaign counts what is stamped within its days.
 */
const START = Date.now();
const TODAY = eventToday(new Date(START));
const day = (days: number) => dayAfter(TODAY, days);

let clock = START;
let testApp: TestApp;
let bank: Member;
let admin: Member;
let giver: Member;
let receiver: Member;

beforeEach(async () => {
  clock = START;
  testApp = await createTestApp({}, { now: () => clock });
  bank = await createMember(testApp, { username: 'ClothingBank' });
  admin = await registerAdmin(testApp);
  giver = await createMember(testApp, { username: 'salma_g' });
  receiver = await createMember(testApp, { username: 'omar_r' });
  await verifiedOrganisation(testApp, bank, admin);
});

afterEach(async () => {
  await testApp.close();
});

function winter(overrides: Partial<CampaignCreate> = {}): CampaignCreate {
  return {
    title_en: 'Winter warmth',
    title_ar: 'دفء الشتاء',
    text_en: 'Coats, blankets and heaters for families before the cold.',
    text_ar: 'معاطف وبطانيات ومدافئ للعائلات قبل البرد.',
    categories: ['Clothing', 'Furniture'],
    starts_on: TODAY,
    ends_on: day(89),
    targets: [
      { region: 'Mafraq', quantity: 300 },
      { region: 'Amman', quantity: 50 },
    ],
    ...overrides,
  };
}

async function started(overrides: Partial<CampaignCreate> = {}, member = bank): Promise<Campaign> {
  const response = await post(testApp, '/api/campaigns', winter(overrides), member.token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CampaignReply>().campaign;
}

async function campaign(id: number): Promise<Campaign> {
  const response = await get(testApp, `/api/campaigns/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Campaign>();
}

const progressOf = (shown: Campaign, region: string) =>
  shown.progress.find((entry) => entry.region === region);

/** An offer of `giver` in Amman's furniture (the default post), handed over to `receiver`. */
async function handedOverOffer(fields = postFields()): Promise<number> {
  const postId = await createdPostId(testApp, giver.token, fields);
  const claimId = await claimPost(testApp, postId, receiver);
  const confirmed = await answerClaim(testApp, claimId, 'confirm', giver);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return postId;
}

describe('starting a campaign', () => {
  it('a verified organisation starts one, with its targets in the order of the governorates', async () => {
    const shown = await started();
    expect(shown).toMatchObject({
      title_en: 'Winter warmth',
      title_ar: 'دفء الشتاء',
      categories: ['Clothing', 'Furniture'],
      starts_on: TODAY,
      ends_on: day(89),
      organisation: { name_en: 'Amman Clothing Bank' },
      progress: [
        { region: 'Amman', target: 50, received: 0, offered: 0 },
        { region: 'Mafraq', target: 300, received: 0, offered: 0 },
      ],
    });
    const running = await get(testApp, '/api/campaigns');
    expect(running.json<{ campaigns: Campaign[] }>().campaigns.map((c) => c.id)).toEqual([
      shown.id,
    ]);
  });

  it('an organisation waiting for verification and a member are refused, and nothing is written', async () => {
    const waiting = await createMember(testApp, { username: 'mosque_committee' });
    await appliedOrganisation(testApp, waiting, { name_en: 'Mosque committee' });
    for (const member of [waiting, giver]) {
      await expectRefused(
        testApp,
        () => post(testApp, '/api/campaigns', winter(), member.token),
        403,
        { code: 'NOT_ALLOWED_TO_RUN_CAMPAIGN' },
      );
    }
    await expectRefused(testApp, () => post(testApp, '/api/campaigns', winter()), 401, {});
  });

  it('administrators start one of the site, written to the audit log; members may not', async () => {
    await expectRefused(
      testApp,
      () => post(testApp, '/api/admin/campaigns', winter(), bank.token),
      403,
      { code: 'ADMIN_ONLY' },
    );
    const response = await post(testApp, '/api/admin/campaigns', winter(), admin.token);
    expect(response.statusCode, response.body).toBe(201);
    const shown = response.json<CampaignReply>().campaign;
    expect(shown.organisation).toBeNull();
    const audit = await testApp.database.db
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id'])
      .where('action', '=', 'campaign.create')
      .execute();
    expect(audit).toEqual([
      { action: 'campaign.create', target_type: 'campaign', target_id: shown.id },
    ]);
  });

  it.each([
    ['starts before today', { starts_on: day(-1) }, 'CAMPAIGN_DATES_OUT_OF_RANGE'],
    ['ends before it starts', { ends_on: day(-1) }, 'CAMPAIGN_DATES_OUT_OF_RANGE'],
    ['lasts more than 366 days', { ends_on: day(367) }, 'CAMPAIGN_DATES_OUT_OF_RANGE'],
    ['has no day', { starts_on: '2026-02-30' }, 'FIELD_INVALID'],
    ['has no target', { targets: [] }, 'VALIDATION_ERROR'],
    ['has no category', { categories: [] }, 'VALIDATION_ERROR'],
    [
      'names a governorate twice',
      {
        targets: [
          { region: 'Irbid', quantity: 5 },
          { region: 'Irbid', quantity: 9 },
        ],
      },
      'FIELD_INVALID',
    ],
  ] as const)('is refused when it %s, and nothing is written', async (_case, overrides, code) => {
    const body = { ...winter(), ...overrides } as CampaignCreate;
    const response = await post(testApp, '/api/campaigns', body, bank.token);
    expect(response.statusCode, response.body).toBe(400);
    const reply = response.json<{ code: string }>();
    if (code !== 'VALIDATION_ERROR') expect(reply.code).toBe(code);
    expect(await testApp.database.db.selectFrom('campaigns').selectAll().execute()).toEqual([]);
  });

  it('answers 404 for a campaign that does not exist', async () => {
    const response = await get(testApp, '/api/campaigns/999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'CAMPAIGN_NOT_FOUND' });
  });
});

describe("a campaign's progress", () => {
  it('counts the handovers and receipts of its categories, governorates and days', async () => {
    const shown = await started();
    // Furniture in Amman, handed over: counts.
    await handedOverOffer();
    // Electronics in Amman, handed over: not one of its categories.
    await handedOverOffer(postFields({ features: JSON.stringify(['Electronics', 'A radio', '']) }));
    // A need of the bank in Mafraq, 12 coats received.
    const needResponse = await post(
      testApp,
      '/api/needs',
      {
        title: 'Coats for children',
        description: 'Warm coats, ages 4 to 12.',
        category: 'Clothing',
        region: 'Mafraq',
        quantity: 40,
        deadline: day(30),
      },
      bank.token,
    );
    expect(needResponse.statusCode, needResponse.body).toBe(201);
    const needId = needResponse.json<NeedReply>().need.post_id;
    const received = await post(
      testApp,
      `/api/needs/${needId}/receipts`,
      { quantity: 12, way: 'drop_off' },
      bank.token,
    );
    expect(received.statusCode, received.body).toBe(201);

    const now = await campaign(shown.id);
    expect(progressOf(now, 'Amman')).toEqual({
      region: 'Amman',
      target: 50,
      received: 1,
      offered: 1,
    });
    expect(progressOf(now, 'Mafraq')).toEqual({
      region: 'Mafraq',
      target: 300,
      received: 12,
      offered: 0,
    });
  });

  it('counts nothing of what came before its first day, and leaves the home list once ended', async () => {
    await handedOverOffer();
    const shown = await started({ starts_on: day(2), ends_on: day(9) });
    expect(progressOf(await campaign(shown.id), 'Amman')?.received).toBe(0);
    clock = START + 10 * DAY_MS;
    const running = await get(testApp, '/api/campaigns');
    expect(running.json<{ campaigns: Campaign[] }>().campaigns).toEqual([]);
    expect((await campaign(shown.id)).id).toBe(shown.id);
  });

  it('counts exactly the rows written when handovers and receipts arrive at once', async () => {
    const shown = await started();
    const needIds: number[] = [];
    for (let index = 0; index < 3; index++) {
      const response = await post(
        testApp,
        '/api/needs',
        {
          title: `Blankets ${index + 1}`,
          description: 'Wool blankets for the cold nights.',
          category: 'Clothing',
          region: 'Amman',
          quantity: 100,
          deadline: day(30),
        },
        bank.token,
      );
      expect(response.statusCode, response.body).toBe(201);
      needIds.push(response.json<NeedReply>().need.post_id);
    }
    const postIds = await Promise.all(
      Array.from({ length: 4 }, () => createdPostId(testApp, giver.token)),
    );
    const claimIds = await Promise.all(postIds.map((id) => claimPost(testApp, id, receiver)));
    const responses = await Promise.all([
      ...claimIds.map((id) => answerClaim(testApp, id, 'confirm', giver)),
      ...needIds.flatMap((id) =>
        [3, 4].map((quantity) =>
          post(testApp, `/api/needs/${id}/receipts`, { quantity, way: 'drop_off' }, bank.token),
        ),
      ),
    ]);
    expect(responses.every((response) => response.statusCode < 300)).toBe(true);

    const { db } = testApp.database;
    const confirmed = await db
      .selectFrom('donation_claims')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('status', '=', 'confirmed')
      .executeTakeFirstOrThrow();
    const receipts = await db
      .selectFrom('need_receipts')
      .select((eb) => eb.fn.sum<number | string>('quantity').as('items'))
      .executeTakeFirstOrThrow();
    const rows = Number(confirmed.count) + Number(receipts.items);
    expect(rows).toBe(4 + 3 * 7);
    expect(progressOf(await campaign(shown.id), 'Amman')).toMatchObject({
      received: rows,
      offered: 4,
    });
  });
});
