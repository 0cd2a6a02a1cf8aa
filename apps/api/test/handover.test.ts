import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { CLAIM_PENDING_MAX } from '@tabarru/contract/claims';

import { get, post, put, createMember, type Member } from './support/accounts';
import { answerClaim, claimNewPost, claimPost, confirmedHandover } from './support/handover';
import { createdPostId } from './support/posts';
import { expectRefused } from './support/refusals';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * The handover: the donor answers the claims on their items, the claimant follows their own,
 * and the counts behind the badge. Every refusal leaves every table as it was.
 */

let testApp: TestApp;
let donor: Member;
let receiver: Member;

beforeEach(async () => {
  testApp = await createTestApp({ RATE_LIMITS: 'off' });
  donor = await createMember(testApp);
  receiver = await createMember(testApp);
});

afterEach(async () => {
  await testApp.close();
});

function claimRow(claimId: number) {
  return testApp.database.db
    .selectFrom('donation_claims')
    .selectAll()
    .where('id', '=', claimId)
    .executeTakeFirstOrThrow();
}

function postRow(postId: number) {
  return testApp.database.db
    .selectFrom('posts')
    .select(['availability', 'updated_at'])
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
}

async function handoverCounts(member: Member) {
  return testApp.database.db
    .selectFrom('users')
    .select(['items_donated', 'items_received'])
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow();
}

async function counts(member: Member) {
  const response = await get(testApp, `/api/donations/claims/count/${member.id}`, member.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ pendingClaims: number; unseenDecisions: number }>();
}

async function myRequests(member: Member) {
  const response = await get(testApp, '/api/donations/requests', member.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number; status: string; unseen: boolean }[]>();
}

describe('GET /api/donations/claims/:userId', () => {
  it('lists the claims waiting for the donor, oldest first, with the item and the claimant', async () => {
    const other = await createMember(testApp);
    const first = await claimNewPost(testApp, donor, receiver);
    const secondPost = await createdPostId(testApp, donor.token, undefined);
    const note = await post(
      testApp,
      '/api/donations/claims',
      { post_id: secondPost, message: 'شكراً، استلمتها يوم السبت' },
      other.token,
    );
    expect(note.statusCode, note.body).toBe(201);
    await claimNewPost(testApp, receiver, other);

    const response = await get(testApp, `/api/donations/claims/${donor.id}`, donor.token);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<Record<string, unknown>[]>();
    expect(list).toEqual([
      {
        id: first.claimId,
        post_id: first.postId,
        title: 'Wooden dining table',
        attached_photo_url: expect.stringMatching(/-480\.webp$/),
        receiver_id: receiver.id,
        receiver_username: receiver.username,
        message: null,
        created_at: expect.any(String),
      },
      expect.objectContaining({
        post_id: secondPost,
        receiver_id: other.id,
        message: 'شكراً، استلمتها يوم السبت',
      }),
    ]);
  });

  it("answers 403 for another member's claims, an administrator's request too, and 401 without a session", async () => {
    await claimNewPost(testApp, donor, receiver);
    await expectRefused(
      testApp,
      () => get(testApp, `/api/donations/claims/${donor.id}`, receiver.token),
      403,
      { code: 'CLAIMS_OF_ANOTHER' },
    );
    await testApp.database.db
      .updateTable('users')
      .set({ is_admin: 1 })
      .where('id', '=', receiver.id)
      .execute();
    await expectRefused(
      testApp,
      () => get(testApp, `/api/donations/claims/${donor.id}`, receiver.token),
      403,
      { code: 'CLAIMS_OF_ANOTHER' },
    );
    await expectRefused(testApp, () => get(testApp, `/api/donations/claims/${donor.id}`), 401, {
      code: 'UNAUTHENTICATED',
    });
  });

  it('lists nothing once the claims are answered', async () => {
    const { claimId } = await claimNewPost(testApp, donor, receiver);
    expect((await answerClaim(testApp, claimId, 'decline', donor)).statusCode).toBe(200);
    const response = await get(testApp, `/api/donations/claims/${donor.id}`, donor.token);
    expect(response.json()).toEqual([]);
  });
});

