import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { FeedReply } from '@tabarru/contract/posts';

import { get, put, createMember, type Member } from './support/accounts';
import { createdPostId, editPost, postFields } from './support/posts';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * The posts a search finds only through the one place or thing its words name are read, on
 * PostgreSQL, from each post's concept words kept in rows of their own (post_concepts, migration
 * 0042), newest first; on SQLite from the word index. Either way they are the same posts, in the
 * same order, page after page.
 */

const postgres = process.env.TEST_DIALECT === 'postgres';

let testApp: TestApp;
let member: Member;

beforeEach(async () => {
  testApp = await createTestApp();
  member = await createMember(testApp);
});

afterEach(async () => {
  await testApp.close();
});

function newPost(
  title: string,
  { location = 'Amman - Khalda', category = 'Furniture', by = member } = {},
): Promise<number> {
  const features = JSON.stringify([category, 'In good condition']);
  return createdPostId(testApp, by.token, postFields({ title, location, features }));
}

async function feed(query: string, viewer?: Member): Promise<FeedReply> {
  const response = await get(testApp, `/posts?${query}`, viewer?.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FeedReply>();
}

/** Every post a search shows, page after page by its cursor, and the total of its first page. */
async function everyPage(
  query: string,
  viewer?: Member,
): Promise<{ ids: number[]; total: number }> {
  const first = await feed(`${query}&limit=4`, viewer);
  const ids = first.posts.map((card) => card.post_id);
  let cursor = first.nextCursor;
  while (cursor) {
    const page = await feed(`${query}&limit=4&cursor=${encodeURIComponent(cursor)}`, viewer);
    ids.push(...page.posts.map((card) => card.post_id));
    cursor = page.nextCursor;
  }
  return { ids, total: first.pagination.totalPosts };
}

/** The concept words post_concepts holds of a post (PostgreSQL). */
async function conceptRowsOf(postId: number): Promise<string[]> {
  const rows = await testApp.database.db
    .selectFrom('post_concepts')
    .select('concept')
    .where('id', '=', postId)
    .orderBy('concept')
    .execute();
  return rows.map((row) => row.concept);
}

async function storedConceptsOf(postId: number): Promise<string[]> {
  const row = await testApp.database.db
    .selectFrom('posts')
    .select('concept_words')
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  return row.concept_words.split(' ').sort();
}

describe("a place's posts, found through its name", () => {
  it('are the visible offers of the place, newest first, page after page', async () => {
    const other = await createMember(testApp);
    const inKhalda: number[] = [];
    for (let at = 0; at < 9; at += 1) {
      inKhalda.push(await newPost(`Item ${at}`, { by: at % 3 === 0 ? other : member }));
    }
    await newPost('Item in Marka', { location: 'Amman - Marka' });
    const hidden = inKhalda[4] as number;
    await testApp.database.db
      .updateTable('posts')
      .set({ moderation_status: 'removed' })
      .where('id', '=', hidden)
      .execute();
    const shown = inKhalda.filter((id) => id !== hidden).reverse();

    expect(await everyPage('q=Khalda')).toEqual({ ids: shown, total: 8 });
    expect(await everyPage(`q=${encodeURIComponent('خلدا')}&sort=oldest`)).toEqual({
      ids: [...shown].reverse(),
      total: 8,
    });

    // A viewer who blocked a member has that member's posts left out, each page read again.
    const viewer = await createMember(testApp);
    const response = await put(testApp, `/api/blocks/${other.id}`, {}, viewer.token);
    expect(response.statusCode, response.body).toBe(200);
    const byOther = new Set(inKhalda.filter((_, at) => at % 3 === 0));
    expect(await everyPage('q=Khalda', viewer)).toEqual({
      ids: shown.filter((id) => !byOther.has(id)),
      total: 5,
    });
  });

  it('are narrowed by the category asked for', async () => {
    const lamp = await newPost('Desk lamp', { category: 'Electronics' });
    await newPost('Chair');
    expect((await everyPage('q=Khalda&category=Electronics')).ids).toEqual([lamp]);
  });
});

describe.skipIf(!postgres)('post_concepts on PostgreSQL', () => {
  it("holds each of a post's concept words and what the feed asks of it, as it is written, edited and deleted", async () => {
    const id = await newPost('Grey sofa');
    expect(await conceptRowsOf(id)).toEqual(await storedConceptsOf(id));
    expect(await conceptRowsOf(id)).toEqual(expect.arrayContaining(['#sofa', '@amman-khalda']));

    const response = await editPost(
      testApp,
      member.token,
      id,
      postFields({ title: 'Gas heater', location: 'Irbid - Al-Husn' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const edited = await conceptRowsOf(id);
    expect(edited).toEqual(await storedConceptsOf(id));
    expect(edited).toContain('#gas-heater');
    expect(edited).not.toContain('#sofa');
    expect(edited).not.toContain('@amman-khalda');

    await testApp.database.db
      .updateTable('posts')
      .set({ availability: 'donated', category: 'Appliances' })
      .where('id', '=', id)
      .execute();
    const rows = await testApp.database.db
      .selectFrom('post_concepts')
      .select(['availability', 'category'])
      .distinct()
      .where('id', '=', id)
      .execute();
    expect(rows).toEqual([{ availability: 'donated', category: 'Appliances' }]);

    await sql`delete from posts where id = ${id}`.execute(testApp.database.db);
    expect(await conceptRowsOf(id)).toEqual([]);
  });

  it('is what a search through a place reads', async () => {
    const kept = await newPost('Desk lamp');
    const unlisted = await newPost('Table lamp');
    // A post whose rows were lost is not found through the place; the word index would find it.
    await testApp.database.db.deleteFrom('post_concepts').where('id', '=', unlisted).execute();
    expect((await everyPage('q=Khalda')).ids).toEqual([kept]);
    expect((await everyPage('q=lamp')).ids).toEqual([unlisted, kept]);
  });
});
