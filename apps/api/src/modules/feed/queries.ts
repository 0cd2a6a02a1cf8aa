import {
  sql,
  type Compilable,
  type InferResult,
  type RawBuilder,
  type SelectQueryBuilder,
} from 'kysely';

import type {
  Category,
  FeedAvailability,
  FeedSort,
  PostKind,
  Region,
} from '@tabarru/contract/constants';
import type { MemberItemList } from '@tabarru/contract/posts';

/** The orders the feed's index is read in: nearest first reads it point by point (service.ts). */
export type IdOrder = Exclude<FeedSort, 'distance'>;

import type { Dialect } from '../../db/database';
import { withPlannerSettings } from '../../db/planner';
import type { PlannerSettings } from '../../db/planner-settings';
import { withPosterAndCover } from '../../db/post-cover';
import { QueryTemplate, slot } from '../../db/query-template';
import type { Database, Db } from '../../db/schema';

import { conceptEveryPostHolds } from './concept-driver';
import { withoutImpliedTerms } from './implied-terms';
import { PAGE_START_SPACING } from './feed-page-seek';
import type { DatedPosition, FeedPosition } from './feed-cursor';

/**
 * The lexemes PostgreSQL indexes, kept in columns of each post (migration 0031): its title's
 * words, and the words of the whole post with its concept words, as they are stored (no parser
 * or dictionary, which would split Arabic by the server's locale; concept words begin with `#`
 * or `@`, so no searched stem is, or begins, one of them).
 */
export const titleLexemes = sql`title_lexemes`;
export const allLexemes = sql`all_lexemes`;

export interface FeedFilters {
  /** the wanted posts not yet expired at `liveAt`; the giving posts when left out */
  wanted?: { liveAt: string };
  /** which posts by availability; all of them when left out */
  availability?: Exclude<FeedAvailability, 'all'>;
  category?: Category;
  region?: Region;
  /** a search by words (search-words.ts): its stems, and in which part of the posts */
  words?: SearchedWords;
  /** a signed-in viewer's blocks: the posts of the members they blocked are left out */
  hiddenBy?: HiddenPosters;
  /** only the posts shown at these points (those within a distance of a point) */
  near?: NearFilter;
}

/**
 * The shown points within a distance of a point (places/queries.ts, pointsNear), at least one,
 * and how the posts shown there are read: looked up through their points' index and their ids
 * sorted before anything else of them is read (`lookup`, for fewer than a thousand), found
 * walking the feed's index newest first, each post's point tested (`walk`), which stops after a
 * page, or, at one point alone, read from that point's part of its index in order (`point`).
 */
export interface NearFilter {
  /** names the point and the distance in the caches' keys */
  key: string;
  pointIds: readonly number[];
  plan?: NearPlan;
}

export type NearPlan = SearchPlan | 'point';

/**
 * A search's stems (searchedStems, at least one), each of which begins a word of the posts
 * found: all of them in the title ('title'); or, for the posts ranked after those, not all in
 * the title but all in the post ('elsewhere'); or, last, each a word of the post or one of the
 * concept words it names (concept-words.ts: the dictionary's things, places), but not all
 * words of the post ('concepts'). Each stem is looked for as searchLookup finds it.
 */
export interface SearchedWords {
  stems: readonly StemMatch[];
  in: 'title' | 'elsewhere' | 'concepts';
  /** 'concepts': the concept words each stem names, in the order of `stems` */
  concepts?: readonly (readonly string[])[];
  /**
   * 'concepts': false when no post of the feed holds every stem among its words (the parts
   * before it are empty), so that there are none to leave out
   */
  someHoldAll?: boolean;
  /** PostgreSQL: how the posts are read, from their count (SearchPlan) */
  plan?: SearchPlan;
}

/**
 * How PostgreSQL reads the posts of a search. It plans from estimates of how many posts hold the
 * words, and estimates words that go together ("wooden table") as if they were independent: a
 * hundredth of the truth in the bench, so it gathered 16,667 posts and sorted them for a page
 * (150 ms) where walking newest first stops after 800. The feed has counted the search's posts
 * (up to 1,000) before reading them, so it tells PostgreSQL instead: fewer than that are looked
 * up in the word index and sorted (`lookup`), more are found walking the feed's index newest
 * first, each post tested, which stops after a page (`walk`). Counts always look up.
 */
export type SearchPlan = 'lookup' | 'walk';

export const LOOKUP_SETTINGS: PlannerSettings = {
  enable_seqscan: false,
  enable_indexscan: false,
  enable_indexonlyscan: false,
};

/**
 * A walk's test cannot be an index condition (wordsMatch), so PostgreSQL estimates that one post
 * in a million passes it and, rather than walk an index that long, read the whole table in
 * parallel and sorted what passed: 230 to 580 ms for a search that 1 post in 250 matches, where
 * the walk newest first stops after a page in 9 ms.
 */
const WALK_SETTINGS: PlannerSettings = { enable_seqscan: false, enable_bitmapscan: false };

/**
 * The plan of a feed's read: a lookup when its search calls for one, or its points beside a
 * search (points alone are read in the order their query names: sortedIds).
 */
function planOf(filters: FeedFilters): SearchPlan | undefined {
  const nearPlan = filters.words && filters.near?.plan !== 'point' ? filters.near?.plan : undefined;
  const wordsPlan = drivingConcept(filters) === undefined ? filters.words?.plan : undefined;
  const plans = [wordsPlan, nearPlan];
  if (plans.includes('lookup')) return 'lookup';
  return plans.includes('walk') ? 'walk' : undefined;
}

/**
 * Runs a read of a feed's posts with the plan of its search, on PostgreSQL: in a transaction
 * whose planner settings leave no other way.
 */
function readingPlanned<T>(
  db: Db,
  dialect: Dialect,
  plan: SearchPlan | undefined,
  read: (reader: Db) => Promise<T>,
): Promise<T> {
  if (dialect !== 'postgres' || plan === undefined) return read(db);
  return withPlannerSettings(db, plan === 'lookup' ? LOOKUP_SETTINGS : WALK_SETTINGS, read);
}

