import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { del, get, createMember, type Member } from './support/accounts';
import { answerClaim, claimNewPost, confirmedHandover, rate } from './support/handover';
import { expectRefused } from './support/refusals';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * After a confirmed handover the donor and the receiver are each asked to rate the other, once,
 * until they rate or say not now; the badge counts the prompts.
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

async function promptsOf(member: Member) {
  const reply = await get(testApp, '/api/feedback/prompts', member.token);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{
    prompts: { user_id: number; username: string; role: string; post_title: string }[];
  }>().prompts;
}

async function badgeOf(member: Member): Promise<number> {
  const reply = await get(testApp, `/api/donations/claims/count/${member.id}`, member.token);
  return reply.json<{ ratingPrompts: number }>().ratingPrompts;
}

describe('prompts to rate after a handover', () => {
  it('ask the donor and the receiver each to rate the other, and count on the badge', async () => {
    await confirmedHandover(testApp, donor, receiver);
    expect(await promptsOf(donor)).toEqual([
      expect.objectContaining({
        user_id: receiver.id,
        username: receiver.username,
        role: 'donor',
        post_title: 'Wooden dining table',
      }),
    ]);
    expect(await promptsOf(receiver)).toEqual([
      expect.objectContaining({ user_id: donor.id, role: 'receiver' }),
    ]);
    expect([await badgeOf(donor), await badgeOf(receiver)]).toEqual([1, 1]);
  });

  it('come only from a confirmed handover, not a pending or a declined claim', async () => {
    await claimNewPost(testApp, donor, receiver);
    const { claimId } = await claimNewPost(testApp, donor, receiver);
    expect((await answerClaim(testApp, claimId, 'decline', donor)).statusCode).toBe(200);
    expect(await promptsOf(donor)).toEqual([]);
    expect(await promptsOf(receiver)).toEqual([]);
  });

  it('ask once per member, about the latest handover with them', async () => {
    await confirmedHandover(testApp, donor, receiver);
    await confirmedHandover(testApp, receiver, donor);
    const prompts = await promptsOf(donor);
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toMatchObject({ user_id: receiver.id, role: 'receiver' });
  });

  it('end with the rating, for the one who rated only', async () => {
    await confirmedHandover(testApp, donor, receiver);
    await rate(testApp, receiver, donor, 5);
    expect(await promptsOf(receiver)).toEqual([]);
    expect(await badgeOf(receiver)).toBe(0);
    expect(await promptsOf(donor)).toHaveLength(1);
  });

  it('end when dismissed, which changes nothing else and may be done twice', async () => {
    await confirmedHandover(testApp, donor, receiver);
    for (let round = 0; round < 2; round += 1) {
      const dismissed = await del(testApp, `/api/feedback/prompts/${receiver.id}`, donor.token);
      expect(dismissed.statusCode, dismissed.body).toBe(200);
      expect(dismissed.json()).toEqual({
        message: 'We will not ask you to rate this member again.',
      });
    }
    expect(await promptsOf(donor)).toEqual([]);
    expect(await badgeOf(donor)).toBe(0);
    // Not asked again after a later handover, yet still free to rate.
    await confirmedHandover(testApp, donor, receiver);
    expect(await promptsOf(donor)).toEqual([]);
    expect(await promptsOf(receiver)).toHaveLength(1);
    await rate(testApp, donor, receiver, 4);
  });

  it('refuses dismissing oneself, an unknown member or without a session, changing nothing', async () => {
    await expectRefused(
      testApp,
      () => del(testApp, `/api/feedback/prompts/${donor.id}`, donor.token),
      400,
      { code: 'FEEDBACK_SELF' },
    );
    await expectRefused(
      testApp,
      () => del(testApp, '/api/feedback/prompts/999999', donor.token),
      404,
      { code: 'USER_NOT_FOUND' },
    );
    await expectRefused(testApp, () => del(testApp, `/api/feedback/prompts/${receiver.id}`), 401, {
      code: 'UNAUTHENTICATED',
    });
    expect((await get(testApp, '/api/feedback/prompts')).statusCode).toBe(401);
  });
});
