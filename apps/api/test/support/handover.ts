import { expect } from 'vitest';

import { post, type Member } from './accounts';
import { createdPostId } from './posts';
import type { TestApp } from './test-app';

/** `receiver` claims a new post of `donor`; returns the post and the pending claim. */
export async function claimNewPost(
  testApp: TestApp,
  donor: Member,
  receiver: Member,
): Promise<{ postId: number; claimId: number }> {
  const postId = await createdPostId(testApp, donor.token);
  const claimId = await claimPost(testApp, postId, receiver);
  return { postId, claimId };
}

/** `receiver` claims the post; returns the pending claim's id. */
export async function claimPost(testApp: TestApp, postId: number, receiver: Member) {
  const response = await post(
    testApp,
    '/api/donations/claims',
    { post_id: postId },
    receiver.token,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ claim_id: number }>().claim_id;
}

/** The donor answers a claim through the API. */
export function answerClaim(
  testApp: TestApp,
  claimId: number,
  answer: 'confirm' | 'decline',
  member: Member,
) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/donations/claims/${claimId}/${answer}`,
    headers: { authorization: `Bearer ${member.token}` },
  });
}

/** A handover from `donor` to `receiver`, claimed and confirmed through the API. */
export async function confirmedHandover(testApp: TestApp, donor: Member, receiver: Member) {
  const { postId, claimId } = await claimNewPost(testApp, donor, receiver);
  const response = await answerClaim(testApp, claimId, 'confirm', donor);
  expect(response.statusCode, response.body).toBe(200);
  return { postId, claimId };
}

/** `giver` rates `receiver` through the API, after a handover between them. */
export async function rate(
  testApp: TestApp,
  giver: Member,
  receiver: Member,
  rating: number,
  comment?: string | null,
) {
  const response = await post(
    testApp,
    '/api/feedback',
    { receiver_id: receiver.id, rating, comment },
    giver.token,
  );
  expect(response.statusCode, response.body).toBe(201);
}
