import { afterEach, describe, expect, it } from 'vitest';

import { FEED_VERSION_CHECK_MS } from '../src/modules/posts/feed-cache';
import { feedVersion } from '../src/modules/posts/queries';
import { get, registerMember } from './support/accounts';
import { answerClaim, claimNewPost } from './support/handover';
import { createdPostId, postFields } from './support/posts';
import { createSecondInstance, createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

afterEach(async () => {
  await testApp.close();
});

async function totalPosts(app: TestApp['app'] = testApp.app): Promise<number> {
  const response = await app.inject({ url: '/posts' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ pagination: { totalPosts: number } }>().pagination.totalPosts;
}

describe('the feed version', () => {
  it('moves with every change of a post the feed shows, and with no other change', async () => {
    testApp = await createTestApp();
    const { db } = testApp.database;
    const member = await registerMember(testApp);
    const before = await feedVersion(db);

    const postId = await createdPostId(testApp, member.token, postFields({ title: 'Desk lamp' }));
    const created = await feedVersion(db);
    expect(created).toBeGreaterThan(before);

    await db.updateTable('posts').set({ phone: '0798888888' }).where('id', '=', postId).execute();
    expect(await feedVersion(db)).toBe(created);

    await db
      .updateTable('posts')
      .set({ availability: 'reserved' })
      .where('id', '=', postId)
      .execute();
    const reserved = await feedVersion(db);
    expect(reserved).toBeGreaterThan(created);

    await db.deleteFrom('post_images').where('post_id', '=', postId).execute();
    await db.deleteFrom('posts').where('id', '=', postId).execute();
    expect(await feedVersion(db)).toBeGreaterThan(reserved);
  });

  it('lets a feed counted once show a handover, which clears no cache, within the check interval', async () => {
    let now = Date.parse('2026-11-27T10:00:00Z');
    testApp = await createTestApp({}, { now: () => now });
    const donor = await registerMember(testApp);
    const receiver = await registerMember(testApp);
    const { claimId } = await claimNewPost(testApp, donor, receiver);
    expect(await totalPosts()).toBe(1);

    const confirmed = await answerClaim(testApp, claimId, 'confirm', donor);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    now += FEED_VERSION_CHECK_MS;
    // The feed shows what is still on offer: the item given away has left it.
    expect(await totalPosts()).toBe(0);
  });

  it("lets another instance's feed show a new post within the check interval", async () => {
    let now = Date.parse('2026-11-27T10:00:00Z');
    testApp = await createTestApp({}, { now: () => now });
    const second = await createSecondInstance(testApp, { now: () => now });
    try {
      const member = await registerMember(testApp);
      expect(await totalPosts(second.app)).toBe(0);
      await createdPostId(testApp, member.token);
      now += FEED_VERSION_CHECK_MS;
      expect(await totalPosts(second.app)).toBe(1);
      expect((await get(testApp, '/posts')).json().pagination.totalPosts).toBe(1);
    } finally {
      await second.close();
    }
  });
});
