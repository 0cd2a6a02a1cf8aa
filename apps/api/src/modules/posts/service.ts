import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

import type { Availability } from '@tabarru/contract/constants';
import { ERROR_CODES } from '@tabarru/contract/errors';
import {
  POST_IMAGES_MAX,
  POST_MESSAGES,
  postFieldsSchema,
  postUpdateFieldsSchema,
  type FeedReply,
  type MyPost,
  type ParsedFeedQuery,
  type PostFields,
  type PostDetail,
} from '@tabarru/contract/posts';

import { splitLocation } from '@tabarru/contract/location';

import type { ModuleContext } from '../../context';
import { forbidden, HttpError, notFound } from '../../infra/http-errors';
import {
  processUploads,
  removeUnusedFiles,
  withStoredImages,
  type ImageForm,
} from '../../infra/image-uploads';
import type { UserRow } from '../users/queries';
import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor';
import { presentCard, presentDetail, presentMyPost } from './presenter';
import {
  appendImages,
  countFeed,
  deleteImages,
  deletePost,
  feedPage,
  findPostWithPoster,
  imagesOfPost,
  imagesOfPosts,
  insertPost,
  isImageInUse,
  postsOfMember,
  renumberImages,
  updatePost,
  type FeedFilters,
  type PostContent,
  type PostRow,
} from './queries';
import { normalizeSearchText } from './search-text';

/** A 400 naming the first bad field of a multipart form, like the JSON routes' validation. */
function parseFields<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
): z.output<Schema> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const field = issue?.path.map(String).join('.') || undefined;
  const missing = issue?.code === 'invalid_type' && field !== undefined && !(field in fields);
  const message = missing ? `${field} is required` : (issue?.message ?? 'Invalid input');
  throw new HttpError(400, ERROR_CODES.invalidInput, message, field);
}

/** Whether any post or event still shows a stored file. */
const imageInUse = (context: ModuleContext) => (hash: string) => isImageInUse(context.db, hash);

/** The stored columns of a validated form: the region kept apart, the title normalised for search. */
function postContent(fields: PostFields): PostContent {
  return {
    title: fields.title,
    description: fields.description,
    email: fields.email,
    phone: fields.phone,
    location: fields.location,
    region: splitLocation(fields.location).region,
    category: fields.features.category,
    extras: fields.features.extras,
    searchText: normalizeSearchText(fields.title),
  };
}

export async function createPost(
  context: ModuleContext,
  member: UserRow,
  form: ImageForm,
): Promise<number> {
  const fields = parseFields(postFieldsSchema, form.fields);
  if (form.files.length === 0) {
    throw new HttpError(400, ERROR_CODES.invalidInput, POST_MESSAGES.imageRequired, 'images');
  }
  const images = await processUploads(form.files);
  const postId = await withStoredImages(context.images, imageInUse(context), images, () =>
    context.db.transaction().execute(async (trx) => {
      const id = await insertPost(trx, { userId: member.id, ...postContent(fields) });
      await appendImages(trx, id, images);
      return id;
    }),
  );
  context.feedCounts.clear();
  return postId;
}

/** A post a member may see: visible, or their own (an admin sees every post). */
async function visiblePost(context: ModuleContext, viewer: UserRow, postId: number) {
  const post = await findPostWithPoster(context.db, postId);
  const mayView =
    post &&
    (post.moderation_status === 'visible' || post.user_id === viewer.id || viewer.is_admin === 1);
  if (!mayView) throw notFound(POST_MESSAGES.notFound);
  return post;
}

export async function postDetail(
  context: ModuleContext,
  viewer: UserRow,
  postId: number,
): Promise<PostDetail> {
  const post = await visiblePost(context, viewer, postId);
  return presentDetail(context.images, post, await imagesOfPost(context.db, postId));
}

/** The owner alone edits or deletes a post (spec 000 §6). */
export function canEditPost(member: UserRow, post: Pick<PostRow, 'user_id'>): boolean {
  return member.id === post.user_id;
}

function nextAvailability(
  current: Availability,
  requested: Availability | undefined,
): Availability {
  if (requested === undefined || requested === current) return current;
  if (current === 'donated') {
    throw new HttpError(409, ERROR_CODES.conflict, POST_MESSAGES.donatedLocked, 'availability');
  }
  if (requested === 'donated') {
    throw new HttpError(
      400,
      ERROR_CODES.invalidInput,
      'An item becomes donated when its donor confirms a claim.',
      'availability',
    );
  }
  return requested;
}

