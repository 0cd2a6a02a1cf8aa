import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';

import type { Availability, Category, Region } from '@tabarru/contract/constants';
import type { FeedSort } from '@tabarru/contract/posts';

import type { Dialect } from '../../db/database';
import type { Database, PostsTable } from '../../db/schema';
import type { FeedPosition } from './feed-cursor';

type Db = Kysely<Database>;
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
    .select(['users.username', 'users.is_admin as poster_is_admin'])
    .where('posts.id', '=', postId)
    .executeTakeFirst();
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
}

/** Characters FTS5 trigram needs to use its index; shorter searches test each title. */
const TRIGRAM_LENGTH = 3;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function trigramPhrase(search: string): string {
  return `"${search.replace(/"/g, '""')}"`;
}

/** On SQLite a search of 3 characters or more reads the trigram index, whose rowid is the post id. */
function usesTrigramIndex(dialect: Dialect, filters: FeedFilters): boolean {
  return (
    dialect === 'sqlite' &&
    filters.search !== undefined &&
    [...filters.search].length >= TRIGRAM_LENGTH
  );
}

/** The visible posts matching the category, the region and, except through FTS, the search. */
function filtered<O>(
  query: SelectQueryBuilder<Database, 'posts', O>,
  filters: FeedFilters,
  dialect: Dialect,
): SelectQueryBuilder<Database, 'posts', O> {
  let result = query.where('posts.moderation_status', '=', 'visible');
  if (filters.category) result = result.where('posts.category', '=', filters.category);
  if (filters.region) result = result.where('posts.region', '=', filters.region);
  const search = filters.search;
  if (search === undefined || usesTrigramIndex(dialect, filters)) return result;
  if (dialect === 'sqlite') {
    // Both sides are normalised already, so a plain substring test is the whole rule.
    return result.where(sql<boolean>`instr(posts.search_text, ${search}) > 0`);
  }
  return result.where(
    sql<boolean>`posts.search_text like ${`%${escapeLike(search)}%`} escape '\\'`,
  );
}

/**
 * The posts of a feed query, starting from the trigram index when it applies: FTS5 yields its
 * matches in rowid (post id) order, so the database stops after a page instead of collecting
 * and sorting every match.
 */
function feedSource(db: Db, dialect: Dialect, filters: FeedFilters) {
  if (!usesTrigramIndex(dialect, filters)) return db.selectFrom('posts');
  return db
    .selectFrom('posts_search')
    .innerJoin('posts', 'posts.id', 'posts_search.rowid')
    .where(sql<boolean>`posts_search match ${trigramPhrase(filters.search ?? '')}`)
    .select([]) as unknown as SelectQueryBuilder<Database, 'posts', object>;
}

export interface FeedPageRequest {
  filters: FeedFilters;
  sort: FeedSort;
  limit: number;
  after?: FeedPosition;
  offset?: number;
}

/** One page of visible posts in id (creation) order, plus one row to tell whether more follow. */
export function feedPage(db: Db, dialect: Dialect, request: FeedPageRequest) {
  const newest = request.sort === 'newest';
  const direction = newest ? 'desc' : 'asc';
  const source = feedSource(db, dialect, request.filters);
  let query = filtered(
    source
      .innerJoin('users', 'users.id', 'posts.user_id')
      // Galleries are numbered from 0 (renumberImages), so the cover is one index lookup.
      .leftJoin('post_images as cover', (join) =>
        join.onRef('cover.post_id', '=', 'posts.id').on('cover.position', '=', 0),
      )
      .select([
        'posts.id',
        'posts.user_id',
        'users.username',
        'posts.title',
        'posts.location',
        'posts.category',
        'posts.availability',
        'posts.created_at',
        'cover.image_hash as cover_hash',
      ]),
    request.filters,
    dialect,
  );
  // Through FTS the order and the cursor name the index's rowid, so SQLite reads it newest
  // first and stops after a page; named as posts.id it would test every post instead.
  const orderKey = usesTrigramIndex(dialect, request.filters)
    ? sql<number>`posts_search.rowid`
    : sql<number>`posts.id`;
  if (request.after) query = query.where(orderKey, newest ? '<' : '>', request.after.id);
  query = query.orderBy(orderKey, direction).limit(request.limit + 1);
  if (!request.after && request.offset) query = query.offset(request.offset);
  return query.execute();
}

export async function countFeed(db: Db, dialect: Dialect, filters: FeedFilters): Promise<number> {
  const row = await filtered(
    feedSource(db, dialect, filters).select((eb) => eb.fn.countAll<string | number>().as('count')),
    filters,
    dialect,
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface PostChanges extends PostContent {
  availability: Availability;
}

export async function updatePost(db: Db, postId: number, changes: PostChanges): Promise<void> {
  await db
    .updateTable('posts')
    .set({
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
      updated_at: new Date().toISOString(),
    })
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

/** Whether any post or event still shows the stored file. */
export async function isImageInUse(db: Db, hash: string): Promise<boolean> {
  const [post, event] = await Promise.all([
    db.selectFrom('post_images').select('id').where('image_hash', '=', hash).executeTakeFirst(),
    db.selectFrom('event_images').select('id').where('image_hash', '=', hash).executeTakeFirst(),
  ]);
  return post !== undefined || event !== undefined;
}

export function postsOfMember(db: Db, userId: number) {
  return db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.user_id')
    .selectAll('posts')
    .select('users.username')
    .where('posts.user_id', '=', userId)
    .where('posts.moderation_status', '!=', 'removed')
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
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
