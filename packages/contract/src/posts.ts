import { z } from 'zod';

import {
  AVAILABILITIES,
  CATEGORIES,
  CLAIM_STATUSES,
  FEED_PAGE_SIZE,
  FEED_AVAILABILITIES,
  FEED_SORTS,
  ITEM_CONDITIONS,
  POST_KINDS,
  POST_DEADLINE_DAYS_MAX,
  POST_QUANTITY_MAX,
  REGIONS,
  SEARCH_QUERY_MAX,
  SHARE_MODES,
} from './constants';
import { isValidDate } from './event-time';
import { canonicalCategory, canonicalRegion } from './canonical-names';
import { ERROR_CODES, withCode } from './errors';
import { isWithinKm, WITHIN_KM_OPTIONS } from './geo';
import { placeIdSchema } from './place-id';
import { placeReplySchema, pointReplySchema, pointSchema } from './place-schemas';
import { joinLocation, splitLocation } from './location';
import { contactPhoneSchema } from './phone';

/** Posts: create, feed, detail, edit, delete. */

export const POST_TITLE_MAX = 100;
export const POST_DESCRIPTION_MAX = 2000;
export const POST_AREA_MAX = 100;
export const POST_FEATURE_MAX = 60;
export const POST_EMAIL_MAX = 254;
export const POST_EXTRA_FEATURES_MAX = 10;
/** Ten photos show an item well and bound a request. */
export const POST_IMAGES_MAX = 10;
const FEED_PAGE_SIZE_MAX = 48;

export const POST_MESSAGES = {
  created: 'Created Item Post Successfully',
  updated: 'Post updated successfully',
  deleted: 'Post deleted successfully',
  notFound: 'Post not found',
  notOwner: 'You are not authorized to edit this post.',
  notOwnerDelete: 'You are not allowed to delete this post.',
  donatedLocked: 'This item is already donated and cannot be changed.',
  donatedByClaimOnly: 'An item becomes donated when its donor confirms a claim.',
  imageNotInPost: 'deletedImages names an image this post does not have',
  categoryRequired: 'Please select a category',
  deadlineInvalid: 'Choose the day it must go by.',
  deadlineOutOfRange: `Choose a day from today to ${POST_DEADLINE_DAYS_MAX} days ahead.`,
  drawNeedsDeadline: 'A draw needs the day it is drawn: choose a deadline.',
  quantityBelowGiven: 'The quantity must be more than what was already given.',
  shareModeLocked: 'The draw was done: how the item is shared cannot change now.',
  renewed: 'Your offer is on the feed again for 30 days.',
  givenAway: 'Marked as given away. Thank you for giving it a new home!',
  withdrawn: 'Your offer was taken off the feed. You can renew it from My posts.',
  offerEnded: 'This offer has ended: its donor no longer has it on offer.',
  notAnOffer: 'Only an offer is renewed or asked whether it is still available.',
  imageRequired: 'Please upload at least one image',
  tooManyImages: `At most ${POST_IMAGES_MAX} images per post`,
  imageTooLarge: 'Some files were rejected. Only images under 5MB are allowed.',
  notAnImage: 'Only JPEG, PNG, WebP and GIF images are allowed.',
  imageTooManyPixels: 'This image has too many pixels.',
  imageUnreadable: 'This image could not be read.',
} as const;

const locationSchema = z
  .string()
  .trim()
  .min(1, 'Please choose a region')
  .max(REGIONS.reduce((longest, region) => Math.max(longest, region.length), 0) + 3 + POST_AREA_MAX)
  // A region by any of its names (an Arabic one, a typographic apostrophe) is stored as its own.
  .transform((location, context) => {
    const { region, area } = splitLocation(location);
    const canonical = canonicalRegion(region);
    if (canonical) return joinLocation(canonical, area);
    context.addIssue({
      code: 'custom',
      message: `The region must be one of: ${REGIONS.join(', ')}`,
      params: withCode(ERROR_CODES.regionInvalid),
    });
    return z.NEVER;
  });

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A JSON list in a multipart field: category first, then the extra features. */
const featuresSchema = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'features must be a JSON list' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(z.string().trim().max(POST_FEATURE_MAX), { error: 'features must be a JSON list' })
      .max(POST_EXTRA_FEATURES_MAX + 1),
  )
  .transform((list, context) => {
    const [name = '', ...extras] = list;
    // The category by any of its names (the earlier Arabic create page sends the Arabic one).
    const category = canonicalCategory(name);
    if (!category) {
      context.addIssue({
        code: 'custom',
        message: POST_MESSAGES.categoryRequired,
        params: withCode(ERROR_CODES.categoryRequired),
      });
      return z.NEVER;
    }
    return { category, extras: extras.filter((feature) => feature !== '') };
  });

