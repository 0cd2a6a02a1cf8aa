import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';

import type { Availability, Category, Region } from '@tabarru/contract/constants';
import type { FeedSort } from '@tabarru/contract/posts';

import type { Dialect } from '../../db/database';
import type { Database, PostsTable } from '../../db/schema';
import type { FeedPosition } from './feed-cursor';

type Db = Kysely<Database>;
export type PostRow = Selectable<PostsTable>;

export interface NewPost {
  userId: number;
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

/**
 * How SQLite finds the posts of a search: through the trigram index (best when few posts match),
 * or by walking the feed in order and testing each title (best when many match, since a page
 * fills after a few hundred rows instead of sorting every match).
 */
export type SearchStrategy = 'trigram-index' | 'ordered-scan';

/** Characters FTS5 trigram needs to use its index; shorter searches scan search_text. */
const TRIGRAM_LENGTH = 3;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The visible posts matching the filters. On SQLite a search is either driven by the trigram
 * index (the matching rows are fetched, then sorted; `+` keeps SQLite from walking the feed
 * index instead), or tested row by row; a count without the index scans the table, which is
 * far cheaper than visiting every row through an index. PostgreSQL plans this itself.
 */
function filtered<O>(
  query: SelectQueryBuilder<Database, 'posts', O>,
  filters: FeedFilters,
  dialect: Dialect,
  strategy: SearchStrategy | 'count',
): SelectQueryBuilder<Database, 'posts', O> {
  const search = filters.search;
  const sqlite = dialect === 'sqlite';
  const byTrigrams =
    sqlite &&
    search !== undefined &&
    [...search].length >= TRIGRAM_LENGTH &&
    strategy !== 'ordered-scan';
  const unindexedStatus = sqlite && search !== undefined && strategy !== 'ordered-scan';
  let result = unindexedStatus
    ? query.where(sql<string>`+posts.moderation_status`, '=', 'visible')
    : query.where('posts.moderation_status', '=', 'visible');
  if (filters.category) result = result.where('posts.category', '=', filters.category);
  if (filters.region) result = result.where('posts.region', '=', filters.region);
  if (search === undefined) return result;
  if (byTrigrams) {
    const phrase = `"${search.replace(/"/g, '""')}"`;
    return result.where(
      'posts.id',
      'in',
      sql<number>`(select rowid from posts_search where posts_search match ${phrase})`,
    );
  }
  if (sqlite) {
    // Both sides are normalised already, so a plain substring test is the whole rule.
    return result.where(sql<boolean>`instr(posts.search_text, ${search}) > 0`);
  }
  return result.where(
    sql<boolean>`posts.search_text like ${`%${escapeLike(search)}%`} escape '\\'`,
  );
}

export interface FeedPageRequest {
  filters: FeedFilters;
  searchStrategy?: SearchStrategy;
  sort: FeedSort;
  limit: number;
  after?: FeedPosition;
  offset?: number;
}

/** One page of visible posts, keyset-paged on (created_at, id), plus one row to tell hasMore. */
export function feedPage(db: Db, dialect: Dialect, request: FeedPageRequest) {
  const newest = request.sort === 'newest';
  const direction = newest ? 'desc' : 'asc';
  let query = filtered(
    db
      .selectFrom('posts')
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
    request.searchStrategy ?? 'trigram-index',
  );
  const after = request.after;
  if (after) {
    // A row-value comparison, so both databases seek the feed index instead of filtering it.
    query = query.where(
      (eb) => eb.refTuple('posts.created_at', 'posts.id'),
      newest ? '<' : '>',
      (eb) => eb.tuple(after.createdAt, after.id),
    );
  }
  query = query
    .orderBy('posts.created_at', direction)
    .orderBy('posts.id', direction)
    .limit(request.limit + 1);
  if (!after && request.offset) query = query.offset(request.offset);
  return query.execute();
}

export async function countFeed(db: Db, dialect: Dialect, filters: FeedFilters): Promise<number> {
  const row = await filtered(
    db.selectFrom('posts').select((eb) => eb.fn.countAll<string | number>().as('count')),
    filters,
    dialect,
    'count',
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface PostChanges {
  title: string;
  description: string;
  email: string;
  phone: string;
  location: string;
  region: string;
  category: string;
  extras: string[];
  searchText: string;
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