/** Which of the post's images `deletedImages` names: by URL, file name, id or position. */
function imagesToDelete(
  context: ModuleContext,
  images: Awaited<ReturnType<typeof imagesOfPost>>,
  references: (string | number)[],
): number[] {
  const ids = new Set<number>();
  for (const reference of references) {
    const image = images.find((candidate, index) =>
      typeof reference === 'number'
        ? index === reference
        : reference === context.images.urlOf(candidate.image_hash) ||
          reference === context.images.thumbnailUrlOf(candidate.image_hash) ||
          reference.endsWith(`/${candidate.image_hash}.webp`) ||
          reference === String(candidate.id),
    );
    if (!image) {
      throw new HttpError(
        400,
        ERROR_CODES.invalidInput,
        'deletedImages names an image this post does not have',
        'deletedImages',
      );
    }
    ids.add(image.id);
  }
  return [...ids];
}

export async function editPost(
  context: ModuleContext,
  member: UserRow,
  postId: number,
  form: ImageForm,
  log: FastifyBaseLogger,
): Promise<PostDetail> {
  const post = await findPostWithPoster(context.db, postId);
  if (!post || post.moderation_status === 'removed') throw notFound(POST_MESSAGES.notFound);
  if (!canEditPost(member, post)) throw forbidden(POST_MESSAGES.notOwner);
  const fields = parseFields(postUpdateFieldsSchema, form.fields);
  const availability = nextAvailability(post.availability, fields.availability);
  const current = await imagesOfPost(context.db, postId);
  const removedIds = imagesToDelete(context, current, fields.deletedImages ?? []);
  const remaining = current.length - removedIds.length + form.files.length;
  if (remaining === 0) {
    throw new HttpError(400, ERROR_CODES.invalidInput, POST_MESSAGES.imageRequired, 'images');
  }
  if (remaining > POST_IMAGES_MAX) {
    throw new HttpError(413, ERROR_CODES.tooLarge, POST_MESSAGES.tooManyImages, 'images');
  }
  const added = await processUploads(form.files);
  await withStoredImages(context.images, imageInUse(context), added, () =>
    context.db.transaction().execute(async (trx) => {
      await updatePost(trx, postId, { ...postContent(fields), availability });
      await deleteImages(trx, removedIds);
      await renumberImages(trx, postId);
      await appendImages(trx, postId, added);
    }),
  );
  const removedHashes = current
    .filter((image) => removedIds.includes(image.id))
    .map((image) => image.image_hash);
  await removeUnusedFiles(context.images, imageInUse(context), removedHashes, log);
  context.feedCounts.clear();
  return postDetail(context, member, postId);
}

export async function removePost(
  context: ModuleContext,
  member: UserRow,
  postId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const post = await findPostWithPoster(context.db, postId);
  if (!post || post.moderation_status === 'removed') throw notFound(POST_MESSAGES.notFound);
  if (!canEditPost(member, post)) throw forbidden('You are not allowed to delete this post.');
  const images = await imagesOfPost(context.db, postId);
  await deletePost(context.db, postId);
  await removeUnusedFiles(
    context.images,
    imageInUse(context),
    images.map((image) => image.image_hash),
    log,
  );
  context.feedCounts.clear();
}

export async function feed(context: ModuleContext, query: ParsedFeedQuery): Promise<FeedReply> {
  const filters: FeedFilters = {
    category: query.category,
    region: query.region,
    search: query.q ? normalizeSearchText(query.q) || undefined : undefined,
  };
  const after = query.cursor ? decodeFeedCursor(query.cursor) : null;
  if (query.cursor && !after) {
    throw new HttpError(400, ERROR_CODES.invalidInput, 'This cursor is not valid', 'cursor');
  }
  const totalPosts = await context.feedCounts.get(filters, () =>
    countFeed(context.db, context.dialect, filters),
  );
  const rows = await feedPage(context.db, context.dialect, {
    filters,
    sort: query.sort,
    limit: query.limit,
    after: after ?? undefined,
    offset: (query.page - 1) * query.limit,
  });
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    posts: page.map((row) => presentCard(context.images, row, row.cover_hash ?? undefined)),
    pagination: {
      currentPage: query.page,
      totalPages: Math.max(1, Math.ceil(totalPosts / query.limit)),
      totalPosts,
      hasMore,
    },
    nextCursor: hasMore && last ? encodeFeedCursor({ id: last.id }) : null,
  };
}

export async function myPosts(context: ModuleContext, member: UserRow): Promise<MyPost[]> {
  const posts = await postsOfMember(context.db, member.id);
  const images = await imagesOfPosts(
    context.db,
    posts.map((post) => post.id),
  );
  return posts.map((post) =>
    presentMyPost(
      context.images,
      post,
      images.filter((image) => image.post_id === post.id).map((image) => image.image_hash),
    ),
  );
}
