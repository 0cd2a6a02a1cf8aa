import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { FeedReply } from '@tabarru/contract/posts';

import { FEED_VERSION_CHECK_MS } from '../src/modules/feed/feed-cache';
import { get, put, createMember, type Member } from './support/accounts';
import { createdPostId, editPost, postFields } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * Search across English, Arabic and the dialect, and by place (docs/decisions.md, "Search by
 * words"): a word finds the posts that hold it, then the posts whose things (the dictionary,
 * docs/item-words.md) or place it names.
 */

let testApp: TestApp;
let member: Member;

beforeEach(async () => {
  testApp = await createTestApp();
  member = await createMember(testApp);
});

afterEach(async () => {
  await testApp.close();
});

async function feed(query: string, viewer?: Member): Promise<FeedReply> {
  const response = await get(testApp, `/posts?${query}`, viewer?.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FeedReply>();
}

/** The titles a search shows on its first page. */
const titles = async (q: string, rest = '') =>
  (await feed(`q=${encodeURIComponent(q)}&limit=48${rest}`)).posts.map((card) => card.title);

async function blockMember(by: Member, whom: Member): Promise<void> {
  const response = await put(testApp, `/api/blocks/${whom.id}`, {}, by.token);
  expect(response.statusCode, response.body).toBe(200);
}

function newPost(
  title: string,
  { description = 'In good condition.', location = 'Amman - Jabal Al-Weibdeh', by = member } = {},
): Promise<number> {
  return createdPostId(testApp, by.token, postFields({ title, description, location }));
}

describe('search through the dictionary', () => {
  it('finds the same thing named in another language, in the dialect or in Arabizi', async () => {
    await newPost('Grey sofa');
    await newPost('صوبة', { description: 'شغالة تمام' });
    await newPost('صوبة غاز للبيع');
    await newPost('شاشة تلفاز', { description: '32 بوصة' });
    await newPost('كتب مدرسية', { description: 'للصف الخامس' });
    await newPost('شاشة كمبيوتر');

    expect(await titles('كنبة')).toEqual(['Grey sofa']);
    expect(await titles('kanabe')).toEqual(['Grey sofa']);
    expect(await titles('heater')).toEqual(['صوبة غاز للبيع', 'صوبة']);
    expect(await titles('مدفأة')).toEqual(['صوبة غاز للبيع', 'صوبة']);
    // «صوبة» alone, as Jordanians type it: the room heater, not the gas one.
    expect(await titles('sobba')).toEqual(['صوبة']);
    expect(await titles('gas heater')).toEqual(['صوبة غاز للبيع']);
    expect(await titles('TV')).toEqual(['شاشة تلفاز']);
    expect(await titles('books')).toEqual(['كتب مدرسية']);
    expect(await titles('monitor')).toEqual(['شاشة كمبيوتر']);
    // Every word is still needed: through a thing it names or as one of the post's words.
    expect(await titles('grey كنبة')).toEqual(['Grey sofa']);
    expect(await titles('red كنبة')).toEqual([]);
    expect(await titles('TV 32')).toEqual(['شاشة تلفاز']);
  });

  it('ranks the posts with the words as typed first, in the title then elsewhere, then the others', async () => {
    const elsewhere = await newPost('Armchair', { description: 'Goes with a sofa' });
    const dictionary = await newPost('كنبة رمادية');
    const inTitle = await newPost('Sofa, three seats');
    const olderDictionary = await newPost('Grey couch');
    const ids = async (q: string, rest = '') =>
      (await feed(`q=${encodeURIComponent(q)}&limit=48${rest}`)).posts.map((card) => card.post_id);

    expect(await ids('sofa')).toEqual([inTitle, elsewhere, olderDictionary, dictionary]);
    expect(await ids('sofa', '&sort=oldest')).toEqual([
      inTitle,
      elsewhere,
      dictionary,
      olderDictionary,
    ]);
    // The armchair is a «كنبة مفرد», and its description names a sofa.
    expect(await ids('كنبة')).toEqual([dictionary, olderDictionary, inTitle, elsewhere]);
    expect((await feed('q=sofa')).pagination.totalPosts).toBe(4);
  });

  it('finds a post again by its new words after an edit', async () => {
    const id = await newPost('Blue thing');
    expect(await titles('كنبة')).toEqual([]);
    const response = await editPost(testApp, member.token, id, postFields({ title: 'Blue couch' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await titles('كنبة')).toEqual(['Blue couch']);
  });
});

describe('searches for one thing in other words', () => {
  it('show the same posts, as they are shown now', async () => {
    await testApp.close();
    let now = Date.parse('2026-11-30T10:00:00Z');
    testApp = await createTestApp({}, { now: () => now });
    member = await createMember(testApp);
    await newPost('Grey sofa');
    await newPost('Red sofa');
    const cards = async (q: string) =>
      (await feed(`q=${encodeURIComponent(q)}`)).posts.map(
        (card) => `${card.title} by ${card.username}`,
      );
    const found = [`Red sofa by ${member.username}`, `Grey sofa by ${member.username}`];
    for (const word of ['couch', 'settee', 'كنباية', 'kanabeh']) {
      expect(await cards(word), word).toEqual(found);
    }
    // Written straight to the database, as another instance would: seen within the check.
    await testApp.database.db
      .updateTable('users')
      .set({ username: 'salma_j' })
      .where('id', '=', member.id)
      .execute();
    now += FEED_VERSION_CHECK_MS;
    for (const word of ['couch', 'settee']) {
      expect(await cards(word), word).toEqual(['Red sofa by salma_j', 'Grey sofa by salma_j']);
    }
    await newPost('Blue sofa');
    expect(await cards('kanabeh')).toEqual([
      `Blue sofa by salma_j`,
      'Red sofa by salma_j',
      'Grey sofa by salma_j',
    ]);
  });
});

describe('search by place', () => {
  it('finds the posts located in a place by any of its names, and in the places it contains', async () => {
    await newPost('Desk lamp', { location: 'Amman - Khalda' });
    await newPost('مصباح', { location: 'عمان - الشميساني' });
    await newPost('Kettle', { location: 'Irbid - Somewhere' });

    for (const khalda of ['Khalda', 'خلدا', 'khilda', 'lamp khalda']) {
      expect(await titles(khalda), khalda).toEqual(['Desk lamp']);
    }
    expect(await titles('Shmesani')).toEqual(['مصباح']);
    expect(await titles('الشميساني')).toEqual(['مصباح']);
    expect(await titles('Amman')).toEqual(['مصباح', 'Desk lamp']);
    expect(await titles('Irbid')).toEqual(['Kettle']);
    expect(await titles('kettle amman')).toEqual([]);
  });

  it('finds a place whose name has a short word by the place, not by every word beginning it', async () => {
    await newPost('Desk lamp', { location: 'Amman - Al-Rabieh' });
    await newPost('Alarm clock', { location: 'Amman - Khalda' });
    await newPost('Albums', { location: 'Amman - Al-Rabieh' });

    expect(await titles('Al-Rabieh')).toEqual(['Albums', 'Desk lamp']);
    expect(await titles('الرابية')).toEqual(['Albums', 'Desk lamp']);
    expect(await titles('al')).toEqual(['Albums', 'Alarm clock']);
  });

  it('follows an edit of the location', async () => {
    const id = await newPost('Desk lamp', { location: 'Amman - Abdoun' });
    expect(await titles('Khalda')).toEqual([]);
    const response = await editPost(
      testApp,
      member.token,
      id,
      postFields({ title: 'Desk lamp', location: 'Amman - Khalda' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await titles('Khalda')).toEqual(['Desk lamp']);
  });
});

describe('paging a search across its three parts', () => {
  async function threeParts(): Promise<number[]> {
    const inTitle = [await newPost('Grey sofa'), await newPost('Sofa, grey')];
    const elsewhere = [
      await newPost('Armchair', { description: 'Grey like the sofa' }),
      await newPost('Bed', { description: 'Grey sofa bed' }),
    ];
    const dictionary = [
      await newPost('Grey couch'),
      await newPost('كنبة', { description: 'grey' }),
      await newPost('Settee', { description: 'Grey velvet' }),
    ];
    return [...inTitle.reverse(), ...elsewhere.reverse(), ...dictionary.reverse()];
  }

  it('walks every post once by cursor, and reaches each by page number', async () => {
    const expected = await threeParts();
    for (const limit of [1, 2, 3]) {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const page: FeedReply = await feed(
          `q=grey+sofa&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...page.posts.map((card) => card.post_id));
        expect(page.pagination.totalPosts).toBe(expected.length);
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, `limit ${limit}`).toEqual(expected);
    }
    for (const page of [1, 2, 3, 4]) {
      const reply = await feed(`q=grey+sofa&limit=2&page=${page}`);
      expect(reply.posts.map((card) => card.post_id)).toEqual(
        expected.slice((page - 1) * 2, page * 2),
      );
      expect(reply.pagination).toMatchObject({ totalPosts: 7, totalPages: 4 });
    }
    expect((await feed('q=grey+sofa&limit=2&page=5')).posts).toEqual([]);
  });

  it('leaves out the posts of a member the viewer blocked, in every part', async () => {
    const expected = await threeParts();
    const other = await createMember(testApp);
    const blockedCouch = await newPost('Blue couch', { by: other });
    const viewer = await createMember(testApp);
    expect((await feed('q=sofa&limit=48', viewer)).posts.map((card) => card.post_id)).toContain(
      blockedCouch,
    );
    await blockMember(viewer, other);
    const reply = await feed('q=grey+sofa&limit=48', viewer);
    expect(reply.posts.map((card) => card.post_id)).toEqual(expected);
    expect(reply.pagination.totalPosts).toBe(expected.length);
    const sofas = await feed('q=sofa&limit=48', viewer);
    expect(sofas.posts.map((card) => card.post_id)).not.toContain(blockedCouch);
    expect(sofas.pagination.totalPosts).toBe(expected.length);
  });

  it('refuses a cursor of a part a search does not have', async () => {
    const fourthPart = Buffer.from('[3, 2]').toString('base64url');
    const response = await get(testApp, `/posts?q=sofa&cursor=${fourthPart}`);
    expect(response.statusCode).toBe(400);
    const thirdPart = Buffer.from('[2, 2]').toString('base64url');
    expect((await get(testApp, `/posts?cursor=${thirdPart}`)).statusCode).toBe(400);
    expect((await get(testApp, `/posts?q=sofa&cursor=${thirdPart}`)).statusCode).toBe(200);
  });
});
