import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { searchColumnsOf } from '../src/modules/feed/search-words';
import { get, createMember, type Member } from './support/accounts';
import { createdPostId, postFields } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let member: Member;

beforeEach(async () => {
  // Paging through every page of every filter asks more than the per-IP ceiling allows.
  testApp = await createTestApp({ RATE_LIMITS: 'off' });
  member = await createMember(testApp);
});

afterEach(async () => {
  await testApp.close();
});

interface Feed {
  posts: { post_id: number }[];
  pagination: { currentPage: number; totalPages: number; totalPosts: number; hasMore: boolean };
  nextCursor: string | null;
}

interface PageQuery {
  category?: string;
  region?: string;
  /** already in normalised form (lower case) */
  q?: string;
  sort: 'newest' | 'oldest';
  limit: number;
  page: number;
}

const SEEDED = 1300;
const BATCH = 200;

/**
 * Posts written straight to the database in a few inserts: three categories, two regions, two
 * titles, and some posts flagged or removed, so that every filter has a few hundred matches.
 */
async function seedPosts(count = SEEDED): Promise<void> {
  const at = new Date('2026-01-01T00:00:00Z').toISOString();
  for (let first = 0; first < count; first += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - first) }, (_, offset) => {
      const index = first + offset;
      const title = index % 2 === 0 ? `Lamp ${index}` : `Chair ${index}`;
      const region = Math.floor(index / 3) % 2 === 0 ? 'Amman' : 'Irbid';
      // A quarter of the chairs speak of a lamp: found by "lamp" after every lamp.
      const description = index % 4 === 1 ? 'Seeded, comes with a lamp' : 'Seeded';
      return {
        user_id: member.id,
        title,
        description,
        email: member.email,
        phone: '0791234567',
        location: `${region} - Somewhere`,
        region,
        category: ['Books', 'Toys', 'Tools'][index % 3] ?? 'Books',
        features: '[]',
        ...searchColumnsOf({ title, description, extras: [] }),
        moderation_status:
          index % 17 === 0
            ? ('flagged' as const)
            : index % 29 === 0
              ? ('removed' as const)
              : ('visible' as const),
        created_at: at,
        updated_at: at,
      };
    });
    await testApp.database.db.insertInto('posts').values(rows).execute();
  }
}

/**
 * The ids of the page as an OFFSET over every matching visible post reads it, and their count: a
 * search (one word, as these tests ask) finds the posts with a word beginning with it, those
 * with it in their title first.
 */
