import { sql, type Insertable, type Kysely } from 'kysely';

import { CATEGORIES, REGIONS } from '@tabarru/contract/constants';

import type { Database, SavedSearchesTable } from '../../apps/api/src/db/schema';
import { searchColumnsOf } from '../../apps/api/src/modules/feed/search-words';
import { matchesOf, matchNewPost } from '../../apps/api/src/modules/saved-searches/alerts';
import { postToMatch } from '../../apps/api/src/modules/saved-searches/queries';
import {
  criteriaOf,
  matchKeyOf,
  signatureOf,
} from '../../apps/api/src/modules/saved-searches/matching';
import { withScratchDatabase } from './scratch-database';
import { seedMembers } from './seed';

/*
 * A new post matched against every saved search: seeds SAVED_SEARCHES saved searches
 * of MEMBERS members, then creates a stream of new posts and times the matching of each, the
 * one transaction that reads its candidates, confirms them and writes their notifications.
 */

const SAVED_SEARCHES = Number(process.env.BENCH_SAVED_SEARCHES ?? 100_000);
const MEMBERS = 20_000;
const NEW_POSTS = Number(process.env.BENCH_ALERT_POSTS ?? 500);
const BATCH = 1000;

/** What people look for, in both languages, the common things first. */
const COMMON_WORDS = [
  'sofa',
  'table',
  'chair',
  'books',
  'coat',
  'bicycle',
  'heater',
  'lamp',
  'laptop',
  'toys',
  'stroller',
  'fridge',
  'طاولة',
  'كنبة',
  'كتب',
  'مدفأة',
  'دراجة',
  'غسالة',
  'ملابس',
  'العاب',
];
/** The long tail: made-up words of five to nine letters, Latin and Arabic. */
const LATIN_LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const ARABIC_LETTERS = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
const TAIL_WORDS = 5000;

/** A small deterministic generator, so every run seeds the same searches and posts. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function tailWords(next: () => number): string[] {
  return Array.from({ length: TAIL_WORDS }, (_, index) => {
    const letters = index % 3 === 0 ? ARABIC_LETTERS : LATIN_LETTERS;
    const length = 5 + Math.floor(next() * 5);
    return Array.from({ length }, () => letters[Math.floor(next() * letters.length)] ?? 'a').join(
      '',
    );
  });
}

/**
 * A word: one of the common ones with the chance `common`, else from the tail, its first words
 * the likeliest (a Zipf-like skew).
 */
function wordOf(next: () => number, tail: readonly string[], common = 0.1): string {
  if (next() < common) return COMMON_WORDS[Math.floor(next() * COMMON_WORDS.length)] ?? 'sofa';
  return tail[Math.floor(next() ** 2 * tail.length)] ?? 'sofa';
}

const pick = <T>(next: () => number, list: readonly T[]): T =>
  list[Math.floor(next() * list.length)] as T;

/**
 * The saved searches: 85% words alone (one or two), 10% words with a category or a region, 5%
 * a category and a region without words; at most 20 per member, as the API allows.
 */
async function seedSavedSearches(db: Kysely<Database>, firstMember: number, tail: string[]) {
  const next = random(20);
  const now = new Date().toISOString();
  const seen = new Set<string>();
  let written = 0;
  while (written < SAVED_SEARCHES) {
    const rows: Insertable<SavedSearchesTable>[] = [];
    while (rows.length < BATCH && written + rows.length < SAVED_SEARCHES) {
      const kind = next();
      const words = Array.from({ length: next() < 0.7 ? 1 : 2 }, () => wordOf(next, tail));
      const filters: { q?: string; category?: string; region?: string } =
        kind < 0.85
          ? { q: words.join(' ') }
          : kind < 0.95
            ? next() < 0.5
              ? { q: words.join(' '), category: pick(next, CATEGORIES) }
              : { q: words.join(' '), region: pick(next, REGIONS) }
            : { category: pick(next, CATEGORIES), region: pick(next, REGIONS) };
      const criteria = criteriaOf(filters);
      const userId = firstMember + ((written + rows.length) % MEMBERS);
      const signature = signatureOf(criteria);
      if (seen.has(`${userId} ${signature}`)) continue;
      seen.add(`${userId} ${signature}`);
      rows.push({
        user_id: userId,
        query: filters.q ?? '',
        stems: criteria.stems.join(' '),
        category: criteria.category,
        region: criteria.region,
        signature,
        match_key: matchKeyOf(criteria),
        created_at: now,
      });
    }
    await db.insertInto('saved_searches').values(rows).execute();
    written += rows.length;
  }
}

