import type { FastifyBaseLogger } from 'fastify';

import type { Availability, ClaimStatus } from '@tabarru/contract/constants';
import { ERROR_CODES } from '@tabarru/contract/errors';
import { splitLocation } from '@tabarru/contract/location';
import { placeById } from '@tabarru/contract/place-search';
import {
  POST_IMAGES_MAX,
  POST_MESSAGES,
  postFieldsSchema,
  postUpdateFieldsSchema,
  type MyPost,
  type PostDetail,
  type PostFields,
} from '@tabarru/contract/posts';

import type { ModuleContext } from '../../context';
import type { Db, UserRow } from '../../db/schema';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooLarge,
  type HttpError,
} from '../../infra/http-errors';
import { parseFormFields, type MultipartForm } from '../../infra/multipart-form';
import { processUploads, writeDroppingImages, writeWithImages } from '../images/service';
import { blocklistMatches, blocklistMatchesOf, moderationAfterEdit } from '../moderation/policy';
import { writeAs, type Session } from '../sessions/service';
import { markMatchingDue } from '../saved-searches/service';
import { postWhere, type PostWhere } from '../places/service';
import {
  offerDetailsOf,
  offerEndsAt,
  type OfferDetailColumns,
  type OfferDetailRefusal,
} from './offer-details';
import { canEditPost, canSeePost, type PostAccess } from './policy';
import { presentDetail, presentMyPost } from './presenter';
import {
  appendImages,
  deleteImages,
  deletePost,
  findPostWithPoster,
  imagesOfPost,
  imagesOfPosts,
  insertPost,
  latestClaimStatus,
  lockPost,
  postsOfMember,
  renumberImages,
  updatePost,
  type LockedPost,
  type PostContent,
  type ShownPost,
} from './queries';

// What other modules use of posts: the lock of a post's row, and the writes and reads of a post
// they make in their own transactions.
export {
  appendImages,
  findPostToReference,
  imagesOfPost,
  insertPost,
  lockPost,
  markDonated,
  postSummaries,
  restoreMemberPosts,
  setAsideMemberPosts,
  updatePost,
  type LockedPost,
  type PostContent,
} from './queries';
export { offerEndsAt } from './offer-details';

const postNotFound = () => notFound(ERROR_CODES.postNotFound, POST_MESSAGES.notFound);
const imageRequired = () =>
  badRequest(ERROR_CODES.imageRequired, POST_MESSAGES.imageRequired, 'images');

/**
 * Where the form puts the post: a place picked must be in the region chosen (the form sets the
 * region from the place), and an exact point is kept for the donor and shown blurred.
 */
function whereOfForm(serverSecret: string, fields: PostFields, region: string): PostWhere {
  const picked = placeById(fields.place);
  if (picked && picked.region !== region) {
    throw badRequest(ERROR_CODES.placeInvalid, `${picked.en} is not in ${region}`, 'place');
  }
  return postWhere(serverSecret, {
    location: fields.location,
    region,
    placeId: fields.place,
    point: fields.point,
  });
}

/** The stored columns of a validated form, the region kept apart. */
function postContent(serverSecret: string, fields: PostFields): PostContent {
  const { region } = splitLocation(fields.location);
  return {
    title: fields.title,
    description: fields.description,
    // The column keeps '' for a post without an email (docs/decisions.md).
    email: fields.email ?? '',
    phone: fields.phone,
    location: fields.location,
    region,
    category: fields.features.category,
    extras: fields.features.extras,
    where: whereOfForm(serverSecret, fields, region),
  };
}

const DETAIL_REFUSALS: Record<OfferDetailRefusal, () => HttpError> = {
  'deadline-out-of-range': () =>
    badRequest(ERROR_CODES.deadlineOutOfRange, POST_MESSAGES.deadlineOutOfRange, 'deadline'),
  'draw-needs-deadline': () =>
    badRequest(ERROR_CODES.drawNeedsDeadline, POST_MESSAGES.drawNeedsDeadline, 'deadline'),
  'quantity-below-given': () =>
    badRequest(ERROR_CODES.quantityBelowGiven, POST_MESSAGES.quantityBelowGiven, 'quantity'),
  'share-mode-locked': () =>
    conflict(ERROR_CODES.shareModeLocked, POST_MESSAGES.shareModeLocked, 'share_mode'),
};