async function offsetPage(query: PageQuery): Promise<{ ids: number[]; total: number }> {
  let matching = testApp.database.db.selectFrom('posts').where('moderation_status', '=', 'visible');
  if (query.category) matching = matching.where('category', '=', query.category);
  if (query.region) matching = matching.where('region', '=', query.region);
  const word = `% ${query.q ?? ''}%`;
  const inTitle = sql<boolean>`(' ' || search_text) like ${word}`;
  if (query.q) {
    matching = matching.where((eb) =>
      eb.or([inTitle, sql<boolean>`(' ' || lower(description)) like ${word}`]),
    );
  }
  const rows = await matching
    .select('id')
    .orderBy(sql`case when ${inTitle} then 0 else 1 end`)
    .orderBy('id', query.sort === 'newest' ? 'desc' : 'asc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const count = await matching
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { ids: rows.map((row) => row.id), total: Number(count.count) };
}

async function feedPage(query: PageQuery): Promise<Feed> {
  const parameters = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  );
  const response = await get(testApp, `/posts?${parameters.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Feed>();
}

/** Asks the page by number and checks it holds what OFFSET would, with the right pagination. */
async function expectOffsetPage(query: PageQuery): Promise<number> {
  const expected = await offsetPage(query);
  const page = await feedPage(query);
  expect(
    page.posts.map((post) => post.post_id),
    JSON.stringify(query),
  ).toEqual(expected.ids);
  expect(page.pagination).toEqual({
    currentPage: query.page,
    totalPages: Math.max(1, Math.ceil(expected.total / query.limit)),
    totalPosts: expected.total,
    hasMore: query.page * query.limit < expected.total,
  });
  return expected.total;
}

const FILTERS: Omit<PageQuery, 'sort' | 'limit' | 'page'>[] = [
  {},
  { category: 'Books' },
  { region: 'Irbid' },
  { category: 'Toys', region: 'Amman' },
  { q: 'lamp' },
  // The beginning of a word, read through the prefix index of SQLite's word index.
  { q: 'la' },
  { q: 'chair', category: 'Tools' },
];

describe('GET /posts?page=N', () => {
  it('answers every page by number with the rows OFFSET reads, for each filter and both sorts', async () => {
    await seedPosts();
    for (const filters of FILTERS) {
      for (const sort of ['newest', 'oldest'] as const) {
        const limit = 13;
        const total = await expectOffsetPage({ ...filters, sort, limit, page: 1 });
        expect(total).toBeGreaterThan(100);
        for (let page = 2; page <= Math.ceil(total / limit) + 1; page += 1) {
          await expectOffsetPage({ ...filters, sort, limit, page });
        }
      }
    }
  });

  it('answers pages of any size, including ones that straddle where remembered starts lie', async () => {
    await seedPosts();
    for (const limit of [1, 7, 48]) {
      for (const page of [2, 28, 29, 30, 57, 58, 199, 200, 201, 401, 1001]) {
        await expectOffsetPage({ sort: 'newest', limit, page });
      }
    }
  });

  it('keeps pages right after a post is created and after one is deleted', async () => {
    await seedPosts();
    const deep = { sort: 'newest', limit: 13, page: 60 } as const;
    const deepOldest = { sort: 'oldest', limit: 13, page: 60 } as const;
    const deepSearch = { sort: 'newest', limit: 13, page: 30, q: 'lamp' } as const;
    for (const query of [deep, deepOldest, deepSearch]) await expectOffsetPage(query);

    await createdPostId(testApp, member.token, postFields({ title: 'A lamp for the desk' }));
    for (const query of [deep, deepOldest, deepSearch]) await expectOffsetPage(query);

    const { ids } = await offsetPage({ sort: 'oldest', limit: 1, page: 3 });
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/Posting/delete-post/${ids[0]}`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    for (const query of [deep, deepOldest, deepSearch]) await expectOffsetPage(query);
  });

  it('counts a search up to 1,000 posts: pages by number reach those, pages by cursor the rest', async () => {
    await seedPosts();
    const all = await offsetPage({ q: 'seeded', sort: 'newest', limit: SEEDED, page: 1 });
    expect(all.total).toBeGreaterThan(1000);
    const idsOf = (feed: Feed) => feed.posts.map((post) => post.post_id);

    const first = await feedPage({ q: 'seeded', sort: 'newest', limit: 48, page: 1 });
    expect(first.pagination).toMatchObject({ totalPosts: 1000, totalPages: 21, hasMore: true });
    expect(idsOf(first)).toEqual(all.ids.slice(0, 48));
    const last = await feedPage({ q: 'seeded', sort: 'newest', limit: 48, page: 21 });
    // The last page reachable by number is a whole page, even where it passes the count.
    expect(idsOf(last)).toEqual(all.ids.slice(960, 1008));
    expect((await feedPage({ q: 'seeded', sort: 'newest', limit: 48, page: 22 })).posts).toEqual(
      [],
    );

    const seen: number[] = [];
    let cursor = first.nextCursor;
    seen.push(...idsOf(first));
    while (cursor) {
      const response = await get(testApp, `/posts?q=seeded&limit=48&cursor=${cursor}`);
      const page = response.json<Feed>();
      seen.push(...idsOf(page));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(all.ids);
  });

  it('answers a page past the end empty, with the pagination of the whole feed', async () => {
    await seedPosts();
    for (const page of [90, 91, 92, 1000, 100_000]) {
      await expectOffsetPage({ sort: 'newest', limit: 13, page });
      await expectOffsetPage({ category: 'Books', sort: 'oldest', limit: 13, page });
    }
    const past = await feedPage({ sort: 'newest', limit: 48, page: 100_000 });
    expect(past.posts).toEqual([]);
    expect(past.pagination.hasMore).toBe(false);
  });
});

/** Khalda's centre, and points about 2, 4 and 20 km north of it. */
const NEAR_POINTS = [
  { lat: 31.9985, lng: 35.8417 },
  { lat: 32.0165, lng: 35.8417 },
  { lat: 32.0345, lng: 35.8417 },
  { lat: 32.1785, lng: 35.8417 },
];

/**
 * Posts written straight to the database at NEAR_POINTS, 1,100 at the first (more than a count
 * reaches), a few of them flagged or removed, in the order given: the ids of the points.
 */
