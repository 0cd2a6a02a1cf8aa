import { sql } from 'kysely';

import type { Dialect } from '../../db/database';
import { eitherBlocked } from '../../db/member-blocks';
import type { Db } from '../../db/schema';

const SAVED_SEARCH_COLUMNS = [
  'id',
  'query',
  'category',
  'region',
  'place_id',
  'within_km',
  'created_at',
] as const;

/** The member's saved searches, the newest first. */
export function savedSearchesOf(db: Db, userId: number) {
  return db
    .selectFrom('saved_searches')
    .select(SAVED_SEARCH_COLUMNS)
    .where('user_id', '=', userId)
    .where('wanted_post_id', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

export type SavedSearchRow = Awaited<ReturnType<typeof savedSearchesOf>>[number];

/** Any fixed number: the first key of the advisory lock a member's saves take turns on. */
const SAVING_LOCK = 20_020;

/**
 * Makes the member's saves of searches take turns until the transaction ends, so two at once
 * cannot both pass the cap (SQLite runs one write transaction at a time already).
 */
export async function takeSavingTurn(db: Db, dialect: Dialect, userId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${SAVING_LOCK}, ${userId})`.execute(db);
}

export async function countSavedSearches(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('wanted_post_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findSavedSearchBySignature(db: Db, userId: number, signature: string) {
  return db
    .selectFrom('saved_searches')
    .select(SAVED_SEARCH_COLUMNS)
    .where('user_id', '=', userId)
    .where('signature', '=', signature)
    .executeTakeFirst();
}

export interface NewSavedSearch {
  userId: number;
  query: string;
  stems: readonly string[];
  category: string | null;
  region: string | null;
  /** the place it measures from, with how far: both or neither */
  placeId?: string | null;
  withinKm?: number | null;
  signature: string;
  matchKey: string;
  /** the wanted post this search stands for */
  wantedPostId?: number;
}

export function insertSavedSearch(db: Db, search: NewSavedSearch, at: string) {
  return db
    .insertInto('saved_searches')
    .values({
      user_id: search.userId,
      query: search.query,
      stems: search.stems.join(' '),
      category: search.category,
      region: search.region,
      place_id: search.placeId ?? null,
      within_km: search.withinKm ?? null,
      signature: search.signature,
      match_key: search.matchKey,
      wanted_post_id: search.wantedPostId ?? null,
      created_at: at,
    })
    .returning(SAVED_SEARCH_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The member's saved searches of these ids, with what they search for. */
export function savedSearchCriteriaOf(db: Db, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('saved_searches')
    .select(['id', 'query', 'category', 'region', 'place_id', 'within_km'])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

/** The saved search standing for a wanted post follows its edited title and category. */
export async function updateWantedSearch(
  db: Db,
  wantedPostId: number,
  search: Pick<NewSavedSearch, 'query' | 'stems' | 'category' | 'matchKey'>,
): Promise<void> {
  await db
    .updateTable('saved_searches')
    .set({
      query: search.query,
      stems: search.stems.join(' '),
      category: search.category,
      match_key: search.matchKey,
    })
    .where('wanted_post_id', '=', wantedPostId)
    .execute();
}

/** Deletes the member's saved search; false when they have no such search. */
export async function deleteSavedSearch(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('wanted_post_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Records, with the post, that its matching against the saved searches is due, unless it was
 * recorded before: a post is matched once, when it is first visible.
 */
export async function markMatchingDue(db: Db, postId: number, at: string): Promise<void> {
  await db
    .insertInto('post_matching')
    .values({ post_id: postId, due_at: at })
    .onConflict((conflict) => conflict.column('post_id').doNothing())
    .execute();
}

/** The posts whose matching is due, the oldest first. */
export async function dueMatchings(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('post_matching')
    .select('post_id')
    .where('done_at', 'is', null)
    .orderBy('due_at')
    .orderBy('post_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.post_id);
}

/**
 * Takes the post's due matching for this transaction: true for the one transaction that
 * marks it done. Another running at once waits for it (PostgreSQL's row lock, SQLite's one
 * writer) and then finds it done; a transaction that rolls back leaves it due.
 */
export async function takeDueMatching(db: Db, postId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('post_matching')
    .set({ done_at: at })
    .where('post_id', '=', postId)
    .where('done_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * What the matcher reads of a new giving post (a wanted post matches no one's search), with the
 * point it is shown at.
 */
export function postToMatch(db: Db, postId: number) {
  return db
    .selectFrom('posts')
    .leftJoin('post_points', 'post_points.id', 'posts.point_id')
    .select([
      'posts.id',
      'posts.user_id',
      'posts.category',
      'posts.region',
      'posts.title_words',
      'posts.body_words',
      'posts.concept_words',
      'post_points.lat as shown_lat',
      'post_points.lng as shown_lng',
    ])
    .where('posts.id', '=', postId)
    .where('posts.moderation_status', '!=', 'flagged')
    .where('posts.kind', '=', 'give')
    .executeTakeFirst();
}

export type PostToMatch = NonNullable<Awaited<ReturnType<typeof postToMatch>>>;

/**
 * The saved searches whose key is among `keys`, other than the author's own and those of
 * members of whom either blocked the author or was blocked by them, and other than those of
 * wanted posts expired at `liveAt` or hidden: one read of the key index, the keys bound as one
 * array.
 */
export async function candidateSearches(
  db: Db,
  dialect: Dialect,
  keys: readonly string[],
  authorId: number,
  liveAt: string,
) {
  const keyList =
    dialect === 'postgres'
      ? sql<boolean>`saved_searches.match_key = any(${sql.val(keys)}::text[])`
      : sql<boolean>`saved_searches.match_key in (select value from json_each(${JSON.stringify(keys)}))`;
  return db
    .selectFrom('saved_searches')
    .leftJoin('posts as wanted', 'wanted.id', 'saved_searches.wanted_post_id')
    .select([
      'saved_searches.id',
      'saved_searches.user_id',
      'saved_searches.query',
      'saved_searches.stems',
      'saved_searches.category',
      'saved_searches.region',
      'saved_searches.place_id',
      'saved_searches.within_km',
      'saved_searches.wanted_post_id',
    ])
    .where(keyList)
    .where('saved_searches.user_id', '!=', authorId)
    .where((eb) => eb.not(eitherBlocked(eb.ref('saved_searches.user_id'), authorId)))
    .where((eb) =>
      eb.or([
        eb('saved_searches.wanted_post_id', 'is', null),
        eb.and([
          eb('wanted.moderation_status', '=', 'visible'),
          eb('wanted.expires_at', '>', liveAt),
        ]),
      ]),
    )
    .execute();
}

export type CandidateSearch = Awaited<ReturnType<typeof candidateSearches>>[number];

/**
 * Counts a match of each search on `day` (a new day counts from one) and answers each search's
 * count of that day: one statement, so matches counted at once on several instances each get
 * their own number.
 */
export async function countMatches(
  db: Db,
  searchIds: readonly number[],
  day: string,
): Promise<Map<number, number>> {
  if (searchIds.length === 0) return new Map();
  const rows = await db
    .updateTable('saved_searches')
    .set((eb) => ({
      alerts_that_day: eb
        .case()
        .when('alert_day', '=', day)
        .then(eb('alerts_that_day', '+', 1))
        .else(1)
        .end(),
      alert_day: day,
    }))
    .where('id', 'in', searchIds)
    .returning(['id', 'alerts_that_day'])
    .execute();
  return new Map(rows.map((row) => [row.id, row.alerts_that_day]));
}
