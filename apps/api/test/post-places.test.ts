import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { distanceKm, EARTH_RADIUS_KM, type Point } from '@tabarru/contract/geo';
import { placeById } from '@tabarru/contract/place-search';

import { createMember, get, put, type Member } from './support/accounts';
import { createdPostId, createPost, postFields } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';
import { startWebHost } from './support/web-host';

let testApp: TestApp;
let donor: Member;
let reader: Member;

beforeEach(async () => {
  testApp = await createTestApp();
  donor = await createMember(testApp);
  reader = await createMember(testApp);
});

afterEach(async () => {
  await testApp.close();
});

interface Card {
  post_id: number;
  title: string;
  place: { id: string; name_en: string; name_ar: string } | null;
  shown_point: Point;
  distance_km: number | null;
}
interface Feed {
  posts: Card[];
  pagination: { totalPosts: number; hasMore: boolean };
  nextCursor: string | null;
}

async function feed(query: string, token?: string): Promise<Feed> {
  const response = await get(testApp, `/posts?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Feed>();
}

function centreOf(placeId: string): Point {
  const place = placeById(placeId);
  if (!place) throw new Error(`no place ${placeId}`);
  return { lat: place.lat, lng: place.lng };
}

/** The point `km` north of `point`, on the sphere distances are measured on. */
function north(point: Point, km: number): Point {
  return { lat: point.lat + ((km / EARTH_RADIUS_KM) * 180) / Math.PI, lng: point.lng };
}

const pointText = (point: Point) => `${point.lat.toFixed(6)},${point.lng.toFixed(6)}`;

function placedPost(title: string, placeId: string, extra: Record<string, string> = {}) {
  const place = placeById(placeId);
  return createdPostId(
    testApp,
    donor.token,
    postFields({ title, location: place?.region ?? 'Amman', place: placeId, ...extra }),
  );
}

describe('a post in a place', () => {
  it('is shown at its place in both languages, at the centre', async () => {
    const id = await placedPost('Grey sofa', 'amman-khalda');
    const detail = (await get(testApp, `/Posting/posts/${id}`, reader.token)).json<{
      place: Card['place'];
      shown_point: Point;
      exact_point: Point | null;
    }>();
    expect(detail.place).toEqual({ id: 'amman-khalda', name_en: 'Khalda', name_ar: 'خلدا' });
    expect(detail.shown_point).toEqual(centreOf('amman-khalda'));
    expect(detail.exact_point).toBeNull();
  });

  it("reads the earlier client's 'Region - area' as a known place, else the region", async () => {
    const shmeisani = await createdPostId(
      testApp,
      donor.token,
      postFields({ location: 'Amman - Shmesani' }),
    );
    const arabic = await createdPostId(
      testApp,
      donor.token,
      postFields({ location: 'عمان - الشميساني' }),
    );
    const unknown = await createdPostId(
      testApp,
      donor.token,
      postFields({ location: 'Irbid - behind the mosque' }),
    );
    const placeOf = async (id: number) =>
      (await get(testApp, `/Posting/posts/${id}`, reader.token)).json<{
        place: { id: string } | null;
        shown_point: Point;
      }>();
    expect((await placeOf(shmeisani)).place?.id).toBe('amman-shmeisani');
    expect((await placeOf(arabic)).place?.id).toBe('amman-shmeisani');
    // No place more than the region: the location says it, and the post is at its centre.
    const irbid = await placeOf(unknown);
    expect(irbid.place).toBeNull();
    expect(irbid.shown_point).toEqual(centreOf('irbid'));
  });

  it('refuses an unknown place, a place outside the region, and a point outside Jordan', async () => {
    const before = await testApp.database.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    const refusals = [
      [{ place: 'atlantis' }, 'PLACE_INVALID', 'place'],
      [{ location: 'Irbid', place: 'amman-khalda' }, 'PLACE_INVALID', 'place'],
      [{ point: '31.9,35.9,1' }, 'POINT_INVALID', 'point'],
      [{ point: '48.85,2.35' }, 'POINT_OUTSIDE_JORDAN', 'point'],
    ] as const;
    for (const [fields, code, field] of refusals) {
      const response = await createPost(testApp, donor.token, postFields(fields));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code, field });
    }
    const after = await testApp.database.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });
});

describe('an exact point', () => {
  const home = { lat: 31.987654, lng: 35.843219 };

  it('is kept for the donor and shown to everyone else blurred, the same way every time', async () => {
    const first = await placedPost('Fridge', 'amman-khalda', { point: pointText(home) });
    const second = await placedPost('Oven', 'amman-khalda', { point: pointText(home) });
    const detailFor = async (id: number, token: string) =>
      (await get(testApp, `/Posting/posts/${id}`, token)).json<{
        shown_point: Point;
        exact_point: Point | null;
      }>();
    const seen = await detailFor(first, reader.token);
    expect(seen.exact_point).toBeNull();
    const away = distanceKm(home, seen.shown_point);
    expect(away).toBeGreaterThanOrEqual(0.25);
    expect(away).toBeLessThanOrEqual(1);
    expect((await detailFor(second, reader.token)).shown_point).toEqual(seen.shown_point);
    expect((await detailFor(first, donor.token)).exact_point).toEqual(home);
  });

  /** The pages the web host writes for a post and the sitemap, with their heads and data. */
  async function webPages(id: number): Promise<string[]> {
    const web = await startWebHost(testApp);
    try {
      const bodies: string[] = [];
      for (const url of [`/posts/${id}`, `/ar/posts/${id}`, '/sitemap.xml']) {
        const response = await web.host.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        bodies.push(response.body);
      }
      expect(bodies[0]).toContain('Washing machine');
      return bodies;
    } finally {
      await web.close();
    }
  }

  it('appears in no reply, page head or feed of anyone but the donor', async () => {
    const id = await placedPost('Washing machine', 'amman-khalda', { point: pointText(home) });
    const exact = [String(home.lat), String(home.lng), home.lat.toFixed(4), home.lng.toFixed(4)];
    const detail = await get(testApp, `/Posting/posts/${id}`, reader.token);
    expect(detail.json()).toMatchObject({ title: 'Washing machine', exact_point: null });
    const bodies = [
      detail.body,
      ...(await webPages(id)),
      (await get(testApp, `/Posting/posts/${id}`, reader.token)).body,
      (await get(testApp, '/posts')).body,
      (await get(testApp, `/posts?near=${pointText(home)}&within_km=5`)).body,
      (await get(testApp, `/posts?near=${pointText(home)}&sort=distance`, reader.token)).body,
      (await get(testApp, `/api/users/${donor.id}/posts`)).body,
      (await get(testApp, `/api/posts/${id}/preview`)).body,
    ];
    for (const body of bodies) {
      for (const coordinate of exact) expect(body).not.toContain(coordinate);
    }
  });
});

describe('the feed near a point', () => {
  it('holds a post 4.9 km away within 5 km and not one 5.1 km away', async () => {
    const khalda = centreOf('amman-khalda');
    await placedPost('Bookcase', 'amman-khalda');
    const near = await feed(`near=${pointText(north(khalda, 4.9))}&within_km=5`);
    expect(near.posts.map((card) => card.title)).toEqual(['Bookcase']);
    expect(near.posts[0]?.distance_km).toBe(4.9);
    const far = await feed(`near=${pointText(north(khalda, 5.1))}&within_km=5`);
    expect(far.posts).toEqual([]);
    expect(far.pagination.totalPosts).toBe(0);
  });

  it('sorts nearest first, newest first at the same distance, and pages without repeats', async () => {
    const order = ['amman-khalda', 'amman-shmeisani', 'amman', 'zarqa', 'irbid', 'aqaba'];
    for (const [index, placeId] of order.entries()) {
      await placedPost(`Far ${index} older`, placeId);
      await placedPost(`Far ${index} newer`, placeId);
    }
    const from = pointText(centreOf('amman-khalda'));
    const titles: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Feed = await feed(
        `near=${from}&sort=distance&limit=5${cursor ? `&cursor=${cursor}` : ''}`,
      );
      titles.push(...page.posts.map((card) => card.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(titles).toEqual(
      order.flatMap((_, index) => [`Far ${index} newer`, `Far ${index} older`]),
    );
    const distances = (await feed(`near=${from}&sort=distance&limit=12`)).posts.map(
      (card) => card.distance_km ?? -1,
    );
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const byPlace = await feed(`place=amman-khalda&within_km=1`);
    expect(byPlace.posts.map((card) => card.title)).toEqual(['Far 0 newer', 'Far 0 older']);
    expect(byPlace.posts[0]?.place?.name_ar).toBe('خلدا');
  });

  it('combines with the category and the words', async () => {
    await placedPost('Blue chair', 'amman-khalda');
    await placedPost('Old novels', 'amman-khalda', {
      features: JSON.stringify(['Books', '']),
    });
    await placedPost('Blue lamp', 'irbid');
    const from = pointText(centreOf('amman-khalda'));
    const books = await feed(`near=${from}&within_km=10&category=Books`);
    expect(books.posts.map((card) => card.title)).toEqual(['Old novels']);
    const blue = await feed(`near=${from}&within_km=10&q=blue`);
    expect(blue.posts.map((card) => card.title)).toEqual(['Blue chair']);
  });

  it.each([
    ['near=31.9', 'POINT_INVALID', 'near'],
    ['near=abc,def', 'POINT_INVALID', 'near'],
    ['near=48.85,2.35', 'POINT_OUTSIDE_JORDAN', 'near'],
    ['near=31.95,35.91&within_km=4', 'DISTANCE_INVALID', 'within_km'],
    ['within_km=5', 'NEAR_REQUIRED', 'within_km'],
    ['sort=distance', 'NEAR_REQUIRED', 'sort'],
    ['place=atlantis', 'PLACE_INVALID', 'place'],
  ])('refuses %s', async (query, code, field) => {
    const response = await get(testApp, `/posts?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code, field });
  });
});

describe("a member's home place", () => {
  it('is set, shown on their own profile only, and cleared', async () => {
    const set = await put(
      testApp,
      '/api/users/me/home-place',
      { place: 'amman-sweifieh' },
      reader.token,
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      home_place: {
        id: 'amman-sweifieh',
        name_en: expect.any(String),
        name_ar: expect.any(String),
      },
    });
    const [profile] = (await get(testApp, '/profile', reader.token)).json<
      { home_place: { id: string } | null }[]
    >();
    expect(profile?.home_place?.id).toBe('amman-sweifieh');
    const publicProfile = (await get(testApp, `/api/users/${reader.id}`)).json<object>();
    expect(publicProfile).not.toHaveProperty('home_place');
    const cleared = await put(testApp, '/api/users/me/home-place', { place: null }, reader.token);
    expect(cleared.json()).toEqual({ home_place: null });
  });

  it('refuses an unknown place and a visitor', async () => {
    const unknown = await put(testApp, '/api/users/me/home-place', { place: 'x' }, reader.token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'PLACE_INVALID' });
    const visitor = await put(testApp, '/api/users/me/home-place', { place: 'amman' });
    expect(visitor.statusCode).toBe(401);
  });
});
