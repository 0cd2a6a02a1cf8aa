import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { MemberItemsReply } from '@tabarru/contract/posts';

import { searchColumnsOf } from '../src/modules/feed/search-words';
import { get, createMember, type Member } from './support/accounts';
import { createdPostId, jpegImage, postFields } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let donor: Member;
let other: Member;

beforeEach(async () => {
  testApp = await createTestApp();
  donor = await createMember(testApp);
  other = await createMember(testApp);
});

afterEach(async () => {
  await testApp.close();
});

interface SeededPost {
  title: string;
  /** minutes after the first seeded post */
  at?: number;
  availability?: 'available' | 'reserved' | 'donated';
  moderation?: 'visible' | 'flagged' | 'removed';
}

/** A post of `member` written straight to the database, in the state asked for; its id. */
async function seedPost(member: Member, post: SeededPost): Promise<number> {
  const at = new Date(Date.parse('2026-01-01T00:00:00Z') + (post.at ?? 0) * 60_000).toISOString();
  const row = await testApp.database.db
    .insertInto('posts')
    .values({
      user_id: member.id,
      title: post.title,
      description: 'Seeded',
      email: member.email,
      phone: '0791234567',
      location: 'Irbid - University Street',
      region: 'Irbid',
      category: 'Books',
      features: '[]',
      availability: post.availability ?? 'available',
      moderation_status: post.moderation ?? 'visible',
      ...searchColumnsOf({ title: post.title, description: 'Seeded', extras: [] }),
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function itemsOf(userId: number, query = '', token?: string): Promise<MemberItemsReply> {
  const response = await get(testApp, `/api/users/${userId}/posts${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MemberItemsReply>();
}

const titles = (reply: MemberItemsReply) => reply.posts.map((card) => card.title);

describe('GET /api/users/:userId/posts', () => {
  it("lists only the member's visible, available posts, newest first, to a visitor", async () => {
    await seedPost(donor, { title: 'Old atlas', at: 1 });
    await seedPost(donor, { title: 'Reserved lamp', at: 2, availability: 'reserved' });
    await seedPost(donor, { title: 'Donated chair', at: 3, availability: 'donated' });
    await seedPost(donor, { title: 'Flagged rug', at: 4, moderation: 'flagged' });
    await seedPost(donor, { title: 'Removed mirror', at: 5, moderation: 'removed' });
    await seedPost(other, { title: "Another member's kettle", at: 6 });
    await seedPost(donor, { title: 'New novel', at: 7 });

    const reply = await itemsOf(donor.id);
    expect(titles(reply)).toEqual(['New novel', 'Old atlas']);
    expect(reply.nextCursor).toBeNull();
    expect(titles(await itemsOf(other.id))).toEqual(["Another member's kettle"]);
  });

  it('lists the items the member gave away when asked (availability=donated), newest first', async () => {
    await seedPost(donor, { title: 'Old atlas', at: 1 });
    await seedPost(donor, { title: 'Donated chair', at: 2, availability: 'donated' });
    await seedPost(donor, { title: 'Flagged rug', at: 3, moderation: 'flagged' });
    await seedPost(donor, {
      title: 'Removed desk',
      at: 4,
      availability: 'donated',
      moderation: 'removed',
    });
    await seedPost(other, { title: 'Donated kettle', at: 5, availability: 'donated' });
    await seedPost(donor, { title: 'Donated lamp', at: 6, availability: 'donated' });

    const given = await itemsOf(donor.id, '?availability=donated');
    expect(titles(given)).toEqual(['Donated lamp', 'Donated chair']);
    expect(given.posts.every((card) => card.availability === 'donated')).toBe(true);
    const firstOnly = await itemsOf(donor.id, '?availability=donated&limit=1');
    expect(
      titles(await itemsOf(donor.id, `?availability=donated&cursor=${firstOnly.nextCursor}`)),
    ).toEqual(['Donated chair']);
  });

  it('answers the cards of the feed, the cover as a thumbnail and by its files, the same to a member', async () => {
    const postId = await createdPostId(
      testApp,
      donor.token,
      postFields({ title: 'Winter coat', features: JSON.stringify(['Clothing', 'Size M']) }),
      [await jpegImage(3), await jpegImage(4)],
    );
    const reply = await itemsOf(donor.id);
    expect(reply.posts).toEqual([
      {
        post_id: postId,
        user_id: donor.id,
        username: donor.username,
        title: 'Winter coat',
        location: 'Amman - Jabal Al-Weibdeh',
        features: ['Clothing', 'Size M'],
        category: 'Clothing',
        availability: 'available',
        attached_photo_url: expect.stringMatching(/\/uploads\/[0-9a-f]{64}-480\.webp$/),
        cover: {
          url: expect.stringMatching(/\/uploads\/[0-9a-f]{64}\.webp$/),
          thumbnail_url: expect.stringMatching(/\/uploads\/[0-9a-f]{64}-480\.webp$/),
          width: 640,
          height: 480,
        },
        created_at: expect.any(String),
        donor_rating: null,
        donor_rating_count: 0,
        place: { id: 'amman-lweibdeh', name_en: 'Jabal Al-Lweibdeh', name_ar: 'جبل اللويبدة' },
        shown_point: { lat: expect.any(Number), lng: expect.any(Number) },
        need: null,
        distance_km: null,
      },
    ]);
    const feedCard = (await get(testApp, '/posts')).json<{ posts: unknown[] }>().posts[0];
    expect(reply.posts[0]).toEqual(feedCard);
    expect(await itemsOf(donor.id, '', other.token)).toEqual(reply);
  });

  it('pages by cursor without losing or repeating a post, posts made at the same time included', async () => {
    const made: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      const title = `Item ${index}`;
      // Two posts share each minute: the id breaks the tie.
      await seedPost(donor, { title, at: Math.floor(index / 2) });
      made.unshift(title);
    }
    await seedPost(donor, { title: 'Reserved between', at: 2, availability: 'reserved' });

    const first = await itemsOf(donor.id, '?limit=3');
    expect(titles(first)).toEqual(made.slice(0, 3));
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await itemsOf(donor.id, `?limit=3&cursor=${first.nextCursor}`);
    expect(titles(second)).toEqual(made.slice(3, 6));
    const third = await itemsOf(donor.id, `?limit=3&cursor=${second.nextCursor}`);
    expect(titles(third)).toEqual(made.slice(6));
    expect(third.nextCursor).toBeNull();
  });

  it('pages 12 at a time by default, like the feed', async () => {
    for (let index = 0; index < 13; index += 1) {
      await seedPost(donor, { title: `Book ${index}`, at: index });
    }
    const first = await itemsOf(donor.id);
    expect(first.posts).toHaveLength(12);
    const rest = await itemsOf(donor.id, `?cursor=${first.nextCursor}`);
    expect(titles(rest)).toEqual(['Book 0']);
  });

  it('answers an empty list for a member who gives nothing right now', async () => {
    await seedPost(donor, { title: 'Given away', availability: 'donated' });
    expect(await itemsOf(donor.id)).toEqual({ posts: [], nextCursor: null });
  });

  it('answers 404 for an unknown member', async () => {
    const response = await get(testApp, '/api/users/999999/posts');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: 'User not found' });
  });

  it.each([
    ['a cursor we did not issue', `/api/users/{id}/posts?cursor=bm90LWEtY3Vyc29y`, 'cursor'],
    ["the feed's cursor", `/api/users/{id}/posts?cursor=${'WzEyXQ'}`, 'cursor'],
    ['a limit past 48', `/api/users/{id}/posts?limit=49`, 'limit'],
    ['an availability with no list', `/api/users/{id}/posts?availability=reserved`, 'availability'],
    ['an id that is not a number', `/api/users/abc/posts`, 'userId'],
  ])('answers 400 for %s, naming the input', async (_case, url, field) => {
    await seedPost(donor, { title: 'Atlas' });
    const response = await get(testApp, url.replace('{id}', String(donor.id)));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ field });
  });
});
