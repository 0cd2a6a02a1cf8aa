import type { FastifyBaseLogger } from 'fastify';

import { ACCOUNT_MESSAGES } from '@tabarru/contract/accounts';
import type { Availability, ClaimStatus, FeedSort } from '@tabarru/contract/constants';
import { ERROR_CODES } from '@tabarru/contract/errors';
import { splitLocation } from '@tabarru/contract/location';
import {
  POST_IMAGES_MAX,
  POST_MESSAGES,
  postFieldsSchema,
  postUpdateFieldsSchema,
  type FeedReply,
  type MemberItemList,
  type MemberItemsReply,
  type MyPost,
  type ParsedFeedQuery,
  type PostDetail,
  type PostFields,
} from '@tabarru/contract/posts';

import type { ModuleContext } from '../../context';
import type { Db } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound, tooLarge } from '../../infra/http-errors';
import { parseFormFields, type MultipartForm } from '../../infra/multipart-form';
import { writeAs, type Session } from '../auth/session';
import { blockedIdsOf } from '../blocks/queries';
import { viewerClaimStatus } from '../claims/service';
import { processUploads, writeDroppingImages, writeWithImages } from '../images/service';
import { blocklistMatches } from '../moderation/blocklist';
import { moderationAfterEdit } from '../moderation/policy';
import { blocklistMatchesOf } from '../moderation/presenter';
import { markMatchingDue } from '../saved-searches/queries';
import { findUserById, type UserRow } from '../users/queries';
import {
  decodeDatedCursor,
  decodeFeedCursor,
  encodeDatedCursor,
  encodeFeedCursor,
  type FeedPartPosition,
  type FeedPosition,
} from './feed-cursor';
import { needsStarts, PAGE_START_SPACING, seekTo } from './feed-page-seek';
import { canEditPost, canSeePost, type PostAccess } from './policy';
import { presentCard, presentDetail, presentMyPost } from './presenter';
import {
  appendImages,
  countFeed,
  countFeedOf,
  deleteImages,
  deletePost,
  feedIdAt,
  feedPage,
  feedPageStarts,
  findPostWithPoster,
  imagesOfPost,
  imagesOfPosts,
  insertPost,
  lockPost,
  memberItemsPage,
  postsOfMember,
  renumberImages,
  stemMatches,
  updatePost,
  type FeedFilters,
  type FeedRow,
  type PostContent,
  type ShownPost,
} from './queries';
import { searchedStems } from './search-words';

const postNotFound = () => notFound(ERROR_CODES.postNotFound, POST_MESSAGES.notFound);
const cursorInvalid = () =>
  badRequest(ERROR_CODES.cursorInvalid, 'This cursor is not valid', 'cursor');
const imageRequired = () =>
  badRequest(ERROR_CODES.imageRequired, POST_MESSAGES.imageRequired, 'images');

