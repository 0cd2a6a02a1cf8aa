import {
  sql,
  type Compilable,
  type InferResult,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';

import type { Availability, Category, FeedSort, Region } from '@tabarru/contract/constants';

import type { Dialect } from '../../db/database';
import { QueryTemplate, slot } from '../../db/query-template';
import type { Database, Db, ModerationStatus, PostsTable } from '../../db/schema';
import type { DatedPosition, FeedPosition } from './feed-cursor';
import type { Viewer } from './policy';

export type PostRow = Selectable<PostsTable>;

/** The columns a post's form sets, on creation and on every edit. */
export interface PostContent {
  title: string;
  description: string;
  email: string;
  phone: string;
  location: string;
  region: string;
  category: string;
  extras: string[];
  searchText: string;
}

export interface NewPost extends PostContent {
  userId: number;
  /** what the blocklist found in its text: a post with findings is flagged from the start */
  blocklistMatches: string[];
}

/** How an edit leaves a post's moderation (moderation/policy.ts). */
export interface EditedModeration {
  status: ModerationStatus;
  blocklistMatches: string[];
  newlyFlagged: boolean;
}

export interface NewImage {
  hash: string;
  width: number;
  height: number;
}

export async function insertPost(db: Db, post: NewPost): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('posts')
    .values({
      user_id: post.userId,
      title: post.title,
      description: post.description,
      email: post.email,
      phone: post.phone,
      location: post.location,
      region: post.region,
      category: post.category,
      features: JSON.stringify(post.extras),
      search_text: post.searchText,
      ...(post.blocklistMatches.length > 0 && {
        moderation_status: 'flagged' as const,
        flagged_at: now,
        blocklist_matches: JSON.stringify(post.blocklistMatches),
      }),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Appends images to a post's gallery, after the ones it has. */
export async function appendImages(db: Db, postId: number, images: NewImage[]): Promise<void> {
  if (images.length === 0) return;
  const last = await db
    .selectFrom('post_images')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('post_id', '=', postId)
    .executeTakeFirst();
  const start = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
  const now = new Date().toISOString();
  await db
    .insertInto('post_images')
    .values(
      images.map((image, index) => ({
        post_id: postId,
        position: start + index,
        image_hash: image.hash,
        width: image.width,
        height: image.height,
        created_at: now,
      })),
    )
    .execute();
}

export function findPostWithPoster(db: Db, postId: number) {
  return db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.user_id')
    .selectAll('posts')
    .select([
      'users.username',
      'users.rating_sum',
      'users.rating_count',
      'users.is_admin as poster_is_admin',
      'users.created_at as poster_created_at',
      'users.items_donated as poster_items_donated',
    ])
    .where('posts.id', '=', postId)
    .executeTakeFirst();
}

/**
 * The post's owner and state, its row locked until the transaction ends on PostgreSQL (FOR NO
 * KEY UPDATE: other edits, claims, the answers to claims and the deletion of the post wait;
 * inserting a row that only names it does not), so the rules of an edit, a claim or a
 * confirmation are checked on what it changes. SQLite has one writer at a time.
 */
export function lockPost(trx: Db, dialect: Dialect, postId: number) {
  const query = trx
    .selectFrom('posts')
    .select(['id', 'user_id', 'title', 'moderation_status', 'availability', 'blocklist_matches'])
    .where('id', '=', postId);
  return (dialect === 'postgres' ? query.forNoKeyUpdate() : query).executeTakeFirst();
}

/**
 * The post's owner and moderation, for a row that will name it (a message about it): held on
 * PostgreSQL FOR KEY SHARE until the transaction ends, so it is not deleted before that row is
 * written, while edits, claims and their answers do not wait.
 */
export function findPostToReference(trx: Db, dialect: Dialect, postId: number) {
  const query = trx
    .selectFrom('posts')
    .select(['id', 'user_id', 'moderation_status'])
    .where('id', '=', postId);
  return (dialect === 'postgres' ? query.forKeyShare() : query).executeTakeFirst();
}

/**
 * canSeePost (policy.ts) as a condition on the post of the table `alias`, for queries that
 * keep only what `viewer` may see: a visible post, or any post to its owner and administrators.
 */
export function postSeenBy(viewer: Viewer, alias: string): RawBuilder<SqlBool> {
  if (viewer.is_admin === 1) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`(${sql.ref(`${alias}.moderation_status`)} = 'visible'
    or ${sql.ref(`${alias}.user_id`)} = ${viewer.id})`;
}

/** What a line about each of these posts shows: its title, availability and cover. */
export function postSummaries(db: Db, postIds: number[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return withPosterAndCover(db.selectFrom('posts'))
    .select(['posts.id', 'posts.title', 'posts.availability', 'cover.image_hash as cover_hash'])
    .where('posts.id', 'in', postIds)
    .execute();
}

/** The post went to the receiver of a confirmed claim: donated, and locked so (spec 000 §4). */
export async function markDonated(db: Db, postId: number): Promise<void> {
  await db
    .updateTable('posts')
    .set({ availability: 'donated', updated_at: new Date().toISOString() })
    .where('id', '=', postId)
    .execute();
}

export function imagesOfPost(db: Db, postId: number) {
  return db
    .selectFrom('post_images')
    .select(['id', 'image_hash', 'width', 'height', 'position'])
    .where('post_id', '=', postId)
    .orderBy('position')
    .execute();
}

export interface FeedFilters {
  category?: Category;
  region?: Region;
  /** normalised search text */
  search?: string;
  /** a signed-in viewer's blocks: the posts of the members they blocked are left out */
  hiddenBy?: HiddenPosters;
}

/** The members a viewer blocked (at least one), whose posts leave that viewer's feed. */
export interface HiddenPosters {
  viewerId: number;
  /** in id order: with the viewer, they name the feed in the caches */
  blockedIds: readonly number[];
}

/** Characters FTS5 trigram needs to use its index; shorter searches test each title. */
const TRIGRAM_LENGTH = 3;

/**
 * How a feed query finds titles: not at all, through SQLite's trigram index (its rowid is minus
 * the post id), or by testing each title (PostgreSQL, whose planner picks its trigram index itself,
 * and SQLite searches too short for trigrams).
 */
type SearchMode = 'none' | 'trigram' | 'substring';

function searchModeOf(dialect: Dialect, search: string | undefined): SearchMode {
  if (search === undefined) return 'none';
  return dialect === 'sqlite' && [...search].length >= TRIGRAM_LENGTH ? 'trigram' : 'substring';
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** What the query binds for a search of the given mode. */
function searchParameter(dialect: Dialect, mode: SearchMode, search: string): string {
  if (mode === 'trigram') return `"${search.replace(/"/g, '""')}"`;
  // Both sides are normalised already, so a plain substring test is the whole rule.
  return dialect === 'sqlite' ? search : `%${escapeLike(search)}%`;
}

interface FeedCriteria {
  category?: Category;
  region?: Region;
  searchMode: SearchMode;
  /** the bound search value (searchParameter) */
  search?: string;
  /** the viewer whose blocked members' posts are left out */
  blockerId?: number;
}

/**
 * The visible posts matching the category, the region, the viewer's blocks and, except through
 * FTS, the search.
 */
function filtered<O>(
  query: SelectQueryBuilder<Database, 'posts', O>,
  criteria: FeedCriteria,
  dialect: Dialect,
): SelectQueryBuilder<Database, 'posts', O> {
  let result = query.where('posts.moderation_status', '=', 'visible');
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
  if (criteria.searchMode !== 'substring') return result;
  return result.where(
    dialect === 'sqlite'
      ? sql<boolean>`instr(posts.search_text, ${criteria.search}) > 0`
      : sql<boolean>`posts.search_text like ${criteria.search} escape '\\'`,
  );
}

/**
 * The posts of a feed query, starting from the trigram index when it applies: FTS5 yields its
 * matches in rowid order (minus the post id, so newest first), and the database stops after a
 * page instead of collecting and sorting every match.
 */
function feedSource(db: Db, criteria: FeedCriteria) {
  if (criteria.searchMode !== 'trigram') return db.selectFrom('posts');
  return db
    .selectFrom('posts_search')
    .innerJoin('posts', (join) => join.on(sql<boolean>`posts.id = -posts_search.rowid`))
    .where(sql<boolean>`posts_search match ${criteria.search}`)
    .select([]) as unknown as SelectQueryBuilder<Database, 'posts', object>;
}

function criteriaOf(dialect: Dialect, filters: FeedFilters): FeedCriteria {
  const searchMode = searchModeOf(dialect, filters.search);
  return {
    category: filters.category,
    region: filters.region,
    searchMode,
    search:
      filters.search === undefined
        ? undefined
        : searchParameter(dialect, searchMode, filters.search),
    blockerId: filters.hiddenBy?.viewerId,
  };
}

export interface FeedPageRequest {
  filters: FeedFilters;
  sort: FeedSort;
  limit: number;
  after?: FeedPosition;
}

/** What varies between feed queries other than their values: one template per shape. */
interface FeedShape {
  sort: FeedSort;
  category: boolean;
  region: boolean;
  searchMode: SearchMode;
  after: boolean;
  hidesBlocked: boolean;
}

function shapeOf(criteria: FeedCriteria, sort: FeedSort, after: boolean): FeedShape {
  return {
    sort,
    category: criteria.category !== undefined,
    region: criteria.region !== undefined,
    searchMode: criteria.searchMode,
    after,
    hidesBlocked: criteria.blockerId !== undefined,
  };
}

/** What the feed templates bind, for criteria and a starting position. */
function feedValues(criteria: FeedCriteria, after: FeedPosition | undefined) {
  return {
    category: criteria.category,
    region: criteria.region,
    search: criteria.search,
    blocker: criteria.blockerId,
    after: after?.id,
    afterRowid: after === undefined ? undefined : -after.id,
  };
}

/** The criteria of a feed shape, each value a slot of its template. */
function criteriaSlots(shape: FeedShape): FeedCriteria {
  return {
    category: shape.category ? slot<Category>('category') : undefined,
    region: shape.region ? slot<Region>('region') : undefined,
    searchMode: shape.searchMode,
    search: shape.searchMode === 'none' ? undefined : slot<string>('search'),
    blockerId: shape.hidesBlocked ? slot<number>('blocker') : undefined,
  };
}

/** Where a feed query starts: after this post id (as a slot or an expression). */
interface FeedStart {
  id: number | RawBuilder<number>;
  /** the same post as a key of SQLite's trigram index (minus the id) */
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
  shape: FeedShape,
  start: FeedStart | undefined,
): SelectQueryBuilder<Database, 'posts', O> {
  const newest = shape.sort === 'newest';
  if (shape.searchMode === 'trigram') {
    const rowid = sql<number>`posts_search.rowid`;
    const after = start ? query.where(rowid, newest ? '>' : '<', start.rowid) : query;
    return after.orderBy(rowid, newest ? 'asc' : 'desc');
  }
  const after = start ? query.where('posts.id', newest ? '<' : '>', start.id) : query;
  return after.orderBy('posts.id', newest ? 'desc' : 'asc');
}

/** Each post of `source` with its poster (`users`) and its cover (`cover`, if it has one). */
export function withPosterAndCover(source: SelectQueryBuilder<Database, 'posts', object>) {
  return (
    source
      .innerJoin('users', 'users.id', 'posts.user_id')
      // Galleries are numbered from 0 (renumberImages), so the cover is one index lookup.
      .leftJoin('post_images as cover', (join) =>
        join.onRef('cover.post_id', '=', 'posts.id').on('cover.position', '=', 0),
      )
  );
}

/**
 * What a card shows of each post of `source`: the post, its poster's name and kept rating
 * totals, its cover.
 */
function withCardColumns(source: SelectQueryBuilder<Database, 'posts', object>) {
  return withPosterAndCover(source).select([
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
  ]);
}

function buildFeedQuery(db: Db, dialect: Dialect, shape: FeedShape) {
  const criteria = criteriaSlots(shape);
  return inFeedOrder(
    filtered(withCardColumns(feedSource(db, criteria)), criteria, dialect),
    shape,
    shape.after ? CURSOR_START : undefined,
  ).limit(slot<number>('limit'));
}

/**
 * The id of the post `skip` places after the start (or from the beginning) in feed order, read
 * from the filter's index alone.
 */
function feedIdQuery(db: Db, dialect: Dialect, shape: FeedShape, start: FeedStart | undefined) {
  const criteria = criteriaSlots(shape);
  return inFeedOrder(
    filtered(feedSource(db, criteria).select('posts.id'), criteria, dialect),
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

type FeedRow = InferResult<ReturnType<typeof buildFeedQuery>>[number];

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
  return `${kind}:${shape.sort}:${shape.searchMode}:${Number(shape.category)}${Number(shape.region)}${Number(shape.after)}${Number(shape.hidesBlocked)}`;
}

/** One page of visible posts in id (creation) order, plus one row to tell whether more follow. */
export async function feedPage(
  db: Db,
  dialect: Dialect,
  request: FeedPageRequest,
): Promise<FeedRow[]> {
  const criteria = criteriaOf(dialect, request.filters);
  const shape = shapeOf(criteria, request.sort, request.after !== undefined);
  const template = templateOf(db, shapeKey('page', shape), () =>
    buildFeedQuery(db, dialect, shape),
  );
  const { rows } = await db.executeQuery(
    template.bind({ ...feedValues(criteria, request.after), limit: request.limit + 1 }),
  );
  return rows;
}

export interface FeedIdRequest {
  filters: FeedFilters;
  sort: FeedSort;
  after?: FeedPosition;
  /** how many posts to pass over first */
  skip: number;
}

/** The id of the post `skip` places after `after` in feed order; undefined past the end. */
export async function feedIdAt(
  db: Db,
  dialect: Dialect,
  request: FeedIdRequest,
): Promise<number | undefined> {
  const criteria = criteriaOf(dialect, request.filters);
  const shape = shapeOf(criteria, request.sort, request.after !== undefined);
  const template = templateOf(db, shapeKey('id', shape), () =>
    feedIdQuery(db, dialect, shape, shape.after ? CURSOR_START : undefined),
  );
  const { rows } = await db.executeQuery(
    template.bind({ ...feedValues(criteria, request.after), skip: request.skip }),
  );
  return rows[0]?.id;
}

/** The ids at places every-1, 2·every-1, … of a feed, in feed order: one walk of its index. */
export async function feedPageStarts(
  db: Db,
  dialect: Dialect,
  filters: FeedFilters,
  sort: FeedSort,
  every: number,
): Promise<number[]> {
  const criteria = criteriaOf(dialect, filters);
  const shape = shapeOf(criteria, sort, false);
  const template = templateOf(db, shapeKey('starts', shape), () =>
    buildPageStartsQuery(db, dialect, shape),
  );
  const { rows } = await db.executeQuery(
    template.bind({ ...feedValues(criteria, undefined), skip: every - 1 }),
  );
  return rows.map((row) => row.id);
}

/**
 * How many of the posts of `posterIds` the feed of `filters` (its blocks aside) shows: read
 * along those members' posts (posts_user_idx), the search tested on each title, never through
 * the title index, so a viewer's hidden posts cost what those few members posted.
 */
export async function countFeedOf(
  db: Db,
  dialect: Dialect,
  filters: FeedFilters,
  posterIds: readonly number[],
): Promise<number> {
  if (posterIds.length === 0) return 0;
  const criteria: FeedCriteria = {
    category: filters.category,
    region: filters.region,
    searchMode: filters.search === undefined ? 'none' : 'substring',
    search:
      filters.search === undefined
        ? undefined
        : searchParameter(dialect, 'substring', filters.search),
  };
  const row = await filtered(
    db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('posts.user_id', 'in', [...posterIds]),
    criteria,
    dialect,
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countFeed(db: Db, dialect: Dialect, filters: FeedFilters): Promise<number> {
  const criteria = criteriaOf(dialect, filters);
  const row = await filtered(
    feedSource(db, criteria).select((eb) => eb.fn.countAll<string | number>().as('count')),
    criteria,
    dialect,
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface PostChanges extends PostContent {
  availability: Availability;
  moderation: EditedModeration;
}

/** Writes an edit as the post's next version. */
export async function updatePost(db: Db, postId: number, changes: PostChanges): Promise<void> {
  const now = new Date().toISOString();
  const { moderation } = changes;
  await db
    .updateTable('posts')
    .set((eb) => ({
      title: changes.title,
      description: changes.description,
      email: changes.email,
      phone: changes.phone,
      location: changes.location,
      region: changes.region,
      category: changes.category,
      features: JSON.stringify(changes.extras),
      search_text: changes.searchText,
      availability: changes.availability,
      version: eb('version', '+', 1),
      moderation_status: moderation.status,
      blocklist_matches:
        moderation.blocklistMatches.length > 0 ? JSON.stringify(moderation.blocklistMatches) : null,
      ...(moderation.newlyFlagged && { flagged_at: now }),
      updated_at: now,
    }))
    .where('id', '=', postId)
    .execute();
}

export async function deleteImages(db: Db, imageIds: number[]): Promise<void> {
  if (imageIds.length === 0) return;
  await db.deleteFrom('post_images').where('id', 'in', imageIds).execute();
}

/** Renumbers a gallery 0..n-1 in its order, so the first image is always the cover. */
export async function renumberImages(db: Db, postId: number): Promise<void> {
  const images = await imagesOfPost(db, postId);
  for (const [index, image] of images.entries()) {
    if (image.position !== index) {
      await db
        .updateTable('post_images')
        .set({ position: index })
        .where('id', '=', image.id)
        .execute();
    }
  }
}

export async function deletePost(db: Db, postId: number): Promise<void> {
  await db.deleteFrom('posts').where('id', '=', postId).execute();
}

export function postsOfMember(db: Db, userId: number) {
  return db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.user_id')
    .selectAll('posts')
    .select(['users.username', 'users.rating_sum', 'users.rating_count'])
    .where('posts.user_id', '=', userId)
    .where('posts.moderation_status', '!=', 'removed')
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .execute();
}

export interface MemberItemsRequest {
  userId: number;
  limit: number;
  after?: DatedPosition;
}

/**
 * A member's items on offer (visible and available), newest first, as cards: `limit` of them
 * after a position, read along posts_user_idx (user_id, created_at, id).
 */
export function memberItemsPage(db: Db, request: MemberItemsRequest) {
  const { after } = request;
  let query = withCardColumns(db.selectFrom('posts'))
    .where('posts.user_id', '=', request.userId)
    .where('posts.moderation_status', '=', 'visible')
    .where('posts.availability', '=', 'available');
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

export function imagesOfPosts(db: Db, postIds: number[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('post_images')
    .select(['post_id', 'image_hash', 'position'])
    .where('post_id', 'in', postIds)
    .orderBy('post_id')
    .orderBy('position')
    .execute();
}

/** SQLite's count of rows changed since the connection opened: how FTS5 reports merge work. */
async function totalChanges(db: Db): Promise<number> {
  const { rows } = await sql<{ changes: number }>`select total_changes() as changes`.execute(db);
  return rows[0]?.changes ?? 0;
}

/**
 * One bounded merge of SQLite's title index (posts_search, FTS5), and whether it found work. A
 * negative page count makes every segment eligible (ending in one segment, like 'optimize' but
 * in small steps); a positive one merges only where a level holds several segments (SQLite's
 * 'usermerge', 4 by default). Fewer than two changes means there was nothing to merge.
 */
export async function mergeTitleIndexStep(db: Db, pages: number): Promise<boolean> {
  const before = await totalChanges(db);
  await sql`insert into posts_search(posts_search, rank) values ('merge', ${pages})`.execute(db);
  return (await totalChanges(db)) - before >= 2;
}
