import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { StatsCountsReply } from '@tabarru/contract/stats';
import { STATS_CACHE_SECONDS } from '@tabarru/contract/stats-constants';

import { get, createMember, type Member } from './support/accounts';
import { createdPostId } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

const CACHE_MS = STATS_CACHE_SECONDS * 1000;

let testApp: TestApp;
/** The clock of the app's stats cache: moved by the tests, never waited for. */
let now: number;

beforeEach(async () => {
  now = Date.parse('2026-11-22T10:00:00Z');
  testApp = await createTestApp({}, { now: () => now });
});

afterEach(async () => {
  await testApp.close();
});

async function counts(token?: string): Promise<StatsCountsReply> {
  const response = await get(testApp, '/api/stats/counts', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StatsCountsReply>();
}

/** An event row as the events module stores it, on a date that may be long past. */
async function insertEvent(eventDate: string, createdBy: number | null = null): Promise<void> {
  await testApp.database.db
    .insertInto('events')
    .values({
      title: `Clothes swap ${eventDate}`,
      description: 'Bring what you no longer wear.',
      location: 'Irbid',
      owner_name: 'Irbid Youth Club',
      event_date: eventDate,
      start_time: '10:00',
      end_time: '13:00',
      created_by: createdBy,
      created_at: new Date(now).toISOString(),
    })
    .execute();
}

async function setModeration(postId: number, status: 'flagged' | 'removed'): Promise<void> {
  await testApp.database.db
    .updateTable('posts')
    .set({ moderation_status: status })
    .where('id', '=', postId)
    .execute();
}

describe('GET /api/stats/counts', () => {
  it('answers zeros on an empty database, to visitors, with a public cache lifetime', async () => {
    const response = await get(testApp, '/api/stats/counts');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ posts: 0, users: 0, totalEventsHosted: 0 });
    expect(response.headers['cache-control']).toBe(`public, max-age=${STATS_CACHE_SECONDS}`);
  });

  describe('with members, posts and events', () => {
    let sara: Member;
    let omar: Member;

    beforeEach(async () => {
      sara = await createMember(testApp);
      omar = await createMember(testApp);
    });

    it('counts the posts the feed shows, every account and every event ever created', async () => {
      await createdPostId(testApp, sara.token);
      await createdPostId(testApp, omar.token);
      await setModeration(await createdPostId(testApp, sara.token), 'flagged');
      await setModeration(await createdPostId(testApp, omar.token), 'removed');
      await testApp.database.db
        .updateTable('users')
        .set({ is_admin: 1 })
        .where('id', '=', omar.id)
        .execute();
      await insertEvent('2019-04-12');
      await insertEvent('2031-09-30', omar.id);
      await insertEvent('2026-11-22', omar.id);

      expect(await counts()).toEqual({ posts: 2, users: 2, totalEventsHosted: 3 });

      // Signed in or not, everyone gets the same numbers.
      expect(await counts(sara.token)).toEqual({ posts: 2, users: 2, totalEventsHosted: 3 });

      const feed = await get(testApp, '/posts');
      expect(feed.json<{ pagination: { totalPosts: number } }>().pagination.totalPosts).toBe(2);
    });

    it('reuses one computation for the cache lifetime, then counts again', async () => {
      await createdPostId(testApp, sara.token);
      expect(await counts()).toEqual({ posts: 1, users: 2, totalEventsHosted: 0 });

      await createdPostId(testApp, omar.token);
      await createMember(testApp);
      await insertEvent('2026-12-05');
      now += CACHE_MS - 1;
      expect(await counts()).toEqual({ posts: 1, users: 2, totalEventsHosted: 0 });

      now += 1;
      expect(await counts()).toEqual({ posts: 2, users: 3, totalEventsHosted: 1 });
    });
  });

  it('answers 500 without a cache lifetime when the database does not answer', async () => {
    await testApp.database.destroy();
    const response = await get(testApp, '/api/stats/counts');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL' });
    expect(response.headers['cache-control'] ?? '').not.toMatch(/max-age/);
  });
});
