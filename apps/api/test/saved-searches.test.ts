import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { EARTH_RADIUS_KM, type Point } from '@tabarru/contract/geo';
import { placeById } from '@tabarru/contract/place-search';
import type { FeedReply } from '@tabarru/contract/posts';
import type { Notification, NotificationListReply } from '@tabarru/contract/notifications';
import {
  SAVED_SEARCHES_MAX,
  SEARCH_ALERTS_PER_DAY,
  type SavedSearchListReply,
  type SavedSearchReply,
} from '@tabarru/contract/saved-searches';

import { matchNewPost } from '../src/modules/saved-searches/alerts';
import { del, get, post, put, registerAdmin, createMember, type Member } from './support/accounts';
import { createdPostId, editPost, postFields } from './support/posts';
import { expectRefused } from './support/refusals';
import { openSameDatabase } from './support/test-database';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * Saved searches with alerts: a member saves the feed's search; each new post the
 * feed would show for it tells them once, in the transaction that marks the post matched, never
 * for their own posts or across a block, a few a day per search with the rest counted.
 */

const START = Date.UTC(2026, 10, 27, 9, 0);

let clock = START;
let testApp: TestApp;
let author: Member;
let searcher: Member;

beforeEach(async () => {
  clock = START;
  testApp = await createTestApp({ RATE_LIMITS: 'off' }, { now: () => clock });
  author = await createMember(testApp);
  searcher = await createMember(testApp);
});

afterEach(async () => {
  await testApp.close();
});

async function saveSearch(member: Member, filters: object): Promise<SavedSearchReply> {
  const response = await post(testApp, '/api/saved-searches', filters, member.token);
  expect([200, 201], response.body).toContain(response.statusCode);
  return response.json<SavedSearchReply>();
}

/** Waits until the post's matching is done, whichever pass of the matcher took it. */
async function matched(postId: number): Promise<void> {
  for (let tries = 0; tries < 300; tries += 1) {
    const row = await testApp.database.db
      .selectFrom('post_matching')
      .select('done_at')
      .where('post_id', '=', postId)
      .executeTakeFirst();
    if (row?.done_at) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`post ${postId} was not matched`);
}

interface NewPost {
  title: string;
  description?: string;
  category?: string;
  region?: string;
  /** the area of the location within the region */
  area?: string;
  /** one of the region's places, by its id */
  place?: string;
  /** the donor's own point, shown blurred */
  point?: Point;
}

function fieldsOf({
  title,
  description,
  category = 'Furniture',
  region = 'Amman',
  area = 'Centre',
  place,
  point,
}: NewPost) {
  return postFields({
    title,
    description: description ?? 'In good condition.',
    location: `${region} - ${area}`,
    features: JSON.stringify([category]),
    ...(place !== undefined && { place }),
    ...(point !== undefined && { point: `${point.lat.toFixed(6)},${point.lng.toFixed(6)}` }),
  });
}

/** A post created through the API, once the matcher is done with it. */
async function newPost(by: Member, content: NewPost): Promise<number> {
  const id = await createdPostId(testApp, by.token, fieldsOf(content));
  await matched(id);
  return id;
}

async function alertsOf(member: Member): Promise<Notification[]> {
  const response = await get(testApp, '/api/notifications', member.token);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<NotificationListReply>()
    .notifications.filter((notification) => notification.kind === 'search_match');
}

const alertedPosts = async (member: Member) =>
  (await alertsOf(member)).map((notification) => notification.post?.id);

