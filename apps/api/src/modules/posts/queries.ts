import { sql, type Selectable } from 'kysely';

import type { Availability, ClaimStatus } from '@tabarru/contract/constants';

import type { Dialect } from '../../db/database';
import { withPosterAndCover } from '../../db/post-cover';
import type { Db, ModerationStatus, PostsTable } from '../../db/schema';
import { searchColumnsOf } from '../feed/search-words';
import type { OfferDetailColumns } from './offer-details';
import { placeWhere, pointIdOf, type PostWhere } from '../places/service';

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
  /** where it is; read from `location` alone when left out (placeWhere) */
  where?: PostWhere;
}

/** The stored columns of where a post is, its shown point added to the points if new. */
async function whereColumns(db: Db, content: PostContent) {
  const where = content.where ?? placeWhere(content);
  return {
    place_id: where.placeId,
    exact_lat: where.exact?.lat ?? null,
    exact_lng: where.exact?.lng ?? null,
    point_id: await pointIdOf(db, where.shown),
  };
}

export interface NewPost extends PostContent {
  userId: number;
  /** its condition, quantity, deadline and how it is shared (offer-details.ts); the defaults when left out */
  details?: OfferDetailColumns;
  /** what the blocklist found in its text: a post with findings is flagged from the start */
  blocklistMatches: string[];
  /** a wanted post and when it expires; a giving post when left out */
  wanted?: { expiresAt: string };
  /** a giving post: when its days on the feed end unless renewed (freshness/policy.ts) */
  offerEndsAt?: string;
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
  const search = searchColumnsOf(post);
  const where = await whereColumns(db, post);
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
      ...search,
      ...where,
      ...(post.details ?? {}),
      ...(post.wanted
        ? { kind: 'wanted' as const, expires_at: post.wanted.expiresAt }
        : { expires_at: post.offerEndsAt ?? null }),
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
  return (
    db
      .selectFrom('posts')
      .innerJoin('users', 'users.id', 'posts.user_id')
      .leftJoin('post_points', 'post_points.id', 'posts.point_id')
      // The organisation a need asks for (a verified one's account only posts needs).
      .leftJoin('organisations', (join) =>
        join
          .onRef('organisations.user_id', '=', 'posts.user_id')
          .on('organisations.status', '=', 'verified'),
      )
      .selectAll('posts')
      .select([
        'post_points.lat as shown_lat',
        'post_points.lng as shown_lng',
        'organisations.id as organisation_id',
        'organisations.name_en as organisation_name_en',
        'organisations.name_ar as organisation_name_ar',
        'users.username',
        'users.rating_sum',
        'users.rating_count',
        'users.is_admin as poster_is_admin',
        'users.created_at as poster_created_at',
        'users.items_donated as poster_items_donated',
      ])
      .where('posts.id', '=', postId)
      .executeTakeFirst()
  );
}

export type PostWithPoster = NonNullable<Awaited<ReturnType<typeof findPostWithPoster>>>;

/** A post as its page shows it to anyone who may see it: the viewer's own part is read apart. */
export interface ShownPost {
  post: PostWithPoster;
  gallery: Awaited<ReturnType<typeof imagesOfPost>>;
}

/**
 * The post's owner and state, its row locked until the transaction ends on PostgreSQL (FOR NO
 * KEY UPDATE: other edits, claims, the answers to claims, reports, reviews and the deletion of
 * the post wait; inserting a row that only names it does not), so the rules of an edit, a
 * claim, a confirmation or a review are checked on what it changes, and reports of one version
 * count one after another. SQLite has one writer at a time.
 */
export function lockPost(trx: Db, dialect: Dialect, postId: number) {
  const query = trx
    .selectFrom('posts')
    .select([
      'id',
      'user_id',
      'title',
      'kind',
      'moderation_status',
      'availability',
      'blocklist_matches',
      'item_condition',
      'quantity',
      'quantity_left',
      'can_deliver',
      'deadline',
      'deadline_at',
      'share_mode',
      'draw_seed',
      'drawn_at',
      'expires_at',
      'expired_at',
      'created_at',
      'need_quantity',
      'need_received',
      'version',
      'approved_version',
    ])
    .where('id', '=', postId);
  return (dialect === 'postgres' ? query.forNoKeyUpdate() : query).executeTakeFirst();
}

/** A post as lockPost read it. */
export type LockedPost = NonNullable<Awaited<ReturnType<typeof lockPost>>>;

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

/** The status of a member's most recent claim on a post (its page shows it), or null. */
export async function latestClaimStatus(
  db: Db,
  postId: number,
  receiverId: number,
): Promise<ClaimStatus | null> {
  const row = await db
    .selectFrom('donation_claims')
    .select('status')
    .where('post_id', '=', postId)
    .where('receiver_id', '=', receiverId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.status ?? null;
}

/** What a line about each of these posts shows: its title, availability and cover. */
export function postSummaries(db: Db, postIds: number[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return withPosterAndCover(db.selectFrom('posts'))
    .select(['posts.id', 'posts.title', 'posts.availability', 'cover.image_hash as cover_hash'])
    .where('posts.id', 'in', postIds)
    .execute();
}

/** The post went to the receiver of a confirmed claim: donated, and locked so. */
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

export interface PostChanges extends PostContent {
  availability: Availability;
  moderation: EditedModeration;
  /** left as they are when left out (a wanted post's edit) */
  details?: OfferDetailColumns;
}

/** Writes an edit as the post's next version. */
export async function updatePost(db: Db, postId: number, changes: PostChanges): Promise<void> {
  const now = new Date().toISOString();
  const { moderation } = changes;
  const search = searchColumnsOf(changes);
  const where = await whereColumns(db, changes);
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
      ...search,
      ...where,
      ...(changes.details ?? {}),
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

/**
 * A suspended member's posts leave every list of visible posts: each becomes 'removed', keeping
 * the status it had. One statement, so the feed's version moves once however many there are.
 */
export async function setAsideMemberPosts(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('posts')
    .set({
      status_before_suspension: sql<'visible' | 'flagged'>`moderation_status`,
      moderation_status: 'removed',
    })
    .where('user_id', '=', userId)
    .where('moderation_status', '!=', 'removed')
    .execute();
}

/** The suspension lifted: each post set aside gets back the status it had. */
export async function restoreMemberPosts(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('posts')
    .set({
      moderation_status: sql<ModerationStatus>`status_before_suspension`,
      status_before_suspension: null,
    })
    .where('user_id', '=', userId)
    .where('status_before_suspension', 'is not', null)
    .execute();
}

export function postsOfMember(db: Db, userId: number) {
  return db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.user_id')
    .leftJoin('post_points', 'post_points.id', 'posts.point_id')
    .selectAll('posts')
    .select([
      'users.username',
      'users.rating_sum',
      'users.rating_count',
      'post_points.lat as shown_lat',
      'post_points.lng as shown_lng',
    ])
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
    .select(['post_id', 'image_hash', 'position', 'width', 'height'])
    .where('post_id', 'in', postIds)
    .orderBy('post_id')
    .orderBy('position')
    .execute();
}
