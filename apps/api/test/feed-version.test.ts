import { afterEach, describe, expect, it } from 'vitest';

import { FEED_VERSION_CHECK_MS } from '../src/modules/feed/feed-cache';
import { feedVersions } from '../src/modules/feed/queries';
import { get, put, createMember, type Member } from './support/accounts';
import { confirmedHandover, rate } from './support/handover';
import { createdPostId, editPost, postFields } from './support/posts';
import { createSecondInstance, createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

afterEach(async () => {
  await testApp.close();
});

const feedVersion = async (db: TestApp['database']['db']) => (await feedVersions(db)).feed;
const displayVersion = async (db: TestApp['database']['db']) => (await feedVersions(db)).display;

async function firstCard(app: TestApp['app'] = testApp.app): Promise<Record<string, unknown>> {
  const response = await app.inject({ url: '/posts' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ posts: Record<string, unknown>[] }>().posts[0] ?? {};
}

function rename(member: Member, username: string) {
  return put(
    testApp,
    '/update-credentials',
    { username, email: member.email, phone_number: member.phone },
    member.token,
  );
}

async function totalPosts(app: TestApp['app'] = testApp.app): Promise<number> {
  const response = await app.inject({ url: '/posts' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ pagination: { totalPosts: number } }>().pagination.totalPosts;
}

describe('the feed version', () => {
  it('moves with every change of a post the feed shows, and with no other change', async () => {
    testApp = await createTestApp();
    const { db } = testApp.database;
    const member = await createMember(testApp);
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

  it("lets another instance's feed show a new post within the check interval", async () => {
    let now = Date.parse('2026-11-27T10:00:00Z');
    testApp = await createTestApp({}, { now: () => now });
    const second = await createSecondInstance(testApp, { now: () => now });
    try {
      const member = await createMember(testApp);
      expect(await totalPosts(second.app)).toBe(0);
      await createdPostId(testApp, member.token);
      now += FEED_VERSION_CHECK_MS;
      expect(await totalPosts(second.app)).toBe(1);
      expect((await get(testApp, '/posts')).json().pagination.totalPosts).toBe(1);
    } finally {
      await second.close();
    }
  });

  it("moves the display version with a post's edit, its poster's name or rating and its photos, not the feed's", async () => {
    testApp = await createTestApp();
    const { db } = testApp.database;
    const member = await createMember(testApp);
    const postId = await createdPostId(testApp, member.token);
    const feed = await feedVersion(db);
    let display = await displayVersion(db);
    const moved = async () => {
      const now = await displayVersion(db);
      const movedNow = now > display;
      display = now;
      return movedNow;
    };

    await db.updateTable('posts').set({ location: 'Irbid' }).where('id', '=', postId).execute();
    expect(await moved()).toBe(true);
    await db
      .updateTable('users')
      .set({ username: 'renamed' })
      .where('id', '=', member.id)
      .execute();
    expect(await moved()).toBe(true);
    await db.updateTable('users').set({ rating_count: 1, rating_sum: 5 }).execute();
    expect(await moved()).toBe(true);
    await db
      .updateTable('post_images')
      .set({ position: 0 })
      .where('post_id', '=', postId)
      .execute();
    expect(await moved()).toBe(true);
    await db.updateTable('users').set({ locale: 'ar' }).where('id', '=', member.id).execute();
    expect(await moved()).toBe(false);
    expect(await feedVersion(db)).toBe(feed);
  });

  it("shows a new name, a rating and a handover on this instance's cards at once, on the clock of no check", async () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    testApp = await createTestApp({}, { now: () => now });
    const donor = await createMember(testApp);
    const receiver = await createMember(testApp);
    await createdPostId(testApp, donor.token, postFields({ title: 'Desk lamp' }));
    expect(await firstCard()).toMatchObject({ username: donor.username, donor_rating_count: 0 });

    const renamed = await rename(donor, 'lamp_giver');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await firstCard()).toMatchObject({ username: 'lamp_giver' });

    await confirmedHandover(testApp, donor, receiver);
    // The item given away leaves the feed; the lamp is on top again.
    expect(await firstCard()).toMatchObject({ title: 'Desk lamp' });
    expect(await totalPosts()).toBe(1);
    await rate(testApp, receiver, donor, 5);
    expect(await firstCard()).toMatchObject({ donor_rating: 5, donor_rating_count: 1 });
  });

  it("lets another instance's cards show a new name within the check interval", async () => {
    let now = Date.parse('2026-11-27T10:00:00Z');
    testApp = await createTestApp({}, { now: () => now });
    const second = await createSecondInstance(testApp, { now: () => now });
    try {
      const member = await createMember(testApp);
      await createdPostId(testApp, member.token);
      expect(await firstCard(second.app)).toMatchObject({ username: member.username });
      const renamed = await rename(member, 'new_name');
      expect(renamed.statusCode, renamed.body).toBe(200);
      now += FEED_VERSION_CHECK_MS;
      expect(await firstCard(second.app)).toMatchObject({ username: 'new_name' });
    } finally {
      await second.close();
    }
  });

  it("shows a post's page edited at once here, and within the check interval on another instance", async () => {
    let now = Date.parse('2026-11-27T10:00:00Z');
    testApp = await createTestApp({}, { now: () => now });
    const second = await createSecondInstance(testApp, { now: () => now });
    try {
      const donor = await createMember(testApp);
      const reader = await createMember(testApp);
      const postId = await createdPostId(testApp, donor.token, postFields({ phone: '0791111111' }));
      const shown = async (app: TestApp['app']) => {
        const response = await app.inject({
          url: `/Posting/posts/${postId}`,
          headers: { authorization: `Bearer ${reader.token}` },
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ phone: string; items_given: number }>();
      };
      expect(await shown(testApp.app)).toMatchObject({ phone: '0791111111' });
      expect(await shown(second.app)).toMatchObject({ phone: '0791111111' });

      const edited = await editPost(
        testApp,
        donor.token,
        postId,
        postFields({ phone: '0792222222' }),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await shown(testApp.app)).toMatchObject({ phone: '0792222222' });
      now += FEED_VERSION_CHECK_MS;
      expect(await shown(second.app)).toMatchObject({ phone: '0792222222' });
    } finally {
      await second.close();
    }
  });
});

describe('a search after a post changes', () => {
  it('counts and shows only what the feed shows: shown, of the kind, availability, category and region asked', async () => {
    let now = Date.parse('2026-11-27T10:00:00Z');
    testApp = await createTestApp({}, { now: () => now });
    const { db } = testApp.database;
    const member = await createMember(testApp);
    const first = await createdPostId(
      testApp,
      member.token,
      postFields({ title: 'Grey sofa', category: 'Furniture', location: 'Amman' }),
    );
    const second = await createdPostId(
      testApp,
      member.token,
      postFields({ title: 'Red sofa', category: 'Furniture', location: 'Irbid' }),
    );
    const search = async (query: string) => {
      const response = await get(testApp, `/posts?q=sofa${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const reply = response.json<{
        posts: { post_id: number }[];
        pagination: { totalPosts: number };
      }>();
      expect(reply.pagination.totalPosts, query).toBe(reply.posts.length);
      return reply.posts.map((card) => card.post_id);
    };
    expect(await search('')).toEqual([second, first]);
    expect(await search('&region=Irbid&category=Furniture')).toEqual([second]);

    // Written straight to the database, as another instance would: seen within the check.
    await db
      .updateTable('posts')
      .set({ moderation_status: 'removed' })
      .where('id', '=', second)
      .execute();
    await db
      .updateTable('posts')
      .set({ availability: 'donated' })
      .where('id', '=', first)
      .execute();
    now += FEED_VERSION_CHECK_MS;
    expect(await search('')).toEqual([]);
    expect(await search('&availability=donated')).toEqual([first]);
    expect(await search('&region=Irbid&category=Furniture&availability=all')).toEqual([]);

    await db
      .updateTable('posts')
      .set({ moderation_status: 'visible', category: 'Sports Equipment' })
      .where('id', '=', second)
      .execute();
    now += FEED_VERSION_CHECK_MS;
    expect(await search("&category=Sports%20Equipment&region=Ma'an")).toEqual([]);
    await db.updateTable('posts').set({ region: "Ma'an" }).where('id', '=', second).execute();
    now += FEED_VERSION_CHECK_MS;
    expect(await search('&category=Furniture')).toEqual([]);
    expect(await search("&category=Sports%20Equipment&region=Ma'an")).toEqual([second]);
    expect(await search('')).toEqual([second]);
    expect(await search('&kind=wanted')).toEqual([]);
    // Each column alone writes the post's words again.
    await db
      .updateTable('posts')
      .set({ availability: 'available' })
      .where('id', '=', first)
      .execute();
    now += FEED_VERSION_CHECK_MS;
    expect(await search('')).toEqual([second, first]);
    expect(await search('&availability=donated')).toEqual([]);
    await db.updateTable('posts').set({ kind: 'wanted' }).where('id', '=', first).execute();
    now += FEED_VERSION_CHECK_MS;
    expect(await search('')).toEqual([second]);
  });
});