/**
 * How the posts with a word beginning with a stem are found: as any of the few indexed words it
 * begins (read in the vocabulary), or as the beginning of a word. Both indexes read whole words
 * one after another and stop after a page, while the beginning of a word of 4 letters or more
 * makes SQLite gather every post of every word it begins first (10 to 35 ms for a word in a
 * sixth of a million posts); 1 to 3 letters have SQLite's prefix indexes. PostgreSQL's word
 * index has none: the beginning of a word, however short, gathers every post of every word it
 * begins before it can leave one out, where whole words beside a rarer one are skipped through
 * («بيت دمى»: 85 ms as `'بيت':* & 'دمي':*` at a million posts, 1 to 2 ms as whole words).
 */
export type StemMatch = { words: readonly string[] } | { prefix: string };

/**
 * A stem that begins no word ever indexed (searchLookup's null), in the part of a search found
 * through what its words name: only its concept words are looked for. Looked for as the
 * beginning of a word it would still find nothing, but the word index would look through its
 * terms for it (1 to 2 ms at a million posts), and searches naming the same things through
 * different words ("couch", "settee") would not share their counts.
 */
export const BEGINS_NO_WORD: StemMatch = { words: [] };

const beginsNoWord = (match: StemMatch) => 'words' in match && match.words.length === 0;

/** The longest stems SQLite's word index keeps a prefix index of (migration 0012). */
const PREFIX_INDEXED = 3;

/** Whether a stem is looked for as the beginning of a word without reading the vocabulary. */
const prefixIndexed = (dialect: Dialect, stem: string) =>
  dialect === 'sqlite' && [...stem].length <= PREFIX_INDEXED;

/** A stem that begins more indexed words than this is looked for as a prefix. */
const MAX_WORDS_PER_STEM = 16;
/** Above every character: a stem followed by it bounds the words it begins, in byte order. */
const AFTER_EVERY_CHARACTER = '\u{10FFFF}';

/** How a stem is looked for, from the first indexed words it begins (in byte order). */
function stemMatchOf(dialect: Dialect, stem: string, words: readonly string[]): StemMatch | null {
  if (prefixIndexed(dialect, stem)) return { prefix: stem };
  if (words.length === 0) return null;
  return words.length > MAX_WORDS_PER_STEM ? { prefix: stem } : { words };
}

/**
 * The rows of several reads: on PostgreSQL in one query, a union of them (each a subquery of its
 * own, so that its order and limit hold), which saves a round trip each; SQLite runs in the
 * process, where the union costs more than the reads one by one.
 */
async function runTogether<Row>(
  dialect: Dialect,
  db: Db,
  reads: readonly SelectQueryBuilder<Database, never, Row>[],
): Promise<Row[]> {
  if (dialect === 'sqlite') {
    const rows: Row[] = [];
    for (const read of reads) rows.push(...(await read.execute()));
    return rows;
  }
  const [first, ...rest] = reads.map((read, index) =>
    db.selectFrom(read.as(`read_${index}`)).selectAll(),
  );
  if (!first) return [];
  return (await rest.reduce((union, read) => union.unionAll(read), first).execute()) as Row[];
}

/** What a search's words are looked for as (searchLookup). */
export interface SearchLookup {
  /**
   * how each stem is looked for among a post's words (StemMatch), null for a stem that begins no
   * word ever indexed, so that the parts of a search that need every stem are not read
   */
  stems: (StemMatch | null)[];
  /**
   * SQLite: whether any post, shown or not, holds every stem among its words (anyHoldsAll);
   * undefined on PostgreSQL, where the counts of the parts with every stem tell
   */
  someHoldAll?: boolean;
  /** of the concept words each stem names, those a post holds or held */
  concepts: string[][];
}

/**
 * How each stem of a search is looked for, and which of the concept words each names any post
 * was ever indexed with: the vocabulary lists them too (migration 0028), so a thing or a place
 * no post names is left out of the search, and a search whose words name nothing any post holds
 * reads no part of posts found through them. It reads the first words each stem begins (on
 * SQLite, each of more than PREFIX_INDEXED letters), and the concept words held.
 */
export async function searchLookup(
  db: Db,
  dialect: Dialect,
  terms: readonly { stem: string; concepts: readonly string[] }[],
): Promise<SearchLookup> {
  const named = [...new Set(terms.flatMap((term) => term.concepts))];
  const reads = terms.flatMap(({ stem }, at) =>
    prefixIndexed(dialect, stem)
      ? []
      : [
          db
            .selectFrom('search_vocabulary')
            .select([sql<number>`${sql.lit(at)}`.as('at'), 'term'])
            .where('term', '>=', stem)
            .where('term', '<', `${stem}${AFTER_EVERY_CHARACTER}`)
            .orderBy('term')
            .limit(MAX_WORDS_PER_STEM + 1),
        ],
  );
  if (named.length > 0) {
    reads.push(
      db
        .selectFrom('search_vocabulary')
        .select([sql<number>`${sql.lit(-1)}`.as('at'), 'term'])
        .where('term', 'in', named),
    );
  }
  const rows = await runTogether(dialect, db, reads);
  const wordsAt = terms.map(() => [] as string[]);
  const held = new Set<string>();
  for (const { at, term } of rows) {
    if (Number(at) < 0) held.add(term);
    else wordsAt[Number(at)]?.push(term);
  }
  // A union keeps no order: the words of a stem are sorted again, as the key names them.
  const stems = terms.map(({ stem }, at) => stemMatchOf(dialect, stem, (wordsAt[at] ?? []).sort()));
  const found = stems.every((match) => match !== null);
  return {
    stems,
    ...(dialect === 'sqlite' && {
      someHoldAll: found && (await anyHoldsAll(db, stems as StemMatch[])),
    }),
    concepts: terms.map((term) => term.concepts.filter((concept) => held.has(concept))),
  };
}

/**
 * SQLite: whether any post holds every stem among its words, one look in the word index, which
 * stops at the first; so that a search none holds neither counts nor reads its first two parts
 * under any filter. PostgreSQL's word index gathers every match before the first (12 ms for a
 * word in 1 post in 30 of a million), which the count of the first part does anyway.
 */