/** The stored columns of a validated form, the region kept apart. */
function postContent(fields: PostFields): PostContent {
  return {
    title: fields.title,
    description: fields.description,
    // The column keeps '' for a post without an email (docs/decisions.md).
    email: fields.email ?? '',
    phone: fields.phone,
    location: fields.location,
    region: splitLocation(fields.location).region,
    category: fields.features.category,
    extras: fields.features.extras,
  };
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
  const content = postContent(fields);
  const findings = blocklistFindings(content);
  const images = await processUploads(context, form);
  const postId = await writeWithImages(context, session, images, async (trx, member) => {
    const id = await insertPost(trx, {
      userId: member.id,
      ...content,
      blocklistMatches: findings,
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
 * (sendSerializedOnce). Forgotten with the post when the cache drops it (feed-cache.ts).
 */
const detailsOfShownPosts = new WeakMap<ShownPost, Map<string, PostDetail>>();

function detailOf(
  context: ModuleContext,
  shown: ShownPost,
  claimStatus: ClaimStatus | null,
): PostDetail {
  const key = `${claimStatus ?? ''} ${context.images.address()}`;
  let details = detailsOfShownPosts.get(shown);
  if (!details) {
    details = new Map();
    detailsOfShownPosts.set(shown, details);
  }
  let detail = details.get(key);
  if (!detail) {
    detail = presentDetail(context.images, shown.post, shown.gallery, claimStatus);
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
  return detailOf(context, shown, await viewerClaimStatus(context, viewer, postId));
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
  const content = postContent(fields);
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
      await updatePost(trx, postId, { ...content, availability, moderation });
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

type LockedPost = NonNullable<Awaited<ReturnType<typeof lockPost>>>;

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

/**
 * The post just before the page at `offset` of a feed, or null when the page is past the end:
 * a short walk of the filter's index from the nearest remembered page start, so a page by
 * number costs about what a page by cursor costs however deep it is.
 */
async function postBeforePage(
  context: ModuleContext,
  filters: FeedFilters,
  sort: FeedSort,
  offset: number,
): Promise<FeedPosition | null> {
  const place = offset - 1;
  const starts = needsStarts(place)
    ? await context.feedCache.pageStarts(filters, sort, () =>
        feedPageStarts(context.db, context.dialect, filters, sort, PAGE_START_SPACING),
      )
    : [];
  const seek = seekTo(place, starts);
  if (!seek) return null;
  const id = await feedIdAt(context.db, context.dialect, {
    filters,
    sort,
    after: seek.afterId === undefined ? undefined : { id: seek.afterId },
    skip: seek.skip,
  });
  return id === undefined ? null : { id };
}

/** A feed page's row with the part of the feed it was read from. */
interface FeedPartRow {
  row: FeedRow;
  part: number;
}

/**
 * A search counts its matches up to this many in all: past it the count would read every match
 * of a common word. Pages by number reach that many; pages by cursor go on to the end.
 */
const SEARCH_COUNT_CAP = 1000;

/** What is known of the size of each part of a feed. */
interface PartCounts {
  /** the posts of each part, up to the cap for a search; undefined where not counted */
  counts: (number | undefined)[];
  /** how many posts of each part pages by number reach, in all the feed's totalPosts */
  reachable: number[];
}

/**
 * `limit` rows and one more, when there are, read from the part `from.part` on (after `from.after`
 * in it) and on into the next parts; a part counted empty is not read.
 */
async function rowsFrom(
  context: ModuleContext,
  parts: readonly FeedFilters[],
  { counts }: PartCounts,
  sort: FeedSort,
  from: { part: number; after?: FeedPosition },
  limit: number,
): Promise<FeedPartRow[]> {
  const rows: FeedPartRow[] = [];
  for (let part = from.part; part < parts.length && rows.length <= limit; part += 1) {
    if (counts[part] === 0) continue;
    const read = await feedPage(context.db, context.dialect, {
      filters: parts[part] as FeedFilters,
      sort,
      limit: limit - rows.length,
      ...(part === from.part && from.after && { after: from.after }),
    });
    rows.push(...read.map((row) => ({ row, part })));
  }
  return rows;
}

/**
 * The page asked for, by cursor or by number, plus one row to tell whether more follow: the
 * number is counted across the parts' reachable posts.
 */
async function pageRows(
  context: ModuleContext,
  parts: readonly FeedFilters[],
  sizes: PartCounts,
  query: ParsedFeedQuery,
  cursor: FeedPartPosition | null,
): Promise<FeedPartRow[]> {
  const read = (from: { part: number; after?: FeedPosition }) =>
    rowsFrom(context, parts, sizes, query.sort, from, query.limit);
  if (cursor) return read({ part: cursor.part, after: cursor });
  let offset = (query.page - 1) * query.limit;
  for (const [part, reachable] of sizes.reachable.entries()) {
    if (offset >= reachable) {
      offset -= reachable;
      continue;
    }
    if (offset === 0) return read({ part });
    const before = await postBeforePage(context, parts[part] as FeedFilters, query.sort, offset);
    return before ? read({ part, after: before }) : [];
  }
  // A page past the count is empty without reading it.
  return [];
}

/**
 * How many posts a feed shows (up to `cap`): the count every viewer shares (cached), less the
 * posts of the members this viewer blocked, read along those members' posts.
 */
async function feedTotal(
  context: ModuleContext,
  filters: FeedFilters,
  cap?: number,
): Promise<number> {
  const { hiddenBy, ...shared } = filters;
  const total = await context.feedCache.get(shared, () =>
    countFeed(context.db, context.dialect, shared, cap),
  );
  if (!hiddenBy) return total;
  const hidden = await countFeedOf(context.db, context.dialect, shared, hiddenBy.blockedIds);
  // The shared count may be a few seconds old.
  return Math.max(0, total - hidden);
}

/** The size of each part: exact for the plain feed, up to SEARCH_COUNT_CAP in all for a search. */
async function countParts(
  context: ModuleContext,
  parts: readonly FeedFilters[],
): Promise<PartCounts> {
  const [first] = parts;
  if (parts.length === 1 && first && !first.words) {
    const total = await feedTotal(context, first);
    return { counts: [total], reachable: [total] };
  }
  const sizes: PartCounts = { counts: [], reachable: [] };
  let left = SEARCH_COUNT_CAP;
  for (const part of parts) {
    const count = left > 0 ? await feedTotal(context, part, SEARCH_COUNT_CAP) : undefined;
    const reachable = Math.min(count ?? 0, left);
    sizes.counts.push(count);
    sizes.reachable.push(reachable);
    left -= reachable;
  }
  return sizes;
}

/**
 * The parts a feed is read in, one after the other: the whole feed, or for a search by words
 * the posts with every word in their title, then those with them elsewhere too
 * (docs/decisions.md, "Search by words"), each part in the order asked for; null for a search
 * with a word that begins no word of any post.
 */
async function feedParts(
  context: ModuleContext,
  filters: FeedFilters,
  search: string | undefined,
): Promise<FeedFilters[] | null> {
  const stems = search ? searchedStems(search) : [];
  if (stems.length === 0) return [filters];
  const matches = await context.feedCache.stemMatches(stems, () => stemMatches(context.db, stems));
  if (!matches) return null;
  return [
    { ...filters, words: { stems: matches, in: 'title' } },
    { ...filters, words: { stems: matches, in: 'elsewhere' } },
  ];
}

const SEARCH_PARTS = 2;

/** Each part of a search with the plan its count calls for (queries.ts, SearchPlan). */
function planned(parts: FeedFilters[], { counts }: PartCounts): FeedFilters[] {
  return parts.map((part, index) => {
    if (!part.words) return part;
    const count = counts[index];
    const plan = count !== undefined && count < SEARCH_COUNT_CAP ? 'lookup' : 'walk';
    return { ...part, words: { ...part.words, plan } };
  });
}

/**
 * GET /posts: a page of the feed. A signed-in viewer who blocked members does not see their
 * posts (docs/decisions.md); everyone else reads the one shared feed, whose pages are kept
 * until it changes (feed-cache.ts). The wanted posts still running depend on the hour, and are
 * read each time.
 */
export async function feed(
  context: ModuleContext,
  viewer: UserRow | null,
  query: ParsedFeedQuery,
): Promise<FeedReply> {
  const cursor = query.cursor ? decodeFeedCursor(query.cursor) : null;
  const searching = searchedStems(query.q ?? '').length > 0;
  if (query.cursor && (!cursor || cursor.part >= (searching ? SEARCH_PARTS : 1))) {
    throw cursorInvalid();
  }
  const blockedIds = viewer ? await blockedIdsOf(context.db, viewer.id) : [];
  const hiddenBy = viewer && blockedIds.length > 0 ? { viewerId: viewer.id, blockedIds } : null;
  const read = () => readFeedPage(context, query, cursor, hiddenBy);
  return hiddenBy || query.kind === 'wanted'
    ? read()
    : context.feedCache.page(query, context.images.address(), read);
}

async function readFeedPage(
  context: ModuleContext,
  query: ParsedFeedQuery,
  cursor: FeedPartPosition | null,
  hiddenBy: FeedFilters['hiddenBy'] | null,
): Promise<FeedReply> {
  const parts = await feedParts(
    context,
    {
      ...(query.kind === 'wanted' && {
        wanted: { liveAt: new Date(context.now()).toISOString() },
      }),
      ...(query.availability !== 'all' && { availability: query.availability }),
      category: query.category,
      region: query.region,
      ...(hiddenBy && { hiddenBy }),
    },
    query.q,
  );
  const sizes = parts ? await countParts(context, parts) : { counts: [], reachable: [] };
  const totalPosts = sizes.reachable.reduce((sum, reachable) => sum + reachable, 0);
  const rows = parts ? await pageRows(context, planned(parts, sizes), sizes, query, cursor) : [];
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    posts: page.map(({ row }) => presentCard(context.images, row)),
    pagination: {
      currentPage: query.page,
      totalPages: Math.max(1, Math.ceil(totalPosts / query.limit)),
      totalPosts,
      hasMore,
    },
    nextCursor: hasMore && last ? encodeFeedCursor({ part: last.part, id: last.row.id }) : null,
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
      images.filter((image) => image.post_id === post.id),
    ),
  );
}

/**
 * A member's items on offer (visible and available: what a visitor of their page can still ask
 * for), or those they gave away, newest first and a page at a time.
 */
export async function memberItems(
  context: ModuleContext,
  userId: number,
  query: { limit: number; availability: MemberItemList; cursor?: string },
): Promise<MemberItemsReply> {
  const after = query.cursor ? decodeDatedCursor(query.cursor) : null;
  if (query.cursor && !after) throw cursorInvalid();
  if (!(await findUserById(context.db, userId))) {
    throw notFound(ERROR_CODES.userNotFound, ACCOUNT_MESSAGES.userNotFound);
  }
  const rows = await memberItemsPage(context.db, {
    userId,
    availability: query.availability,
    limit: query.limit + 1,
    after: after ?? undefined,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    posts: page.map((row) => presentCard(context.images, row)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeDatedCursor({ createdAt: last.created_at, id: last.id })
        : null,
  };
}