/** A form's checkbox: 'true', '1' or 'on' when ticked; left out when not said. */
const flagField = z.preprocess(
  emptyAsUndefined,
  z
    .enum(['true', 'false', '1', '0', 'on', 'off'])
    .transform((value) => value === 'true' || value === '1' || value === 'on')
    .optional(),
);

/**
 * What a donor may say of an offer beyond its text (each left out when not said: a new post
 * takes the defaults, an edit keeps what the post had): its condition, how many there are, that
 * the donor can deliver, the day it must go by (YYYY-MM-DD on Amman's clock), and how it is
 * shared ('draw' needs the deadline, checked with the other rules of the post).
 */
/**
 * A detail an edit may clear: blank clears it (null), left out keeps it (the earlier client
 * sends none of them).
 */
const blankAsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const offerDetailFields = {
  condition: z.preprocess(blankAsNull, z.enum(ITEM_CONDITIONS).nullable().optional()),
  quantity: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(POST_QUANTITY_MAX).optional(),
  ),
  can_deliver: flagField,
  deadline: z.preprocess(
    blankAsNull,
    z
      .string()
      .refine(isValidDate, {
        message: POST_MESSAGES.deadlineInvalid,
        params: withCode(ERROR_CODES.deadlineInvalid),
      })
      .nullable()
      .optional(),
  ),
  share_mode: z.preprocess(emptyAsUndefined, z.enum(SHARE_MODES).optional()),
};

/** The text fields of the create form (multipart), validated by the API. */
export const postFieldsSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(POST_TITLE_MAX),
  description: z.string().trim().min(1, 'Description is required').max(POST_DESCRIPTION_MAX),
  /** optional, as the earlier product's form had it: blank is no email */
  email: z
    .string()
    .trim()
    .max(POST_EMAIL_MAX)
    .optional()
    .transform((email) => email || null)
    .pipe(z.email('Please enter a valid email address').nullable()),
  phone: contactPhoneSchema,
  location: locationSchema,
  features: featuresSchema,
  /** one of Jordan's places by its id (places.ts); blank or left out for none */
  place: z.preprocess(emptyAsUndefined, placeIdSchema.optional()),
  /** where the item is, 'lat,lng' (the browser's location or a dropped pin); shown blurred */
  point: z.preprocess(emptyAsUndefined, pointSchema.optional()),
  ...offerDetailFields,
});
export type PostFields = z.output<typeof postFieldsSchema>;

/** An image kept on edit, named by its URL (the English client) or its position (the Arabic one). */
const deletedImagesSchema = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'deletedImages must be a JSON list' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(z.union([z.string().max(500), z.number().int().nonnegative()]), {
        error: 'deletedImages must be a JSON list',
      })
      .max(POST_IMAGES_MAX * 2),
  );

export const postUpdateFieldsSchema = postFieldsSchema.extend({
  deletedImages: deletedImagesSchema.optional(),
  availability: z.enum(AVAILABILITIES).optional(),
});

/**
 * A stored photo by the files the API keeps of it: the photo, `width` by `height`, and its
 * thumbnail, at most THUMBNAIL_MAX_EDGE on its longest side; what a page needs to offer both by
 * their widths (`srcset`).
 */
