import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { CLAIM_MESSAGE_MAX } from '@tabarru/contract/claims';

import { get, post, createMember, type Member } from './support/accounts';
import { createdPostId } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

const CLAIMS = '/api/donations/claims';

let testApp: TestApp;
let donor: Member;
let receiver: Member;
let postId: number;

beforeEach(async () => {
  testApp = await createTestApp();
  donor = await createMember(testApp);
  receiver = await createMember(testApp);
  postId = await createdPostId(testApp, donor.token);
});

afterEach(async () => {
  await testApp.close();
});

function claims() {
  return testApp.database.db.selectFrom('donation_claims').selectAll().orderBy('id').execute();
}

async function pendingCount(member: Member): Promise<number> {
  const response = await get(testApp, `${CLAIMS}/count/${member.id}`, member.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ pendingClaims: number }>().pendingClaims;
}

function setPost(values: {
  availability?: 'reserved' | 'donated';
  moderation_status?: 'flagged' | 'removed';
}) {
  return testApp.database.db.updateTable('posts').set(values).where('id', '=', postId).execute();
}

/** Sends `payload` and expects a refusal that leaves the claims as they were. */
async function expectRefused(
  payload: object,
  token: string | undefined,
  status: number,
  expected: Record<string, unknown> = {},
) {
  const before = await claims();
  const response = await post(testApp, CLAIMS, payload, token);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject(expected);
  expect(await claims()).toEqual(before);
}

