import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { plannedReaderOf } from '../src/db/planner-settings';
import { searchColumnsOf } from '../src/modules/feed/search-words';
import { LOOKUP_SETTINGS, searchLookup } from '../src/modules/feed/queries';
import { get, createMember, type Member } from './support/accounts';
import { createdPostId, jpegImage, postFields } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let member: Member;

beforeEach(async () => {
  testApp = await createTestApp();
  member = await createMember(testApp);
});

afterEach(async () => {
  await testApp.close();
});

interface Card {
  post_id: number;
  title: string;
  category: string;
  features: string[];
  attached_photo_url: string | null;
  cover: { url: string; thumbnail_url: string; width: number; height: number } | null;
  location: string;
}
interface Feed {
  posts: Card[];
  pagination: { currentPage: number; totalPages: number; totalPosts: number; hasMore: boolean };
  nextCursor: string | null;
}

async function feed(query = ''): Promise<Feed> {
  const response = await get(testApp, `/posts${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Feed>();
}

/** Posts written straight to the database, a minute apart, oldest first. */
async function seedPosts(
  count: number,
  make: (index: number) => Record<string, string> = () => ({}),
) {
  const start = Date.parse('2026-01-01T00:00:00Z');
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const fields = { title: `Item ${index}`, category: 'Books', region: 'Amman', ...make(index) };
    const at = new Date(start + index * 60_000).toISOString();
    const row = await testApp.database.db
      .insertInto('posts')
      .values({
        user_id: member.id,
        title: fields.title,
        description: 'Seeded',
        email: member.email,
        phone: '0791234567',
        location: `${fields.region} - Somewhere`,
        region: fields.region,
        category: fields.category,
        features: '[]',
        ...searchColumnsOf({ title: fields.title, description: 'Seeded', extras: [] }),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

describe('GET /posts', () => {
  it('answers 12 newest cards with thumbnails, and the pagination the earlier product’s client reads', async () => {
    await seedPosts(13);
    const postId = await createdPostId(testApp, member.token, postFields(), [await jpegImage(9)]);
    const page = await feed();
    expect(page.posts).toHaveLength(12);
    expect(page.posts[0]?.post_id).toBe(postId);
    expect(page.posts[0]?.attached_photo_url).toMatch(/\/uploads\/[0-9a-f]{64}-480\.webp$/);
    expect(page.posts[1]?.attached_photo_url).toBeNull();
    expect(page.posts[1]?.cover).toBeNull();
    expect(page.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalPosts: 14,
      hasMore: true,
    });
    expect(page.nextCursor).toEqual(expect.any(String));

    const second = await feed('?page=2&limit=12');
    expect(second.posts.map((card) => card.title)).toEqual(['Item 1', 'Item 0']);
    expect(second.pagination).toMatchObject({ currentPage: 2, hasMore: false });
    expect(second.nextCursor).toBeNull();
  });

  it("gives each card its cover as the photo and the thumbnail with the photo's size, for a srcset", async () => {
    const postId = await createdPostId(testApp, member.token, postFields(), [
      await jpegImage(1, 1200, 900),
      await jpegImage(2, 300, 400),
    ]);
    const [card] = (await feed()).posts;
    expect(card?.post_id).toBe(postId);
    expect(card?.cover).toEqual({
      url: expect.stringMatching(/\/uploads\/[0-9a-f]{64}\.webp$/),
      thumbnail_url: card?.attached_photo_url,
      width: 1200,
      height: 900,
    });
    // The files are those of the post's first photo, as its page shows them.
    const detail = (await get(testApp, `/Posting/posts/${postId}`, member.token)).json<{
      images: { url: string; thumbnail_url: string; width: number; height: number }[];
    }>();
    expect(detail.images[0]).toMatchObject(card?.cover ?? {});
    const [mine] = (await get(testApp, '/Posting/my-posts', member.token)).json<Card[]>();
    expect(mine?.cover).toEqual(card?.cover);
  });

  it('gives each card its features, the category first, as the Post of the contract has them', async () => {
    const postId = await createdPostId(
      testApp,
      member.token,
      postFields({ features: JSON.stringify(['Books', 'Grade 7', '', 'Arabic']) }),
    );
    const [card] = (await feed()).posts;
    expect(card).toMatchObject({ post_id: postId, category: 'Books' });
    expect(card?.features).toEqual(['Books', 'Grade 7', 'Arabic']);
    expect(card?.features[0]).toBe(card?.category);
  });

  it('answers a visitor the same feed as a member, filters and search included', async () => {
    await seedPosts(14, (index) => ({ category: index % 2 ? 'Toys' : 'Books' }));
    for (const query of ['', '?category=Toys&q=item 1&sort=oldest']) {
      const asVisitor = await get(testApp, `/posts${query}`);
      const asMember = await get(testApp, `/posts${query}`, member.token);
      expect(asVisitor.statusCode, asVisitor.body).toBe(200);
      expect(asVisitor.json<Feed>().posts.length).toBeGreaterThan(0);
      expect(asVisitor.json()).toEqual(asMember.json());
    }
    const next = (await feed()).nextCursor;
    expect((await feed(`?cursor=${next}`)).posts).toHaveLength(2);
    // The posts call sends a stored token when there is one: an ended session still browses.
    const stale = await get(testApp, '/posts', `${member.token.slice(0, -4)}abcd`);
    expect(stale.statusCode).toBe(200);
    expect(stale.json<Feed>().posts).toHaveLength(12);
  });

  it('pages by cursor through every post exactly once, newest and oldest first', async () => {
    const ids = await seedPosts(30);
    for (const [sort, expected] of [
      ['newest', [...ids].reverse()],
      ['oldest', ids],
    ] as const) {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `?sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`;
        const page = await feed(query);
        seen.push(...page.posts.map((card) => card.post_id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(expected);
    }
  });

  it('keeps posts with the same time apart by id', async () => {
    const ids = await seedPosts(14);
    await testApp.database.db
      .updateTable('posts')
      .set({ created_at: '2026-02-01T00:00:00.000Z' })
      .execute();
    const first = await feed();
    const second = await feed(`?cursor=${first.nextCursor}`);
    expect([...first.posts, ...second.posts].map((card) => card.post_id)).toEqual(
      [...ids].reverse(),
    );
  });

  it('filters by category and by region (the part of location before " - ")', async () => {
    await seedPosts(6, (index) => ({
      category: index % 2 ? 'Toys' : 'Books',
      region: index < 3 ? 'Irbid' : "Ma'an",
    }));
    expect((await feed('?category=Toys')).pagination.totalPosts).toBe(3);
    expect((await feed('?region=Irbid')).pagination.totalPosts).toBe(3);
    const both = await feed(`?category=Books&region=${encodeURIComponent("Ma'an")}`);
    expect(both.posts.map((card) => card.title)).toEqual(['Item 4']);
    expect((await feed('?category=All&region=')).pagination.totalPosts).toBe(6);
  });

  it('searches titles case-insensitively and ignoring Arabic diacritics and letter forms', async () => {
    await createdPostId(testApp, member.token, postFields({ title: 'طاوِلَةُ طعام خشبية' }));
    await createdPostId(testApp, member.token, postFields({ title: 'Wooden TABLE and chairs' }));
    await createdPostId(testApp, member.token, postFields({ title: 'أريكة ثلاثية' }));
    await createdPostId(testApp, member.token, postFields({ title: 'Lamp' }));
    const titles = async (q: string) =>
      (await feed(`?q=${encodeURIComponent(q)}`)).posts.map((card) => card.title);
    // The title as typed first, then, through the dictionary, the same thing in the other language.
    expect(await titles('طاولة')).toEqual(['طاوِلَةُ طعام خشبية', 'Wooden TABLE and chairs']);
    expect(await titles('table')).toEqual(['Wooden TABLE and chairs', 'طاوِلَةُ طعام خشبية']);
    expect(await titles('اريكه')).toEqual(['أريكة ثلاثية']);
    expect(await titles('la')).toEqual(['Lamp']);
    expect(await titles('sofa')).toEqual(['أريكة ثلاثية']);
    expect(await titles('zebra')).toEqual([]);
    expect(await titles('100%_"')).toEqual([]);
  });

  it('searches by words: each word in any order, beginning a word of the title, the description or the features', async () => {
    const post = async (title: string, description = 'In good condition', extras: string[] = []) =>
      createdPostId(
        testApp,
        member.token,
        postFields({ title, description, features: JSON.stringify(['Furniture', ...extras]) }),
      );
    await post('ثلاجة سامسونج ١٨ قدم', 'تعمل بشكل ممتاز');
    await post('Grey corner sofa', 'Three seats, clean');
    await post('شاشة تلفزيون ٣٢ بوصة');
    await post('طاولة طعام مع ٤ كراسي');
    await post('مجموعة الكتب المدرسية');
    await post('Sofa bed', 'Pull-out, grey fabric');
    await post('Armchair', 'Matches a grey sofa');
    await post('Baby clothes', 'Up to two years', ['For babies']);
    const titles = async (q: string) =>
      (await feed(`?q=${encodeURIComponent(q)}`)).posts.map((card) => card.title);

    // Arabic letter forms, Arabic-Indic digits, words in any order.
    expect(await titles('ثلاجه 18')).toEqual(['ثلاجة سامسونج ١٨ قدم']);
    expect(await titles('18 ثلاجة')).toEqual(['ثلاجة سامسونج ١٨ قدم']);
    expect(await titles('شاشة ٣٢')).toEqual(['شاشة تلفزيون ٣٢ بوصة']);
    expect(await titles('طاولة ٤ كراسي')).toEqual(['طاولة طعام مع ٤ كراسي']);
    // Diacritics and tatweel, and the prefixes Arabic joins to a word.
    for (const books of ['الكتب', 'كتب', 'بالكتب', 'والكتب', 'كُتُب', 'كتــب']) {
      expect(await titles(books), books).toEqual(['مجموعة الكتب المدرسية']);
    }
    expect(await titles('المدرسيه')).toEqual(['مجموعة الكتب المدرسية']);
    // Plurals, the features, and a word only in the description.
    expect(await titles('babies')).toEqual(['Baby clothes']);
    expect(await titles('baby')).toEqual(['Baby clothes']);
    expect(await titles('fabric')).toEqual(['Sofa bed']);
    expect(await titles('ممتاز')).toEqual(['ثلاجة سامسونج ١٨ قدم']);
    // Every word in the title first, then the others, each newest first.
    expect(await titles('sofa grey')).toEqual(['Grey corner sofa', 'Armchair', 'Sofa bed']);
    expect(await titles('sofas')).toEqual(['Sofa bed', 'Grey corner sofa', 'Armchair']);
    // The beginning of a word narrows as it is typed; the middle of one finds nothing.
    expect(await titles('gre')).toEqual(['Grey corner sofa', 'Armchair', 'Sofa bed']);
    expect(await titles('gr so')).toEqual(['Grey corner sofa', 'Armchair', 'Sofa bed']);
    expect(await titles('ofa')).toEqual([]);
    expect(await titles('sofa red')).toEqual([]);
  });

  it('finds by the beginning of a word however many words it begins, and nothing past the words there are', async () => {
    await seedPosts(20, (index) => ({ title: `Lamp${index} for the desk` }));
    const found = async (q: string) => (await feed(`?q=${q}&limit=48`)).pagination.totalPosts;
    // More words begin "lamp" than are looked for one by one: it is read as a prefix.
    expect(await found('lamp')).toBe(20);
    expect(await found('la')).toBe(20);
    expect(await found('lamp1')).toBe(11);
    expect(await found('lamp19')).toBe(1);
    expect(await found('lamp1+desk')).toBe(11);
    const none = await feed('?q=lamp1+zebra');
    expect(none.posts).toEqual([]);
    expect(none.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalPosts: 0,
      hasMore: false,
    });
  });

  it('looks for a short stem as the few whole words it begins where the word index keeps no beginnings of words', async () => {
    await seedPosts(3, (index) => ({ title: `Lamp${index} for the desk` }));
    const { db, dialect } = testApp.database;
    const { stems } = await searchLookup(db, dialect, [
      { stem: 'la', concepts: [] },
      { stem: 'qz', concepts: [] },
    ]);
    // SQLite's word index keeps the beginnings of 1 to 3 letters; PostgreSQL's would gather
    // every post of every word a beginning begins before leaving any out.
    expect(stems).toEqual(
      dialect === 'sqlite'
        ? [{ prefix: 'la' }, { prefix: 'qz' }]
        : [{ words: ['lamp0', 'lamp1', 'lamp2'] }, null],
    );
    expect((await feed('?q=la+desk')).pagination.totalPosts).toBe(3);
    expect((await feed('?q=qz+desk')).posts).toEqual([]);
  });

  it('pages a search across its title matches and the others, by cursor and by number', async () => {
    const post = (title: string, description: string) =>
      createdPostId(testApp, member.token, postFields({ title, description }));
    const inTitle = [await post('Grey sofa', 'Clean'), await post('Sofa, grey', 'Clean')];
    const elsewhere = [
      await post('Armchair', 'Grey like the sofa'),
      await post('Bed', 'Grey sofa bed'),
    ];
    const expected = [...inTitle.reverse(), ...elsewhere.reverse()];

    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Feed = await feed(`?q=grey+sofa&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.posts.map((card) => card.post_id));
      expect(page.pagination.totalPosts).toBe(4);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);

    for (const [page, ids] of [
      [1, expected.slice(0, 3)],
      [2, expected.slice(3)],
      [3, []],
    ] as const) {
      const reply = await feed(`?q=grey+sofa&limit=3&page=${page}`);
      expect(reply.posts.map((card) => card.post_id)).toEqual(ids);
      expect(reply.pagination).toMatchObject({ totalPosts: 4, totalPages: 2 });
    }
    const stale = await feed(`?q=lamp&cursor=${Buffer.from('[1, 2]').toString('base64url')}`);
    expect(stale.posts).toEqual([]);
  });

  it('pages a search the same way whether its word is common (walked) or rare (looked up)', async () => {
    const ids = await seedPosts(40, (index) => ({
      title: index % 10 === 0 ? `rare lantern ${index}` : `common chair ${index}`,
    }));
    for (const [word, matches] of [
      ['chair', ids.filter((_, index) => index % 10 !== 0)],
      ['lantern', ids.filter((_, index) => index % 10 === 0)],
    ] as const) {
      for (const sort of ['newest', 'oldest'] as const) {
        const seen: number[] = [];
        let cursor: string | null = null;
        do {
          const page: Feed = await feed(
            `?q=${word}&sort=${sort}&limit=5${cursor ? `&cursor=${cursor}` : ''}`,
          );
          seen.push(...page.posts.map((card) => card.post_id));
          expect(page.pagination.totalPosts).toBe(matches.length);
          cursor = page.nextCursor;
        } while (cursor);
        expect(seen).toEqual(sort === 'newest' ? [...matches].reverse() : matches);
      }
      const secondPage = await feed(`?q=${word}&limit=2&page=2`);
      expect(secondPage.posts.map((card) => card.post_id)).toEqual(
        [...matches].reverse().slice(2, 4),
      );
    }
  });

  it('shows the items still on offer unless asked for the donated ones or all (availability)', async () => {
    const [available, reserved, donated] = await seedPosts(3, (index) => ({
      title: `Lamp ${index}`,
    }));
    for (const [id, availability] of [
      [reserved, 'reserved'],
      [donated, 'donated'],
    ] as const) {
      await testApp.database.db
        .updateTable('posts')
        .set({ availability })
        .where('id', '=', id ?? 0)
        .execute();
    }
    const ids = async (query: string) => {
      const reply = await feed(query);
      expect(reply.pagination.totalPosts).toBe(reply.posts.length);
      return reply.posts.map((card) => card.post_id);
    };

    expect(await ids('')).toEqual([reserved, available]);
    expect(await ids('?availability=open&q=lamp')).toEqual([reserved, available]);
    expect(await ids('?availability=donated')).toEqual([donated]);
    expect(await ids('?availability=donated&q=lamp&sort=oldest')).toEqual([donated]);
    expect(await ids('?availability=all')).toEqual([donated, reserved, available]);
    expect(await ids('?availability=')).toEqual([reserved, available]);
    const unknown = await get(testApp, '/posts?availability=sold');
    expect(unknown.statusCode).toBe(400);
  });

  it('never shows flagged or removed posts', async () => {
    const [flagged, removed] = await seedPosts(3);
    await testApp.database.db
      .updateTable('posts')
      .set({ moderation_status: 'flagged' })
      .where('id', '=', flagged ?? 0)
      .execute();
    await testApp.database.db
      .updateTable('posts')
      .set({ moderation_status: 'removed' })
      .where('id', '=', removed ?? 0)
      .execute();
    const page = await feed();
    expect(page.posts.map((card) => card.title)).toEqual(['Item 2']);
    expect(page.pagination.totalPosts).toBe(1);
  });

  it.each([
    ['an unknown category', '?category=Cars'],
    ['an unknown region', '?region=Paris'],
    ['an unknown sort', '?sort=random'],
    ['page 0', '?page=0'],
    ['a limit of 1000', '?limit=1000'],
    ['a forged cursor', `?cursor=${Buffer.from('["x",1]').toString('base64url')}`],
  ])('refuses %s with 400', async (_, query) => {
    const response = await get(testApp, `/posts${query}`);
    expect(response.statusCode).toBe(400);
  });
});

describe.skipIf(process.env.TEST_DIALECT !== 'postgres')('a search on PostgreSQL', () => {
  it("counts its posts on the connections opened with the search's planner settings, not in a transaction of its own", async () => {
    await seedPosts(3, (index) => ({ title: `Grey sofa ${index}` }));
    expect((await feed('?q=sofa')).posts).toHaveLength(3);
    // The reads were one after another: the pool of those settings opened one connection, and
    // the count was prepared on it.
    const reader = plannedReaderOf(testApp.database.db, LOOKUP_SETTINGS);
    if (!reader) throw new Error('the database reads under planner settings on no connections');
    const { rows } = await sql<{
      statement: string;
    }>`select statement from pg_prepared_statements`.execute(reader);
    expect(rows.map((row) => row.statement).join('\n')).toMatch(/title_lexemes @@/);
  });
});