/** The offer's details, or the refusal of what the form says of them. */
function detailsOrRefusal(details: OfferDetailColumns | OfferDetailRefusal): OfferDetailColumns {
  if (typeof details === 'string') throw DETAIL_REFUSALS[details]();
  return details;
}

/** What the blocklist finds in the text of a post's form (moderation/blocklist.ts). */
const blocklistFindings = (content: PostContent) =>
  blocklistMatches({
    title: content.title,
    description: content.description,
    extras: content.extras,
    phone: content.phone,
  });

/**
 * Creates a post with its photos. A post whose text the blocklist matches is flagged from the
 * start: only its owner and administrators see it until it is reviewed (`underReview`). A
 * visible one is matched against the saved searches once it is written (saved-searches/alerts.ts).
 */
export async function createPost(
  context: ModuleContext,
  session: Session,
  form: MultipartForm,
): Promise<{ postId: number; underReview: boolean }> {
  const fields = parseFormFields(postFieldsSchema, form.fields);
  if (form.files.length === 0) throw imageRequired();
  const content = postContent(context.serverSecret, fields);
  const details = detailsOrRefusal(offerDetailsOf(fields, context.now()));
  const findings = blocklistFindings(content);
  const images = await processUploads(context, form);
  const postId = await writeWithImages(context, session, images, async (trx, member) => {
    const id = await insertPost(trx, {
      userId: member.id,
      ...content,
      details,
      blocklistMatches: findings,
      offerEndsAt: offerEndsAt(context.now()),
    });
    await appendImages(trx, id, images);
    if (findings.length === 0)
      await markMatchingDue(trx, id, new Date(context.now()).toISOString());
    return id;
  });
  if (findings.length === 0) await context.postMatching.match(postId);
  return { postId, underReview: findings.length > 0 };
}

/**
 * A kept post's page as it was made for each photo address and each claim status of a viewer:
 * the same object for the same three, so its route sends the bytes it wrote the first time
 * (sendSerializedOnce). Forgotten with the post when the cache drops it (feed/feed-cache.ts).
 */
const detailsOfShownPosts = new WeakMap<ShownPost, Map<string, PostDetail>>();

function detailOf(
  context: ModuleContext,
  shown: ShownPost,
  claimStatus: ClaimStatus | null,
  forOwner: boolean,
): PostDetail {
  const key = `${claimStatus ?? ''} ${context.images.address()} ${forOwner ? 'owner' : ''}`;
  let details = detailsOfShownPosts.get(shown);
  if (!details) {
    details = new Map();
    detailsOfShownPosts.set(shown, details);
  }
  let detail = details.get(key);
  if (!detail) {
    detail = presentDetail(context.images, shown.post, shown.gallery, claimStatus, forOwner);
    details.set(key, detail);
  }
  return detail;
}

export async function postDetail(
  context: ModuleContext,
  viewer: UserRow,
  postId: number,
): Promise<PostDetail> {
  const shown = await context.feedCache.shownPost(postId, async () => {
    const post = await findPostWithPoster(context.db, postId);
    return post ? { post, gallery: await imagesOfPost(context.db, postId) } : null;
  });
  if (!shown || !canSeePost(viewer, shown.post)) throw postNotFound();
  const claimStatus = await latestClaimStatus(context.db, postId, viewer.id);
  return detailOf(context, shown, claimStatus, viewer.id === shown.post.user_id);
}

/** A post the member may edit or delete: 404 when it is gone, 403 when it is not theirs. */
function ownedPost<Post extends PostAccess>(
  member: UserRow,
  post: Post | undefined,
  action: 'edit' | 'delete',
): Post {
  if (!post || post.moderation_status === 'removed') throw postNotFound();
  if (!canEditPost(member, post)) {
    const message = action === 'edit' ? POST_MESSAGES.notOwner : POST_MESSAGES.notOwnerDelete;
    throw forbidden(ERROR_CODES.notPostOwner, message);
  }
  return post;
}

function nextAvailability(
  current: Availability,
  requested: Availability | undefined,
): Availability {
  if (requested === undefined || requested === current) return current;
  if (current === 'donated') {
    throw conflict(ERROR_CODES.postDonatedLocked, POST_MESSAGES.donatedLocked, 'availability');
  }
  if (requested === 'donated') {
    throw badRequest(
      ERROR_CODES.donatedByClaimOnly,
      POST_MESSAGES.donatedByClaimOnly,
      'availability',
    );
  }
  return requested;
}