describe('PUT /api/donations/claims/:claimId/confirm', () => {
  it('confirms the claim, donates the post, counts the handover once and declines the other claims', async () => {
    const other = await createMember(testApp);
    const { postId, claimId } = await claimNewPost(testApp, donor, receiver);
    const otherClaim = await claimPost(testApp, postId, other);
    const elsewhere = await claimNewPost(testApp, donor, other);

    const response = await answerClaim(testApp, claimId, 'confirm', donor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Claim confirmed successfully.',
      claim_id: claimId,
      status: 'confirmed',
    });

    expect(await claimRow(claimId)).toMatchObject({
      status: 'confirmed',
      decided_at: expect.any(String),
      decision_seen_at: null,
    });
    expect(await claimRow(otherClaim)).toMatchObject({ status: 'declined' });
    expect(await claimRow(elsewhere.claimId)).toMatchObject({ status: 'pending' });
    expect((await postRow(postId)).availability).toBe('donated');
    expect(await handoverCounts(donor)).toEqual({ items_donated: 1, items_received: 0 });
    expect(await handoverCounts(receiver)).toEqual({ items_donated: 0, items_received: 1 });
    expect(await handoverCounts(other)).toEqual({ items_donated: 0, items_received: 0 });
    // The two of the handover are asked to rate each other; the declined claimant is not.
    expect(await counts(donor)).toEqual({ pendingClaims: 1, unseenDecisions: 0, ratingPrompts: 1 });
    expect(await counts(receiver)).toEqual({
      pendingClaims: 0,
      unseenDecisions: 1,
      ratingPrompts: 1,
    });
    expect(await counts(other)).toEqual({ pendingClaims: 0, unseenDecisions: 1, ratingPrompts: 0 });
  });

  it('leaves the donated post locked: no claim, no availability change', async () => {
    const other = await createMember(testApp);
    const { postId } = await confirmedHandover(testApp, donor, receiver);
    const claim = await post(testApp, '/api/donations/claims', { post_id: postId }, other.token);
    expect(claim.statusCode).toBe(400);
    expect(claim.json()).toMatchObject({ code: 'CLAIM_NOT_AVAILABLE' });
    const detail = await get(testApp, `/Posting/posts/${postId}`, donor.token);
    expect(detail.json()).toMatchObject({ availability: 'donated', items_given: 1 });
  });

  it('answers a claim once: confirm twice, decline then confirm, confirm then decline are 409 and change nothing', async () => {
    const first = await claimNewPost(testApp, donor, receiver);
    expect((await answerClaim(testApp, first.claimId, 'confirm', donor)).statusCode).toBe(200);
    for (const answer of ['confirm', 'decline'] as const) {
      await expectRefused(testApp, () => answerClaim(testApp, first.claimId, answer, donor), 409, {
        code: 'CLAIM_NOT_PENDING',
        message: 'This claim has already been confirmed or declined.',
      });
    }

    const second = await claimNewPost(testApp, donor, receiver);
    expect((await answerClaim(testApp, second.claimId, 'decline', donor)).statusCode).toBe(200);
    for (const answer of ['confirm', 'decline'] as const) {
      await expectRefused(testApp, () => answerClaim(testApp, second.claimId, answer, donor), 409, {
        code: 'CLAIM_NOT_PENDING',
      });
    }
    expect(await handoverCounts(donor)).toEqual({ items_donated: 1, items_received: 0 });
  });

  it("refuses someone else's claim with 403, to the claimant and to an administrator, and changes nothing", async () => {
    const stranger = await createMember(testApp);
    const { claimId } = await claimNewPost(testApp, donor, receiver);
    for (const member of [receiver, stranger]) {
      for (const answer of ['confirm', 'decline'] as const) {
        await expectRefused(testApp, () => answerClaim(testApp, claimId, answer, member), 403, {
          code: 'NOT_CLAIM_DONOR',
          message: 'Only the donor of this item can confirm or decline its claims.',
        });
      }
    }
    await testApp.database.db
      .updateTable('users')
      .set({ is_admin: 1 })
      .where('id', '=', stranger.id)
      .execute();
    await expectRefused(testApp, () => answerClaim(testApp, claimId, 'confirm', stranger), 403, {
      code: 'NOT_CLAIM_DONOR',
    });
  });

  it('answers 404 for an unknown claim and for a claim whose post was deleted', async () => {
    const { postId, claimId } = await claimNewPost(testApp, donor, receiver);
    await expectRefused(
      testApp,
      () => answerClaim(testApp, claimId + 1000, 'confirm', donor),
      404,
      {
        code: 'CLAIM_NOT_FOUND',
        message: 'Claim not found',
      },
    );
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/Posting/delete-post/${postId}`,
      headers: { authorization: `Bearer ${donor.token}` },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const answer of ['confirm', 'decline'] as const) {
      await expectRefused(testApp, () => answerClaim(testApp, claimId, answer, donor), 404, {
        code: 'CLAIM_NOT_FOUND',
      });
    }
  });

  it('answers 400 naming the id for one that is not a claim id, and 401 without a session', async () => {
    const { claimId } = await claimNewPost(testApp, donor, receiver);
    for (const id of ['abc', '0', '-4', '1.5']) {
      await expectRefused(
        testApp,
        () =>
          testApp.app.inject({
            method: 'PUT',
            url: `/api/donations/claims/${id}/confirm`,
            headers: { authorization: `Bearer ${donor.token}` },
          }),
        400,
        { field: 'claimId' },
      );
    }
    await expectRefused(
      testApp,
      () => testApp.app.inject({ method: 'PUT', url: `/api/donations/claims/${claimId}/confirm` }),
      401,
      { code: 'UNAUTHENTICATED' },
    );
  });

  it('takes no body, an empty one labelled as JSON, or an empty JSON object', async () => {
    const bodies = [{}, { 'content-type': 'application/json' }, { payload: {} }];
    for (const body of bodies) {
      const { claimId } = await claimNewPost(testApp, donor, receiver);
      const { payload, ...headers } = body as { payload?: object };
      const response = await testApp.app.inject({
        method: 'PUT',
        url: `/api/donations/claims/${claimId}/decline`,
        headers: { ...headers, authorization: `Bearer ${donor.token}` },
        ...(payload && { payload }),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('lets exactly one of two confirmations racing on one post win, counting the handover once', async () => {
    const other = await createMember(testApp);
    const { postId, claimId } = await claimNewPost(testApp, donor, receiver);
    const otherClaim = await claimPost(testApp, postId, other);

    const responses = await Promise.all([
      answerClaim(testApp, claimId, 'confirm', donor),
      answerClaim(testApp, otherClaim, 'confirm', donor),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses, responses.map((response) => response.body).join('\n')).toEqual([200, 409]);

    const rows = await testApp.database.db
      .selectFrom('donation_claims')
      .select('status')
      .where('post_id', '=', postId)
      .execute();
    expect(rows.map((row) => row.status).sort()).toEqual(['confirmed', 'declined']);
    expect(await handoverCounts(donor)).toEqual({ items_donated: 1, items_received: 0 });
    const received =
      (await handoverCounts(receiver)).items_received +
      (await handoverCounts(other)).items_received;
    expect(received).toBe(1);
    expect((await postRow(postId)).availability).toBe('donated');
  });

  it('lets a confirmation and a decline racing on one claim settle it once', async () => {
    const { claimId } = await claimNewPost(testApp, donor, receiver);
    const responses = await Promise.all([
      answerClaim(testApp, claimId, 'confirm', donor),
      answerClaim(testApp, claimId, 'decline', donor),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const { status } = await claimRow(claimId);
    expect(await handoverCounts(donor)).toEqual({
      items_donated: status === 'confirmed' ? 1 : 0,
      items_received: 0,
    });
  });
});

describe('PUT /api/donations/claims/:claimId/decline', () => {
  it('declines the claim and leaves the post and the counts alone; the member may claim again', async () => {
    const { postId, claimId } = await claimNewPost(testApp, donor, receiver);
    const before = await postRow(postId);
    const response = await answerClaim(testApp, claimId, 'decline', donor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Claim declined successfully.',
      claim_id: claimId,
      status: 'declined',
    });
    expect(await claimRow(claimId)).toMatchObject({ status: 'declined' });
    expect(await postRow(postId)).toEqual(before);
    expect(await handoverCounts(donor)).toEqual({ items_donated: 0, items_received: 0 });
    expect(await counts(receiver)).toEqual({
      pendingClaims: 0,
      unseenDecisions: 1,
      ratingPrompts: 0,
    });
    await claimPost(testApp, postId, receiver);
  });
});

describe('fair claiming', () => {
  /** `count` new posts of the donor, each claimed by `member`. */
  async function claimMany(member: Member, count: number) {
    for (let index = 0; index < count; index += 1) await claimNewPost(testApp, donor, member);
  }

  it(`lets a member hold ${CLAIM_PENDING_MAX} pending claims, refuses one more with 400, and takes it once a donor answers`, async () => {
    await claimMany(receiver, CLAIM_PENDING_MAX);
    const postId = await createdPostId(testApp, donor.token);
    await expectRefused(
      testApp,
      () => post(testApp, '/api/donations/claims', { post_id: postId }, receiver.token),
      400,
      {
        code: 'CLAIM_QUOTA_REACHED',
        message: `You already have ${CLAIM_PENDING_MAX} claims waiting for their donors. Please wait until a donor answers one of them.`,
      },
    );

    const [oldest] = await testApp.database.db
      .selectFrom('donation_claims')
      .select('id')
      .where('receiver_id', '=', receiver.id)
      .orderBy('id')
      .execute();
    expect((await answerClaim(testApp, oldest?.id ?? 0, 'decline', donor)).statusCode).toBe(200);
    await claimPost(testApp, postId, receiver);
  });

  it('counts only pending claims toward the quota', async () => {
    await claimMany(receiver, CLAIM_PENDING_MAX - 1);
    await confirmedHandover(testApp, donor, receiver);
    await claimNewPost(testApp, donor, receiver);
  });

  it('lets only one of several claims racing at the quota through', async () => {
    await claimMany(receiver, CLAIM_PENDING_MAX - 1);
    const posts: number[] = [];
    for (let index = 0; index < 4; index += 1)
      posts.push(await createdPostId(testApp, donor.token));
    const responses = await Promise.all(
      posts.map((postId) =>
        post(testApp, '/api/donations/claims', { post_id: postId }, receiver.token),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses, responses.map((response) => response.body).join('\n')).toEqual([
      201, 400, 400, 400,
    ]);
    expect(
      responses.filter(
        (response) => response.json<{ code?: string }>().code === 'CLAIM_QUOTA_REACHED',
      ),
    ).toHaveLength(3);
    const pending = await testApp.database.db
      .selectFrom('donation_claims')
      .select('id')
      .where('receiver_id', '=', receiver.id)
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(CLAIM_PENDING_MAX);
  });
});

describe('My requests', () => {
  it("lists the member's own claims newest first, with the item, the donor and the answer", async () => {
    const declined = await claimNewPost(testApp, donor, receiver);
    await answerClaim(testApp, declined.claimId, 'decline', donor);
    const confirmed = await confirmedHandover(testApp, donor, receiver);
    const pending = await claimNewPost(testApp, donor, receiver);
    await claimNewPost(testApp, receiver, donor);

    const list = await myRequests(receiver);
    expect(list.map((request) => [request.id, request.status, request.unseen])).toEqual([
      [pending.claimId, 'pending', false],
      [confirmed.claimId, 'confirmed', true],
      [declined.claimId, 'declined', true],
    ]);
    expect(list[0]).toEqual({
      id: pending.claimId,
      post_id: pending.postId,
      title: 'Wooden dining table',
      attached_photo_url: expect.stringMatching(/-480\.webp$/),
      donor_id: donor.id,
      donor_username: donor.username,
      message: null,
      status: 'pending',
      created_at: expect.any(String),
      decided_at: null,
      unseen: false,
    });
    expect(await counts(receiver)).toEqual({
      pendingClaims: 1,
      unseenDecisions: 2,
      ratingPrompts: 1,
    });
  });

  it('marks the answers the member saw, and only theirs and only answered ones', async () => {
    const stranger = await createMember(testApp);
    const confirmed = await confirmedHandover(testApp, donor, receiver);
    const pending = await claimNewPost(testApp, donor, receiver);
    const strangers = await claimNewPost(testApp, donor, stranger);
    await answerClaim(testApp, strangers.claimId, 'decline', donor);

    const response = await put(
      testApp,
      '/api/donations/requests/seen',
      { claim_ids: [confirmed.claimId, pending.claimId, strangers.claimId] },
      receiver.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Decisions marked as seen.', seen: 1 });
    expect(await counts(receiver)).toEqual({
      pendingClaims: 0,
      unseenDecisions: 0,
      ratingPrompts: 1,
    });
    expect(await counts(stranger)).toEqual({
      pendingClaims: 0,
      unseenDecisions: 1,
      ratingPrompts: 0,
    });
    expect((await myRequests(receiver)).every((request) => !request.unseen)).toBe(true);

    const again = await put(
      testApp,
      '/api/donations/requests/seen',
      { claim_ids: [confirmed.claimId] },
      receiver.token,
    );
    expect(again.json()).toMatchObject({ seen: 0 });
  });

  it('refuses a list of seen claims that is not one, and answers 401 without a session', async () => {
    for (const body of [{}, { claim_ids: [] }, { claim_ids: ['x'] }, { claim_ids: 5 }]) {
      await expectRefused(
        testApp,
        () => put(testApp, '/api/donations/requests/seen', body, receiver.token),
        400,
        { field: expect.stringMatching(/^claim_ids/) },
      );
    }
    await expectRefused(testApp, () => get(testApp, '/api/donations/requests'), 401, {
      code: 'UNAUTHENTICATED',
    });
  });
});
