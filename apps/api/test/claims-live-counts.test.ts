import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { put, createMember, type Member } from './support/accounts';
import { answerClaim, claimNewPost, claimPost } from './support/handover';
import { createdPostId } from './support/posts';
import { connectSocket, listen, until, type Received } from './support/sockets';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * The badge's claim counts live over real sockets, on SQLite and PostgreSQL: each claim action
 * tells the sockets of the members whose counts it moved, and no one else's. What a socket must
 * not receive is checked after a later event that it does receive, since a socket gets its
 * events in the order the server sent them.
 */

let testApp: TestApp;
let baseUrl: string;
let donor: Member;
let first: Member;
let second: Member;
let bystander: Member;
const sockets: Received[] = [];

beforeEach(async () => {
  testApp = await createTestApp({ PUBLIC_WEB_URL: 'http://web.test' });
  baseUrl = await listen(testApp);
  [donor, first, second, bystander] = [
    await createMember(testApp),
    await createMember(testApp),
    await createMember(testApp),
    await createMember(testApp),
  ];
});

afterEach(async () => {
  for (const received of sockets.splice(0)) received.socket.close();
  await testApp.close();
});

async function socketOf(member: Member) {
  const received = await connectSocket(baseUrl, member.token);
  sockets.push(received);
  return received;
}

/** The badge's counts told to a socket; the notification centre's are tested on their own. */
const countsOf = (received: Received) =>
  received
    .of('notification_count_changed')
    .map((event) => event.count)
    .filter((count) => count !== 'notifications');

async function eventually(received: Received, expected: string[], what: string) {
  await until(() => countsOf(received).length >= expected.length, what);
  expect(countsOf(received)).toEqual(expected);
}

describe('claim counts over the socket', () => {
  it('a claim raises the donor’s pending claims in every tab, and no one else is told', async () => {
    const [donorPhone, donorLaptop, claimantTab, bystanderTab] = [
      await socketOf(donor),
      await socketOf(donor),
      await socketOf(first),
      await socketOf(bystander),
    ];
    await claimNewPost(testApp, donor, first);
    for (const tab of [donorPhone, donorLaptop]) {
      await eventually(tab, ['pendingClaims'], 'the donor’s pending claims');
    }

    // The bystander's own post is claimed next: the only event its socket gets is that one.
    await claimNewPost(testApp, bystander, second);
    await eventually(bystanderTab, ['pendingClaims'], 'the bystander’s own claim');
    expect(countsOf(claimantTab)).toEqual([]);
  });

  it('a confirmation lowers the donor’s count, tells the confirmed and the declined claimants, and asks the two to rate', async () => {
    const postId = await createdPostId(testApp, donor.token);
    const confirmedClaim = await claimPost(testApp, postId, first);
    await claimPost(testApp, postId, second);
    const [donorTab, firstTab, secondTab, bystanderTab] = [
      await socketOf(donor),
      await socketOf(first),
      await socketOf(second),
      await socketOf(bystander),
    ];

    const confirmed = await answerClaim(testApp, confirmedClaim, 'confirm', donor);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The two of the handover are asked to rate each other too.
    await eventually(
      donorTab,
      ['pendingClaims', 'ratingPrompts'],
      'the donor’s pending claims and prompt to rate',
    );
    await eventually(
      firstTab,
      ['unseenDecisions', 'ratingPrompts'],
      'the confirmed claimant’s answer and prompt to rate',
    );
    await eventually(secondTab, ['unseenDecisions'], 'the declined claimant’s answer');

    await claimNewPost(testApp, bystander, first);
    await eventually(bystanderTab, ['pendingClaims'], 'the bystander’s own claim');
  });

  it('a decline tells the claimant, and seeing the answer lowers the claimant’s other tabs', async () => {
    const { claimId } = await claimNewPost(testApp, donor, first);
    const [donorTab, claimantPhone, claimantLaptop] = [
      await socketOf(donor),
      await socketOf(first),
      await socketOf(first),
    ];

    const declined = await answerClaim(testApp, claimId, 'decline', donor);
    expect(declined.statusCode, declined.body).toBe(200);
    await eventually(donorTab, ['pendingClaims'], 'the donor’s pending claims');
    await eventually(claimantPhone, ['unseenDecisions'], 'the answer on the phone');

    const seen = await put(
      testApp,
      '/api/donations/requests/seen',
      { claim_ids: [claimId] },
      first.token,
    );
    expect(seen.statusCode, seen.body).toBe(200);
    await eventually(
      claimantLaptop,
      ['unseenDecisions', 'unseenDecisions'],
      'the answer, then its being seen',
    );

    // Seen already: nothing moves, so no one is told.
    await put(testApp, '/api/donations/requests/seen', { claim_ids: [claimId] }, first.token);
    await claimNewPost(testApp, first, donor);
    await eventually(
      claimantPhone,
      ['unseenDecisions', 'unseenDecisions', 'pendingClaims'],
      'the claimant’s own post claimed',
    );
  });
});