const photoFilesSchema = z.object({
  url: z.string(),
  thumbnail_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PhotoFiles = z.infer<typeof photoFilesSchema>;

export const postImageSchema = photoFilesSchema.extend({ id: z.number().int() });

/** The donor's rating, for a compact star beside their name: null (and 0) before the first. */
const donorRatingShape = {
  /** the mean rating to one decimal */
  donor_rating: z.number().nullable(),
  donor_rating_count: z.number().int(),
};

/**
 * Where a post is as everyone sees it: its place (null when the donor chose none) and a point
 * that never shows a home: the blurred point when the donor gave one, else the place's centre,
 * else the region's.
 */
const shownWhereShape = {
  place: placeReplySchema.nullable(),
  shown_point: pointReplySchema,
};

/** A feed card: its cover's thumbnail, and the cover by its files for a `srcset`. */
/**
 * An organisation's need (a wanted post asking for a number of items by a day) and how many of
 * them it has received; null on every other post.
 */
export const needProgressSchema = z
  .object({ quantity: z.number().int(), received: z.number().int() })
  .nullable();

export const postCardSchema = z.object({
  post_id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  title: z.string(),
  location: z.string(),
  /** category first, then the extra features, as on the post itself */
  features: z.array(z.string()),
  category: z.string(),
  availability: z.enum(AVAILABILITIES),
  /** the cover's thumbnail (the earlier client's one picture), null without photos */
  attached_photo_url: z.string().nullable(),
  /** the cover, null without photos */
  cover: photoFilesSchema.nullable(),
  created_at: z.string(),
  ...donorRatingShape,
  ...shownWhereShape,
  need: needProgressSchema,
  /** how far from the feed's `near` point or `place`, in km to one decimal; null without one */
  distance_km: z.number().nullable(),
});
export type PostCard = z.infer<typeof postCardSchema>;

export const postDetailSchema = z.object({
  post_id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  /** the poster is an administrator: the ADMIN badge */
  is_admin: z.boolean(),
  /** when the poster joined (their account's creation, ISO-8601) */
  member_since: z.string(),
  /** the poster's confirmed handovers as the donor (their items_donated) */
  items_given: z.number().int(),
  ...donorRatingShape,
  /** the contact email, or null when the donor gave none */
  email: z.string().nullable(),
  phone: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  /** category first, then the extra features */
  features: z.array(z.string()),
  category: z.string(),
  availability: z.enum(AVAILABILITIES),
  primary_photo: z.string().nullable(),
  extra_images: z.array(z.string()),
  images: z.array(postImageSchema),
  created_at: z.string(),
  updated_at: z.string(),
  /** the status of the viewer's latest claim on this post, null when they made none */
  viewer_claim_status: z.enum(CLAIM_STATUSES).nullable(),
  /** hidden from other members until an administrator reviews it (its owner and admins see it) */
  under_review: z.boolean(),
  /** a giving post, or a member's wanted one, answered by a message */
  kind: z.enum(POST_KINDS),
  /**
   * when the post leaves the feed unless renewed: a wanted post's end, or an offer's, 30 days
   * after it was posted or last renewed; null for an offer posted before offers ended
   */
  expires_at: z.string().nullable(),
  /** an offer no longer on the feed: its 30 days ran out or its donor withdrew it; renewed by its donor */
  expired: z.boolean(),
  /** its donor was asked "Still available?" and has not answered: to the donor only, false for everyone else */
  still_available_asked: z.boolean(),
  ...shownWhereShape,
  /** the exact point the donor gave: to the donor only, null for everyone else and without one */
  exact_point: pointReplySchema.nullable(),
  condition: z.enum(ITEM_CONDITIONS).nullable(),
  quantity: z.number().int(),
  /** how many are still to give: 0 once given away */
  quantity_left: z.number().int(),
  can_deliver: z.boolean(),
  /** the day it must go by, YYYY-MM-DD on Amman's clock; null without one */
  deadline: z.string().nullable(),
  share_mode: z.enum(SHARE_MODES),
  /** a draw: its seed (shown from the start, so anyone can check the winners) and when it was done */
  draw: z.object({ seed: z.string(), drawn_at: z.string().nullable() }).nullable(),
  /** an organisation's need: how many it asks for, how many it has received, and which one asks */
  need: z
    .object({
      quantity: z.number().int(),
      received: z.number().int(),
      organisation: z.object({ id: z.number().int(), name_en: z.string(), name_ar: z.string() }),
    })
    .nullable(),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

/** A filter of the feed: none for All or nothing, else its value by any of its names. */
function filterValue(value: unknown, canonical: (name: string) => string | undefined): unknown {
  if (value === 'All' || value === 'all') return undefined;
  const given = emptyAsUndefined(value);
  return typeof given === 'string' ? (canonical(given) ?? given) : given;
}

/** `:id` of a post's routes: a row id. */
export const postIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** The fields of the feed's query, each checked alone (saved searches take some of them). */
export const feedQueryFieldsSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_SIZE_MAX).default(FEED_PAGE_SIZE),
  category: z.preprocess(
    (value) => filterValue(value, canonicalCategory),
    z.enum(CATEGORIES).optional(),
  ),
  region: z.preprocess((value) => filterValue(value, canonicalRegion), z.enum(REGIONS).optional()),
  q: z.preprocess(emptyAsUndefined, z.string().trim().max(SEARCH_QUERY_MAX).optional()),
  sort: z.preprocess(emptyAsUndefined, z.enum(FEED_SORTS).default('newest')),
  availability: z.preprocess(emptyAsUndefined, z.enum(FEED_AVAILABILITIES).default('open')),
  /** the giving posts, or the wanted ones still running */
  kind: z.preprocess(emptyAsUndefined, z.enum(POST_KINDS).default('give')),
  /** keyset paging: the nextCursor of the previous page; `page` is ignored with it */
  cursor: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
  /** measure from this point, 'lat,lng' (the browser's location) */
  near: z.preprocess(emptyAsUndefined, pointSchema.optional()),
  /** or from this place's centre, when `near` is not given */
  place: z.preprocess(emptyAsUndefined, placeIdSchema.optional()),
  /** only posts at most this far from the point, in km */
  within_km: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .refine(isWithinKm, {
        message: `within_km must be one of: ${WITHIN_KM_OPTIONS.join(', ')}`,
        params: withCode(ERROR_CODES.distanceInvalid),
      })
      .optional(),
  ),
});