async function anyHoldsAll(db: Db, stems: StemMatch[]): Promise<boolean> {
  const { rows } = await sql`select rowid from posts_words
    where posts_words match ${ftsAll(stems)} limit 1`.execute(db);
  return rows.length > 0;
}

/** How a stem match is written in a filter key: the same match, the same key. */
export function stemMatchKey(match: StemMatch | null): string {
  if (match === null) return '';
  return 'prefix' in match ? `${match.prefix}*` : match.words.join('|');
}

/** The members a viewer blocked (at least one), whose posts leave that viewer's feed. */
export interface HiddenPosters {
  viewerId: number;
  /** in id order: with the viewer, they name the feed in the caches */
  blockedIds: readonly number[];
}

/**
 * Where a search's words are looked for: nowhere, all in the title, not all there, or through
 * what they name.
 */
type SearchMode = 'none' | SearchedWords['in'];

/** The concept words stem `at` of a search names ('concepts'). */
const conceptsAt = (words: SearchedWords, at: number) => words.concepts?.[at] ?? [];

/**
 * PostgreSQL: the concept word every post of a part found through what its words name holds,
 * when there is one (concept-driver.ts) and no point narrows the part: its posts are then read
 * from post_concepts newest first (feedSource, conceptRowsAlone), and the read stops after a
 * page or at the count's cap. The word index would gather every post of the place or the thing
 * first (20 to 60 ms for a place at a million posts).
 */
function drivingConcept(filters: FeedFilters): string | undefined {
  const { words } = filters;
  if (words?.in !== 'concepts' || filters.near) return undefined;
  return conceptEveryPostHolds(
    words.stems.map((match, at) => ({
      ...(!beginsNoWord(match) && { literal: tsStem(match) }),
      concepts: conceptsAt(words, at),
    })),
  );
}

/**
 * The concept word whose posts are all a part of a search holds, when it is the whole part: the
 * part of things and places its words name ('concepts'), with no post holding every word to
 * leave out. «كنبة», "couch" and "sofa" then find the same posts there, on either database.
 */
export function conceptAlone(filters: FeedFilters): string | undefined {
  return filters.words?.someHoldAll === false ? drivingConcept(filters) : undefined;
}

/**
 * The FTS5 query of a search (SQLite): each stem as the beginning of a word ("stem"*), all of
 * them in the title, or in the post but not all in the title; or each stem or one of the
 * concept words it names ("#sofa"), but not every stem. Stems are letters and digits only
 * (wordsOf), concept words those and `#@-`, which the index keeps inside a token (migration
 * 0028); all are quoted.
 */
function ftsQuery(words: SearchedWords): string {
  const all = ftsAll(words.stems);
  if (words.in === 'title') return `title_words : ${all}`;
  if (words.in === 'elsewhere') return `${all} NOT title_words : ${all}`;
  const either = withoutImpliedTerms(
    words.stems.map((match, at) => [
      ...(beginsNoWord(match) ? [] : [ftsStem(match)]),
      ...conceptsAt(words, at).map(ftsQuoted),
    ]),
  ).map((alternatives) => `(${alternatives.join(' OR ')})`);
  const each = `(${either.join(' AND ')})`;
  return words.someHoldAll === false ? each : `${each} NOT ${all}`;
}

const ftsQuoted = (word: string) => `"${word.replace(/"/g, '""')}"`;

/** A stem in an FTS5 query: a prefix ("stem"*) or the words it begins ("sofa" OR "sofas"). */
const ftsStem = (match: StemMatch) =>
  'prefix' in match
    ? `${ftsQuoted(match.prefix)}*`
    : `(${match.words.map(ftsQuoted).join(' OR ')})`;

/** Every stem among a post's words, in an FTS5 query. */
const ftsAll = (stems: readonly StemMatch[]) => `(${stems.map(ftsStem).join(' AND ')})`;

const tsQuoted = (word: string) => `'${word.replace(/[\\']/g, (character) => `\\${character}`)}'`;

/** A stem in a tsquery: a prefix ('stem':*) or the words it begins ('sofa' | 'sofas'). */
const tsStem = (match: StemMatch) =>
  'prefix' in match ? `${tsQuoted(match.prefix)}:*` : `(${match.words.map(tsQuoted).join(' | ')})`;

/**
 * The tsquery of a search's stems (PostgreSQL), cast from text as it is rather than parsed,
 * like the indexed lexemes: every stem ('concepts': each stem or one of its concept words).
 */
