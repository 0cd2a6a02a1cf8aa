import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { DataExport } from '@tabarru/contract/data-export';

import { del, get, post, put, createMember, sessionIdOf, type Member } from './support/accounts';
import { confirmedHandover, claimNewPost, rate } from './support/handover';
import { createdPostId, jpegImage, postFields } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * A member's download of their data: everything the product holds about them, and
 * of anyone else only the id and name their own records name.
 */

let testApp: TestApp;
let sara: Member;
let omar: Member;
let layla: Member;

beforeEach(async () => {
  testApp = await createTestApp({ RATE_LIMITS: 'off' });
  sara = await createMember(testApp, { email: 'sara@example.jo' });
  omar = await createMember(testApp, { email: 'omar@example.jo' });
  layla = await createMember(testApp, { email: 'layla@example.jo' });
});

afterEach(async () => {
  await testApp.close();
});

const exportOf = (member: Member) => get(testApp, '/api/users/me/export', member.token);

async function send(from: Member, to: Member, content: string, postId?: number): Promise<void> {
  const response = await post(
    testApp,
    '/messages',
    { receiver_id: to.id, content, post_id: postId },
    from.token,
  );
  expect(response.statusCode, response.body).toBe(201);
}

describe('the data download', () => {
  it('holds the member’s account, posts, messages, claims, feedback, reports, blocks and contact messages, as an attachment', async () => {
    const sofa = await createdPostId(testApp, sara.token, postFields({ title: 'Green sofa' }), [
      await jpegImage(1),
      await jpegImage(2),
    ]);
    // Omar gave Sara a lamp, which she rated; Layla claims Sara's sofa; Sara rated nobody else.
    const { postId: lamp } = await confirmedHandover(testApp, omar, sara);
    await rate(testApp, sara, omar, 5, 'Kind and on time');
    await rate(testApp, omar, sara, 4, 'Easy to arrange');
    const claimOnSofa = await post(
      testApp,
      '/api/donations/claims',
      { post_id: sofa, message: 'I can come Friday' },
      layla.token,
    );
    expect(claimOnSofa.statusCode, claimOnSofa.body).toBe(201);
    await send(sara, omar, 'Thank you for the lamp', lamp);
    // The answer in the lamp's thread, as the conversation page sends it.
    await send(omar, sara, 'You are welcome', lamp);
    // Between Omar and Layla: none of Sara's business.
    await send(omar, layla, 'A secret between Omar and Layla');
    const omarBook = await createdPostId(testApp, omar.token, postFields({ title: 'Old atlas' }));
    expect(
      (
        await post(
          testApp,
          `/posts/${omarBook}/report`,
          { reason: 'spam', note: 'Twice' },
          sara.token,
        )
      ).statusCode,
    ).toBe(200);
    expect((await put(testApp, `/api/blocks/${layla.id}`, {}, sara.token)).statusCode).toBe(200);
    expect((await del(testApp, `/api/feedback/prompts/${omar.id}`, sara.token)).statusCode).toBe(
      200,
    );
    const contact = await post(
      testApp,
      '/contact',
      { name: 'Sara', email: 'sara@example.jo', message: 'How do events work?' },
      sara.token,
    );
    expect(contact.statusCode, contact.body).toBe(201);
    // Sent by a visitor with Sara's address: not hers to download (addresses are not verified).
    await post(testApp, '/contact', {
      name: 'Someone',
      email: 'sara@example.jo',
      message: 'Written by a visitor',
    });

    const response = await exportOf(sara);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="tabarru-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json<DataExport>();

    expect(data).toMatchObject({
      format: 'tabarru-data-export',
      version: 1,
      account: {
        id: sara.id,
        username: sara.username,
        email: 'sara@example.jo',
        phone_number: sara.phone,
        items_received: 1,
        rating: 4,
        rating_count: 1,
      },
    });
    expect(data.posts.map((item) => item.title)).toEqual(['Green sofa']);
    expect(data.posts[0]?.images).toHaveLength(2);
    expect(data.posts[0]?.images[0]).toMatch(/^http.*\/uploads\/[0-9a-f]+\.webp$/);
    expect(data.conversations).toEqual([
      {
        with: { id: omar.id, username: omar.username },
        messages: [
          expect.objectContaining({
            sender_id: sara.id,
            receiver_id: omar.id,
            content: 'Thank you for the lamp',
            post_id: lamp,
          }),
          expect.objectContaining({
            sender_id: omar.id,
            content: 'You are welcome',
            post_id: lamp,
          }),
        ],
      },
    ]);
    expect(data.claims_made).toEqual([
      expect.objectContaining({
        post_id: lamp,
        status: 'confirmed',
        donor: { id: omar.id, username: omar.username },
      }),
    ]);
    expect(data.claims_received).toEqual([
      expect.objectContaining({
        post_id: sofa,
        post_title: 'Green sofa',
        message: 'I can come Friday',
        status: 'pending',
        claimant: { id: layla.id, username: layla.username },
      }),
    ]);
    expect(data.feedback_given).toEqual([
      expect.objectContaining({
        rating: 5,
        comment: 'Kind and on time',
        to: { id: omar.id, username: omar.username },
      }),
    ]);
    expect(data.feedback_received).toEqual([
      expect.objectContaining({ rating: 4, from: { id: omar.id, username: omar.username } }),
    ]);
    expect(data.reports).toEqual([
      expect.objectContaining({ post_id: omarBook, post_title: 'Old atlas', reason: 'spam' }),
    ]);
    expect(data.blocks).toEqual([
      { member: { id: layla.id, username: layla.username }, blocked_at: expect.any(String) },
    ]);
    expect(data.rating_prompts_dismissed).toEqual([
      { member: { id: omar.id, username: omar.username }, dismissed_at: expect.any(String) },
    ]);
    expect(data.contact_messages).toEqual([
      expect.objectContaining({ email: 'sara@example.jo', message: 'How do events work?' }),
    ]);
    // Her sign-ins: the device and network, never the session's id or token.
    expect(data.sessions).toEqual([
      expect.objectContaining({
        browser: null,
        system: null,
        network: '127.0.0.0/24',
        two_step: false,
        ended_at: null,
      }),
    ]);
    expect(data.account.two_step_since).toBeNull();
    // What she was told of: the claim on her sofa, the answer, the rating and Omar's reply.
    expect(data.notifications.map((notification) => notification.kind).sort()).toEqual([
      'claim_confirmed',
      'claim_received',
      'message',
      'rating_received',
    ]);
    expect(data.notifications).toContainEqual(
      expect.objectContaining({
        kind: 'claim_received',
        member: { id: layla.id, username: layla.username },
        post_id: sofa,
      }),
    );

    // Nothing secret, and nothing of anyone else beyond their id and name.
    const text = response.body;
    const [account] = await testApp.database.db
      .selectFrom('users')
      .select(['password_hash'])
      .where('id', '=', sara.id)
      .execute();
    for (const hidden of [
      account?.password_hash ?? 'no hash',
      'password_hash',
      'token_version',
      sara.token,
      sessionIdOf(sara.token),
      'omar@example.jo',
      omar.phone,
      'layla@example.jo',
      layla.phone,
      'A secret between Omar and Layla',
      'Written by a visitor',
    ]) {
      expect(text).not.toContain(hidden);
    }
  });

  it('holds the member’s organisation application and what they gave organisations', async () => {
    const applied = await post(
      testApp,
      '/api/organisations',
      {
        name_en: 'Irbid Food Bank',
        name_ar: 'بنك الطعام - إربد',
        kind: 'food_bank',
        registration_number: 'JO-2012-5521',
        contact_name: 'Hana Odeh',
        contact_phone: '0791234567',
      },
      omar.token,
    );
    expect(applied.statusCode, applied.body).toBe(201);
    await testApp.database.db
      .updateTable('organisations')
      .set({ status: 'verified' })
      .where('user_id', '=', omar.id)
      .execute();
    const need = await post(
      testApp,
      '/api/needs',
      {
        title: 'Rice, 5 kg bags',
        description: 'For families in Irbid.',
        category: 'Other',
        region: 'Irbid',
        quantity: 20,
        deadline: new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString().slice(0, 10),
      },
      omar.token,
    );
    expect(need.statusCode, need.body).toBe(201);
    const needId = need.json<{ need: { post_id: number } }>().need.post_id;
    const receipt = await post(
      testApp,
      `/api/needs/${needId}/receipts`,
      { quantity: 4, way: 'handover', donor: sara.username },
      omar.token,
    );
    expect(receipt.statusCode, receipt.body).toBe(201);
    // Tomorrow in UTC: never before today in Amman.
    const startDay = new Date(Date.now() + 24 * 60 * 60_000).toISOString().slice(0, 10);
    const campaign = await post(
      testApp,
      '/api/campaigns',
      {
        title_en: 'Ramadan food',
        title_ar: 'طعام رمضان',
        text_en: 'Dry food for families.',
        text_ar: 'طعام جاف للعائلات.',
        categories: ['Food'],
        starts_on: startDay,
        ends_on: startDay,
        targets: [{ region: 'Irbid', quantity: 100 }],
      },
      omar.token,
    );
    expect(campaign.statusCode, campaign.body).toBe(201);

    const saras = (await exportOf(sara)).json<DataExport>();
    expect(saras.organisation).toBeNull();
    expect(saras.given_to_organisations).toEqual([
      {
        post_id: needId,
        need_title: 'Rice, 5 kg bags',
        organisation: { name_en: 'Irbid Food Bank', name_ar: 'بنك الطعام - إربد' },
        quantity: 4,
        way: 'handover',
        received_at: expect.any(String),
      },
    ]);
    const omars = (await exportOf(omar)).json<DataExport>();
    expect(omars.organisation).toMatchObject({
      name_en: 'Irbid Food Bank',
      registration_number: 'JO-2012-5521',
      contact_name: 'Hana Odeh',
      status: 'verified',
    });
    expect(omars.given_to_organisations).toEqual([]);
    expect(omars.campaigns_started).toEqual([
      {
        id: campaign.json<{ campaign: { id: number } }>().campaign.id,
        title_en: 'Ramadan food',
        title_ar: 'طعام رمضان',
        starts_on: startDay,
        ends_on: startDay,
        created_at: expect.any(String),
      },
    ]);
    expect(saras.campaigns_started).toEqual([]);
  });

  it('is the caller’s own, and an empty member’s is empty', async () => {
    await claimNewPost(testApp, omar, layla);
    const response = await exportOf(layla);
    const data = response.json<DataExport>();
    expect(data.account.id).toBe(layla.id);
    expect(data.posts).toEqual([]);
    expect(data.claims_made).toHaveLength(1);
    expect(data.claims_received).toEqual([]);

    const empty = (await exportOf(sara)).json<DataExport>();
    expect(empty).toMatchObject({
      posts: [],
      conversations: [],
      claims_made: [],
      claims_received: [],
      feedback_given: [],
      feedback_received: [],
      reports: [],
      blocks: [],
      rating_prompts_dismissed: [],
      contact_messages: [],
      notifications: [],
      organisation: null,
      given_to_organisations: [],
      campaigns_started: [],
    });
    expect((await get(testApp, '/api/users/me/export')).statusCode).toBe(401);
  });

  it('is limited to a few downloads an hour per member', async () => {
    const limited = await createTestApp();
    try {
      const member = await createMember(limited);
      const statuses: number[] = [];
      for (let round = 0; round < 6; round += 1) {
        statuses.push((await get(limited, '/api/users/me/export', member.token)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
