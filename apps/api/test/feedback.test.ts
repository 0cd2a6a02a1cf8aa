import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { FEEDBACK_COMMENT_MAX } from '@tabarru/contract/feedback';

import { get, post, createMember, type Member } from './support/accounts';
import { answerClaim, claimNewPost, confirmedHandover, rate } from './support/handover';
import { expectRefused } from './support/refusals';
import { createTestApp, type TestApp } from './support/test-app';

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

function remove(member: Member, ratedId: number) {
  return testApp.app.inject({
    method: 'DELETE',
    url: `/api/feedback/${ratedId}`,
    headers: { authorization: `Bearer ${member.token}` },
  });
}

interface FeedbackList {
  feedbacks: { giver_id: number; rating: number; comment: string | null }[];
  average_rating: number | null;
  rating_count: number;
  viewer_standing: string;
}

async function feedbackOn(member: Member, viewer?: Member): Promise<FeedbackList> {
  const response = await get(testApp, `/api/feedback/${member.id}`, viewer?.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FeedbackList>();
}

function totals(member: Member) {
  return testApp.database.db
    .selectFrom('users')
    .select(['rating_sum', 'rating_count'])
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow();
}

describe('POST /api/feedback', () => {
  it('lets the receiver of a confirmed handover rate the donor, and the donor rate the receiver', async () => {
    await confirmedHandover(testApp, donor, receiver);
    const response = await post(
      testApp,
      '/api/feedback',
      { receiver_id: donor.id, rating: 5, comment: '  Kind and on time  ' },
      receiver.token,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      message: 'Feedback submitted!',
      feedback: {
        id: expect.any(Number),
        rating: 5,
        comment: 'Kind and on time',
        giver_id: receiver.id,
        giver_username: receiver.username,
        created_at: expect.any(String),
      },
    });
    await rate(testApp, donor, receiver, 4, 'شكراً على الاستلام السريع');
    expect(await totals(donor)).toEqual({ rating_sum: 5, rating_count: 1 });
    expect(await totals(receiver)).toEqual({ rating_sum: 4, rating_count: 1 });
  });

  it('takes the receiver id as digits, and a missing, null or blank comment as none', async () => {
    const givers = [receiver, await createMember(testApp), await createMember(testApp)];
    for (const giver of givers) await confirmedHandover(testApp, donor, giver);
    const bodies = [
      { receiver_id: String(donor.id), rating: 3 },
      { receiver_id: donor.id, rating: 4, comment: null },
      { receiver_id: donor.id, rating: 5, comment: '   ' },
    ];
    for (const [index, body] of bodies.entries()) {
      const response = await post(testApp, '/api/feedback', body, givers[index]?.token);
      expect(response.statusCode, response.body).toBe(201);
    }
    const list = await feedbackOn(donor);
    expect(list.feedbacks.map((feedback) => feedback.comment)).toEqual([null, null, null]);
    expect(list).toMatchObject({ average_rating: 4, rating_count: 3 });
  });

  it('refuses a rating out of range or not a whole number (0, 6, 3.5, "5"), and changes nothing', async () => {
    await confirmedHandover(testApp, donor, receiver);
    for (const rating of [0, 6, 3.5, '5', null, -1, 'five']) {
      await expectRefused(
        testApp,
        () => post(testApp, '/api/feedback', { receiver_id: donor.id, rating }, receiver.token),
        400,
        {
          code: 'FIELD_INVALID',
          field: 'rating',
          message: 'rating must be a whole number from 1 to 5.',
        },
      );
    }
    await expectRefused(
      testApp,
      () => post(testApp, '/api/feedback', { receiver_id: donor.id }, receiver.token),
      400,
      { code: 'FIELD_REQUIRED', field: 'rating' },
    );
  });

  it(`accepts a comment of ${FEEDBACK_COMMENT_MAX} characters and refuses a longer one`, async () => {
    await confirmedHandover(testApp, donor, receiver);
    await expectRefused(
      testApp,
      () =>
        post(
          testApp,
          '/api/feedback',
          { receiver_id: donor.id, rating: 5, comment: 'ش'.repeat(FEEDBACK_COMMENT_MAX + 1) },
          receiver.token,
        ),
      400,
      { code: 'FIELD_TOO_LONG', field: 'comment' },
    );
    await rate(testApp, receiver, donor, 5, 'ش'.repeat(FEEDBACK_COMMENT_MAX));
  });

  it('refuses bad receiver ids with 400 naming the field', async () => {
    for (const receiver_id of [undefined, 'abc', 0, -2, 1.5, true, [donor.id]]) {
      await expectRefused(
        testApp,
        () => post(testApp, '/api/feedback', { receiver_id, rating: 5 }, receiver.token),
        400,
        { field: 'receiver_id' },
      );
    }
  });

  it('refuses rating oneself with 400, an unknown member with 404, and a visitor with 401', async () => {
    await confirmedHandover(testApp, donor, receiver);
    await expectRefused(
      testApp,
      () => post(testApp, '/api/feedback', { receiver_id: receiver.id, rating: 5 }, receiver.token),
      400,
      { code: 'FEEDBACK_SELF', message: 'You cannot rate yourself.', field: 'receiver_id' },
    );
    await expectRefused(
      testApp,
      () =>
        post(testApp, '/api/feedback', { receiver_id: donor.id + 1000, rating: 5 }, receiver.token),
      404,
      { code: 'USER_NOT_FOUND' },
    );
    await expectRefused(
      testApp,
      () => post(testApp, '/api/feedback', { receiver_id: donor.id, rating: 5 }),
      401,
      { code: 'UNAUTHENTICATED' },
    );
  });

  it('refuses a second rating of the same member with 400 and its own code', async () => {
    await confirmedHandover(testApp, donor, receiver);
    await rate(testApp, receiver, donor, 5);
    await expectRefused(
      testApp,
      () => post(testApp, '/api/feedback', { receiver_id: donor.id, rating: 1 }, receiver.token),
      400,
      { code: 'FEEDBACK_ALREADY_SUBMITTED', message: 'You already submitted feedback.' },
    );
    expect(await totals(donor)).toEqual({ rating_sum: 5, rating_count: 1 });
  });

  it('refuses rating without a confirmed handover with 403: none, a pending claim, a declined one', async () => {
    const refused = () =>
      expectRefused(
        testApp,
        () => post(testApp, '/api/feedback', { receiver_id: donor.id, rating: 1 }, receiver.token),
        403,
        {
          code: 'FEEDBACK_NO_HANDOVER',
          message: 'You can rate a member once a handover between you has been confirmed.',
        },
      );
    await refused();
    const { claimId } = await claimNewPost(testApp, donor, receiver);
    await refused();
    await answerClaim(testApp, claimId, 'decline', donor);
    await refused();
    expect((await feedbackOn(donor, receiver)).viewer_standing).toBe('no_handover');
  });

  it('keeps the count and the mean exact when several members rate one at once', async () => {
    const givers = [receiver];
    for (let index = 0; index < 4; index += 1) givers.push(await createMember(testApp));
    for (const giver of givers) await confirmedHandover(testApp, donor, giver);
    const ratings = [5, 4, 4, 2, 1];
    const responses = await Promise.all(
      givers.map((giver, index) =>
        post(
          testApp,
          '/api/feedback',
          { receiver_id: donor.id, rating: ratings[index] },
          giver.token,
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await totals(donor)).toEqual({ rating_sum: 16, rating_count: 5 });
    expect(await feedbackOn(donor)).toMatchObject({ average_rating: 3.2, rating_count: 5 });
  });

  it('counts one rating when the same member sends several at once', async () => {
    await confirmedHandover(testApp, donor, receiver);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        post(testApp, '/api/feedback', { receiver_id: donor.id, rating: 4 }, receiver.token),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400, 400, 400]);
    expect(await totals(donor)).toEqual({ rating_sum: 4, rating_count: 1 });
  });
});