describe('POST /api/donations/claims', () => {
  it("records a pending claim on another member's available post and counts it for the donor", async () => {
    expect(await pendingCount(donor)).toBe(0);
    const response = await post(
      testApp,
      CLAIMS,
      { post_id: postId, message: '  I picked it up yesterday, thank you!  ' },
      receiver.token,
    );
    expect(response.statusCode, response.body).toBe(201);
    const reply = response.json<{ message: string; claim_id: number }>();
    expect(reply).toEqual({ message: 'Claim sent to the donator!', claim_id: expect.any(Number) });
    const [claim] = await claims();
    expect(claim).toMatchObject({
      id: reply.claim_id,
      post_id: postId,
      receiver_id: receiver.id,
      donor_id: donor.id,
      message: 'I picked it up yesterday, thank you!',
      status: 'pending',
      decided_at: null,
    });
    expect(Number.isNaN(Date.parse(claim?.created_at ?? ''))).toBe(false);
    expect(await pendingCount(donor)).toBe(1);
    expect(await pendingCount(receiver)).toBe(0);
  });

  it('takes the message as optional: missing, null, blank, and the post id as digits', async () => {
    const others = [receiver, await createMember(testApp), await createMember(testApp)];
    const bodies = [
      { post_id: postId },
      { post_id: postId, message: null },
      { post_id: String(postId), message: '   ' },
    ];
    for (const [index, body] of bodies.entries()) {
      const response = await post(testApp, CLAIMS, body, others[index]?.token);
      expect(response.statusCode, response.body).toBe(201);
    }
    expect((await claims()).map((claim) => claim.message)).toEqual([null, null, null]);
    expect(await pendingCount(donor)).toBe(3);
  });

  it(`accepts a message of ${CLAIM_MESSAGE_MAX} characters and refuses a longer one`, async () => {
    await expectRefused(
      { post_id: postId, message: 'ب'.repeat(CLAIM_MESSAGE_MAX + 1) },
      receiver.token,
      400,
      {
        code: 'FIELD_TOO_LONG',
        field: 'message',
        message: `The message can be at most ${CLAIM_MESSAGE_MAX} characters.`,
      },
    );
    const response = await post(
      testApp,
      CLAIMS,
      { post_id: postId, message: 'ب'.repeat(CLAIM_MESSAGE_MAX) },
      receiver.token,
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it('answers 401 without a session, or with a bad token, and records nothing', async () => {
    await expectRefused({ post_id: postId }, undefined, 401, { code: 'UNAUTHENTICATED' });
    await expectRefused({ post_id: postId }, 'not-a-token', 401, { code: 'UNAUTHENTICATED' });
  });

  it('refuses a claim on the own post with 400 and the reason', async () => {
    await expectRefused({ post_id: postId }, donor.token, 400, {
      code: 'CLAIM_OWN_POST',
      message: 'You cannot claim your own item.',
    });
  });

  it.each(['reserved', 'donated'] as const)('refuses a %s post with 400', async (availability) => {
    await setPost({ availability });
    await expectRefused({ post_id: postId }, receiver.token, 400, {
      code: 'CLAIM_NOT_AVAILABLE',
      message: 'This item is no longer available to claim.',
    });
  });

  it('answers 404 for an unknown post and for a flagged or removed one', async () => {
    await expectRefused({ post_id: postId + 1000 }, receiver.token, 404, {
      code: 'POST_NOT_FOUND',
      message: 'Post not found',
    });
    for (const moderation_status of ['flagged', 'removed'] as const) {
      await setPost({ moderation_status });
      await expectRefused({ post_id: postId }, receiver.token, 404, { code: 'POST_NOT_FOUND' });
    }
  });

  it('answers 400 with its reason to a second pending claim of the same member, and takes one after a decline', async () => {
    const first = await post(testApp, CLAIMS, { post_id: postId }, receiver.token);
    expect(first.statusCode, first.body).toBe(201);
    await expectRefused({ post_id: postId, message: 'Again' }, receiver.token, 400, {
      code: 'CLAIM_ALREADY_SENT',
      message: 'You have already claimed this item. Please wait for the donor to answer.',
    });
    expect(await pendingCount(donor)).toBe(1);

    await testApp.database.db
      .updateTable('donation_claims')
      .set({ status: 'declined', decided_at: new Date().toISOString() })
      .execute();
    const again = await post(testApp, CLAIMS, { post_id: postId }, receiver.token);
    expect(again.statusCode, again.body).toBe(201);
  });

  it('keeps one pending claim when the same member sends several at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post(testApp, CLAIMS, { post_id: postId }, receiver.token)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses, responses.map((response) => response.body).join('\n')).toEqual([
      201, 400, 400, 400, 400,
    ]);
    expect(await claims()).toHaveLength(1);
  });

  it('refuses bad input with 400 naming the field, and records nothing', async () => {
    const cases: [object, string, string][] = [
      [{}, 'post_id', 'FIELD_REQUIRED'],
      [{ message: 'Hello' }, 'post_id', 'FIELD_REQUIRED'],
      [{ post_id: 'abc' }, 'post_id', 'FIELD_INVALID'],
      [{ post_id: '12abc' }, 'post_id', 'FIELD_INVALID'],
      [{ post_id: true }, 'post_id', 'FIELD_INVALID'],
      [{ post_id: null }, 'post_id', 'FIELD_INVALID'],
      [{ post_id: 1.5 }, 'post_id', 'FIELD_INVALID'],
      [{ post_id: 0 }, 'post_id', 'FIELD_INVALID'],
      [{ post_id: -3 }, 'post_id', 'FIELD_INVALID'],
      [{ post_id: 2 ** 31 }, 'post_id', 'FIELD_INVALID'],
      [{ post_id: [postId] }, 'post_id', 'FIELD_INVALID'],
      [{ post_id: postId, message: 42 }, 'message', 'FIELD_INVALID'],
      [{ post_id: postId, message: { text: 'hi' } }, 'message', 'FIELD_INVALID'],
    ];
    for (const [payload, field, code] of cases) {
      await expectRefused(payload, receiver.token, 400, { code, field });
    }
    const missing = await post(testApp, CLAIMS, {}, receiver.token);
    expect(missing.json()).toMatchObject({ message: 'post_id is required' });
  });

  it('answers 400 to a body that is not JSON and 413 to one over 100 KB', async () => {
    const before = await claims();
    const headers = {
      authorization: `Bearer ${receiver.token}`,
      'content-type': 'application/json',
    };
    const broken = await testApp.app.inject({
      method: 'POST',
      url: CLAIMS,
      headers,
      payload: '{"post_id":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'MALFORMED_REQUEST' });
    const huge = await testApp.app.inject({
      method: 'POST',
      url: CLAIMS,
      headers,
      payload: JSON.stringify({ post_id: postId, message: 'x'.repeat(100 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'REQUEST_TOO_LARGE' });
    expect(await claims()).toEqual(before);
  });

  it('allows a member 30 claim requests an hour, then answers 400 with its reason', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await post(testApp, CLAIMS, { post_id: postId }, donor.token);
      expect(response.json()).toMatchObject({ code: 'CLAIM_OWN_POST' });
    }
    const limited = await post(testApp, CLAIMS, { post_id: postId }, donor.token);
    expect(limited.statusCode).toBe(400);
    expect(limited.json()).toEqual({
      code: 'CLAIM_LIMIT_REACHED',
      message: 'You have sent many claims in the last hour. Please try again later.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await post(testApp, CLAIMS, { post_id: postId }, receiver.token);
    expect(other.statusCode, other.body).toBe(201);
  });
});

describe('GET /Posting/posts/:id viewer_claim_status', () => {
  async function statusSeenBy(member: Member): Promise<unknown> {
    const response = await get(testApp, `/Posting/posts/${postId}`, member.token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ viewer_claim_status: unknown }>().viewer_claim_status;
  }

  function decideClaims(status: 'confirmed' | 'declined') {
    return testApp.database.db
      .updateTable('donation_claims')
      .set({ status, decided_at: new Date().toISOString() })
      .where('status', '=', 'pending')
      .execute();
  }

  it('gives each viewer their own newest claim on the post, and null to the donor and to others', async () => {
    const other = await createMember(testApp);
    expect(await statusSeenBy(receiver)).toBeNull();

    expect((await post(testApp, CLAIMS, { post_id: postId }, receiver.token)).statusCode).toBe(201);
    expect(await statusSeenBy(receiver)).toBe('pending');
    expect(await statusSeenBy(other)).toBeNull();
    expect(await statusSeenBy(donor)).toBeNull();

    await decideClaims('declined');
    expect(await statusSeenBy(receiver)).toBe('declined');
    expect((await post(testApp, CLAIMS, { post_id: postId }, receiver.token)).statusCode).toBe(201);
    expect(await statusSeenBy(receiver)).toBe('pending');
    await decideClaims('confirmed');
    expect(await statusSeenBy(receiver)).toBe('confirmed');
  });
});