type Gallery = Awaited<ReturnType<typeof imagesOfPost>>;

/** Which of the post's images `deletedImages` names: by URL, file name, id or position. */
function imagesToDelete(
  context: ModuleContext,
  images: Gallery,
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
      throw badRequest(ERROR_CODES.imageNotInPost, POST_MESSAGES.imageNotInPost, 'deletedImages');
    }
    ids.add(image.id);
  }
  return [...ids];
}

/**
 * The images an edit removes from `gallery`, refused when the post would be left with none or
 * with more than 10.
 */
function galleryChange(
  context: ModuleContext,
  gallery: Gallery,
  references: (string | number)[],
  addedCount: number,
): Gallery {
  const removedIds = imagesToDelete(context, gallery, references);
  const remaining = gallery.length - removedIds.length + addedCount;
  if (remaining === 0) throw imageRequired();
  if (remaining > POST_IMAGES_MAX) {
    throw tooLarge(ERROR_CODES.tooManyImages, POST_MESSAGES.tooManyImages, 'images');
  }
  return gallery.filter((image) => removedIds.includes(image.id));
}

/**
 * Edits a post. The rules are checked first on the post as read, so a refused edit costs no
 * image work, and then again in the write transaction on the locked post, so parallel edits
 * cannot together break them (four adding a photo each to a post of nine, two removing the
 * last two photos).
 */
export async function editPost(
  context: ModuleContext,
  session: Session,
  postId: number,
  form: MultipartForm,
  log: FastifyBaseLogger,
): Promise<PostDetail> {
  const member = session.member;
  const post = ownedPost(member, await findPostWithPoster(context.db, postId), 'edit');
  const fields = parseFormFields(postUpdateFieldsSchema, form.fields);
  const content = postContent(context.serverSecret, fields);
  const findings = blocklistFindings(content);
  const references = fields.deletedImages ?? [];
  nextAvailability(post.availability, fields.availability);
  galleryChange(context, await imagesOfPost(context.db, postId), references, form.files.length);
  const added = await processUploads(context, form);
  await writeDroppingImages(context, log, (dropping) =>
    writeWithImages(context, session, added, async (trx) => {
      const locked = ownedPost(member, await lockPost(trx, context.dialect, postId), 'edit');
      const availability = nextAvailability(locked.availability, fields.availability);
      const removedImages = galleryChange(
        context,
        await imagesOfPost(trx, postId),
        references,
        added.length,
      );
      const moderation = moderationAfterEdit(
        {
          moderation_status: locked.moderation_status,
          blocklist_matches: blocklistMatchesOf(locked.blocklist_matches),
        },
        findings,
      );
      const details = detailsOrRefusal(offerDetailsOf(fields, context.now(), locked));
      await updatePost(trx, postId, { ...content, availability, moderation, details });
      await deleteImages(
        trx,
        removedImages.map((image) => image.id),
      );
      await renumberImages(trx, postId);
      await appendImages(trx, postId, added);
      dropping(removedImages.map((image) => image.image_hash));
    }),
  );
  return postDetail(context, member, postId);
}

/**
 * Deletes a post as the session (writeAs) and then the photo files nothing else shows. `allowed`
 * checks the post, locked, in the deletion's transaction (and may write there too), given the
 * session's account as it is now, or throws to keep it.
 */
export async function deletePostWithPhotos(
  context: ModuleContext,
  session: Session,
  postId: number,
  log: FastifyBaseLogger,
  allowed: (trx: Db, post: LockedPost | undefined, member: UserRow) => Promise<void>,
): Promise<void> {
  // The gallery is read with the post locked, so photos an edit adds meanwhile are removed too.
  await writeDroppingImages(context, log, (dropping) =>
    writeAs(context, session, async (trx, member) => {
      await allowed(trx, await lockPost(trx, context.dialect, postId), member);
      const gallery = await imagesOfPost(trx, postId);
      await deletePost(trx, postId);
      dropping(gallery.map((image) => image.image_hash));
    }),
  );
}

/** The owner deletes their post. */
export function removePost(
  context: ModuleContext,
  session: Session,
  postId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  return deletePostWithPhotos(context, session, postId, log, async (_trx, post, member) => {
    ownedPost(member, post, 'delete');
  });
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
      images.filter((image) => image.post_id === post.id),
    ),
  );
}