describe('GET /api/feedback/:userId', () => {
  it('lists the feedback newest first with the mean to one decimal, to visitors too', async () => {
    const others = [receiver, await createMember(testApp), await createMember(testApp)];
    for (const [index, giver] of others.entries()) {
      await confirmedHandover(testApp, donor, giver);
      await rate(testApp, giver, donor, [5, 4, 4][index] ?? 1, index === 0 ? 'Very kind' : null);
    }
    const list = await feedbackOn(donor);
    expect(list).toEqual({
      feedbacks: [
        expect.objectContaining({ giver_id: others[2]?.id, rating: 4, comment: null }),
        expect.objectContaining({ giver_id: others[1]?.id, rating: 4 }),
        {
          id: expect.any(Number),
          giver_id: receiver.id,
          giver_username: receiver.username,
          rating: 5,
          comment: 'Very kind',
          created_at: expect.any(String),
        },
      ],
      average_rating: 4.3,
      rating_count: 3,
      viewer_standing: 'signed_out',
    });
    expect((await get(testApp, `/api/users/${donor.id}`)).json()).toMatchObject({
      rating: 4.3,
      rating_count: 3,
    });
  });

  it("tells the viewer where they stand: may rate, rated, no handover, or it's them", async () => {
    const stranger = await createMember(testApp);
    await confirmedHandover(testApp, donor, receiver);
    expect((await feedbackOn(donor, receiver)).viewer_standing).toBe('may_rate');
    expect((await feedbackOn(receiver, donor)).viewer_standing).toBe('may_rate');
    expect((await feedbackOn(donor, stranger)).viewer_standing).toBe('no_handover');
    expect((await feedbackOn(donor, donor)).viewer_standing).toBe('self');
    await rate(testApp, receiver, donor, 3);
    expect((await feedbackOn(donor, receiver)).viewer_standing).toBe('rated');
  });

  it('shows no rating before the first, and 404 for an unknown member', async () => {
    expect(await feedbackOn(donor)).toEqual({
      feedbacks: [],
      average_rating: null,
      rating_count: 0,
      viewer_standing: 'signed_out',
    });
    const missing = await get(testApp, `/api/feedback/${donor.id + 1000}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    expect((await get(testApp, '/api/feedback/abc')).statusCode).toBe(400);
  });
});

describe("the donor's rating beside their items", () => {
  it('shows on feed cards, the post page and My posts: nothing before the first rating, then the mean and count', async () => {
    const { postId } = await claimNewPost(testApp, donor, receiver);
    const rated = () =>
      Promise.all([
        get(testApp, '/posts').then((response) =>
          response
            .json<{ posts: Record<string, unknown>[] }>()
            .posts.find((card) => card.post_id === postId),
        ),
        get(testApp, `/Posting/posts/${postId}`, receiver.token).then((response) =>
          response.json<Record<string, unknown>>(),
        ),
        get(testApp, '/Posting/my-posts', donor.token).then(
          (response) => response.json<Record<string, unknown>[]>()[0],
        ),
      ]);
    for (const reply of await rated()) {
      expect(reply).toMatchObject({ donor_rating: null, donor_rating_count: 0 });
    }
    const other = await createMember(testApp);
    for (const [giver, rating] of [
      [receiver, 5],
      [other, 4],
    ] as const) {
      await confirmedHandover(testApp, donor, giver);
      await rate(testApp, giver, donor, rating);
    }
    for (const reply of await rated()) {
      expect(reply).toMatchObject({ donor_rating: 4.5, donor_rating_count: 2 });
    }
  });
});

describe('DELETE /api/feedback/:userId', () => {
  it("removes the member's own feedback on that member and its rating from the totals", async () => {
    const other = await createMember(testApp);
    for (const giver of [receiver, other]) {
      await confirmedHandover(testApp, donor, giver);
      await rate(testApp, giver, donor, giver === receiver ? 5 : 2);
    }
    const response = await remove(receiver, donor.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Feedback deleted.' });
    expect(await totals(donor)).toEqual({ rating_sum: 2, rating_count: 1 });
    const list = await feedbackOn(donor, receiver);
    expect(list.feedbacks.map((feedback) => feedback.giver_id)).toEqual([other.id]);
    expect(list.viewer_standing).toBe('may_rate');
    await rate(testApp, receiver, donor, 4);
  });

  it("never removes someone else's feedback: 404 when the member gave none, nothing changed", async () => {
    const stranger = await createMember(testApp);
    await confirmedHandover(testApp, donor, receiver);
    await rate(testApp, receiver, donor, 5);
    for (const [member, ratedId] of [
      [stranger, donor.id],
      [donor, donor.id],
      [donor, receiver.id],
      [receiver, donor.id + 1000],
    ] as const) {
      await expectRefused(testApp, () => remove(member, ratedId), 404, {
        code: 'FEEDBACK_NOT_FOUND',
        message: 'You have no feedback on this member.',
      });
    }
    await expectRefused(
      testApp,
      () => testApp.app.inject({ method: 'DELETE', url: `/api/feedback/${donor.id}` }),
      401,
      { code: 'UNAUTHENTICATED' },
    );
  });

  it('takes the rating away once when the same delete is sent twice at once', async () => {
    await confirmedHandover(testApp, donor, receiver);
    await rate(testApp, receiver, donor, 5);
    const responses = await Promise.all([remove(receiver, donor.id), remove(receiver, donor.id)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 404]);
    expect(await totals(donor)).toEqual({ rating_sum: 0, rating_count: 0 });
  });
});