/** The feed's query: a distance or nearest first needs a point to measure from. */
export const feedQuerySchema = feedQueryFieldsSchema.superRefine((query, context) => {
  if (query.near !== undefined || query.place !== undefined) return;
  for (const field of ['within_km', 'sort'] as const) {
    if (field === 'sort' ? query.sort !== 'distance' : query.within_km === undefined) continue;
    context.addIssue({
      code: 'custom',
      path: [field],
      message: `${field === 'sort' ? 'sort=distance' : 'within_km'} needs near or place`,
      params: withCode(ERROR_CODES.nearRequired),
    });
  }
});
export type ParsedFeedQuery = z.output<typeof feedQuerySchema>;

export const feedReplySchema = z.object({
  posts: z.array(postCardSchema),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalPosts: z.number().int(),
    hasMore: z.boolean(),
  }),
  nextCursor: z.string().nullable(),
});
export type FeedReply = z.infer<typeof feedReplySchema>;

/** The lists of a member's items on their page: on offer now, and given away. */
export const MEMBER_ITEM_LISTS = ['available', 'donated'] as const;
export type MemberItemList = (typeof MEMBER_ITEM_LISTS)[number];

/**
 * `GET /api/users/:userId/posts`: a member's items on offer (or given away), newest first, by
 * keyset cursor.
 */
export const memberItemsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_SIZE_MAX).default(FEED_PAGE_SIZE),
  /** the items on offer (available), or those the member gave (donated) */
  availability: z.preprocess(emptyAsUndefined, z.enum(MEMBER_ITEM_LISTS).default('available')),
  /** the nextCursor of the previous page */
  cursor: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
});

export const memberItemsReplySchema = z.object({
  /** the member's visible posts of that availability, as feed cards */
  posts: z.array(postCardSchema),
  nextCursor: z.string().nullable(),
});
export type MemberItemsReply = z.infer<typeof memberItemsReplySchema>;

/** `under_review`: the blocklist found something, so only its owner sees it until it is reviewed. */
export const createPostReplySchema = z.object({
  message: z.string(),
  post_id: z.number().int(),
  under_review: z.boolean(),
});
export type CreatePostReply = z.infer<typeof createPostReplySchema>;

export const updatePostReplySchema = z.object({ message: z.string(), post: postDetailSchema });
export type UpdatePostReply = z.infer<typeof updatePostReplySchema>;

const myPostSchema = postCardSchema.extend({
  description: z.string(),
  primary_photo: z.string().nullable(),
  images: z.array(z.string()),
  under_review: z.boolean(),
  /** a wanted post: deleted here, renewed on the profile, not edited */
  kind: z.enum(POST_KINDS),
  /** when it leaves the feed unless renewed, as on the post's page */
  expires_at: z.string().nullable(),
  /** an offer no longer on the feed ("Expired: renew") */
  expired: z.boolean(),
});
export const myPostsReplySchema = z.array(myPostSchema);
export type MyPost = z.infer<typeof myPostSchema>;

/** An offer stays on the feed this many days from its posting or its latest renewal. */
export const OFFER_DAYS = 30;

/** The days of an offer's 30 on which its donor is asked "Still available?". */
export const STILL_AVAILABLE_DAYS = [7, 21] as const;

/**
 * A donor's answers to "Still available?", also how an offer is renewed: yes (on the feed for
 * another 30 days), given away (outside the app: no handover is counted), or withdrawn (off the
 * feed until renewed).
 */
export const STILL_AVAILABLE_ANSWERS = ['yes', 'given_away', 'withdraw'] as const;
export type StillAvailableAnswer = (typeof STILL_AVAILABLE_ANSWERS)[number];

/** `POST /api/posts/:id/still-available` */
export const stillAvailableBodySchema = z.object({
  answer: z.enum(STILL_AVAILABLE_ANSWERS, {
    error: `answer must be one of: ${STILL_AVAILABLE_ANSWERS.join(', ')}`,
  }),
});

export const stillAvailableReplySchema = z.object({ message: z.string(), post: postDetailSchema });
export type StillAvailableReply = z.infer<typeof stillAvailableReplySchema>;