/** New posts as members write them: a thing, a word or two more, a sentence. */
async function newPosts(db: Kysely<Database>, firstMember: number, tail: string[]) {
  const next = random(7);
  const ids: number[] = [];
  const now = new Date().toISOString();
  for (let index = 0; index < NEW_POSTS; index += 1) {
    // A common thing in about a third of the posts: the posts that tell the most members.
    const title = [
      wordOf(next, tail, 0.3),
      wordOf(next, tail, 0),
      pick(next, ['used', 'نظيف']),
    ].join(' ');
    const description = `${wordOf(next, tail, 0)} in good condition, ${wordOf(next, tail, 0)} included. بحالة جيدة.`;
    const region = pick(next, REGIONS);
    const row = await db
      .insertInto('posts')
      .values({
        user_id: firstMember + Math.floor(next() * MEMBERS),
        title,
        description,
        email: '',
        phone: '0791234567',
        location: `${region} - Centre`,
        region,
        category: pick(next, CATEGORIES),
        features: '[]',
        ...searchColumnsOf({
          title,
          description,
          extras: [],
          location: `${region} - Centre`,
          region,
        }),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('post_matching').values({ post_id: row.id, due_at: now }).execute();
    ids.push(row.id);
  }
  return ids;
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

const round = (value: number) => Math.round(value * 100) / 100;

/** The times of one way of matching the stream of posts. */
export interface MatchingTimes {
  what: string;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

function timesOf(what: string, times: readonly number[]): MatchingTimes {
  const sorted = [...times].sort((one, other) => one - other);
  return {
    what,
    meanMs: round(times.reduce((sum, time) => sum + time, 0) / times.length),
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

export interface AlertsResult {
  database: string;
  savedSearches: number;
  posts: number;
  /** the matching alone (candidates read and confirmed), then the whole transaction */
  times: MatchingTimes[];
  /** saved searches each post matched, and members told, on average */
  matchedPerPost: number;
  toldPerPost: number;
  /** the candidate read uses the key index (EXPLAIN) */
  keyIndexUsed: boolean;
}

/** The plan of the candidates' read, to show it is one lookup of the key index per key. */
async function usesKeyIndex(db: Kysely<Database>, dialect: 'sqlite' | 'postgres') {
  const plan =
    dialect === 'postgres'
      ? await sql<Record<string, string>>`explain select id from saved_searches
          where match_key = any(${['sofa', 'طاوله', 'category:Books']}::text[])`.execute(db)
      : await sql<Record<string, string>>`explain query plan select id from saved_searches
          where match_key in (select value from json_each(${JSON.stringify(['sofa', 'طاوله'])}))`.execute(
          db,
        );
  return JSON.stringify(plan.rows).includes('saved_searches_key_idx');
}

export function runAlerts(): Promise<AlertsResult> {
  return withScratchDatabase('alerts', async (database) => {
    const { db } = database;
    await seedMembers(db, MEMBERS);
    const first = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    const tail = tailWords(random(3));
    await seedSavedSearches(db, first.id, tail);
    if (database.dialect === 'postgres') await sql`analyze`.execute(db);
    const ids = await newPosts(db, first.id, tail);

    const found: number[] = [];
    let matched = 0;
    for (const id of ids) {
      const post = await postToMatch(db, id);
      if (!post) throw new Error(`post ${id} is missing`);
      const started = performance.now();
      matched += (await matchesOf(db, database.dialect, post, new Date().toISOString())).length;
      found.push(performance.now() - started);
    }
    const context = { db, dialect: database.dialect, now: () => Date.now() };
    const whole: number[] = [];
    let told = 0;
    for (const id of ids) {
      const started = performance.now();
      told += (await matchNewPost(context, id)).length;
      whole.push(performance.now() - started);
    }
    return {
      database: database.dialect,
      savedSearches: SAVED_SEARCHES,
      posts: ids.length,
      times: [
        timesOf('matching (read + confirm)', found),
        timesOf('with its notifications (one transaction)', whole),
      ],
      matchedPerPost: round(matched / ids.length),
      toldPerPost: round(told / ids.length),
      keyIndexUsed: await usesKeyIndex(db, database.dialect),
    };
  });
}
