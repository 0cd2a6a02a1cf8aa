/** Business constants of the product, shared by the API and the web app. */

export const CATEGORIES = [
  'Furniture',
  'Electronics',
  'Games',
  'Clothing',
  'Books',
  'Appliances',
  'Toys',
  'Tools',
  'Sports Equipment',
  'Food',
  'Other',
] as const;
export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: unknown): value is Category {
  return (CATEGORIES as readonly unknown[]).includes(value);
}

export const REGIONS = [
  'Amman',
  'Zarqa',
  'Irbid',
  'Salt',
  'Madaba',
  'Jerash',
  'Ajloun',
  'Karak',
  'Tafilah',
  "Ma'an",
  'Aqaba',
  'Mafraq',
] as const;
export type Region = (typeof REGIONS)[number];

export function isRegion(value: unknown): value is Region {
  return (REGIONS as readonly unknown[]).includes(value);
}

/** The state of an item as its donor says it; a post may say none. */
export const ITEM_CONDITIONS = ['new', 'like_new', 'used', 'needs_repair'] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];

/**
 * How an offer goes: the donor chooses among those who asked, the first to ask are promised it,
 * or a draw among those who asked before the deadline.
 */
export const SHARE_MODES = ['choose', 'first', 'draw'] as const;
export type ShareMode = (typeof SHARE_MODES)[number];

/** An offer of several of one item ("5 school books") gives at most this many. */
export const POST_QUANTITY_MAX = 99;

/** How far ahead an offer's deadline may be, in days from today in Amman. */
export const POST_DEADLINE_DAYS_MAX = 60;

export const AVAILABILITIES = ['available', 'reserved', 'donated'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** What an owner may set; donated comes only from a confirmed claim. */
export const EDITABLE_AVAILABILITIES = ['available', 'reserved'] as const;
export type EditableAvailability = (typeof EDITABLE_AVAILABILITIES)[number];

/** A claim waits for the donor, who confirms or declines it. */
/** A post gives an item away, or says what its author is looking for. */
export const POST_KINDS = ['give', 'wanted'] as const;
export type PostKind = (typeof POST_KINDS)[number];

export const CLAIM_STATUSES = ['pending', 'confirmed', 'declined'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const FEED_PAGE_SIZE = 12;
/** `distance` only with a point to measure from (`near` or `place`). */
export const FEED_SORTS = ['newest', 'oldest', 'distance'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];
/**
 * Which posts the feed shows by their availability: those still on offer (available or
 * reserved, the default), the donated ones, or all.
 */
export const FEED_AVAILABILITIES = ['open', 'donated', 'all'] as const;
export type FeedAvailability = (typeof FEED_AVAILABILITIES)[number];
/** The longest search the feed takes. */
export const SEARCH_QUERY_MAX = 100;
export const IMAGE_MAX_BYTES = 5_242_880;
export const IMAGE_MAX_PIXELS = 40_000_000;
/**
 * The photo formats the API takes, by the name sharp gives a file's content, each with the
 * type and extensions a picker offers for it. Phones and messaging apps save WebP.
 */
export const IMAGE_FORMATS = {
  jpeg: { type: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  png: { type: 'image/png', extensions: ['.png'] },
  webp: { type: 'image/webp', extensions: ['.webp'] },
  gif: { type: 'image/gif', extensions: ['.gif'] },
} as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

export function isImageFormat(name: unknown): name is ImageFormat {
  return typeof name === 'string' && Object.hasOwn(IMAGE_FORMATS, name);
}
/**
 * The longest side of a stored photo, in pixels: the API keeps no more, so browsers send no more.
 */
export const IMAGE_MAX_EDGE = 1600;
/**
 * The longest side of a stored photo's thumbnail (`thumbnail_url`), in pixels, never more than
 * the photo's: what lets a page offer both to the browser by their widths.
 */
export const THUMBNAIL_MAX_EDGE = 480;

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MAX = 5000;

export const TOAST_AUTO_CLOSE_MS = 2000;
export const BANNER_DISMISS_MS = 86_400_000;
export const BANNER_DISMISS_KEY_PREFIX = 'banner-closed-';
export const TOKEN_STORAGE_KEY = 'token';
/**
 * The cookie that remembers the language a person picked with the language button: the web host
 * reads it on a visit to / (docs/decisions.md), the web app writes it. A secure page writes
 * LANGUAGE_CHOICE_HOST_COOKIE instead; this plain name is for the others (http at a LAN address,
 * where browsers set no Secure cookie).
 */
export const LANGUAGE_CHOICE_COOKIE = 'tabarru_lang';
/** The language cookie the browser keeps Secure, to this host and path `/`, by its prefix. */
export const LANGUAGE_CHOICE_HOST_COOKIE = '__Host-tabarru_lang';
export const OTP_RESEND_SECONDS = 60;
export const POST_FETCH_RETRIES = 3;
export const POST_FETCH_RETRY_DELAY_MS = 1000;

export const BADGE_SILVER_AT = 50;
export const BADGE_GOLD_AT = 100;

/** Passwords: at least 8 characters, up to 128, no composition rules (ASVS 6.2.1, 6.2.9). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The reply header that carries the cursor of the next page when an admin list was asked for in
 * pages; the body stays the bare array the earlier product's web client reads.
 */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