function tsQuery(words: SearchedWords, withConcepts: boolean): string {
  if (!withConcepts) return words.stems.map(tsStem).join(' & ');
  return withoutImpliedTerms(
    words.stems.map((match, at) => [
      ...(beginsNoWord(match) ? [] : [tsStem(match)]),
      ...conceptsAt(words, at).map(tsQuoted),
    ]),
  )
    .map((alternatives) =>
      alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`,
    )
    .join(' & ');
}

/**
 * What leaves a post out of a feed, as the words SQLite's word index keeps of it (migration
 * 0030): a search is `(words) NOT (...)`, and asks for `%donated` or `%wanted` when it wants
 * those. The category, the region, a wanted post's end and a viewer's blocks are tested on the
 * rows.
 */
function withFeedWords(search: string, filters: FeedFilters): string {
  const wanted = filters.wanted !== undefined;
  const asked = [wanted && '"%wanted"', filters.availability === 'donated' && '"%donated"'];
  const left = [
    '"%hidden"',
    !wanted && '"%wanted"',
    filters.availability === 'open' && '"%donated"',
  ];
  const required = [`(${search})`, ...asked.filter(Boolean)].join(' AND ');
  return `(${required}) NOT (${left.filter(Boolean).join(' OR ')})`;
}

/** Whether the word index alone tells which posts a search of the feed finds (withFeedWords). */
function wordIndexAlone(filters: FeedFilters): boolean {
  return (
    !filters.wanted && !filters.category && !filters.region && !filters.hiddenBy && !filters.near
  );
}

/**
 * What the query binds for a search: its words (on SQLite with what the feed shows, so that the
 * word index alone leaves out what it does not), and on PostgreSQL every stem of 'concepts'.
 */
function searchParameters(
  dialect: Dialect,
  filters: FeedFilters,
  words: SearchedWords,
): Pick<FeedCriteria, 'search' | 'literal'> {
  if (dialect === 'sqlite') return { search: withFeedWords(ftsQuery(words), filters) };
  if (words.in !== 'concepts') return { search: tsQuery(words, false) };
  return {
    search: tsQuery(words, true),
    ...(words.someHoldAll !== false && { literal: tsQuery(words, false) }),
  };
}

interface FeedCriteria {
  kind: PostKind;
  /** wanted posts: the time they must not have expired by */
  liveAt?: string;
  availability?: Exclude<FeedAvailability, 'all'>;
  category?: Category;
  region?: Region;
  searchMode: SearchMode;
  /** the bound search value (searchParameters) */
  search?: string;
  /** PostgreSQL, 'concepts': every stem among the post's words, which leaves a post out */
  literal?: string;
  /** PostgreSQL: the search tested on each post walked, never looked up (SearchPlan) */
  walks: boolean;
  /** PostgreSQL: the concept word every post found holds, whose posts are read (drivingConcept) */
  concept?: string;
  /** the viewer whose blocked members' posts are left out */
  blockerId?: number;
  /**
   * the shown points a post must be at (bound: a JSON list on SQLite, an array on PostgreSQL;
   * the point's id for `point`)
   */
  near?: { points: unknown; plan: NearPlan };
}

/**
 * PostgreSQL: whether a post's words hold the search (titleLexemes, allLexemes). Walked, the
 * test is written so that it cannot be an index condition (`is true`): PostgreSQL then reads
 * the feed's index newest first and stops after a page (with WALK_SETTINGS, which leave it no
 * scan of the whole table).
 */
function wordsMatch(criteria: FeedCriteria, mode: Exclude<SearchMode, 'none'>) {
  if (criteria.concept !== undefined) return conceptPostsMatch(criteria);
  const query = sql`${criteria.search ?? ''}::tsquery`;
  const test =
    mode === 'title'
      ? sql<boolean>`${titleLexemes} @@ ${query}`
      : mode === 'elsewhere'
        ? sql<boolean>`${allLexemes} @@ ${query} and not (${titleLexemes} @@ ${query})`
        : criteria.literal === undefined
          ? sql<boolean>`${allLexemes} @@ ${query}`
          : sql<boolean>`${allLexemes} @@ ${query} and not (${allLexemes} @@ ${sql`${criteria.literal}::tsquery`})`;
  return criteria.walks ? sql<boolean>`(${test}) is true` : test;
}

/**
 * PostgreSQL: whether a post read from its concept's rows (feedSource) is of the part. Each of
 * them holds the concept, which is the whole search (drivingConcept), so only the posts with
 * every word are left out, when the part leaves them out. Without a test on each post's words,
 * PostgreSQL estimates the posts of the place or thing well, and reads them newest first by
 * itself, under a plan kept for the connection.
 */
function conceptPostsMatch(criteria: FeedCriteria) {
  if (criteria.literal === undefined) return sql<boolean>`true`;
  return sql<boolean>`not (${allLexemes} @@ ${sql`${criteria.literal}::tsquery`})`;
}

/**
 * Whether a post is shown at one of the points. Walked, the test cannot use an index (SQLite's
 * unary plus, PostgreSQL's `is true`), so the feed's index is read newest first instead.
 */
function atPoints(near: NonNullable<FeedCriteria['near']>, dialect: Dialect) {
  if (near.plan === 'point') return sql<boolean>`posts.point_id = ${near.points}`;
  const walks = near.plan === 'walk';
  if (dialect === 'sqlite') {
    const column = walks ? sql`+posts.point_id` : sql`posts.point_id`;
    return sql<boolean>`${column} in (select value from json_each(${near.points}))`;
  }
  const test = sql<boolean>`posts.point_id = any(${near.points}::int[])`;
  return walks ? sql<boolean>`(${test}) is true` : test;
}

/**
 * The visible posts matching the category, the region, the viewer's blocks and, on PostgreSQL,
 * the search (SQLite's comes from its word index, feedSource).
 */
function filtered<O>(
  query: SelectQueryBuilder<Database, 'posts', O>,
  criteria: FeedCriteria,
  dialect: Dialect,
): SelectQueryBuilder<Database, 'posts', O> {
  // The kind is a constant of the query's shape, read from the feed's indexes after the status.
  // An expired offer is left out by the last column of the same indexes.
  let result = query
    .where('posts.moderation_status', '=', 'visible')
    .where('posts.kind', '=', sql.lit(criteria.kind))
    .where('posts.expired_at', 'is', null);
  if (criteria.liveAt !== undefined)
    result = result.where('posts.expires_at', '>', criteria.liveAt);
  if (criteria.availability !== undefined) {
    // A constant of the query's shape: the feed's indexes are read, each row checked.
    result = result.where(
      'posts.availability',
      criteria.availability === 'open' ? '<>' : '=',
      sql.lit('donated'),
    );
  }
  if (criteria.category !== undefined) {
    result = result.where('posts.category', '=', criteria.category);
  }
  if (criteria.region !== undefined) result = result.where('posts.region', '=', criteria.region);
  if (criteria.blockerId !== undefined) {
    // One lookup of the block's primary key per post read.
    result = result.where(
      sql<boolean>`not exists (select 1 from member_blocks
        where member_blocks.blocker_id = ${criteria.blockerId}
          and member_blocks.blocked_id = posts.user_id)`,
    );
  }
  if (criteria.near !== undefined) result = result.where(atPoints(criteria.near, dialect));
  if (criteria.searchMode === 'none' || dialect === 'sqlite') return result;
  return result.where(wordsMatch(criteria, criteria.searchMode));
}

/**
 * PostgreSQL: the rows of a concept's posts alone (post_concepts, migration 0042), named as the
 * posts they copy what the feed asks of, when the feed asks nothing else of a post: no words to
 * leave out, no wanted post's end, no blocks, no points. A count then reads one index and
 * nothing else.
 */
function conceptRowsAlone(db: Db, criteria: FeedCriteria) {
  const { concept } = criteria;
  if (concept === undefined || criteria.literal !== undefined) return undefined;
  if (criteria.liveAt !== undefined || criteria.blockerId !== undefined || criteria.near) {
    return undefined;
  }
  return db
    .selectFrom('post_concepts as posts')
    .where('posts.concept', '=', concept)
    .select([]) as unknown as SelectQueryBuilder<Database, 'posts', object>;
}

/**
 * The posts of a feed query, starting from SQLite's word index when searching: FTS5 yields its
 * matches in rowid order (minus the post id, so newest first), and the database stops after a
 * page instead of collecting and sorting every match.
 */
function feedSource(db: Db, dialect: Dialect, criteria: FeedCriteria) {
  if (criteria.concept !== undefined) {
    // The feed's order (posts.id) is the order of the concept's posts in its index.
    return db
      .selectFrom('post_concepts')
      .innerJoin('posts', 'posts.id', 'post_concepts.id')
      .where('post_concepts.concept', '=', criteria.concept)
      .select([]) as unknown as SelectQueryBuilder<Database, 'posts', object>;
  }
  if (criteria.searchMode === 'none' || dialect !== 'sqlite') return db.selectFrom('posts');
  return db
    .selectFrom('posts_words')
    .innerJoin('posts', (join) => join.on(sql<boolean>`posts.id = -posts_words.rowid`))
    .where(sql<boolean>`posts_words match ${criteria.search}`)
    .select([]) as unknown as SelectQueryBuilder<Database, 'posts', object>;
}

function criteriaOf(dialect: Dialect, filters: FeedFilters): FeedCriteria {
  const concept = dialect === 'postgres' ? drivingConcept(filters) : undefined;
  return {
    kind: filters.wanted ? 'wanted' : 'give',
    liveAt: filters.wanted?.liveAt,
    availability: filters.availability,
    category: filters.category,
    region: filters.region,
    searchMode: filters.words?.in ?? 'none',
    ...(filters.words && searchParameters(dialect, filters, filters.words)),
    walks: dialect === 'postgres' && filters.words?.plan === 'walk' && concept === undefined,
    ...(concept !== undefined && { concept }),
    blockerId: filters.hiddenBy?.viewerId,
    ...(filters.near && {
      near: {
        points:
          filters.near.plan === 'point'
            ? filters.near.pointIds[0]
            : dialect === 'sqlite'
              ? JSON.stringify(filters.near.pointIds)
              : [...filters.near.pointIds],
        plan: filters.near.plan ?? 'lookup',
      },
    }),
  };
}

export interface FeedPageRequest {
  filters: FeedFilters;
  sort: IdOrder;
  limit: number;
  after?: FeedPosition;
  /** a page by number: how many posts after `after` (or the start) it passes over first */
  skip?: number;
}

/** What varies between feed queries other than their values: one template per shape. */
interface FeedShape {
  kind: PostKind;
  sort: IdOrder;
  availability: FeedCriteria['availability'];
  category: boolean;
  region: boolean;
  searchMode: SearchMode;
  /** PostgreSQL, 'concepts': the posts with every stem among their words are left out */
  excludes: boolean;
  walks: boolean;
  /** PostgreSQL: read from a concept's posts (FeedCriteria) */
  throughConcept: boolean;
  after: boolean;
  /** a page by number, `skip` posts on from `after` */
  skips: boolean;
  hidesBlocked: boolean;
  near: 'none' | NearPlan;
}

function shapeOf(criteria: FeedCriteria, sort: IdOrder, after: boolean, skips = false): FeedShape {
  return {
    kind: criteria.kind,
    sort,
    availability: criteria.availability,
    category: criteria.category !== undefined,
    region: criteria.region !== undefined,
    searchMode: criteria.searchMode,
    excludes: criteria.literal !== undefined,
    walks: criteria.walks,
    throughConcept: criteria.concept !== undefined,
    after,
    skips,
    hidesBlocked: criteria.blockerId !== undefined,
    near: criteria.near?.plan ?? 'none',
  };
}

/** What the feed templates bind, for criteria and a starting position. */
function feedValues(criteria: FeedCriteria, after: FeedPosition | undefined) {
  return {
    liveAt: criteria.liveAt,
    category: criteria.category,
    region: criteria.region,
    search: criteria.search,
    literal: criteria.literal,
    concept: criteria.concept,
    blocker: criteria.blockerId,
    points: criteria.near?.points,
    after: after?.id,
    afterRowid: after === undefined ? undefined : -after.id,
  };
}

/** The criteria of a feed shape, each value a slot of its template. */
function criteriaSlots(shape: FeedShape): FeedCriteria {
  return {
    kind: shape.kind,
    liveAt: shape.kind === 'wanted' ? slot<string>('liveAt') : undefined,
    availability: shape.availability,
    category: shape.category ? slot<Category>('category') : undefined,
    region: shape.region ? slot<Region>('region') : undefined,
    searchMode: shape.searchMode,
    search: shape.searchMode === 'none' ? undefined : slot<string>('search'),
    literal: shape.excludes ? slot<string>('literal') : undefined,
    walks: shape.walks,
    ...(shape.throughConcept && { concept: slot<string>('concept') }),
    blockerId: shape.hidesBlocked ? slot<number>('blocker') : undefined,
    ...(shape.near !== 'none' && {
      near: { points: slot<unknown>('points'), plan: shape.near },
    }),
  };
}

/** Where a feed query starts: after this post id (as a slot or an expression). */
interface FeedStart {
  id: number | RawBuilder<number>;
  /** the same post as a key of SQLite's word index (minus the id) */
  rowid: number | RawBuilder<number>;
}

/** The start of a shape with a cursor: the values bound to its slots. */
const CURSOR_START: FeedStart = { id: slot<number>('after'), rowid: slot<number>('afterRowid') };

/**
 * The feed's order, and its start after a post. Through FTS the order and the start name the
 * index's rowid (minus the post id), so SQLite reads the index in its own order and stops after
 * a page; named as posts.id it would test every match instead.
 */
function inFeedOrder<O>(
  query: SelectQueryBuilder<Database, 'posts', O>,
  dialect: Dialect,
  shape: FeedShape,
  start: FeedStart | undefined,
): SelectQueryBuilder<Database, 'posts', O> {
  const newest = shape.sort === 'newest';
  if (shape.searchMode !== 'none' && dialect === 'sqlite') {
    const rowid = sql<number>`posts_words.rowid`;
    const after = start ? query.where(rowid, newest ? '>' : '<', start.rowid) : query;
    return after.orderBy(rowid, newest ? 'asc' : 'desc');
  }
  const after = start ? query.where('posts.id', newest ? '<' : '>', start.id) : query;
  return after.orderBy(
    sortsIds(shape) ? idExpression(dialect) : 'posts.id',
    newest ? 'desc' : 'asc',
  );
}

/**
 * Posts looked up at their points (no search beside them) are found through the points' index
 * and their ids sorted: ordered by the bare id, either database may walk the feed's index
 * instead, testing every post for the few at those points (the count said they are few).
 */
function sortsIds(shape: FeedShape): boolean {
  return shape.near === 'lookup' && shape.searchMode === 'none';
}

/** The post's id as an expression no index is ordered by: SQLite's unary plus, `+ 0`. */
function idExpression(dialect: Dialect) {
  return dialect === 'sqlite' ? sql<number>`+posts.id` : sql<number>`posts.id + 0`;
}

/**
 * What a card shows of each post of `source`: the post, its poster's name and kept rating
 * totals, its cover.
 */
export function withCardColumns(source: SelectQueryBuilder<Database, 'posts', object>) {
  return withPosterAndCover(source)
    .leftJoin('post_points as shown', 'shown.id', 'posts.point_id')
    .select([
      'posts.id',
      'posts.user_id',
      'users.username',
      'users.rating_sum',
      'users.rating_count',
      'posts.title',
      'posts.location',
      'posts.category',
      'posts.features',
      'posts.availability',
      'posts.created_at',
      'cover.image_hash as cover_hash',
      'cover.width as cover_width',
      'cover.height as cover_height',
      'posts.region',
      'posts.place_id',
      'posts.point_id',
      'shown.lat as shown_lat',
      'shown.lng as shown_lng',
      'posts.need_quantity',
      'posts.need_received',
    ]);
}

/** A post as its card shows it (presenter.ts, presentCard). */
export type CardRow = InferResult<ReturnType<typeof withCardColumns>>[number];

/**
 * A page of the feed of `shape`, `rows` rows at most. The count is written into the statement,
 * not bound: PostgreSQL plans a bound LIMIT for a tenth of the rows it estimates, so the plan it
 * would keep for a prepared page looked dearer than planning each page again (about 1 ms, where
 * reading the page at a random depth of a million posts takes 0.2 ms).
 */
function buildFeedQuery(db: Db, dialect: Dialect, shape: FeedShape, rows: number) {
  const criteria = criteriaSlots(shape);
  if (sortsIds(shape) || shape.skips) {
    // The page's ids first, from the filter's index alone (the points' index near a point);
    // only the page's posts are then read with their posters and covers, rather than every
    // post at the points before the sort, or every post a page by number passes over.
    const idsUpTo = (count: number) =>
      inFeedOrder(
        filtered(feedSource(db, dialect, criteria).select('posts.id'), criteria, dialect),
        dialect,
        shape,
        shape.after ? CURSOR_START : undefined,
      ).limit(sql.lit(count));
    const page = withCardColumns(db.selectFrom('posts'));
    return (
      shape.skips
        ? page.where(pastSkipped(dialect, idsUpTo, rows))
        : page.where('posts.id', 'in', idsUpTo(rows))
    ).orderBy('posts.id', shape.sort === 'newest' ? 'desc' : 'asc');
  }
  return inFeedOrder(
    filtered(withCardColumns(feedSource(db, dialect, criteria)), criteria, dialect),
    dialect,
    shape,
    shape.after ? CURSOR_START : undefined,
  ).limit(sql.lit(rows));
}

/**
 * The test of a page by number: its `rows` ids after the `skip` posts it passes over (fewer
 * than PAGE_START_SPACING, from a remembered page start). On PostgreSQL the ids are taken from
 * an array of as many as could be needed, by a bound slice: a bound OFFSET, like a bound LIMIT,
 * would make the plan kept for the statement look dearer than planning it each time.
 */
function pastSkipped(
  dialect: Dialect,
  idsUpTo: (count: number) => SelectQueryBuilder<Database, 'posts', { id: number }>,
  rows: number,
) {
  const skip = slot<number>('skip');
  if (dialect === 'sqlite') return sql<boolean>`posts.id in (${idsUpTo(rows).offset(skip)})`;
  const passed = idsUpTo(PAGE_START_SPACING - 1 + rows);
  return sql<boolean>`posts.id = any((array(${passed}))[${skip} + 1 : ${skip} + ${sql.lit(rows)}])`;
}

/**
 * The id of the post `skip` places after the start (or from the beginning) in feed order, read
 * from the filter's index alone.
 */
function feedIdQuery(db: Db, dialect: Dialect, shape: FeedShape, start: FeedStart | undefined) {
  const criteria = criteriaSlots(shape);
  return inFeedOrder(
    filtered(feedSource(db, dialect, criteria).select('posts.id'), criteria, dialect),
    dialect,
    shape,
    start,
  )
    .limit(1)
    .offset(slot<number>('skip'));
}

/**
 * The ids at places skip, 2·skip+1, … of the feed: from each, the next is `skip` places on, a
 * short walk of the filter's index, so the whole walk reads each index entry once and no more
 * (SQLite numbers rows with row_number() several times slower).
 */
function buildPageStartsQuery(db: Db, dialect: Dialect, shape: FeedShape) {
  const next = { id: sql<number>`starts.id`, rowid: sql<number>`-starts.id` };
  return db
    .withRecursive('starts(id, place)', (cte) =>
      cte
        .selectNoFrom([
          feedIdQuery(db, dialect, shape, undefined).as('id'),
          sql<number>`1`.as('place'),
        ])
        .unionAll((walk) =>
          walk
            .selectFrom('starts')
            .select([
              feedIdQuery(db, dialect, shape, next).as('id'),
              sql<number>`starts.place + 1`.as('place'),
            ])
            .where('starts.id', 'is not', null),
        ),
    )
    .selectFrom('starts')
    .select('starts.id')
    .where('starts.id', 'is not', null)
    .$narrowType<{ id: number }>()
    .orderBy('starts.place');
}

export type FeedRow = InferResult<ReturnType<typeof buildFeedQuery>>[number];

/** Compiled queries of each database handle, by kind and shape (a few dozen of each). */
const templates = new WeakMap<Db, Map<string, QueryTemplate<unknown>>>();

function templateOf<Row>(db: Db, key: string, build: () => Compilable<Row>): QueryTemplate<Row> {
  let ofDb = templates.get(db);
  if (!ofDb) {
    ofDb = new Map();
    templates.set(db, ofDb);
  }
  let template = ofDb.get(key) as QueryTemplate<Row> | undefined;
  if (!template) {
    template = QueryTemplate.of(build());
    ofDb.set(key, template as QueryTemplate<unknown>);
  }
  return template;
}

function shapeKey(kind: string, shape: FeedShape): string {
  return `${kind}:${shape.kind}:${shape.sort}:${shape.availability ?? 'all'}:${shape.searchMode}:${Number(shape.excludes)}${Number(shape.walks)}${Number(shape.throughConcept)}${Number(shape.category)}${Number(shape.region)}${Number(shape.after)}${Number(shape.skips)}${Number(shape.hidesBlocked)}:${shape.near}`;
}

/** One page of visible posts in id (creation) order, plus one row to tell whether more follow. */
export async function feedPage(
  db: Db,
  dialect: Dialect,
  request: FeedPageRequest,
): Promise<FeedRow[]> {
  const criteria = criteriaOf(dialect, request.filters);
  const shape = shapeOf(
    criteria,
    request.sort,
    request.after !== undefined,
    request.skip !== undefined,
  );
  // The page's rows and one more, to tell whether more follow.
  const rows = request.limit + 1;
  const template = templateOf(db, `${shapeKey('page', shape)}:${rows}`, () =>
    buildFeedQuery(db, dialect, shape, rows),
  );
  const read = await readingPlanned(db, dialect, planOf(request.filters), (reader) =>
    reader.executeQuery(
      template.bind({ ...feedValues(criteria, request.after), skip: request.skip }),
    ),
  );
  return read.rows;
}

/** The ids at places every-1, 2·every-1, … of a feed, in feed order: one walk of its index. */
export async function feedPageStarts(
  db: Db,
  dialect: Dialect,
  filters: FeedFilters,
  sort: IdOrder,
  every: number,
): Promise<number[]> {
  const criteria = criteriaOf(dialect, filters);
  const shape = shapeOf(criteria, sort, false);
  const template = templateOf(db, shapeKey('starts', shape), () =>
    buildPageStartsQuery(db, dialect, shape),
  );
  const { rows } = await readingPlanned(db, dialect, planOf(filters), (reader) =>
    reader.executeQuery(template.bind({ ...feedValues(criteria, undefined), skip: every - 1 })),
  );
  return rows.map((row) => row.id);
}

/**
 * How many of the posts of `posterIds` the feed of `filters` (its blocks aside) shows: read
 * along those members' posts (posts_user_idx), the search tested on each of them, so a viewer's
 * hidden posts cost what those few members posted.
 */
export async function countFeedOf(
  db: Db,
  dialect: Dialect,
  filters: FeedFilters,
  posterIds: readonly number[],
): Promise<number> {
  if (posterIds.length === 0) return 0;
  const criteria = criteriaOf(dialect, { ...filters, hiddenBy: undefined });
  let query = filtered(
    db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('posts.user_id', 'in', [...posterIds]),
    criteria,
    dialect,
  );
  if (criteria.searchMode !== 'none' && dialect === 'sqlite') {
    query = query.where(
      sql<boolean>`exists (select 1 from posts_words
        where posts_words match ${criteria.search} and posts_words.rowid = -posts.id)`,
    );
  }
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** What is read of the posts of a feed at one point: how many (up to a cap) and the newest. */
export interface PostsAtPoint {
  count: number;
  /** newest first */
  newest: number[];
}

/**
 * The posts of a feed at each of `pointIds`: how many, counted up to `countCap`, and the
 * `newest` newest, from the points' index (posts_point_feed_idx), one seek and a short walk for
 * each point, all in one query. Only for filters with no words, blocks, distance or wanted posts,
 * which the feed near a point composes from these (service.ts).
 */
export async function postsAtPoints(
  db: Db,
  dialect: Dialect,
  filters: Pick<FeedFilters, 'availability' | 'category' | 'region'>,
  pointIds: readonly number[],
  { countCap, newest }: { countCap: number; newest: number },
): Promise<Map<number, PostsAtPoint>> {
  const criteria = criteriaOf(dialect, filters);
  const point = dialect === 'sqlite' ? sql`points.value` : sql`points.id`;
  const atPoint = () =>
    filtered(db.selectFrom('posts').select('posts.id'), criteria, dialect).where(
      sql<boolean>`posts.point_id = ${point}`,
    );
  const counted = atPoint().limit(countCap);
  const newestIds = atPoint().orderBy('posts.id', 'desc').limit(newest);
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ point_id: number; count: number; ids: string }>`select
          points.value as point_id,
          (select count(*) from (${counted})) as count,
          (select json_group_array(id) from (${newestIds})) as ids
          from json_each(${JSON.stringify(pointIds)}) as points`.execute(db)
      : await sql<{ point_id: number; count: string; ids: number[] }>`select
          points.id as point_id,
          (select count(*) from (${counted}) as counted) as count,
          array(${newestIds}) as ids
          from unnest(${[...pointIds]}::int[]) as points(id)`.execute(db);
  return new Map(
    rows.map((row) => {
      const ids: number[] = typeof row.ids === 'string' ? JSON.parse(row.ids) : row.ids;
      return [
        Number(row.point_id),
        // SQLite's aggregate is not bound to the subquery's order.
        { count: Number(row.count), newest: ids.map(Number).sort((x, y) => y - x) },
      ];
    }),
  );
}

/** The cards of these posts (in no order); a post no longer there has none. */
export async function cardsOf(db: Db, ids: readonly number[]): Promise<FeedRow[]> {
  if (ids.length === 0) return [];
  return withCardColumns(db.selectFrom('posts'))
    .where('posts.id', 'in', [...ids])
    .execute();
}

export interface FeedVersions {
  feed: number;
  display: number;
}

/**
 * The feed's versions: `feed` changes with every change of a post the feed shows (migration
 * 0022), `display` with every change of how a post is shown on its card or page (migration
 * 0023).
 */
export async function feedVersions(db: Db): Promise<FeedVersions> {
  const row = await db
    .selectFrom('feed_version')
    .innerJoin('display_version', (join) => join.on('display_version.id', '=', 1))
    .select(['feed_version.version as feed', 'display_version.version as display'])
    .where('feed_version.id', '=', 1)
    .executeTakeFirstOrThrow();
  return { feed: Number(row.feed), display: Number(row.display) };
}

/** How many posts a feed shows. */
export async function countFeed(db: Db, dialect: Dialect, filters: FeedFilters): Promise<number> {
  const criteria = criteriaOf(dialect, filters);
  const row = await filtered(
    feedSource(db, dialect, criteria).select((eb) => eb.fn.countAll<string | number>().as('count')),
    criteria,
    dialect,
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The posts of a feed counted up to a cap (cappedFeedIds). */
export interface CappedIds {
  count: number;
  /** PostgreSQL: every post's id, newest first, when there are fewer than the cap */
  newestFirst?: readonly number[];
}

/**
 * The posts of a feed near a point or of a part of a search, counted up to `cap`: past it the
 * count would read every match of a common word (300 ms for a sixth of a million posts on
 * SQLite). On PostgreSQL, when there are fewer, their ids too, so that the part's pages are
 * read by id: its word index gathers every match of a search before it gives the first (12 to
 * 25 ms for a word in 1 post in 30 of a million), and reading a page through it would gather
 * them all again. SQLite's word index gives its matches newest first and stops after a page,
 * so there a page is read through it, and the count brings back no rows.
 */
export async function cappedFeedIds(
  db: Db,
  dialect: Dialect,
  filters: FeedFilters,
  cap: number,
): Promise<CappedIds> {
  const criteria = criteriaOf(dialect, filters);
  if (dialect === 'sqlite') {
    // The word index alone holds what else this feed asks of a post (withFeedWords): no row is
    // read.
    const matching =
      filters.words && wordIndexAlone(filters)
        ? sql`select 1 from posts_words where posts_words match ${criteria.search} limit ${cap}`
        : filtered(
            feedSource(db, dialect, criteria).select(sql<number>`1`.as('one')),
            criteria,
            dialect,
          ).limit(cap);
    const { rows } = await sql<{
      count: number;
    }>`select count(*) as count from (${matching})`.execute(db);
    return { count: Number(rows[0]?.count ?? 0) };
  }
  // Points alone are read from their index (an index-only scan), as are a concept's posts,
  // newest first so that the read stops at the cap: no setting needed.
  const throughConcept = criteria.concept !== undefined;
  const plan = filters.words && !throughConcept ? 'lookup' : undefined;
  // One row, with the ids only below the cap: the database sends, and the driver parses, no
  // thousand rows for a part whose count is all that is used of them.
  const row = await readingPlanned(db, dialect, plan, (reader) => {
    const source = conceptRowsAlone(reader, criteria) ?? feedSource(reader, dialect, criteria);
    const read = filtered(source.select('posts.id'), criteria, dialect).limit(cap);
    const matching = (throughConcept ? read.orderBy('posts.id', 'desc') : read).as('matching');
    return reader
      .selectFrom(matching)
      .select([
        sql<string>`count(*)`.as('count'),
        sql<number[] | null>`case when count(*) < ${cap}
          then array_agg(matching.id order by matching.id desc) end`.as('newest_first'),
      ])
      .executeTakeFirstOrThrow();
  });
  const count = Number(row.count);
  if (count >= cap) return { count: cap };
  return { count, newestFirst: (row.newest_first ?? []).map(Number) };
}

/** SQLite's count of rows changed since the connection opened: how FTS5 reports merge work. */
async function totalChanges(db: Db): Promise<number> {
  const { rows } = await sql<{ changes: number }>`select total_changes() as changes`.execute(db);
  return rows[0]?.changes ?? 0;
}

/**
 * One bounded merge of SQLite's word index (posts_words, FTS5), and whether it found work. A
 * negative page count makes every segment eligible (ending in one segment, like 'optimize' but
 * in small steps); a positive one merges only where a level holds several segments (SQLite's
 * 'usermerge', 4 by default). Fewer than two changes means there was nothing to merge.
 */
export async function mergeWordIndexStep(db: Db, pages: number): Promise<boolean> {
  const before = await totalChanges(db);
  await sql`insert into posts_words(posts_words, rank) values ('merge', ${pages})`.execute(db);
  return (await totalChanges(db)) - before >= 2;
}

export interface MemberItemsRequest {
  userId: number;
  availability: MemberItemList;
  limit: number;
  after?: DatedPosition;
}

/**
 * A member's visible items of one availability (on offer, or given away), newest first, as
 * cards: `limit` of them after a position, read along posts_user_idx (user_id, created_at, id).
 */
export function memberItemsPage(db: Db, request: MemberItemsRequest) {
  const { after } = request;
  let query = withCardColumns(db.selectFrom('posts'))
    .where('posts.user_id', '=', request.userId)
    .where('posts.moderation_status', '=', 'visible')
    .where('posts.kind', '=', 'give')
    .where('posts.availability', '=', request.availability);
  // An expired offer is no longer on offer; one given away stays in the member's gifts.
  if (request.availability === 'available') query = query.where('posts.expired_at', 'is', null);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('posts.created_at', 'posts.id'), '<', eb.tuple(after.createdAt, after.id)),
    );
  }
  return query
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(request.limit)
    .execute();
}