async function feedIds(query: Record<string, string>, member: Member): Promise<number[]> {
  const response = await get(
    testApp,
    `/posts?${new URLSearchParams({ ...query, limit: '48' }).toString()}`,
    member.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FeedReply>().posts.map((card) => card.post_id);
}

describe('saving, listing and deleting searches', () => {
  it('saves the feed’s filters as the feed reads them and lists them, newest first', async () => {
    const first = await post(
      testApp,
      '/api/saved-searches',
      { q: '  Grey sofas ', category: 'أثاث', region: 'All' },
      searcher.token,
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<SavedSearchReply>()).toMatchObject({
      created: true,
      savedSearch: { q: 'Grey sofas', category: 'Furniture', region: null },
    });
    await saveSearch(searcher, { region: 'Irbid' });

    const list = await get(testApp, '/api/saved-searches', searcher.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<SavedSearchListReply>()).toEqual({
      max: SAVED_SEARCHES_MAX,
      savedSearches: [
        {
          id: expect.any(Number),
          q: null,
          category: null,
          region: 'Irbid',
          place: null,
          within_km: null,
          created_at: expect.any(String),
        },
        {
          id: first.json<SavedSearchReply>().savedSearch.id,
          q: 'Grey sofas',
          category: 'Furniture',
          region: null,
          place: null,
          within_km: null,
          created_at: expect.any(String),
        },
      ],
    });
    const others = await get(testApp, '/api/saved-searches', author.token);
    expect(others.json<SavedSearchListReply>().savedSearches).toEqual([]);

    // The member's data download holds them too.
    const download = await get(testApp, '/api/users/me/export', searcher.token);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.json<{ saved_searches: unknown[] }>().saved_searches).toEqual(
      list.json<SavedSearchListReply>().savedSearches,
    );
  });

  it('answers the same search saved again, however spelled, with the one saved before', async () => {
    const first = await saveSearch(searcher, { q: 'الطاولة الخشب' });
    const again = await post(testApp, '/api/saved-searches', { q: 'خشب طاوله' }, searcher.token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<SavedSearchReply>()).toMatchObject({
      created: false,
      savedSearch: { id: first.savedSearch.id, q: 'الطاولة الخشب' },
    });
  });

  it('refuses a search of nothing and a search past the cap, changing nothing', async () => {
    for (const empty of [{}, { q: '  ' }, { q: '!!', category: 'All' }]) {
      await expectRefused(
        testApp,
        () => post(testApp, '/api/saved-searches', empty, searcher.token),
        400,
        { code: 'SAVED_SEARCH_EMPTY', field: 'q' },
      );
    }
    for (let index = 0; index < SAVED_SEARCHES_MAX; index += 1) {
      await saveSearch(searcher, { q: `lamp${index}` });
    }
    await expectRefused(
      testApp,
      () => post(testApp, '/api/saved-searches', { q: 'one more' }, searcher.token),
      409,
      { code: 'SAVED_SEARCH_LIMIT' },
    );
    // The same search as one saved is still answered at the cap.
    const again = await post(testApp, '/api/saved-searches', { q: 'lamp3' }, searcher.token);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses a visitor and a category the feed does not know', async () => {
    const visitor = await post(testApp, '/api/saved-searches', { q: 'sofa' });
    expect(visitor.statusCode).toBe(401);
    const unknown = await post(
      testApp,
      '/api/saved-searches',
      { category: 'Spaceships' },
      searcher.token,
    );
    expect(unknown.statusCode, unknown.body).toBe(400);
  });

  it('deletes the member’s own search, and answers another’s as missing', async () => {
    const { savedSearch } = await saveSearch(searcher, { q: 'heater' });
    await expectRefused(
      testApp,
      () => del(testApp, `/api/saved-searches/${savedSearch.id}`, author.token),
      404,
      { code: 'SAVED_SEARCH_NOT_FOUND' },
    );
    const deleted = await del(testApp, `/api/saved-searches/${savedSearch.id}`, searcher.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const again = await del(testApp, `/api/saved-searches/${savedSearch.id}`, searcher.token);
    expect(again.statusCode).toBe(404);

    await newPost(author, { title: 'Gas heater' });
    expect(await alertsOf(searcher)).toEqual([]);
  });
});

const KHALDA = { id: 'amman-khalda', name_en: 'Khalda', name_ar: 'خلدا' };

describe('a search near a place', () => {
  it('saves a place and a distance and lists them; another distance is another search', async () => {
    const first = await post(
      testApp,
      '/api/saved-searches',
      { q: 'sofa', place: KHALDA.id, within_km: 5 },
      searcher.token,
    );
    expect(first.statusCode, first.body).toBe(201);
    const saved = first.json<SavedSearchReply>().savedSearch;
    expect(saved).toMatchObject({ q: 'sofa', place: KHALDA, within_km: 5, region: null });

    // The same words however spelled, the distance as the feed's query writes it.
    const again = await post(
      testApp,
      '/api/saved-searches',
      { q: 'SOFAS', place: KHALDA.id, within_km: '5' },
      searcher.token,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<SavedSearchReply>()).toMatchObject({
      created: false,
      savedSearch: { id: saved.id, within_km: 5 },
    });

    const wider = await saveSearch(searcher, { q: 'sofa', place: KHALDA.id, within_km: 10 });
    const anywhere = await saveSearch(searcher, { q: 'sofa' });
    const elsewhere = await saveSearch(searcher, {
      q: 'sofa',
      place: 'amman-abdoun',
      within_km: 5,
    });
    // A place alone is a search: every post within its distance.
    const placeOnly = await saveSearch(searcher, { place: KHALDA.id, within_km: 3 });
    const created = [wider, anywhere, elsewhere, placeOnly];
    expect(created.map((reply) => reply.created)).toEqual([true, true, true, true]);
    expect(new Set([saved.id, ...created.map((reply) => reply.savedSearch.id)]).size).toBe(5);

    const list = await get(testApp, '/api/saved-searches', searcher.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list
        .json<SavedSearchListReply>()
        .savedSearches.map(({ q, place, within_km }) => ({ q, place: place?.id, within_km })),
    ).toEqual([
      { q: null, place: KHALDA.id, within_km: 3 },
      { q: 'sofa', place: 'amman-abdoun', within_km: 5 },
      { q: 'sofa', place: undefined, within_km: null },
      { q: 'sofa', place: KHALDA.id, within_km: 10 },
      { q: 'sofa', place: KHALDA.id, within_km: 5 },
    ]);
    expect(list.json<SavedSearchListReply>().savedSearches[0]?.place).toEqual(KHALDA);
  });

  it('refuses an unknown place, a distance not offered, and a distance or a place alone, changing nothing', async () => {
    await saveSearch(searcher, { q: 'sofa', place: KHALDA.id, within_km: 5 });
    const refusals: [object, string][] = [
      [{ q: 'sofa', place: 'atlantis', within_km: 5 }, 'PLACE_INVALID'],
      [{ q: 'sofa', place: KHALDA.id, within_km: 7 }, 'DISTANCE_INVALID'],
      [{ q: 'sofa', within_km: 5 }, 'NEAR_REQUIRED'],
      // A browser's own point is never saved, so its distance has no place to measure from.
      [{ q: 'sofa', near: '31.99,35.84', within_km: 5 }, 'NEAR_REQUIRED'],
      [{ q: 'sofa', place: KHALDA.id }, 'DISTANCE_INVALID'],
      [{ place: KHALDA.id }, 'DISTANCE_INVALID'],
    ];
    for (const [body, code] of refusals) {
      await expectRefused(
        testApp,
        () => post(testApp, '/api/saved-searches', body, searcher.token),
        400,
        { code, field: code === 'PLACE_INVALID' ? 'place' : 'within_km' },
      );
    }
  });

  it('tells of a new post shown within the distance of the place, as the feed near it shows', async () => {
    await saveSearch(searcher, { q: 'sofa', place: KHALDA.id, within_km: 5 });
    const placeOnly = await createMember(testApp);
    await saveSearch(placeOnly, { place: KHALDA.id, within_km: 5 });
    const wider = await createMember(testApp);
    await saveSearch(wider, { q: 'sofa', place: KHALDA.id, within_km: 10 });

    const sofaAt = (place: string) => newPost(author, { title: 'Grey sofa', place });
    const atKhalda = await sofaAt(KHALDA.id);
    // Bayader Wadi Al-Seer's centre is 4.91 km from Khalda's, Sweifieh's 5.002 km.
    const justInside = await sofaAt('amman-bayader-wadi-al-seer');
    const justOutside = await sofaAt('amman-sweifieh');
    const further = await sofaAt('amman-abdoun');
    await newPost(author, { title: 'Grey sofa', region: 'Irbid' });
    const lamp = await newPost(author, { title: 'Desk lamp', place: KHALDA.id });

    expect((await alertedPosts(searcher)).sort()).toEqual([atKhalda, justInside].sort());
    expect((await alertedPosts(placeOnly)).sort()).toEqual([atKhalda, justInside, lamp].sort());
    expect((await alertedPosts(wider)).sort()).toEqual(
      [atKhalda, justInside, justOutside, further].sort(),
    );
  });

  it('matches exactly what the feed near the place shows, a donor’s blurred point included', async () => {
    const khalda = placeById(KHALDA.id);
    if (!khalda) throw new Error('no Khalda');
    const northOfKhalda = (km: number): Point => ({
      lat: khalda.lat + ((km / EARTH_RADIUS_KM) * 180) / Math.PI,
      lng: khalda.lng,
    });
    const searches: Record<string, string>[] = [
      { q: 'sofa', place: KHALDA.id, within_km: '5' },
      { place: KHALDA.id, within_km: '5' },
      { place: KHALDA.id, within_km: '1' },
      { category: 'Books', place: 'amman-sweifieh', within_km: '3' },
      { place: 'salt', within_km: '25' },
    ];
    const members = [];
    for (const filters of searches) {
      const member = await createMember(testApp);
      await saveSearch(member, filters);
      members.push(member);
    }
    // A day apart, so that no search's matches are counted in one.
    const nextDay = async (content: NewPost) => {
      clock += 24 * 60 * 60 * 1000;
      await newPost(author, content);
    };
    // Shown within about 825 m of the donor's point: some of these land each side of 5 km.
    for (const km of [0.3, 3.5, 4.4, 4.8, 5, 5.2, 5.6, 6.5]) {
      await nextDay({ title: `Sofa ${km} km north`, point: northOfKhalda(km) });
    }
    await nextDay({ title: 'Armchair', place: KHALDA.id });
    await nextDay({ title: 'Notebooks', category: 'Books', place: 'amman-sweifieh' });
    await nextDay({ title: 'Sofa', place: 'amman-wadi-al-seer' });
    await nextDay({ title: 'Sofa', region: 'Salt', area: 'Fuheis' });
    await nextDay({ title: 'Sofa', region: 'Irbid' });

    for (const [index, member] of members.entries()) {
      const shown = await feedIds(searches[index] ?? {}, member);
      expect(shown.length, JSON.stringify(searches[index])).toBeGreaterThan(0);
      expect((await alertedPosts(member)).sort(), JSON.stringify(searches[index])).toEqual(
        shown.sort(),
      );
    }
    const nearKhalda = await feedIds({ place: KHALDA.id, within_km: '5' }, searcher);
    expect(nearKhalda.length).toBeGreaterThan(3);
    expect(nearKhalda.length).toBeLessThan(11);
  });

  it('opens the feed near the place from a day’s matches counted in one', async () => {
    await saveSearch(searcher, { q: 'chair', place: KHALDA.id, within_km: 3 });
    for (let index = 0; index < SEARCH_ALERTS_PER_DAY + 2; index += 1) {
      clock += 60_000;
      await newPost(author, { title: `Chair ${index + 1}`, place: KHALDA.id });
    }
    const [folded] = await alertsOf(searcher);
    expect(folded).toMatchObject({
      count: 2,
      path: `/feed?q=chair&place=${KHALDA.id}&within_km=3`,
    });
  });
});

describe('what a new post matches', () => {
  it('tells the member of a matching post in English and in Arabic, naming it and its author', async () => {
    await saveSearch(searcher, { q: 'sofas' });
    await saveSearch(searcher, { q: 'الطاولة' });
    const sofa = await newPost(author, { title: 'Grey sofa', description: 'Three seats.' });
    const table = await newPost(author, { title: 'طاوله خشب', description: 'ثقيلة.' });
    await newPost(author, { title: 'Desk lamp' });

    const alerts = await alertsOf(searcher);
    expect(alerts.map((alert) => alert.post?.id)).toEqual([table, sofa]);
    expect(alerts[1]).toMatchObject({
      kind: 'search_match',
      read: false,
      count: 1,
      actor: { id: author.id, username: author.username },
      post: { id: sofa, title: 'Grey sofa' },
      path: `/posts/${sofa}`,
    });
  });

  it('tells of a post naming the same thing in another language or dialect, or in the place searched', async () => {
    await saveSearch(searcher, { q: 'كنبة' });
    const other = await createMember(testApp);
    await saveSearch(other, { q: 'Khalda' });
    const sofa = await newPost(author, { title: 'Grey sofa', description: 'Three seats.' });
    const lamp = await newPost(author, { title: 'مصباح', area: 'خلدا' });
    await newPost(author, { title: 'Desk lamp', area: 'Abdoun' });

    expect(await alertedPosts(searcher)).toEqual([sofa]);
    expect(await alertedPosts(other)).toEqual([lamp]);
  });

  it('goes by email or push as the member chose: by default in the daily digest, not pushed', async () => {
    await saveSearch(searcher, { q: 'heater' });
    await newPost(author, { title: 'Oil heater' });
    const deliveries = await testApp.database.db
      .selectFrom('notification_deliveries')
      .select(['kind', 'channel'])
      .where('user_id', '=', searcher.id)
      .execute();
    expect(deliveries).toEqual([{ kind: 'search_match', channel: 'digest' }]);
  });

  it('matches exactly what the feed’s search with the same filters shows', async () => {
    const searches: Record<string, string>[] = [
      { q: 'sofa' },
      { q: 'الكتب' },
      { q: 'أريكة', region: 'Irbid' },
      { q: '٣ كراسي' },
      { q: 'scratch', category: 'Furniture' },
      { category: 'Books' },
      { region: 'Zarqa' },
      { q: 'tab' },
      { q: 'كنبة' },
      { q: 'heater' },
      { q: 'books', category: 'Books' },
      { q: 'Khalda' },
      { q: 'lamp خلدا' },
    ];
    const members = [];
    for (const filters of searches) {
      const member = await createMember(testApp);
      await saveSearch(member, filters);
      members.push(member);
    }
    const posts: NewPost[] = [
      { title: 'Two sofas', region: 'Zarqa' },
      { title: 'كتب مدرسية', category: 'Books' },
      { title: 'اريكه رمادية', region: 'Irbid' },
      { title: 'أريكة زرقاء', region: 'Amman' },
      { title: '3 كراسي خشب' },
      { title: 'Dining table', description: 'A few scratches.' },
      { title: 'Notebooks', category: 'Books', description: 'Unused.' },
      { title: 'Vegetable crate', category: 'Food', description: 'Stable.' },
      { title: 'Grey couch' },
      { title: 'صوبة غاز', category: 'Appliances' },
      { title: 'Desk lamp', area: 'Khalda' },
      { title: 'مصباح', area: 'Abdoun' },
    ];
    for (const content of posts) await newPost(author, content);

    for (const [index, member] of members.entries()) {
      const shown = await feedIds(searches[index] ?? {}, member);
      expect(shown.length, JSON.stringify(searches[index])).toBeGreaterThan(0);
      expect((await alertedPosts(member)).sort(), JSON.stringify(searches[index])).toEqual(
        shown.sort(),
      );
    }
  });

  it('is matched when created only: an edit that makes an old post match tells no one, nor a second time', async () => {
    await saveSearch(searcher, { q: 'lamp' });
    const table = await newPost(author, { title: 'Dining table' });
    const lamp = await newPost(author, { title: 'Desk lamp' });
    for (const id of [table, lamp]) {
      const edited = await editPost(testApp, author.token, id, fieldsOf({ title: 'Reading lamp' }));
      expect(edited.statusCode, edited.body).toBe(200);
    }
    await newPost(author, { title: 'Bookshelf' });
    expect(await alertedPosts(searcher)).toEqual([lamp]);
  });

  it('never tells members of their own posts, nor across a block either way', async () => {
    const blocker = await createMember(testApp);
    const blocked = await createMember(testApp);
    for (const member of [searcher, blocker, blocked]) await saveSearch(member, { q: 'bicycle' });
    const block = async (by: Member, whom: Member) => {
      const response = await put(testApp, `/api/blocks/${whom.id}`, {}, by.token);
      expect(response.statusCode, response.body).toBe(200);
    };
    await block(blocker, author);
    await block(author, blocked);

    const own = await newPost(searcher, { title: 'My old bicycle' });
    const authors = await newPost(author, { title: 'Kids bicycle' });

    expect(await alertedPosts(searcher)).toEqual([authors]);
    expect(await alertedPosts(blocker)).toEqual([own]);
    expect(await alertedPosts(blocked)).toEqual([own]);
  });

  it('tells a member once of a post that several of their searches match', async () => {
    await saveSearch(searcher, { q: 'oven' });
    await saveSearch(searcher, { category: 'Appliances' });
    const oven = await newPost(author, { title: 'Electric oven', category: 'Appliances' });
    expect(await alertedPosts(searcher)).toEqual([oven]);
  });

  it('holds a post the blocklist caught until an administrator approves it', async () => {
    await saveSearch(searcher, { q: 'fridge' });
    const id = await createdPostId(
      testApp,
      author.token,
      fieldsOf({ title: 'Small fridge', description: 'Details at www.fridge-deals.example' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await alertsOf(searcher)).toEqual([]);

    const admin = await registerAdmin(testApp);
    const approved = await put(testApp, `/admin/posts/${id}/approve`, {}, admin.token);
    expect(approved.statusCode, approved.body).toBe(200);
    await matched(id);
    expect(await alertedPosts(searcher)).toEqual([id]);
  });
});

describe('a few alerts a day per search', () => {
  it(`tells ${SEARCH_ALERTS_PER_DAY} matches a day one by one and counts the rest in one, until the next day in Amman`, async () => {
    await saveSearch(searcher, { q: 'chair', region: 'Irbid' });
    const ids: number[] = [];
    for (let index = 0; index < SEARCH_ALERTS_PER_DAY + 3; index += 1) {
      clock += 60_000;
      ids.push(await newPost(author, { title: `Chair number ${index + 1}`, region: 'Irbid' }));
    }
    const alerts = await alertsOf(searcher);
    expect(alerts.map(({ post: item, count }) => ({ post: item?.id, count }))).toEqual([
      { post: ids.at(-1), count: 3 },
      ...ids
        .slice(0, SEARCH_ALERTS_PER_DAY)
        .reverse()
        .map((id) => ({ post: id, count: 1 })),
    ]);
    // The one that counts three opens the feed of the search; each of the others its post.
    expect(alerts.map((alert) => alert.path)).toEqual([
      '/feed?q=chair&region=Irbid',
      ...ids
        .slice(0, SEARCH_ALERTS_PER_DAY)
        .reverse()
        .map((id) => `/posts/${id}`),
    ]);

    // 09:00 UTC is noon in Amman: the next day there starts at 21:00 UTC.
    clock = START + 12 * 60 * 60 * 1000;
    const nextDay = await newPost(author, { title: 'Chair for a desk', region: 'Irbid' });
    const [latest] = await alertsOf(searcher);
    expect(latest).toMatchObject({ post: { id: nextDay }, count: 1 });
    expect(await alertsOf(searcher)).toHaveLength(SEARCH_ALERTS_PER_DAY + 2);
  });
});

describe('once per post, with its notifications in one transaction', () => {
  /** Makes the post's matching due again, as if no matcher had taken it yet. */
  async function dueAgain(postId: number) {
    await testApp.database.db
      .updateTable('post_matching')
      .set({ done_at: null })
      .where('post_id', '=', postId)
      .execute();
  }

  it('two instances and a retry taking the same post write one alert per search', async () => {
    const id = await newPost(author, { title: 'Washing machine' });
    await saveSearch(searcher, { q: 'washing' });
    const other = await createMember(testApp);
    await saveSearch(other, { q: 'machine' });
    await dueAgain(id);

    const second = await openSameDatabase(testApp.database);
    try {
      const context = (db: typeof second.db) => ({
        db,
        dialect: second.dialect,
        now: () => clock,
      });
      const runs = await Promise.allSettled([
        matchNewPost(context(testApp.database.db), id),
        matchNewPost(context(second.db), id),
      ]);
      // SQLite lets one writer through; the other may be refused as busy and roll back, which
      // leaves the post to the next pass as a failed run of the matcher does.
      for (const run of runs) {
        if (run.status === 'rejected') expect(String(run.reason)).toMatch(/locked|busy/i);
      }
      const told = runs.flatMap((run) => (run.status === 'fulfilled' ? run.value : []));
      expect(told.sort()).toEqual([searcher.id, other.id].sort());
      expect(await matchNewPost(context(second.db), id)).toEqual([]);
    } finally {
      await second.destroy();
    }
    expect(await alertedPosts(searcher)).toEqual([id]);
    expect(await alertedPosts(other)).toEqual([id]);
  });

  it('a matcher that fails writes nothing and leaves the post due; the next pass tells once', async () => {
    await saveSearch(searcher, { q: 'blender' });
    const id = await newPost(author, { title: 'Blender' });
    await testApp.database.db.deleteFrom('notifications').execute();
    await testApp.database.db
      .updateTable('saved_searches')
      .set({ alerts_that_day: 0, alert_day: null })
      .execute();
    await dueAgain(id);

    const { db, dialect } = testApp.database;
    if (dialect === 'sqlite') {
      await sql`create trigger refuse_alerts before insert on notifications
        begin select raise(abort, 'refused'); end`.execute(db);
    } else {
      await sql`create function refuse_alerts() returns trigger language plpgsql
        as $$ begin raise exception 'refused'; end $$`.execute(db);
      await sql`create trigger refuse_alerts before insert on notifications
        for each row execute function refuse_alerts()`.execute(db);
    }
    const context = { db, dialect, now: () => clock };
    await expect(matchNewPost(context, id)).rejects.toThrow(/refused/);
    const due = await db
      .selectFrom('post_matching')
      .select('done_at')
      .where('post_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(due.done_at).toBeNull();
    const counted = await db.selectFrom('saved_searches').select('alerts_that_day').execute();
    expect(counted).toEqual([{ alerts_that_day: 0 }]);
    expect(await alertsOf(searcher)).toEqual([]);

    await sql`drop trigger refuse_alerts${dialect === 'postgres' ? sql` on notifications` : sql``}`.execute(
      db,
    );
    expect(await matchNewPost(context, id)).toEqual([searcher.id]);
    expect(await alertedPosts(searcher)).toEqual([id]);
  });

  it('a post that is not created tells no one', async () => {
    await saveSearch(searcher, { q: 'sofa' });
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/create_post',
      headers: { authorization: `Bearer ${author.token}` },
      payload: fieldsOf({ title: 'Sofa' }),
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const rows = await testApp.database.db.selectFrom('post_matching').selectAll().execute();
    expect(rows).toEqual([]);
    expect(await alertsOf(searcher)).toEqual([]);
  });
});