async function seedPostsAtPoints(counts = [1100, 150, 50, 30]): Promise<number[]> {
  const pointIds: number[] = [];
  for (const point of NEAR_POINTS) {
    const row = await testApp.database.db
      .insertInto('post_points')
      .values(point)
      .returning('id')
      .executeTakeFirstOrThrow();
    pointIds.push(Number(row.id));
  }
  const at = new Date('2026-01-01T00:00:00Z').toISOString();
  const placed = counts.flatMap((count, point) => Array.from({ length: count }, () => point));
  // Interleaved, so that the points' posts are not each a run of ids.
  placed.sort((a, b) => ((a * 7919) % 13) - ((b * 7919) % 13) || a - b);
  for (let first = 0; first < placed.length; first += BATCH) {
    const rows = placed.slice(first, first + BATCH).map((point, offset) => {
      const index = first + offset;
      const title = `Shelf ${index}`;
      return {
        user_id: member.id,
        title,
        description: 'Seeded',
        email: member.email,
        phone: '0791234567',
        location: 'Amman - Khalda',
        region: 'Amman',
        category: ['Books', 'Toys'][index % 2] ?? 'Books',
        features: '[]',
        ...searchColumnsOf({ title, description: 'Seeded', extras: [] }),
        moderation_status: index % 23 === 0 ? ('removed' as const) : ('visible' as const),
        point_id: pointIds[point],
        created_at: at,
        updated_at: at,
      };
    });
    await testApp.database.db.insertInto('posts').values(rows).execute();
  }
  return pointIds;
}

/** The visible posts at the points, nearest point first (the order given) or newest first. */
async function postsAt(pointIds: number[], order: 'distance' | 'newest'): Promise<number[]> {
  const rows = await testApp.database.db
    .selectFrom('posts')
    .select(['id', 'point_id'])
    .where('moderation_status', '=', 'visible')
    .where('point_id', 'in', pointIds)
    .execute();
  const rank = (row: { point_id: number | null }) =>
    order === 'distance' ? pointIds.indexOf(row.point_id ?? -1) : 0;
  return rows.sort((a, b) => rank(a) - rank(b) || b.id - a.id).map((row) => row.id);
}

async function walkCursors(query: string): Promise<number[]> {
  const seen: number[] = [];
  let cursor: string | null = null;
  do {
    const response = await get(testApp, `/posts?${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<Feed>();
    seen.push(...page.posts.map((post) => post.post_id));
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe('GET /posts within a distance', () => {
  const khalda = `${NEAR_POINTS[0]?.lat},${NEAR_POINTS[0]?.lng}`;

  it('pages newest first by number and by cursor through every post in reach', async () => {
    const points = await seedPostsAtPoints();
    const inReach = await postsAt(points.slice(0, 3), 'newest');
    expect(inReach.length).toBeGreaterThan(1000);
    for (const limit of [12, 48]) {
      for (let page = 1; page <= Math.ceil(1000 / limit) + 1; page += 1) {
        const response = await get(
          testApp,
          `/posts?near=${khalda}&within_km=5&limit=${limit}&page=${page}`,
        );
        const feed = response.json<Feed>();
        const offset = (page - 1) * limit;
        expect(
          feed.posts.map((post) => post.post_id),
          `page ${page}`,
        ).toEqual(offset < 1000 ? inReach.slice(offset, offset + limit) : []);
        expect(feed.pagination).toMatchObject({ totalPosts: 1000, currentPage: page });
      }
    }
    expect(await walkCursors(`near=${khalda}&within_km=5&limit=48`)).toEqual(inReach);
  });

  it('pages nearest first, newest first at each point, through every post in reach', async () => {
    const points = await seedPostsAtPoints([40, 1100, 60, 30]);
    const byDistance = await postsAt(points, 'distance');
    expect(await walkCursors(`near=${khalda}&within_km=25&sort=distance&limit=48`)).toEqual(
      byDistance,
    );
    for (const page of [1, 2, 20, 21, 22]) {
      const response = await get(
        testApp,
        `/posts?near=${khalda}&within_km=25&sort=distance&limit=48&page=${page}`,
      );
      const offset = (page - 1) * 48;
      expect(
        response.json<Feed>().posts.map((post) => post.post_id),
        `page ${page}`,
      ).toEqual(offset < 1000 ? byDistance.slice(offset, offset + 48) : []);
    }
  });

  it('counts the posts in reach exactly under the cap, and follows their changes', async () => {
    const points = await seedPostsAtPoints([60, 20, 10, 30]);
    const inReach = await postsAt(points.slice(0, 3), 'newest');
    const first = (await get(testApp, `/posts?near=${khalda}&within_km=5&limit=5`)).json<Feed>();
    expect(first.pagination.totalPosts).toBe(inReach.length);
    expect(first.posts.map((post) => post.post_id)).toEqual(inReach.slice(0, 5));

    const added = await createdPostId(
      testApp,
      member.token,
      postFields({ title: 'Desk', location: 'Amman', place: 'amman-khalda' }),
    );
    const removed = inReach[1] as number;
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/Posting/delete-post/${removed}`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = (await get(testApp, `/posts?near=${khalda}&within_km=5&limit=5`)).json<Feed>();
    expect(after.posts.map((post) => post.post_id)).toEqual(
      [added, ...inReach.filter((id) => id !== removed)].slice(0, 5),
    );
    expect(after.pagination.totalPosts).toBe(inReach.length);
  });
});
